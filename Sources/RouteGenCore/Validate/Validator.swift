/// Runs every check over a built route table; each returns its own diagnostics so all problems surface in one run.
struct Validator {
    var options = RouteGenerator.Options()

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        // The ambiguity check takes most of the time; the name checks run beside it, allocating little.
        let (ambiguity, names) = Parallel.both(
            { [options] in AmbiguityCheck(listsResolvedOverlaps: options.listsResolvedOverlaps).diagnostics(for: table)
            },
            { DestinationNameCheck().diagnostics(for: table) + EnumSizeCheck().diagnostics(for: table) }
        )
        let diagnostics = ambiguity + names
        // Examples are resolved the way the generated code would resolve them, which only a sound table does.
        guard !diagnostics.containsErrors else { return diagnostics }
        return diagnostics + LinkExampleEvaluation(table: table).diagnostics
    }
}
