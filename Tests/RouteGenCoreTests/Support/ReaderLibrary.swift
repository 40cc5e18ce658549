import Foundation

/// routegen's libraries as an app's build makes them for generated files that import them rather than carry copies
/// (`reader: library`): the `RouteURLReader` and `RouteNavigation` sources compiled into static libraries and modules
/// in one folder, once per test run, unoptimized as in an app's debug build.
enum ReaderLibrary {
    static let built = Task { try await build() }

    /// Both libraries, in `folder` or one of their own, compiled with `arguments` too: a build against framework
    /// stand-ins passes where to find them.
    static func build(into folder: URL? = nil, arguments: [String] = []) async throws -> URL {
        let reader = try await StandaloneModule.build(
            named: "RouteURLReader",
            sources: try sources(of: "RouteURLReader"),
            arguments: ["-package-name", "routegen", "-swift-version", "6"] + arguments,
            into: folder
        )
        return try await StandaloneModule.build(
            named: "RouteNavigation",
            sources: try sources(of: "RouteNavigation"),
            arguments: ["-swift-version", "6"] + arguments,
            into: reader
        )
    }

    private static func sources(of target: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: Fixtures.url("Sources/\(target)").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Fixtures.url("Sources/\(target)/\($0)").path }
    }

    /// What `swiftc` needs to compile and link a generated file that imports the libraries.
    static func arguments(_ directory: URL) -> [String] {
        StandaloneModule.arguments(directory, linking: "RouteURLReader") + ["-lRouteNavigation"]
    }
}
