import Foundation
import Testing
@testable import RouteGenCore

/// Smaller promises of the command line: reading URLs from a pipe, usage lines that say what is required, and
/// warnings that fail CI when asked.
@Suite("Command line corners") struct CommandLineCornerTests {
    static let referenceSpec = Fixtures.url("Specs/reference.yaml").path

    @Test("match - reads URLs from standard input, one per line, skipping blank and # lines, after the named ones")
    func matchFromStandardInput() async throws {
        let command =
            "printf 'myapp://users/1\\n\\n# from the log\\n  https://myapp.com/items/x  \\r\\n' | '\(Shell.routegen)' match '\(Self.referenceSpec)' myapp:// -"
        let result = try await Shell.run("/bin/sh", ["-c", command])
        #expect(result.status == 1, "one of the URLs resolves to no route")
        let headlines = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(
            headlines == [
                "myapp://  =>  home", "myapp://users/1  =>  profile(userId: \"1\")",
                "https://myapp.com/items/x  =>  error: invalidParameterValue(name: \"itemId\", value: \"x\")",
            ]
        )
    }

    @Test("The aasa usage line shows --app-id as required") func aasaUsage() async throws {
        let help = try await Shell.run(Shell.routegen, ["aasa", "--help"]).standardOutput
        #expect(help.contains("USAGE: routegen aasa <spec> --app-id <app-id> ..."), "\(help)")
    }

    static func projectWithUnusedTemplate() throws -> URL {
        let folder = try Shell.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("T"),
            withIntermediateDirectories: true
        )
        try Data("unused".utf8).write(to: folder.appendingPathComponent("T/Extra.mustache"))
        try Data(try Fixtures.text("Specs/tab-app.yaml").utf8).write(to: folder.appendingPathComponent("app.yaml"))
        return folder
    }

    @Test("--warnings-as-errors turns a warning into an error that writes nothing and exits 1") func warningsAsErrors()
        async throws
    {
        let folder = try Self.projectWithUnusedTemplate()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", "app.yaml", "-o", "Out.swift", "--templates", "T"]
        let lenient = try await Shell.run(Shell.routegen, arguments, in: folder)
        #expect(lenient.status == 0)
        #expect(
            lenient.standardErrorWithoutExcerpts.hasPrefix(
                "T/Extra.mustache:1:1: warning: template 'Extra.mustache' is not one routegen renders"
            )
        )
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Out.swift"))

        let strict = try await Shell.run(Shell.routegen, arguments + ["--warnings-as-errors"], in: folder)
        #expect(strict.status == 1)
        #expect(
            strict.standardErrorWithoutExcerpts.hasPrefix(
                "T/Extra.mustache:1:1: error: template 'Extra.mustache' is not one routegen renders"
            )
        )
        #expect(
            strict.standardErrorWithoutExcerpts.contains(
                "= note: a warning, reported as an error because warnings are errors in this run"
            )
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
    }

    @Test("Warnings as errors in the library: no source, no table, the same places") func warningsAsErrorsInProcess()
        throws
    {
        let spec = Array(try Fixtures.text("Specs/tab-app.yaml").utf8)
        let overrides = ["Extra": TemplateSource(text: "unused", path: "T/Extra.mustache")]
        let lenient = RouteGenerator.generate(spec: spec, specPath: "app.yaml", templateOverrides: overrides)
        let strict = RouteGenerator.generate(
            spec: spec,
            specPath: "app.yaml",
            templateOverrides: overrides,
            options: .init(warningsAreErrors: true)
        )
        #expect(lenient.source != nil && lenient.diagnostics.map(\.severity) == [.warning])
        #expect(strict.source == nil && strict.diagnostics.map(\.severity) == [.error])
        #expect(strict.diagnostics.map(\.location) == lenient.diagnostics.map(\.location))
    }
}
