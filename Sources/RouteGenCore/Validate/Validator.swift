/// Runs every check over a built route table, each after the other whatever the others find, so that all problems
/// surface in one run.
struct Validator {
    /// Also report, as notes, each pair of routes that overlap where the more specific one wins.
    var listsResolvedOverlaps = false

    func check(_ table: RouteTable, reportingTo log: DiagnosticLog) {
        // The mounts are checked first, so that the ambiguity check leaves out what they report, and reported after it.
        let mounts = MountOwnershipCheck(table: table)
        var ambiguity = AmbiguityCheck(listsResolvedOverlaps: listsResolvedOverlaps)
        if !table.mountedFeatures.isEmpty { ambiguity.isReportedElsewhere = mounts.reportsOverlap }
        // Found as every overlapping pair of shapes, which the parent check reads; the ambiguity check reads one overlap
        // for each pair of routes.
        let overlaps = OverlapAnalysis.shapeOverlaps(in: table)
        log.report(contentsOf: ambiguity.diagnostics(for: table, overlaps: OverlapAnalysis.byPatternPair(overlaps)))
        log.report(contentsOf: mounts.diagnostics)
        log.report(contentsOf: ParentLinkCheck(table: table, overlaps: overlaps).diagnostics())
        log.report(contentsOf: DestinationNameCheck().diagnostics(for: table))
        log.report(contentsOf: EnumSizeCheck().diagnostics(for: table))
    }
}
