/// Runs every check over a built route table; each returns its own diagnostics so all problems surface in one run.
struct Validator {
    var options = RouteGenerator.Options()

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        AmbiguityCheck(listsResolvedOverlaps: options.listsResolvedOverlaps).diagnostics(for: table)
            + DestinationNameCheck().diagnostics(for: table)
            + EnumSizeCheck().diagnostics(for: table)
    }
}
