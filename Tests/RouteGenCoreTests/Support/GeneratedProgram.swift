import Foundation
import Testing

/// Compiles generated code with a harness `main.swift` and runs it.
enum GeneratedProgram {
    static func compileAndRun(generated: String, harness: String, languageMode: Int, arguments: [String]) async throws -> Shell.Result {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generatedFile = directory.appendingPathComponent("Generated.swift")
        let mainFile = directory.appendingPathComponent("main.swift")
        let binary = directory.appendingPathComponent("harness")
        try Data(generated.utf8).write(to: generatedFile)
        try Data(harness.utf8).write(to: mainFile)
        let compile = try await Shell.run(Shell.swiftc, [
            "-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness",
            generatedFile.path, mainFile.path, HarnessSource.seededGeneratorFile.path, "-o", binary.path,
        ])
        try #require(compile.status == 0, "swiftc failed:\n\(compile.standardError.prefix(4000))")
        return try await Shell.run(binary.path, arguments)
    }
}
