import Foundation

/// One published Markdown page, read the way the documentation tests need it: its fenced code blocks with their
/// markers, its headings as GitHub anchors, and its link targets.
struct MarkdownPage {
    /// A fenced code block: ```` ```yaml ```` … ```` ``` ````, possibly indented inside a list item.
    struct CodeBlock {
        var language: String
        /// The lines between the fences, with the fence's indentation removed, each ending in a newline.
        var text: String
        /// The 1-based line of the opening fence, for failure messages.
        var line: Int
        var marker: ExampleMarker?
    }

    /// The path relative to the package root, such as `docs/spec-format.md`.
    let path: String
    let codeBlocks: [CodeBlock]
    /// Every heading in order, with its level (1 for `#`) and its anchor as GitHub makes it.
    let headings: [(level: Int, anchor: String)]
    /// The lines before the first fence, for the checks of a page's opening.
    let openingLines: [String]

    var anchors: Set<String> { Set(headings.map(\.anchor)) }
    /// Every link target in the prose and tables, code excluded: `docs/ci.md`, `#keys`, `https://…`.
    let linkTargets: [String]
    /// `<!-- routegen-example: … -->` lines that are not right before a fence, or that do not parse.
    let strayMarkers: [String]

    /// README.md, CONTRIBUTING.md and every page in docs/, the pages the documentation tests read.
    static let publishedPaths: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("docs").path)) ?? []
        return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    init(path: String) throws { self.init(path: path, text: try Fixtures.text(path)) }

    init(path: String, text: String) {
        self.path = path
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [CodeBlock] = []
        var anchorCounts: [String: Int] = [:]
        var headings: [(level: Int, anchor: String)] = []
        var prose: [String] = []
        var stray: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                let indentation = line.count - trimmed.count
                var body = ""
                var end = index + 1
                while end < lines.count, !lines[end].drop(while: { $0 == " " }).hasPrefix("```") {
                    body += String(lines[end].dropFirst(min(indentation, lines[end].prefix { $0 == " " }.count))) + "\n"
                    end += 1
                }
                let marker = index > 0 ? ExampleMarker(line: lines[index - 1]) : nil
                blocks.append(
                    CodeBlock(language: String(trimmed.dropFirst(3)), text: body, line: index + 1, marker: marker)
                )
                prose.append("")
                index = end + 1
                continue
            }
            if ExampleMarker.isMarkerLine(line) {
                let nextIsFence = index + 1 < lines.count && lines[index + 1].drop { $0 == " " }.hasPrefix("```")
                if !nextIsFence || ExampleMarker(line: line) == nil { stray.append("\(path):\(index + 1): \(line)") }
            }
            if let (level, heading) = Self.heading(line) {
                let base = Self.anchor(of: heading)
                let count = anchorCounts[base, default: 0]
                anchorCounts[base] = count + 1
                headings.append((level, count == 0 ? base : "\(base)-\(count)"))
            }
            prose.append(line)
            index += 1
        }
        codeBlocks = blocks
        self.headings = headings
        openingLines = Array(lines.prefix { !$0.drop { $0 == " " }.hasPrefix("```") })
        linkTargets = Self.linkTargets(in: prose.joined(separator: "\n"))
        strayMarkers = stray
    }

    /// `text` with the lines between the fences of the block opening at 1-based line `fenceLine` replaced by `body`,
    /// indented as the fence is.
    static func replacingBlock(at fenceLine: Int, in text: String, with body: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let indentation = String(lines[fenceLine - 1].prefix { $0 == " " })
        var end = fenceLine
        while end < lines.count, !lines[end].drop(while: { $0 == " " }).hasPrefix("```") { end += 1 }
        var bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if bodyLines.last == "" { bodyLines.removeLast() }
        lines.replaceSubrange(fenceLine..<end, with: bodyLines.map { $0.isEmpty ? $0 : indentation + $0 })
        return lines.joined(separator: "\n")
    }

    /// The level and text of an ATX heading (`## Keys`), nil for any other line.
    private static func heading(_ line: String) -> (level: Int, text: String)? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
        return (hashes.count, String(line.dropFirst(hashes.count + 1)))
    }

    /// GitHub's rule: lowercase, drop everything but letters, marks, digits, spaces, `-` and `_`, then spaces become `-`.
    static func anchor(of heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars
            .filter { scalar in
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                    .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                    .connectorPunctuation:
                    return true
                default: return scalar == " " || scalar == "-"
                }
            }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// The targets of `[text](target)` links, after removing code spans, whose brackets are not links.
    private static func linkTargets(in prose: String) -> [String] {
        let withoutCode = prose.replacing(#/`[^`\n]*`/#, with: "")
        return withoutCode.matches(of: #/\]\(([^)\s]+)\)/#).map { String($0.output.1) }
    }
}
