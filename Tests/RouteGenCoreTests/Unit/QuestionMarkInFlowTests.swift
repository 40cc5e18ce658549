import Foundation
import Testing
@testable import RouteGenCore

/// `routegen check` notes a `?` in a plain value inside braces or brackets, which libyaml reads as meant but YAML 1.1
/// tools (yamllint, PyYAML) cannot read (docs/spec-format.md, "YAML 1.1 tools and `?` in braces"); `generate` and
/// the other commands stay silent about it.
@Suite("Check: '?' inside braces") struct QuestionMarkInFlowTests {
    /// Four such values, on lines 7, 15 (two) and 17; the block-style, quoted and path `?`s are fine.
    static let spec = """
        version: 1
        schemes: [myapp]
        routes:
          search:
            path: /search/:page?
            query:
              q: { type: Int?, min: 1 }
              sort: String?
              quoted: { type: "String?" }
            examples:
              opens:
                myapp://search?q=2: { q: 2 }
          compose:
            path: /compose
            query: { to: String?, subject: String? }
            examples:
              opens: { myapp://compose?to=x: { to: x } }

        """

    @Test("Each plain value with a '?' inside braces gets a note; nothing else does") func notes() {
        let output = RouteGenerator.check(
            spec: Array(Self.spec.utf8),
            specPath: "spec.yaml",
            options: .init(notesQuestionMarksInFlow: true)
        )
        #expect(output.diagnostics.allSatisfy { $0.severity == .note })
        #expect(
            output.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
                "7:18 YAML 1.1 tools such as yamllint and PyYAML cannot read 'Int?' inside braces or brackets: they end a plain value at '?'",
                "15:18 YAML 1.1 tools such as yamllint and PyYAML cannot read 'String?' inside braces or brackets: they end a plain value at '?'",
                "15:36 YAML 1.1 tools such as yamllint and PyYAML cannot read 'String?' inside braces or brackets: they end a plain value at '?'",
                "17:16 YAML 1.1 tools such as yamllint and PyYAML cannot read 'myapp://compose?to=x' inside braces or brackets: they end a plain value at '?'",
            ]
        )
        #expect(
            output.diagnostics.map { $0.notes.map(\.message) } == [
                [
                    "inside braces, write 'optional: true' beside the type instead, or 'Int?' in block style, on a line of its own (docs/spec-format.md, \"YAML 1.1 tools and '?' in braces\")"
                ],
                [
                    "inside braces, write 'optional: true' beside the type instead, or 'String?' in block style, on a line of its own (docs/spec-format.md, \"YAML 1.1 tools and '?' in braces\")"
                ],
                [
                    "inside braces, write 'optional: true' beside the type instead, or 'String?' in block style, on a line of its own (docs/spec-format.md, \"YAML 1.1 tools and '?' in braces\")"
                ],
                [
                    "write it in block style, on a line of its own (docs/spec-format.md, \"YAML 1.1 tools and '?' in braces\")"
                ],
            ]
        )
        #expect(output.table != nil)
    }

    @Test("Without the option, and when generating, there is no note") func silentOtherwise() {
        #expect(RouteGenerator.check(spec: Array(Self.spec.utf8), specPath: "spec.yaml").diagnostics.isEmpty)
        let generated = RouteGenerator.generate(spec: Array(Self.spec.utf8), specPath: "spec.yaml")
        #expect(generated.diagnostics.isEmpty && generated.source != nil)
    }

    @Test("routegen check prints the notes and exits 0") func commandLine() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.spec.utf8).write(to: directory.appendingPathComponent("spec.yaml"))
        let checked = try await Shell.run(Shell.routegen, ["check", "spec.yaml"], in: directory)
        #expect(checked.status == 0)
        let notes = checked.standardErrorWithoutExcerpts.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(
            notes.map { $0.prefix { $0 != " " } } == [
                "spec.yaml:7:18:", "spec.yaml:15:18:", "spec.yaml:15:36:", "spec.yaml:17:16:",
            ]
        )
        let matched = try await Shell.run(Shell.routegen, ["match", "spec.yaml", "myapp://compose"], in: directory)
        #expect(matched.status == 0 && matched.standardError.isEmpty, "\(matched.standardError)")
    }
}
