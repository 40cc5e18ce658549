import Testing
@testable import RouteGenCore

@Suite("SourceLayout unit")
struct SourceLayoutUnitTests {
    @Test("Trailing spaces and tabs are stripped")
    func trailingWhitespace() {
        #expect(SourceLayout.normalize("let a = 1   \nlet b = 2\t \n") == "let a = 1\nlet b = 2\n")
    }

    @Test("A blank line right after an opening brace is removed")
    func blankAfterOpeningBrace() {
        #expect(SourceLayout.normalize("enum A {\n\n    case a\n}\n") == "enum A {\n    case a\n}\n")
        #expect(SourceLayout.normalize("enum A {\n   \n\n    case a\n}\n") == "enum A {\n    case a\n}\n")
    }

    @Test("A blank line right before a closing brace is removed, whatever its indentation")
    func blankBeforeClosingBrace() {
        #expect(SourceLayout.normalize("enum A {\n    case a\n\n}\n") == "enum A {\n    case a\n}\n")
        #expect(SourceLayout.normalize("    func f() {\n        g()\n\n    }\n") == "    func f() {\n        g()\n    }\n")
        #expect(SourceLayout.normalize("a\n\n\n}") == "a\n}\n")
    }

    @Test("Runs of blank lines collapse to one")
    func blankRuns() {
        #expect(SourceLayout.normalize("a\n\n\n\nb\n \n\t\nc\n") == "a\n\nb\n\nc\n")
    }

    @Test("Single blank lines between declarations stay")
    func singleBlankLinesStay() {
        let text = "struct A {\n    let a = 1\n\n    let b = 2\n}\n\nstruct B {}\n"
        #expect(SourceLayout.normalize(text) == text)
    }

    @Test("Output ends with exactly one newline", arguments: [
        ("a", "a\n"), ("a\n", "a\n"), ("a\n\n\n", "a\n"), ("a\n  \n \n", "a\n"), ("", "\n"),
    ])
    func oneTrailingNewline(input: String, expected: String) {
        #expect(SourceLayout.normalize(input) == expected)
    }

    @Test("Normalizing is idempotent")
    func idempotent() {
        let text = "enum A {\n\n   case a  \n\n\n   case b\n\n}\n\n\n"
        let once = SourceLayout.normalize(text)
        #expect(once == "enum A {\n   case a\n\n   case b\n}\n")
        #expect(SourceLayout.normalize(once) == once)
    }

    @Test("Braces inside a line do not count as opening or closing lines")
    func bracesMidLine() {
        #expect(SourceLayout.normalize("let a = { $0 }\n\nlet b = 2\n") == "let a = { $0 }\n\nlet b = 2\n")
        #expect(SourceLayout.normalize("a\n\nx = y }\n") == "a\n\nx = y }\n")
    }
}
