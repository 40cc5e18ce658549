/// Runs every check over a built route table; each returns its own diagnostics so all problems surface in one run.
struct Validator {
    /// Also report, as notes, each pair of routes that overlap where the more specific one wins.
    var listsResolvedOverlaps = false

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        // The ambiguity check takes most of the time; the name checks run beside it, allocating little.
        let (ambiguity, names) = Parallel.both(
            { [listsResolvedOverlaps] in
                AmbiguityCheck(listsResolvedOverlaps: listsResolvedOverlaps).diagnostics(for: table)
            },
            { DestinationNameCheck().diagnostics(for: table) + EnumSizeCheck().diagnostics(for: table) }
        )
        return ambiguity + names
    }
}
