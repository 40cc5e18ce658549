// swift-tools-version: 6.0
import PackageDescription

// Times the URL matching of routegen's generated code against RoutingKit and against reading the URL alone.
// A package of its own, so that routegen never depends on what only the benchmark needs. Run it with ./run, which
// generates the router into Sources/RoutingContenders/Generated/ first.
let package = Package(
    name: "RoutingBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        // Counts heap allocations; its library has to be preloaded into the process it counts in.
        .package(url: "https://github.com/ordo-one/malloc-interposer", exact: "1.6.1"),
        // The URL reader and the navigation library the generated files import, as an app's target does by default.
        .package(name: "routegen", path: "../.."),
    ],
    targets: [
        // The routers and the URLs they are measured on; Generated/ holds the router routegen writes from the spec
        // and the RoutingKit registrations of the same routes.
        .target(
            name: "RoutingContenders",
            dependencies: [
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "RouteURLReader", package: "routegen"),
                .product(name: "RouteNavigation", package: "routegen"),
            ]
        ),
        // Times the contenders and prints the tables. It does not link the interposer, which would slow every
        // allocation down.
        .executableTarget(
            name: "routing-benchmark",
            dependencies: ["RoutingContenders"],
            path: "Sources/RoutingBenchmark"
        ),
        // Counts the contenders' allocations; routing-benchmark runs it with the interposer preloaded.
        .executableTarget(
            name: "routing-allocations",
            dependencies: ["RoutingContenders", .product(name: "MallocInterposerSwift", package: "malloc-interposer")],
            path: "Sources/RoutingAllocations"
        ),
    ],
    swiftLanguageModes: [.v6]
)
