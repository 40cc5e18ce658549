import Testing
@testable import RouteGenCore

/// libyaml stops where it gives up; these errors point where the fix goes, say what is wrong in words, and
/// suggest the fix. Each row: the YAML, the error's line and column, words of its message, words of its help.
@Suite("YAML syntax errors") struct YAMLSyntaxErrorTests {
    private typealias U = UnitSupport

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var line: Int
        var column: Int
        var message: String
        var help: String?
        /// Where libyaml gave up, when the error is elsewhere.
        var gaveUp: (line: Int, column: Int)?
        /// The line the help is about, when it is not the error's.
        var helpAt: (line: Int, column: Int)? = nil

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unclosed double quote",
            yaml: "routes:\n  home:\n    path: \"/home\n    auth: true\n  other:\n    path: /o\n",
            line: 3,
            column: 11,
            message: "the string opened with '\"' here is never closed",
            help: "close the string with '\"'",
            gaveUp: (7, 1)
        ),
        Case(
            name: "unclosed single quote",
            yaml: "a: 'x\nb: c\n",
            line: 1,
            column: 4,
            message: "the string opened with \"'\" here is never closed",
            help: "close the string with \"'\"",
            gaveUp: (3, 1)
        ),
        Case(
            name: "unclosed list",
            yaml: "schemes: [myapp,\nroutes:\n  home:\n    path: /home\n",
            line: 1,
            column: 10,
            message: "the list opened with '[' here is not closed",
            help: "end the list with ']'",
            gaveUp: (3, 7)
        ),
        Case(
            name: "unclosed mapping",
            yaml: "home: {path: /home, auth: true\nx: 1\n",
            line: 1,
            column: 7,
            message: "the mapping opened with '{' here is not closed",
            help: "end the mapping with '}'",
            gaveUp: (2, 2)
        ),
        Case(
            name: "key indented between two levels",
            yaml: "routes:\n  home:\n    path: /home\n   auth: true\n",
            line: 4,
            column: 4,
            message: "'auth' is indented 3 spaces, which lines up with nothing above it",
            help: "indent it 4 spaces to put it beside 'path' (line 3), or 2 spaces to put it beside 'home' (line 2)"
        ),
        Case(
            name: "list item indented too little",
            yaml: "version: 1\nschemes:\n  - myapp\n - other\n",
            line: 4,
            column: 2,
            message: "'- other' is indented 1 space",
            help: "indent it 2 spaces to put it beside '- myapp' (line 3)"
        ),
        Case(
            name: "key indented under the previous value",
            yaml: "home:\n  path: /home\n    auth: true\n",
            line: 3,
            column: 5,
            message: "'auth' is indented more than 'path' on line 2, so it reads as more of that value",
            help: "indent 'auth' 2 spaces, like 'path'"
        ),
        Case(
            name: "list item among keys",
            yaml: "routes:\n  home:\n    path: /x\n  - foo\n",
            line: 4,
            column: 3,
            message: "a list item among the keys of a mapping",
            help: "'home' (line 2) is a key at this indentation"
        ),
        Case(
            name: "stray closing bracket",
            yaml: "a: b\n]\n",
            line: 2,
            column: 1,
            message: "']' closes nothing",
            help: "open the list with '['"
        ),
        Case(
            name: "colon inside a plain value",
            yaml: "a: b: c\n",
            line: 1,
            column: 5,
            message: "a plain value cannot contain ': '",
            help: "quote the whole value: a: \"b: c\""
        ),
        Case(
            name: "key without colon",
            yaml: "home:\n  path: /home\n  auth\n",
            line: 3,
            column: 3,
            message: "'auth' is not followed by ':'",
            help: "write 'auth: value'"
        ),
        Case(
            name: "key without colon before another key, where libyaml stops",
            yaml: "home:\n  path /\n  auth: true\n",
            line: 2,
            column: 3,
            message: "'path' is not followed by ':'",
            help: "write 'path: /'"
        ),
        Case(
            name: "key without colon before a value in brackets",
            yaml: "version: 1\nschemes [myapp]\nroutes:\n",
            line: 2,
            column: 1,
            message: "'schemes' is not followed by ':'",
            help: "write 'schemes: [myapp]'"
        ),
        Case(
            name: "key without colon before the lines under it",
            yaml: "routes\n  home:\n    path: /\n",
            line: 1,
            column: 1,
            message: "'routes' is not followed by ':'",
            help: "write 'routes:'"
        ),
        Case(
            name: "name key without colon under the routes",
            yaml: "routes:\n  home\n    path: /\n",
            line: 2,
            column: 3,
            message: "'home' is not followed by ':'",
            help: "write 'home:'"
        ),
        Case(
            name: "key of a route at the indentation of the names",
            yaml: "routes:\n  profile:\n  path: /users/:id\n    params:\n      id: Int\n",
            line: 4,
            column: 5,
            message: "'params' is indented more than 'path' on line 3",
            help: "indent 'path' 4 spaces, like 'params', to put it under 'profile' (line 2)",
            helpAt: (3, 3)
        ),
        Case(
            name: "unknown escape",
            yaml: "path: \"/ho\\qme\"\n",
            line: 1,
            column: 11,
            message: "'\\q' is not an escape sequence in a double-quoted string",
            help: "write '\\\\' for a backslash"
        ),
        Case(
            name: "value starting with @",
            yaml: "path: @home\n",
            line: 1,
            column: 7,
            message: "a plain value cannot start with '@'",
            help: "quote the value: \"@home\""
        ),
        Case(
            name: "other problems keep libyaml's words",
            yaml: "%YAML 1.1\n%YAML 1.1\n---\na: 1\n",
            line: 2,
            column: 1,
            message: "found duplicate %YAML directive"
        ),
    ]

    @Test("A syntax error is located where the fix goes, in words, with a help", arguments: cases) func syntaxError(
        _ example: Case
    ) throws {
        let (root, diagnostics) = U.read(example.yaml)
        #expect(root == nil)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == U.location(example.line, example.column))
        #expect(
            diagnostic.message == "invalid YAML: " + example.message
                || diagnostic.message.hasPrefix("invalid YAML: " + example.message + ","),
            "\(diagnostic.message)"
        )
        let helps = diagnostic.notes.filter { $0.kind == .help }
        if let help = example.help {
            #expect(helps.count == 1 && helps[0].message.contains(help), "\(helps.map(\.message))")
        } else {
            #expect(helps.isEmpty)
        }
        #expect(helps.first?.location == example.helpAt.map { U.location($0.line, $0.column) })
        let placedNotes = diagnostic.notes.filter { $0.location != nil && $0.kind == .note }
        if let gaveUp = example.gaveUp {
            #expect(placedNotes.map(\.location) == [U.location(gaveUp.line, gaveUp.column)])
        } else {
            #expect(placedNotes.isEmpty)
        }
    }

    @Test("A tab used for indentation gets the tab help beside libyaml's words") func tabIndentation() throws {
        let (_, diagnostics) = U.read("a:\n  b: 1\n\tc: 2\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == U.location(3, 1))
        #expect(diagnostic.notes.contains { $0.kind == .help && $0.message.contains("indent with spaces") })
    }

    @Test("Indentation hints ignore blank and comment lines above") func commentsIgnored() throws {
        let (_, diagnostics) = U.read("routes:\n  home:\n    path: /home\n\n# note\n   auth: true\n")
        let help = try #require(diagnostics.first?.notes.first { $0.kind == .help })
        #expect(help.message.contains("beside 'path' (line 3)"))
    }
}
