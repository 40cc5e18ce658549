import Testing
@testable import RouteGenCore

@Suite("Diagnostic text form") struct DiagnosticTextTests {
    static let source = SourceLines(
        """
        version: 1
        routes:
          home:
            pth: /home
        \tlabel: "caf\u{202E}é"
        """
    )

    static func text(colour: Bool = false) -> DiagnosticText {
        DiagnosticText(usesColour: colour) { file, line in file == "app.yaml" ? source[line] : nil }
    }

    static func at(_ line: Int, _ column: Int, file: String = "app.yaml") -> RouteGenCore.SourceLocation {
        RouteGenCore.SourceLocation(file: file, line: line, column: column)
    }

    @Test("The headline, then the source line with a caret and tildes under the token") func excerpt() {
        let diagnostic = Diagnostic.error(.unknownKey, "unknown key 'pth'; did you mean 'path'?", at: Self.at(4, 5))
        #expect(
            Self.text().render(diagnostic) == """
                app.yaml:4:5: error: unknown key 'pth'; did you mean 'path'?
                4 |     pth: /home
                  |     ^~~
                """
        )
    }

    @Test("Placed notes get their own excerpt; notes and helps without a place follow as '= note:' and '= help:'")
    func notes() {
        let diagnostic = Diagnostic.error(
            .ambiguousRoutes,
            "routes clash",
            at: Self.at(4, 10),
            notes: [.init("declared here", at: Self.at(3, 3)), .init("both match '/home'"), .help("rename one")]
        )
        #expect(
            Self.text().render(diagnostic) == """
                app.yaml:4:10: error: routes clash
                4 |     pth: /home
                  |          ^~~~~
                app.yaml:3:3: note: declared here
                3 |   home:
                  |   ^~~~
                  = note: both match '/home'
                  = help: rename one
                """
        )
    }

    @Test("A help's later lines, such as YAML to paste, start under its first line's text") func multilineHelp() {
        let diagnostic = Diagnostic.error(
            .brokenLink,
            "link breaks",
            at: Self.at(3, 3),
            notes: [.help("add this redirect:\nredirects:\n  old:\n    path: /h\u{202E}")]
        )
        #expect(
            Self.text().render(diagnostic) == """
                app.yaml:3:3: error: link breaks
                3 |   home:
                  |   ^~~~
                  = help: add this redirect:
                          redirects:
                            old:
                              path: /h<U+202E>
                """
        )
    }

    @Test("The caret keeps a tab before it and counts invisible characters at the width they are shown")
    func tabsAndInvisibleCharacters() {
        let diagnostic = Diagnostic.error(.invalidSwiftName, "bad \u{202E}label", at: Self.at(5, 14))
        #expect(
            Self.text().render(diagnostic) == """
                app.yaml:5:14: error: bad <U+202E>label
                5 | \tlabel: "caf<U+202E>é"
                  | \t                   ^~
                """
        )
    }

    @Test("A quoted string is underlined to its closing quote") func quotedToken() {
        #expect(DiagnosticText.tokenLength(in: Array("a: \"x y\" z".unicodeScalars), from: 3) == 5)
        #expect(DiagnosticText.tokenLength(in: Array("a: [x]".unicodeScalars), from: 3) == 1)
        #expect(DiagnosticText.tokenLength(in: Array("path: /users/:id # c".unicodeScalars), from: 6) == 10)
    }

    @Test(
        "Without the file, or past its last line, only the headline is printed; the gutter fits the widest line number"
    ) func missingSource() {
        let elsewhere = Diagnostic.error(.unreadableFile, "cannot read", at: Self.at(1, 1, file: "gone.yaml"))
        #expect(Self.text().render(elsewhere) == "gone.yaml:1:1: error: cannot read")
        let past = Diagnostic.error(.yamlSyntax, "end", at: Self.at(40, 1), notes: [.init("start", at: Self.at(2, 1))])
        #expect(
            Self.text().render(past) == """
                app.yaml:40:1: error: end
                app.yaml:2:1: note: start
                 2 | routes:
                   | ^~~~~~
                """
        )
    }

    @Test("Colour wraps the parts in ANSI codes and changes nothing else") func colour() {
        let diagnostic = Diagnostic.warning(.tooManyCases, "slow", at: Self.at(2, 1), notes: [.help("split it")])
        let coloured = Self.text(colour: true).render(diagnostic)
        #expect(coloured.contains("\u{1B}[1;35mwarning:\u{1B}[0m"))
        let stripped = coloured.replacing(#/\x{1B}\[[0-9;]*m/#, with: "")
        #expect(stripped == Self.text().render(diagnostic))
    }
}
