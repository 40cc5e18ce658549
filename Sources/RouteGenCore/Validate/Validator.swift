/// Runs every check over a built route table; each returns its own diagnostics so all problems surface in one run.
struct Validator {
    /// Also report, as notes, each pair of routes that overlap where the more specific one wins.
    var listsResolvedOverlaps = false

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        let mounts = MountOwnershipCheck(table: table)
        var ambiguity = AmbiguityCheck(listsResolvedOverlaps: listsResolvedOverlaps)
        if !table.mountedFeatures.isEmpty { ambiguity.isReportedElsewhere = mounts.reportsOverlap }
        return ambiguity.diagnostics(for: table) + mounts.diagnostics + DestinationNameCheck().diagnostics(for: table)
            + EnumSizeCheck().diagnostics(for: table)
    }
}
