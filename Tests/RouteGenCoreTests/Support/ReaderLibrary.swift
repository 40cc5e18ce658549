import Foundation

/// The `RouteURLReader` library as an app's build makes it for generated files that import the URL reader: its
/// sources compiled into a static library and module, once per test run.
enum ReaderLibrary {
    static let built = Task {
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Fixtures.url("Sources/RouteURLReader").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Fixtures.url("Sources/RouteURLReader/\($0)").path }
        return try await StandaloneModule.build(
            named: "RouteURLReader",
            sources: sources,
            arguments: ["-package-name", "routegen", "-swift-version", "6", "-O"]
        )
    }

    /// What `swiftc` needs to compile and link a generated file that imports the library.
    static func arguments(_ directory: URL) -> [String] {
        StandaloneModule.arguments(directory, linking: "RouteURLReader")
    }
}
