// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinkDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "DeepLinkDemo", targets: ["DeepLinkDemo"])],
    dependencies: [
        // Only for `swift package --allow-writing-to-package-directory generate-routes`. The generated file is
        // committed, so building and testing this package never runs routegen.
        .package(path: "../..")
    ],
    targets: [.target(name: "DeepLinkDemo"), .testTarget(name: "DeepLinkDemoTests", dependencies: ["DeepLinkDemo"])],
    swiftLanguageModes: [.v6]
)
