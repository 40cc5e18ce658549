import Foundation
import Testing
@testable import RouteGenCore

/// Several random specs' generated files built as an app would build them, in one language mode with warnings as
/// errors: the route, navigation, activities and intents files of all of them as one module (against the Apple
/// framework stand-ins and routegen's libraries built on them), then every spec's example test suite and link probe as a
/// program that imports it, which in Swift 6 runs the example tests, then each spec's probe, whose answers must be
/// match's (Swift 5 checks the same files without running them: `LanguageMode`). One module and one program for many
/// specs keep the compiles few.
enum LanguageAppBuild {
    struct Generated {
        var name: String
        var yaml: String
        /// The route file and whichever of the navigation, activities, intents and wiring files the spec allows.
        var files: [SwiftCompiler.SourceFile]
        var exampleTests: SwiftCompiler.SourceFile
        var probe: LinkProbe

        /// Nil when the spec has errors; the output must hold every file the spec allows and its example tests.
        init?(name: String, yaml: String, output: RouteGenerator.Output) throws {
            guard let source = output.source, let table = output.table else { return nil }
            self.name = name
            self.yaml = yaml
            let outputs: [(suffix: String, text: String?)] = [
                ("", source), ("Navigation", output.files[.navigation]), ("Activities", output.files[.activities]),
                ("Intents", output.files[.intents]), ("Wiring", output.files[.wiring]),
            ]
            files = outputs.compactMap { output in
                output.text.map { SwiftCompiler.SourceFile(name: "\(name)\(output.suffix).swift", text: $0) }
            }
            exampleTests = SwiftCompiler.SourceFile(
                name: "\(name)ExampleTests.swift",
                text: try #require(output.files[.exampleTests])
            )
            probe = LinkProbe(specName: name, table: table, activities: output.files[.activities] != nil)
        }

        var probeFile: SwiftCompiler.SourceFile { .init(name: "\(name)LinkProbe.swift", text: probe.source) }
    }

    static let module = "LanguageApp"

    /// Accepted specs grouped into builds as they come: at most `size` in a build, and a new build begun where one
    /// would declare an enum name twice (a build is one module).
    struct Batches {
        let size: Int
        private var pending: [Generated] = []
        private var enumNames: Set<String> = []

        init(size: Int) { self.size = size }

        /// Adds `spec` to the pending build, and returns the build it closes when it cannot join it.
        mutating func add(_ spec: Generated) -> [Generated]? {
            let enumName = String(spec.yaml.split(separator: "\n").first { $0.hasPrefix("name: ") }?.dropFirst(6) ?? "")
            var closed: [Generated]? = nil
            if pending.count == size || enumNames.contains(enumName) { closed = finish() }
            pending.append(spec)
            enumNames.insert(enumName)
            return closed
        }

        /// The pending build, if it holds any spec, which no longer is pending.
        mutating func finish() -> [Generated]? {
            defer {
                pending = []
                enumNames = []
            }
            return pending.isEmpty ? nil : pending
        }
    }

    /// Nil when everything compiled (in Swift 5: was checked) and every example test and probe passed; otherwise what
    /// failed, with the specs concerned.
    static func problem(building specs: [Generated], languageMode: LanguageMode) async throws -> String? {
        let folder = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files =
            specs.flatMap { $0.files + [$0.exampleTests, $0.probeFile] } + [
                .init(name: "Runner.swift", text: LinkProbeSource.runner),
                .init(name: "LinkProbes.swift", text: LinkProbeSource.dispatcher(specNames: specs.map(\.name))),
            ]
        for file in files {
            try Data(AppleStandIns.compiledOnLinux(file.text).utf8).write(to: folder.appendingPathComponent(file.name))
        }
        let dependencies =
            StandaloneModule.arguments(try await AppleStandIns.appIntents.value, linking: "AppIntents")
            + AppleStandIns.arguments(try await AppleStandIns.appleModules.value, frameworks: ["SwiftUI", "UIKit"])
        let appFiles = specs.flatMap { $0.files.map(\.name) }
        let library = try await Shell.run(
            Shell.swiftc,
            languageMode.arguments + dependencies + appFiles + languageMode.libraryArguments(module),
            in: folder
        )
        if library.status != 0 { return report("The app module", library.standardError, specs) }
        let program = try await Shell.run(
            Shell.swiftc,
            // The app's library before the libraries it depends on, as a static link needs them.
            languageMode.arguments + ["-I", ".", "-L", "."] + languageMode.linking(module) + dependencies
                + specs.flatMap { [$0.exampleTests.name, $0.probeFile.name] } + ["Runner.swift", "LinkProbes.swift"]
                + languageMode.programArguments("runner"),
            in: folder
        )
        if program.status != 0 { return report("The example tests", program.standardError, specs) }
        guard languageMode.runsPrograms else { return nil }
        let run = try await Shell.runJustWritten(folder.appendingPathComponent("runner").path, [], in: folder)
        // Swift Testing reports on standard error.
        if run.status != 0 || !run.standardError.contains(" passed") {
            return report("Running the example tests", run.standardOutput + run.standardError, specs)
        }
        let disagreements = try await LinkProbe.disagreements(
            of: specs.map { ($0.name, $0.probe, "\($0.name).yaml:\n\($0.yaml)") },
            runner: "runner",
            in: folder
        )
        return disagreements.isEmpty ? nil : "Probing links:\n" + disagreements.joined(separator: "\n")
    }

    /// The output, and the YAML of each spec it names one of the files of, or of every spec when it names none.
    private static func report(_ step: String, _ output: String, _ specs: [Generated]) -> String {
        let named = specs.filter { spec in
            (spec.files + [spec.exampleTests]).contains { output.contains($0.name + ":") }
                || output.contains("\"\(spec.name) example links\"")
        }
        let shown = named.isEmpty ? specs : named
        return "\(step) failed:\n\(output.prefix(8000))\n"
            + shown.map { "\($0.name).yaml:\n\($0.yaml)" }.joined(separator: "\n")
    }
}
