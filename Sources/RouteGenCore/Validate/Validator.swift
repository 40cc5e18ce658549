/// Runs every check over a built route table; each returns its own diagnostics so all problems surface in one run.
struct Validator {
    /// Also report, as notes, each pair of routes that overlap where the more specific one wins.
    var listsResolvedOverlaps = false

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        AmbiguityCheck(listsResolvedOverlaps: listsResolvedOverlaps).diagnostics(for: table)
            + DestinationNameCheck().diagnostics(for: table) + EnumSizeCheck().diagnostics(for: table)
    }
}
