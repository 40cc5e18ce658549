import Testing
@testable import RouteGenCore

/// The layout pass breaks a line that does not fit at its own Swift forms, outermost first, and leaves string
/// literals, comments' words and typed throws whole.
@Suite("Layout: Swift line forms") struct SwiftLineLayoutTests {
    static let long = String(repeating: "a", count: 70)
    static let longer = String(repeating: "b", count: 70)

    @Test(
        "A line that fits stays as it is; one that does not breaks at its outermost form",
        arguments: [
            ("        case .x: return f(1)", "        case .x: return f(1)"),
            (
                "        case .x(let \(long)): return \(longer)",
                "        case .x(let \(long)):\n            return \(longer)"
            ),
            (
                "    func check(_ value: Int) -> Bool { \(long) && \(longer) }",
                "    func check(_ value: Int) -> Bool {\n        \(long) && \(longer)\n    }"
            ),
            (
                "        if \(long), let \(longer) = y { return z }",
                "        if \(long),\n           let \(longer) = y {\n            return z\n        }"
            ),
            (
                "        if a, let b = y { return \(long) + \(longer) }",
                "        if a, let b = y {\n            return \(long) + \(longer)\n        }"
            ),
            (
                "        guard \(long), let \(longer) = y else {",
                "        guard \(long),\n              let \(longer) = y else {"
            ),
            (
                "        (\"\(long)\", Route.item(id: \(longer))),",
                "        (\n            \"\(long)\",\n            Route.item(id: \(longer))\n        ),"
            ),
            (
                "    static func parts(of route: \(long)\(longer)) -> WrittenLink {",
                "    static func parts(\n        of route: \(long)\(longer)\n    ) -> WrittenLink {"
            ),
        ]
    ) func forms(line: String, expected: String) { #expect(LineLayout.laidOut(line) == expected) }

    @Test("Commas, brackets and colons inside string literals and their interpolations are text") func stringLiterals()
    {
        let line = "        let text = \"\(Self.long), (x): [y], \\(f(\"a, b\", c)) \(Self.longer)\""
        #expect(LineLayout.laidOut(line) == line)
    }

    @Test("A typed throws is never broken") func typedThrows() {
        let line = "    private static func match(_ link: \(Self.long)) throws(\(Self.longer)Error) -> Route? {"
        #expect(
            LineLayout.laidOut(line) == "    private static func match(\n        _ link: \(Self.long)\n"
                + "    ) throws(\(Self.longer)Error) -> Route? {"
        )
    }

    @Test("A long comment wraps between words, each line a comment of the same kind") func comments() {
        let words = (0..<30).map { "word\($0)" }.joined(separator: " ")
        let lines = LineLayout.laidOut("    /// " + words).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("    /// ") && $0.count <= LayoutPrinter.lineWidth })
        #expect(lines.map { $0.dropFirst(8) }.joined(separator: " ") == words)
    }

    @Test("Marks that do not pair up print without failing") func unpairedMarks() {
        let marks = [LayoutMark.nestEnd, .alignEnd, .groupEnd, .nestStart]
            .map { Character(Unicode.Scalar($0.rawValue)) }
        let line = "    f(" + String(marks) + Self.long + ", " + Self.longer + ")"
        #expect(LineLayout.laidOut(line).contains(Self.long))
    }
}
