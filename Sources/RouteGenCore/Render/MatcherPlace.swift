/// Where a matcher step stands: what the enclosing steps have matched, and how deep the `MatcherStep` template nests
/// it, which decides the columns its laid-out code starts at.
struct MatcherPlace: Sendable {
    /// The bucket lookup matched the first segment's literal.
    var firstSegmentKnown: Bool
    /// The last position whose literal or typed value an enclosing shared step matched; -1 for none.
    var sharedThrough: Int
    /// How many shared steps enclose this one.
    var depth: Int

    /// Where `if` starts: inside the function, one level deeper per enclosing step.
    private var conditionIndent: Int { (2 + depth) * BreakableCode.indentWidth }
    /// Where the statements of a matched shape start.
    var statementIndent: Int { conditionIndent + BreakableCode.indentWidth }

    /// A statement of a matched shape, laid out where the template places it.
    func statement(_ write: (inout BreakableCodeWriter) -> Void) -> String {
        var code = BreakableCodeWriter(capacity: 96)
        write(&code)
        return code.code.laidOut(column: statementIndent, indent: statementIndent)
    }

    /// Whether `if CONDITION { return RESULT }`, for a shape that binds nothing in its body, fits on one line.
    func fitsOneLine(condition: String, result: String) -> Bool {
        BreakableCode.fitsOnOneLine("if ", condition, " { return ", result, " }", at: conditionIndent)
    }

    /// The clauses after `if `, written with `nextItem()` between them: on one line when short; long ones wrap one
    /// clause per line, aligned after `if `. A break between clauses is in no group, so the layout always takes it,
    /// and it indents to where the first clause starts.
    func condition(_ clauses: BreakableCode) -> String {
        let clauseColumn = conditionIndent + "if ".utf8.count
        // A condition of more than this many columns wraps, so that with ` {` it ends before column 104.
        guard clauses.flatColumnWidth > 101 - clauseColumn else { return clauses.flat }
        return clauses.laidOut(column: clauseColumn, indent: clauseColumn, followedBy: " {")
    }
}
