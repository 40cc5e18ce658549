// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinkDemo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "DeepLinkDemo", targets: ["DeepLinkDemo"])],
    dependencies: [
        // For `swift package --allow-writing-to-package-directory generate-routes`, and the URL reader and navigation
        // libraries that the generated files import. The generated files are committed, so building and testing this
        // package never runs routegen.
        .package(name: "routegen", path: "../..")
    ],
    targets: [
        .target(
            name: "DeepLinkDemo",
            dependencies: [
                .product(name: "RouteURLReader", package: "routegen"),
                .product(name: "RouteNavigation", package: "routegen"),
            ]
        ), .testTarget(name: "DeepLinkDemoTests", dependencies: ["DeepLinkDemo"]),
    ],
    swiftLanguageModes: [.v6]
)
