import Foundation
import Testing
@testable import RouteGenCore

/// The comparison's output as the docs show it is what routegen prints: the terminal sessions of
/// docs/command-line.md, run from the package root, and the GitHub annotations of docs/ci.md.
@Suite("Documentation: check --against") struct CompatibilityDocumentationTests {
    @Test("Each `routegen check … --against …` session in docs/command-line.md prints what it shows") func sessions()
        async throws
    {
        let page = try MarkdownPage(path: "docs/command-line.md")
        var sessions = 0
        for block in page.codeBlocks where block.language == "text" {
            let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard let first = lines.first, first.hasPrefix("$ routegen check "), first.contains("--against") else {
                continue
            }
            let shown = lines.dropFirst().prefix { !$0.hasPrefix("$ ") }.joined(separator: "\n")
            let arguments = DocumentedShellLine.commands(in: String(first.dropFirst(2)))[0].dropFirst()
            let result = try await Shell.run(
                Shell.routegen,
                Array(arguments) + ["--color", "never"],
                in: Fixtures.packageRoot
            )
            #expect(result.standardError == shown.trimmingCharacters(in: .newlines) + "\n", "\(first)")
            sessions += 1
        }
        #expect(sessions >= 2)
    }

    @Test("The annotations in docs/ci.md are what a run prints for the pair it describes") func annotations() throws {
        let page = try MarkdownPage(path: "docs/ci.md")
        let shown = try #require(page.codeBlocks.first { $0.text.hasPrefix("::error ") }).text
        let output = RouteGenerator.check(
            spec: try Fixtures.bytes("Tests/Fixtures/Compatibility/bound-tightened.new.yaml"),
            specPath: "Routes/routes.yaml",
            against: try Fixtures.bytes("Tests/Fixtures/Compatibility/bound-tightened.old.yaml"),
            earlierPath: "origin/main:Routes/routes.yaml"
        )
        #expect(output.diagnostics.map(\.githubAnnotation).joined(separator: "\n") + "\n" == shown)
    }
}
