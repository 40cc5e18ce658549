import Testing
@testable import RouteGenCore

@Suite("SourceLayout unit") struct SourceLayoutUnitTests {
    @Test("Trailing spaces and tabs are stripped") func trailingWhitespace() {
        #expect(SourceLayout.normalize("let a = 1   \nlet b = 2\t \n") == "let a = 1\nlet b = 2\n")
    }

    @Test("A blank line right after an opening brace is removed") func blankAfterOpeningBrace() {
        #expect(SourceLayout.normalize("enum A {\n\n    case a\n}\n") == "enum A {\n    case a\n}\n")
        #expect(SourceLayout.normalize("enum A {\n   \n\n    case a\n}\n") == "enum A {\n    case a\n}\n")
    }

    @Test("A blank line right before a closing brace is removed, whatever its indentation")
    func blankBeforeClosingBrace() {
        #expect(SourceLayout.normalize("enum A {\n    case a\n\n}\n") == "enum A {\n    case a\n}\n")
        #expect(
            SourceLayout.normalize("    func f() {\n        g()\n\n    }\n") == "    func f() {\n        g()\n    }\n"
        )
        #expect(SourceLayout.normalize("a\n\n\n}") == "a\n}\n")
    }

    @Test("Runs of blank lines collapse to one") func blankRuns() {
        #expect(SourceLayout.normalize("a\n\n\n\nb\n \n\t\nc\n") == "a\n\nb\n\nc\n")
    }

    @Test("Single blank lines between declarations stay") func singleBlankLinesStay() {
        let text = "struct A {\n    let a = 1\n\n    let b = 2\n}\n\nstruct B {}\n"
        #expect(SourceLayout.normalize(text) == text)
    }

    @Test(
        "Output ends with exactly one newline",
        arguments: [("a", "a\n"), ("a\n", "a\n"), ("a\n\n\n", "a\n"), ("a\n  \n \n", "a\n"), ("", "\n")]
    ) func oneTrailingNewline(input: String, expected: String) { #expect(SourceLayout.normalize(input) == expected) }

    @Test("Normalizing is idempotent") func idempotent() {
        let text = "enum A {\n\n   case a  \n\n\n   case b\n\n}\n\n\n"
        let once = SourceLayout.normalize(text)
        #expect(once == "enum A {\n   case a\n\n   case b\n}\n")
        #expect(SourceLayout.normalize(once) == once)
    }

    @Test("Braces inside a line do not count as opening or closing lines") func bracesMidLine() {
        #expect(SourceLayout.normalize("let a = { $0 }\n\nlet b = 2\n") == "let a = { $0 }\n\nlet b = 2\n")
        #expect(SourceLayout.normalize("a\n\nx = y }\n") == "a\n\nx = y }\n")
    }

    /// The rules, line by line over strings: what the in-place pass over bytes must agree with.
    static func normalizedLineByLine(_ text: String) -> String {
        var output: [Substring] = []
        var heldBlankLine = false
        var previousLineOpensBrace = false
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine[...]
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            if line.isEmpty {
                if output.isEmpty || !previousLineOpensBrace { heldBlankLine = true }
                continue
            }
            if heldBlankLine, line.first(where: { $0 != " " }) != "}" { output.append("") }
            heldBlankLine = false
            output.append(line)
            previousLineOpensBrace = line.last == "{"
        }
        return output.isEmpty ? "\n" : output.joined(separator: "\n") + "\n"
    }

    @Test("The in-place pass agrees with the rules applied line by line, on text of spaces, tabs, braces and breaks")
    func agreesWithLineByLineRules() {
        let pieces = ["a", " ", "\t", "\n", "\n", "{", "}", "é"]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<2_000 {
            var text = ""
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(seed >> 59) * 2 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(seed >> 61)]
            }
            #expect(SourceLayout.normalize(text) == Self.normalizedLineByLine(text), "\(text.debugDescription)")
        }
    }
}
