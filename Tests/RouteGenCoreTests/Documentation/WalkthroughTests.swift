import Foundation
import Testing
@testable import RouteGenCore

/// The README's five-minute walk-through works as written: its shell steps are run as they stand, with the built
/// routegen on the PATH, and every output it shows is the output they give. `ROUTEGEN_RECORD=1` writes the outputs
/// they give into the README instead, as for the output samples of the other pages.
@Suite("Documentation: the README's walk-through") struct WalkthroughTests {
    /// The README's blocks marked `<!-- routegen-example: walkthrough "STEP" -->`, by step.
    static func steps() throws -> [String: MarkdownPage.CodeBlock] {
        var steps: [String: MarkdownPage.CodeBlock] = [:]
        for block in try MarkdownPage(path: "README.md").codeBlocks {
            guard case .walkthrough(let step)? = block.marker else { continue }
            #expect(steps[step] == nil, "README.md:\(block.line): a second walk-through step '\(step)'")
            steps[step] = block
        }
        return steps
    }

    static func step(_ name: String, in steps: [String: MarkdownPage.CodeBlock]) throws -> String {
        try #require(steps[name], "the README has no walk-through step '\(name)'").text
    }

    /// Expects a step that shows output to be `printed`, or, when recording, writes `printed` into it.
    private static func expectOutput(
        _ printed: String,
        step name: String,
        in steps: [String: MarkdownPage.CodeBlock],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let block = try #require(steps[name], "the README has no walk-through step '\(name)'")
        guard Fixtures.isRecording else {
            #expect(printed == block.text, "step '\(name)'", sourceLocation: sourceLocation)
            return
        }
        guard printed != block.text else { return }
        // Read again: a step recorded before this one may have moved it.
        let current = try #require(try Self.steps()[name])
        let text = MarkdownPage.replacingBlock(at: current.line, in: try Fixtures.text("README.md"), with: printed)
        try Data(text.utf8).write(to: Fixtures.url("README.md"))
    }

    @Test(
        "The spec is the one routegen init writes; it and main.swift give Swift that parses; the mistake is rejected as shown"
    ) func inProcess() throws {
        let steps = try Self.steps()
        let starterSpec = StarterFiles.spec(schemaPath: "../routegen-spec.schema.json")
        #expect(try Self.step("routes.yaml", in: steps) == starterSpec)
        let generated = RouteGenerator.generate(spec: Array(starterSpec.utf8), specPath: "Routes/routes.yaml")
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let source = try #require(generated.source)
        let program = SwiftStructure(source + "\n" + (try Self.step("main.swift", in: steps)))
        #expect(!program.hasSyntaxErrors, "\(program.firstErrorLine ?? "")")

        let mistake = starterSpec + (try Self.step("ambiguous-route", in: steps))
        let checked = RouteGenerator.check(spec: Array(mistake.utf8), specPath: "Routes/routes.yaml")
        let transcript = try Self.step("ambiguity-error", in: steps).split(separator: "\n").map(String.init)
        #expect(transcript.first == "$ routegen check")
        let text = DiagnosticText(usesColour: false) { _, line in SourceLines(mistake)[line] }
        // When recording, `followedLiterally` writes what the binary prints; comparing here would fail on the text
        // it is about to replace.
        if !Fixtures.isRecording {
            #expect(checked.diagnostics.map(text.render) == [transcript.dropFirst().joined(separator: "\n")])
        }
    }

    @Test(
        "Each step that adds keys or routes to the spec gives one that passes the checks, added at its end",
        arguments: ["redirects", "constraints"]
    ) func additions(step name: String) throws {
        let starterSpec = StarterFiles.spec(schemaPath: "../routegen-spec.schema.json")
        let spec = starterSpec + (try Self.step(name, in: try Self.steps()))
        let generated = RouteGenerator.generate(spec: Array(spec.utf8), specPath: "Routes/routes.yaml")
        #expect(generated.diagnostics.isEmpty, "step '\(name)': \(generated.diagnostics.map(\.description))")
    }

    @Test("Followed literally, from routegen init to swift run", .timeLimit(.minutes(5))) func followedLiterally()
        async throws
    {
        let steps = try Self.steps()
        let root = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        var folder = root

        folder = try await Self.runShell(try Self.step("start", in: steps), in: folder)
        #expect(
            try String(contentsOf: folder.appendingPathComponent("Routes/routes.yaml"), encoding: .utf8)
                == (try Self.step("routes.yaml", in: steps))
        )
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/AppRoute.swift").path))

        let match = try await Self.shell(try Self.step("match", in: steps), in: folder)
        #expect(match.standardError == "")
        try Self.expectOutput(match.standardOutput, step: "match-output", in: steps)

        let spec = folder.appendingPathComponent("Routes/routes.yaml")
        let original = try Data(contentsOf: spec)
        try Data(original + Data((try Self.step("ambiguous-route", in: steps)).utf8)).write(to: spec)
        let transcript = try Self.step("ambiguity-error", in: steps).split(separator: "\n", maxSplits: 1)
            .map(String.init)
        let check = try await Self.shell(String(transcript[0].dropFirst(2)), in: folder)
        #expect(check.status == 1)
        try Self.expectOutput(transcript[0] + "\n" + check.standardError, step: "ambiguity-error", in: steps)
        try original.write(to: spec)

        let package = try await Self.runShell(try Self.step("package", in: steps), in: folder)
        let sources = package.appendingPathComponent("Sources/LinkDemo")
        try Data((try Self.step("main.swift", in: steps)).utf8).write(to: sources.appendingPathComponent("main.swift"))
        let sourceFiles = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
        #expect(sourceFiles == ["AppRoute.swift", "main.swift"])

        // `swift run LinkDemo ARGS` builds the package's one target in Swift 6 mode and runs it; swiftc does the same
        // here without a package build.
        let run = try #require(DocumentedShellLine.commands(in: try Self.step("run", in: steps)).first)
        #expect(Array(run.prefix(3)) == ["swift", "run", "LinkDemo"])
        let binary = root.appendingPathComponent("LinkDemo-binary")
        let compile = try await Shell.run(
            Shell.swiftc,
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "LinkDemo"]
                + sourceFiles.map { sources.appendingPathComponent($0).path } + ["-o", binary.path]
        )
        try #require(compile.status == 0, "swiftc failed:\n\(compile.standardError.prefix(4000))")
        let output = try await Shell.run(binary.path, Array(run.dropFirst(3)))
        #expect(output.status == 0, "\(output.standardError)")
        try Self.expectOutput(output.standardOutput, step: "output", in: steps)
    }

    /// Runs a block of shell commands with the built routegen first on the PATH, stopping at the first that fails.
    private static func shell(_ script: String, in folder: URL) async throws -> Shell.Result {
        let routegenFolder = URL(fileURLWithPath: Shell.routegen).deletingLastPathComponent().path
        let path = routegenFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try await Shell.run("/bin/sh", ["-c", "set -e\n" + script], in: folder, environment: ["PATH": path])
    }

    /// Runs a block that must succeed, and returns the folder it ends in, as the reader's terminal would.
    private static func runShell(_ script: String, in folder: URL) async throws -> URL {
        let result = try await shell(script + "\npwd\n", in: folder)
        try #require(result.status == 0, "\(script) failed:\n\(result.standardError)")
        let lastLine = result.standardOutput.split(separator: "\n").last.map(String.init) ?? folder.path
        return URL(fileURLWithPath: lastLine)
    }
}
