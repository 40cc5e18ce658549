// swift-tools-version: 6.0
// Licensed under the Apache License, Version 2.0; see LICENSE.
import PackageDescription

let package = Package(
    name: "routegen",
    // routegen runs on the developer's Mac (or Linux), never on a device: the app only compiles the generated file,
    // which needs nothing newer than iOS 13. macOS 13 is the oldest system with every API the tool uses.
    platforms: [.macOS(.v13)],
    // The command line, the spec format and the generated code are the promises; RouteGenCore is not a product.
    // RouteURLReader is, for apps whose generated files import the URL reader instead of carrying a copy of it.
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .library(name: "RouteURLReader", targets: ["RouteURLReader"]),
        .library(name: "RouteNavigation", targets: ["RouteNavigation"]),
        .plugin(name: "RouteGenBuildTool", targets: ["RouteGenBuildTool"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
    ],
    dependencies: [
        // Flag parsing for the command-line front end only.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Tests only: parsing generated files checks their structure in milliseconds, where swiftc takes seconds.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(
            name: "RouteGenCore",
            dependencies: [
                "CYAML",
                // `match` and `docs` read links with the rules the generated code copies.
                "RouteURLReader",
            ]
        ),
        // The URL reader of the generated code. The files in Rules/ are copied into every generated file, nested in
        // a private enum and without their `public`, so they hold only type declarations and no imports; a file
        // generated with `reader: library` imports this target instead.
        .target(name: "RouteURLReader"),
        // The navigation engine the generated navigation file conforms its routes to: the state, the pending link and
        // the router. A file generated with `reader: embedded` carries a copy of these sources instead.
        .target(name: "RouteNavigation"),
        .executableTarget(
            name: "routegen",
            dependencies: ["RouteGenCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `swift run -c release ambiguity-benchmark`: the overlap analysis against an all-pairs check.
        .executableTarget(
            name: "ambiguity-benchmark",
            dependencies: ["RouteGenCore"],
            path: "Benchmarks/AmbiguityBenchmark"
        ),
        // Regenerates a target's routes.yaml into the build on every build, in packages and Xcode projects.
        .plugin(name: "RouteGenBuildTool", capability: .buildTool(), dependencies: ["routegen"]),
        // For teams that commit the generated code; the build script and the binary work without it.
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes",
                    description: "Regenerate the routing code of every spec in routegen.yml"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated routing code named in routegen.yml")
                ]
            ),
            dependencies: ["routegen"]
        ),
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: [
                "RouteGenCore", "RouteURLReader", "RouteNavigation", "routegen",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
