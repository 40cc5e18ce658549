// swift-tools-version: 6.0
import PackageDescription

// A package whose routing code is generated during the build by the RouteGenBuildTool plugin: the spec is
// Sources/BookLinks/routes.yaml, and no generated file is committed.
let package = Package(
    name: "BuildPluginDemo",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "BookLinks", targets: ["BookLinks"])],
    dependencies: [
        // In an app: .package(url: "https://github.com/OWNER/routegen", from: "0.1.0")
        .package(name: "routegen", path: "../..")
    ],
    targets: [
        .target(
            name: "BookLinks",
            // The generated files import the URL reader and the navigation engine from these libraries instead of
            // carrying copies of them.
            dependencies: [
                .product(name: "RouteURLReader", package: "routegen"),
                .product(name: "RouteNavigation", package: "routegen"),
            ],
            plugins: [.plugin(name: "RouteGenBuildTool", package: "routegen")]
        ), .executableTarget(name: "book-links", dependencies: ["BookLinks"]),
        .testTarget(name: "BookLinksTests", dependencies: ["BookLinks"]),
    ],
    swiftLanguageModes: [.v6]
)
