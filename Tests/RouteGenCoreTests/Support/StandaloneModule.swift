import Foundation

/// A Swift module built from source files into a folder of its own, as a dependency is built for the code that
/// imports it: generated files compiled against a stand-in for an Apple framework, or against routegen's reader
/// library. Callers keep the folder in a `Task`, so each module is built once per test run.
enum StandaloneModule {
    /// Builds module `name` from `sources` into `folder`, a new folder when nil, and returns the folder: the module,
    /// and a static library `lib<name>.a` to link unless `library` is false.
    static func build(
        named name: String,
        sources: [String],
        arguments: [String] = [],
        library: Bool = true,
        into folder: URL? = nil
    ) async throws -> URL {
        let directory =
            folder
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "routegen-module-\(name)-\(ProcessInfo.processInfo.processIdentifier)"
            )
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // One frontend for the whole module: in batch mode each frontend reads every file again.
        var command = ["-emit-module", "-parse-as-library", "-wmo", "-module-name", name] + arguments + sources
        command += ["-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path]
        if library {
            command += ["-emit-library", "-static", "-o", directory.appendingPathComponent("lib\(name).a").path]
        }
        let build = try await Shell.run(Shell.swiftc, command)
        guard build.status == 0 else { throw BuildError(module: name, message: build.standardError) }
        return directory
    }

    /// What `swiftc` needs to compile against the module in `directory` and link its library.
    static func arguments(_ directory: URL, linking name: String) -> [String] {
        ["-I", directory.path, "-L", directory.path, "-l\(name)"]
    }

    struct BuildError: Error, CustomStringConvertible {
        var module: String
        var message: String
        var description: String { "module \(module) did not build:\n\(message)" }
    }
}
