/// The diagnostics of a command that checks several specs at once, such as every entry of a config, each problem
/// reported once. A feature spec that is an entry of its own and is mounted by an app's entry is read by both runs,
/// and both find its problems: the feature's own run reports them, at its lines and in its own route names.
package enum ProblemsReportedOnce {
    /// The diagnostics of each run in `runs`, in order, less those another run reports: a problem in a spec that
    /// has a run of its own is left to that run, and any other problem to the first run that finds it.
    package static func diagnostics(of runs: [(spec: String, diagnostics: [Diagnostic])]) -> [[Diagnostic]] {
        let specs = runs.map { ConfigPaths.lexicallyNormal($0.spec) }
        var ownProblems: Set<Problem> = []
        for (spec, run) in zip(specs, runs) {
            for diagnostic in run.diagnostics where Problem.file(of: diagnostic.location) == spec {
                ownProblems.insert(Problem(diagnostic))
            }
        }
        var reported: Set<Problem> = []
        return zip(specs, runs)
            .map { spec, run in
                let kept = run.diagnostics.filter { diagnostic in
                    let problem = Problem(diagnostic)
                    if Problem.file(of: diagnostic.location) != spec, ownProblems.contains(problem) { return false }
                    return !reported.contains(problem)
                }
                reported.formUnion(kept.map(Problem.init))
                return kept
            }
    }

    /// A problem as every run that finds it reports it: the same kind at the same places. Its words may differ, as
    /// an app names a feature's routes by the feature's name (`weather.city` for the feature's `city`).
    private struct Problem: Hashable {
        struct Place: Hashable {
            var file: String
            var line: Int
            var column: Int
        }

        var id: DiagnosticID
        var places: [Place?]

        init(_ diagnostic: Diagnostic) {
            id = diagnostic.id
            places = ([diagnostic.location as SourceLocation?] + diagnostic.notes.map(\.location))
                .map { location in location.map { Place(file: Self.file(of: $0), line: $0.line, column: $0.column) } }
        }

        /// The file's path as a spec's run names it: `Weather/routes.yaml` for `./Weather/routes.yaml`.
        static func file(of location: SourceLocation) -> String { ConfigPaths.lexicallyNormal(location.file) }
    }
}
