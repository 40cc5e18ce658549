import Foundation
import Testing
@testable import RouteGenCore

/// Spec text reaches generated Swift only through `EscapedSwiftText`, and cannot leave its string literal or comment there
/// whatever its characters.
@Suite("Spec text stays inside its literal or comment") struct SpecTextEscapingTests {
    /// Every kind of character that could end a literal or a comment, start code, or hide what the text says.
    static let hostileTexts: [String] = [
        "Home\rtypealias Injected = Int", "Home\ntypealias Injected = Int", "Home\r\ntypealias Injected = Int",
        "Home\u{2028}typealias Injected = Int", "Home\u{2029}typealias Injected = Int",
        "Home\u{85}typealias Injected = Int", "Home\u{0B}typealias Injected = Int\u{0C}",
        "*/ typealias Injected = Int /*", "\" + Injected + \"", "\\\" + Injected + \"", "\\(Injected)",
        "#\"raw\"# \"\"\" multi", "nul\0byte", "\u{202E}Injected\u{202C} \u{2066}isolate\u{2069} \u{200F}mark",
        "\u{FEFF}bom \u{200B}zero-width \u{AD}soft hyphen \u{E000}private \u{FFFF}", "👨‍👩‍👧 🏴󠁧󠁢󠁳󠁣󠁴󠁿 e\u{301} نیم‌فاصله",
        "\t tab \\ backslash",
    ]

    @Test("A string literal has the text as its value, on one line with nothing invisible", arguments: hostileTexts)
    func stringLiteral(_ text: String) {
        let literal = EscapedSwiftText.stringLiteral(text)
        let structure = SwiftStructure("let text = \(literal)\n")
        #expect(structure.firstErrorLine == nil)
        #expect(structure.stringLiteralValues == [text])
        #expect(structure.codeIdentifiers == ["text"])
        #expect(Self.isOneVisibleLine(literal), "\(literal.debugDescription)")
    }

    @Test("Comment text stays one comment on one line", arguments: hostileTexts) func commentText(_ text: String) {
        let comment = EscapedSwiftText.commentText(text)
        let structure = SwiftStructure("// \(comment)\nlet text = 1\n")
        #expect(structure.firstErrorLine == nil)
        #expect(structure.codeIdentifiers == ["text"])
        #expect(structure.comments == ["// \(comment)"])
        #expect(Self.isOneVisibleLine(comment, allowingTabs: true), "\(comment.debugDescription)")
    }

    @Test("A description becomes doc comment lines that stay comments", arguments: hostileTexts) func docLines(
        _ text: String
    ) {
        let lines = EscapedSwiftText.docLines(text, then: ["`/path/\u{202E}x`"])
        let structure = SwiftStructure(lines.joined(separator: "\n") + "\nlet text = 1\n")
        #expect(structure.firstErrorLine == nil)
        #expect(structure.codeIdentifiers == ["text"])
        #expect(structure.topLevelItemCount == 1)
        for line in lines {
            #expect(line.hasPrefix("///"))
            #expect(Self.isOneVisibleLine(line, allowingTabs: true), "\(line.debugDescription)")
        }
    }

    @Test("Each line break of a description starts a doc comment line; visible text is kept as written")
    func docLinesKeepTheText() {
        #expect(
            EscapedSwiftText.docLines("One\rTwo\r\nThree\u{2028}Four\u{85}Five \"*/\" \\(x)") == [
                "/// One", "/// Two", "/// Three", "/// Four", "/// Five \"*/\" \\(x)",
            ]
        )
        #expect(
            EscapedSwiftText.docLines("Flip \u{202E}here", then: ["`/a`"]) == [
                "/// Flip \\u{202E}here", "///", "/// `/a`",
            ]
        )
    }

    @Test(
        "A header line is one // comment line whatever its characters; one already starting with // keeps its spacing"
    ) func headerLines() {
        for text in Self.hostileTexts {
            let comment = EscapedSwiftText.lineComment(text)
            let structure = SwiftStructure("\(comment)\nlet text = 1\n")
            #expect(structure.firstErrorLine == nil)
            #expect(structure.codeIdentifiers == ["text"], "\(comment.debugDescription)")
            #expect(
                comment.hasPrefix("//") && Self.isOneVisibleLine(comment, allowingTabs: true),
                "\(comment.debugDescription)"
            )
        }
        #expect(EscapedSwiftText.lineComment("swiftlint:disable all") == "// swiftlint:disable all")
        #expect(EscapedSwiftText.lineComment("//swiftlint:disable all") == "//swiftlint:disable all")
        #expect(EscapedSwiftText.lineComment("") == "//")
    }

    @Test("A header line is kept as written, however long, where the layout wraps every other long comment")
    func longHeaderLines() throws {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes("Specs/tab-app.yaml"),
            specPath: "tab-app.yaml",
            rendering: RenderOptions(header: ["// " + words, "plain " + words])
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let lines = source.split(separator: "\n").map(String.init)
        #expect(Array(lines[1...2]) == ["// " + words, "// plain " + words])
        #expect(!source.utf8.contains { LayoutMark.isMark($0) })
    }

    @Test("The view model holds no spec text that could leave its line, in any field a template can place")
    func viewModelStrings() throws {
        let output = RouteGenerator.check(
            spec: try Fixtures.bytes("Tests/Fixtures/EdgeSpecs/hostile-text.yaml"),
            specPath: "x.yaml"
        )
        let table = try #require(output.table, "\(output.diagnostics)")
        let view = FileViewBuilder(
            table: table,
            specFileName: "evil\r\n*/ typealias Injected = Int \u{202E}.yaml",
            options: RenderOptions(header: Self.hostileTexts, codable: true)
        )
        .build()
        var checked = 0
        Self.forEachString(in: view, path: "view") { path, text in
            // The reader's copy is routegen's own code, checked verbatim by GoldenTests.
            guard !path.hasSuffix(".readerSource") else { return }
            checked += 1
            // Code reaches the templates with its break points marked by layout marks, which are no text; a view
            // that writes lines of its own indents each line after the first to continue the code.
            let visible = String(decoding: text.utf8.filter { !LayoutMark.isMark($0) }, as: UTF8.self)
            for (index, line) in visible.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(
                    Self.isOneVisibleLine(String(line), allowingTabs: true) && (index == 0 || line.hasPrefix("    ")),
                    "\(path) = \(text.debugDescription)"
                )
            }
            if path.contains(".headerLines") { #expect(visible.hasPrefix("//"), "\(path) = \(text.debugDescription)") }
        }
        #expect(checked > 100)
    }

    @Test("Hostile text in every position of a spec generates a file that declares only the spec's routes")
    func generatedFile() throws {
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes("Tests/Fixtures/EdgeSpecs/hostile-text.yaml"),
            specPath: "evil\r\ntypealias InjectedByFileName = Int\u{2028}\u{202E}.yaml",
            rendering: RenderOptions(header: Self.hostileTexts, codable: true)
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let structure = SwiftStructure(source)
        #expect(structure.firstErrorLine == nil)
        #expect(structure.codeIdentifiers.filter { $0.hasPrefix("Injected") }.isEmpty)
        #expect(
            structure.enumCases["HostileRoute"] == [
                "home", "quotes", "choices", "RouteRequest", "FirstSegment", "RouteLink", "RouteMisses", "String",
                "URL", "Int", "Result", "labels", "group",
            ]
        )
        let literals = structure.stringLiteralValues
        for text in [
            "q\"uote", "back\\slash", "\\(interpolated)", "#hash", "\u{200F}marked", "zero\u{200B}width", "q\"name",
            "back\\name",
        ] { #expect(literals.contains(text), "no literal \(text.debugDescription)") }
        #expect(
            source.hasPrefix(
                "// Generated by routegen \(RouteGenVersion.current) from evil\\u{D}\\u{A}typealias InjectedByFileName = Int\\u{2028}\\u{202E}.yaml."
            )
        )
    }

    /// No line break, no control character and no invisible format character: what the text says is what shows.
    static func isOneVisibleLine(_ text: String, allowingTabs: Bool = false) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            if scalar == "\t" { return allowingTabs }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse: return false
            case .format:
                return scalar.value == 0x200C || scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
            default: return true
            }
        }
    }

    /// Every `String` reachable from `value` through stored properties, arrays and optionals, with its path.
    static func forEachString(in value: Any, path: String, _ body: (String, String) -> Void) {
        if let text = value as? String { return body(path, text) }
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            forEachString(in: child.value, path: path + "." + (child.label ?? "\(index)"), body)
        }
    }
}
