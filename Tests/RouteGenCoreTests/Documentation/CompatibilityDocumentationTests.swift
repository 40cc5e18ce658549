import Foundation
import Testing
@testable import RouteGenCore

/// The GitHub annotations of docs/ci.md are what routegen prints. They name the spec as a checkout and the earlier
/// one as a git revision, which no output sample (`OutputSampleTests`) can set up, so the comparison runs in process
/// on the same pair of files; `ROUTEGEN_RECORD=1` writes what it prints into the page, as for the output samples.
@Suite("Documentation: check --against") struct CompatibilityDocumentationTests {
    @Test("The annotations in docs/ci.md are what a run prints for the pair it describes") func annotations() throws {
        let page = try MarkdownPage(path: "docs/ci.md")
        let block = try #require(page.codeBlocks.first { $0.text.hasPrefix("::error ") })
        let output = RouteGenerator.check(
            spec: try Fixtures.bytes("Tests/Fixtures/Compatibility/bound-tightened.new.yaml"),
            specPath: "Routes/routes.yaml",
            against: try Fixtures.bytes("Tests/Fixtures/Compatibility/bound-tightened.old.yaml"),
            earlierPath: "origin/main:Routes/routes.yaml"
        )
        let printed = output.diagnostics.map(\.githubAnnotation).joined(separator: "\n") + "\n"
        if Fixtures.isRecording, printed != block.text {
            let text = MarkdownPage.replacingBlock(at: block.line, in: try Fixtures.text(page.path), with: printed)
            try Data(text.utf8).write(to: Fixtures.url(page.path))
        } else {
            #expect(printed == block.text)
        }
    }
}
