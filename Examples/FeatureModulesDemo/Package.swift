// swift-tools-version: 6.0
import PackageDescription

// An app built from feature modules: Weather and ArtFeature each generate their routes from a spec of their own
// (Sources/Weather/routes.yaml, Sources/ArtFeature/routes.yaml), and GhostApp's spec mounts both. The
// RouteGenBuildTool plugin generates every file during the build; none is committed.
let package = Package(
    name: "FeatureModulesDemo",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [.library(name: "GhostApp", targets: ["GhostApp"])],
    dependencies: [
        // In an app: .package(url: "https://github.com/OWNER/routegen", from: "0.1.0")
        .package(name: "routegen", path: "../..")
    ],
    targets: [
        // Each feature's file and the app's import the URL reader from routegen's library.
        .target(
            name: "Weather",
            dependencies: [.product(name: "RouteURLReader", package: "routegen")],
            plugins: [.plugin(name: "RouteGenBuildTool", package: "routegen")]
        ),
        .target(
            name: "ArtFeature",
            dependencies: [.product(name: "RouteURLReader", package: "routegen")],
            plugins: [.plugin(name: "RouteGenBuildTool", package: "routegen")]
        ),
        .target(
            name: "GhostApp",
            // The app's navigation file imports the navigation engine too.
            dependencies: [
                "Weather", "ArtFeature", .product(name: "RouteURLReader", package: "routegen"),
                .product(name: "RouteNavigation", package: "routegen"),
            ],
            plugins: [.plugin(name: "RouteGenBuildTool", package: "routegen")]
        ), .executableTarget(name: "ghost-links", dependencies: ["GhostApp"]),
        .testTarget(name: "GhostAppTests", dependencies: ["GhostApp", "Weather", "ArtFeature"]),
    ],
    swiftLanguageModes: [.v6]
)
