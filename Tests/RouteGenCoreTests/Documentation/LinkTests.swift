import Foundation
import Testing

/// Relative links in the README and docs/ lead somewhere: the file exists, and an `#anchor` names a heading in it.
@Suite("Documentation: links") struct LinkTests {
    @Test(
        "Every relative link names an existing file, and every anchor a heading in it",
        arguments: MarkdownPage.publishedPaths
    ) func relativeLinks(path: String) throws {
        let page = try MarkdownPage(path: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().relativePath
        for target in page.linkTargets where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let linked = parts[0].isEmpty ? path : Self.normalized(folder == "." ? parts[0] : "\(folder)/\(parts[0])")
            guard FileManager.default.fileExists(atPath: Fixtures.url(linked).path) else {
                Issue.record("\(path): '\(target)' names \(linked), which does not exist")
                continue
            }
            guard parts.count == 2 else { continue }
            #expect(linked.hasSuffix(".md"), "\(path): '\(target)' has an anchor into a file that is not Markdown")
            let anchors = try MarkdownPage(path: linked).anchors
            #expect(
                anchors.contains(parts[1]),
                "\(path): '\(target)': \(linked) has no heading with the anchor '\(parts[1])'"
            )
        }
    }

    @Test(
        "Anchors follow GitHub's rules",
        arguments: [
            ("Keys", "keys"), ("The spec format (version 1)", "the-spec-format-version-1"),
            ("`routegen match` and caseSensitive_flag", "routegen-match-and-casesensitive_flag"),
            ("How URLs are matched", "how-urls-are-matched"),
            ("Links outside the app: aasa, docs", "links-outside-the-app-aasa-docs"),
            ("Café à la carte", "café-à-la-carte"),
        ]
    ) func anchorRules(heading: String, anchor: String) { #expect(MarkdownPage.anchor(of: heading) == anchor) }

    @Test("A repeated heading gets a numbered anchor, and links inside code are not links") func pageReading() {
        let page = MarkdownPage(
            path: "page.md",
            text: """
                # Page
                ## Set-up
                [a link over
                two lines](other.md#set-up) and `[code](not-a-link.md)`
                ## Set-up
                ```sh
                [shell](not-a-link-either.md)
                ```
                """
        )
        #expect(page.headings.map(\.level) == [1, 2, 2])
        #expect(page.headings.map(\.anchor) == ["page", "set-up", "set-up-1"])
        #expect(page.linkTargets == ["other.md#set-up"])
        #expect(page.codeBlocks.map(\.text) == ["[shell](not-a-link-either.md)\n"])
    }

    /// `docs/../README.md` → `README.md`.
    static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }
}
