/// Runs every check over a built route table; each returns its own diagnostics so all problems surface in one run.
struct Validator {
    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        DuplicatePatternCheck().diagnostics(for: table)
            + DestinationNameCheck().diagnostics(for: table)
            + EnumSizeCheck().diagnostics(for: table)
    }
}
