// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "routegen",
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
    ],
    dependencies: [
        // Flag parsing for the command-line front end only.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Logic-less templates: layout lives in Templates/, decisions in the view model.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "RouteGenCore",
            dependencies: [
                "CYAML",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The URL reader of the generated code. The files in Rules/ are copied into every generated file, nested in
        // a private enum, so they hold only type declarations without access modifiers or imports.
        .target(name: "RouteURLReader"),
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift run -c release ambiguity-benchmark`: the overlap analysis against an all-pairs check.
        .executableTarget(
            name: "ambiguity-benchmark",
            dependencies: ["RouteGenCore"],
            path: "Benchmarks/AmbiguityBenchmark"
        ),
        // A way in for packages; the build script and the binary work without it.
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(verb: "generate-routes", description: "Regenerate the routing code of every spec in routegen.yml"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated routing code named in routegen.yml")]
            ),
            dependencies: ["routegen"]
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "routegen"]
        ),
        .testTarget(
            name: "RouteURLReaderTests",
            dependencies: ["RouteURLReader"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
