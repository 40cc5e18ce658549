import Testing
@testable import RouteGenCore

/// Doc comments of generated declarations: a description, a blank `///`, then the facts, each line trimmed; the
/// layout pass wraps a line longer than the file's width where the template places it. Most are one short line each
/// and take a shorter way, which must lay out the same.
@Suite("Doc comment layout") struct DocCommentLayoutTests {
    /// At an indentation of 4, a comment line holds 112 characters after `/// `.
    static let fullLine = String(repeating: "w", count: 112)

    static let cases: [(description: String?, extra: [String], lines: [String])] = [
        ("Opens the profile.", ["`/profile`"], ["/// Opens the profile.", "///", "/// `/profile`"]),
        ("Opens the profile.", [], ["/// Opens the profile."]),
        (nil, ["`/profile`", "Second fact."], ["/// `/profile`", "/// Second fact."]),
        ("", ["`/profile`"], ["/// `/profile`"]), ("  Padded\t", ["`/a`"], ["/// Padded", "///", "/// `/a`"]),
        (fullLine, [], ["/// " + fullLine]), (fullLine + " next", [], ["/// " + fullLine, "/// next"]),
        (nil, [fullLine + "x"], ["/// " + fullLine + "x"]), ("Two\nlines", [], ["/// Two", "/// lines"]),
        (nil, [""], ["///"]),
    ]

    @Test(arguments: cases) func laysOut(_ example: (description: String?, extra: [String], lines: [String])) {
        let lines = EscapedSwiftText.docLines(example.description, then: example.extra)
        #expect(
            lines.map { LineLayout.laidOut("    " + $0) }.joined(separator: "\n")
                == example.lines.map { "    " + $0 }.joined(separator: "\n")
        )
    }
}
