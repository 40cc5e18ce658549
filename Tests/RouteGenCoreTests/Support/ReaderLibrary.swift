import Foundation

/// The `RouteURLReader` library as an app's build makes it for generated files that import the URL reader: its
/// sources compiled into a static library and module, once per test run.
enum ReaderLibrary {
    static let built = Task {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routegen-reader-library-\(ProcessInfo.processInfo.processIdentifier)"
        )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Fixtures.url("Sources/RouteURLReader").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { Fixtures.url("Sources/RouteURLReader/\($0)").path }
        let build = try await Shell.run(
            Shell.swiftc,
            [
                "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", "RouteURLReader",
                "-package-name", "routegen", "-swift-version", "6", "-O", "-emit-module-path",
                directory.appendingPathComponent("RouteURLReader.swiftmodule").path, "-o",
                directory.appendingPathComponent("libRouteURLReader.a").path,
            ] + sources
        )
        guard build.status == 0 else { throw BuildError(message: build.standardError) }
        return directory
    }

    /// What `swiftc` needs to compile and link a generated file that imports the library.
    static func arguments(_ directory: URL) -> [String] {
        ["-I", directory.path, "-L", directory.path, "-lRouteURLReader"]
    }

    struct BuildError: Error { var message: String }
}
