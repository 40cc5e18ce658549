import Foundation
import Testing

/// Each reference page says what it is for and lists its sections before anything else, as the docs/ index promises.
@Suite("Documentation: page openings") struct PageOpeningTests {
    @Test(
        "Each page in docs/ opens with its title, a one-paragraph purpose and a table of contents of its sections",
        arguments: MarkdownPage.publishedPaths.filter { $0.hasPrefix("docs/") }
    ) func tableOfContents(path: String) throws {
        let page = try MarkdownPage(path: path)
        let paragraphs = page.openingLines.split(separator: "", omittingEmptySubsequences: true)
        try #require(paragraphs.count >= 3, "\(path) lacks a title, a purpose or a table of contents")
        #expect(
            paragraphs[0].count == 1 && paragraphs[0][0].hasPrefix("# "),
            "\(path): the first line is not its title"
        )
        #expect(
            !paragraphs[1].contains { $0.hasPrefix("- ") || $0.hasPrefix("#") },
            "\(path): no purpose after the title"
        )
        let contents = paragraphs[2].map { $0.trimmingCharacters(in: .whitespaces) }
        let entries = contents.compactMap { $0.wholeMatch(of: #/- \[.+\]\(#([^)]+)\)/#).map { String($0.output.1) } }
        #expect(
            entries.count == contents.count,
            "\(path): the table of contents has lines that are not links to sections"
        )
        let sections = page.headings.filter { $0.level == 2 }.map(\.anchor)
        #expect(
            entries.filter(sections.contains) == sections,
            "\(path): the table of contents does not list \(sections) in order"
        )
        #expect(
            Set(entries).isSubset(of: page.anchors),
            "\(path): the table of contents links to a heading that is not there"
        )
    }
}
