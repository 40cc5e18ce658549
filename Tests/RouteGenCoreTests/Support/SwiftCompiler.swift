import Foundation
import Testing

/// Compiles the programs that tests build from generated code, and keeps every successful result under `.build`,
/// keyed by all that the compile reads: the compiler's version, the arguments and each file's name and text.
/// Compiling generated code costs minutes of CPU per test run; a later run whose files are the same (nothing in
/// the generator, the templates, the specs or the harnesses changed) reuses the result and only runs it. Any change
/// compiles again, and a failed compile is never kept, so its errors are always fresh.
/// `rm -rf .build/routegen-test-programs` makes the next run compile everything.
enum SwiftCompiler {
    struct SourceFile {
        var name: String
        var text: String
    }

    struct Compilation {
        var status: Int32
        var standardError: String
        /// The program or object file, when the compile succeeded.
        var product: URL?
    }

    static let cache = Fixtures.url(".build/routegen-test-programs")
    /// Older programs are removed beyond this many: more than one test run compiles, since a program removed while
    /// a test still runs it (the routers are compiled once and run by many tests) fails that test.
    static let keptPrograms = 200

    /// Compiles `files` into a program, as `compile` does, and runs it with `arguments`; nil after recording
    /// swiftc's errors as an issue at the caller, so that a test of generated code reads as its files and its
    /// expected output.
    static func run(
        _ files: [SourceFile],
        compiling compilerArguments: [String],
        product: String,
        arguments: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> Shell.Result? {
        let compilation = try await compile(files, arguments: compilerArguments, product: product)
        guard let program = compilation.product else {
            Issue.record(
                "swiftc \(compilerArguments.joined(separator: " ")) failed:\n\(compilation.standardError.prefix(4000))",
                sourceLocation: sourceLocation
            )
            return nil
        }
        return try await Shell.run(program.path, arguments)
    }

    /// Runs `swiftc arguments files -o product`, or reuses the product of an identical earlier run.
    static func compile(_ files: [SourceFile], arguments: [String], product: String) async throws -> Compilation {
        let inputs = try await description(of: files, arguments: arguments)
        let entry = cache.appendingPathComponent(Self.key(for: inputs))
        let productFile = entry.appendingPathComponent(product)
        if holds(entry, inputs: inputs, product: product) {
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
            return Compilation(status: 0, standardError: "", product: productFile)
        }

        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let staging = cache.appendingPathComponent(".staging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        var paths: [String] = []
        for file in files {
            let url = staging.appendingPathComponent(file.name)
            try Data(AppleStandIns.compiledOnLinux(file.text).utf8).write(to: url)
            paths.append(url.path)
        }
        let compile = try await Shell.run(
            Shell.swiftc,
            arguments + paths + ["-o", staging.appendingPathComponent(product).path]
        )
        guard compile.status == 0 else {
            return Compilation(status: compile.status, standardError: compile.standardError, product: nil)
        }
        try Data(inputs.utf8).write(to: staging.appendingPathComponent("inputs"))
        for path in paths { try FileManager.default.removeItem(atPath: path) }
        // A rename publishes the entry whole. A concurrent compile of the same files may have published it first.
        if !holds(entry, inputs: inputs, product: product) {
            try? FileManager.default.removeItem(at: entry)
            try FileManager.default.moveItem(at: staging, to: entry)
        }
        removeOldPrograms()
        return Compilation(status: 0, standardError: compile.standardError, product: productFile)
    }

    private static func holds(_ entry: URL, inputs: String, product: String) -> Bool {
        guard let stored = try? String(contentsOf: entry.appendingPathComponent("inputs"), encoding: .utf8) else {
            return false
        }
        return stored == inputs && FileManager.default.fileExists(atPath: entry.appendingPathComponent(product).path)
    }

    /// Everything the compile depends on, as text; two compiles with the same description give the same product.
    private static func description(of files: [SourceFile], arguments: [String]) async throws -> String {
        var text = "\(Shell.swiftc)\n\(try await compilerVersion.value)\n\(arguments.joined(separator: "\u{0}"))\n"
        for file in files { text += "\(file.name) \(file.text.utf8.count)\n\(file.text)\n" }
        return text
    }

    private static let compilerVersion = Task {
        let version = try await Shell.run(Shell.swiftc, ["--version"])
        return version.standardOutput + version.standardError
    }

    /// FNV-1a names the entry; the stored description, compared in full, decides whether it is a match.
    private static func key(for inputs: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in inputs.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return String(hash, radix: 16)
    }

    private static func removeOldPrograms() {
        let manager = FileManager.default
        let entries =
            ((try? manager.contentsOfDirectory(at: cache, includingPropertiesForKeys: [.contentModificationDateKey]))
            ?? [])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
        let newestFirst = entries.sorted {
            let first =
                (try? $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            let second =
                (try? $1.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
            return first > second
        }
        for old in newestFirst.dropFirst(keptPrograms) { try? manager.removeItem(at: old) }
    }
}
