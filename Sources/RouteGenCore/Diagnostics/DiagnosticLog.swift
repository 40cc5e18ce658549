/// Where every stage of one run reports its problems. The stages share the one log instead of each keeping its own
/// diagnostics for a caller to merge, so that no stage's problem can be left out of the run's result.
///
/// Not Sendable: one run is on one thread. Work spread over several threads gives each part a log of its own.
package final class DiagnosticLog {
    /// A point in the log, for a stage that goes on only when what it just did reported nothing.
    package struct Mark { fileprivate let count: Int }

    /// Every diagnostic reported, in the order it was reported.
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    package func report(contentsOf reported: some Sequence<Diagnostic>) { diagnostics.append(contentsOf: reported) }

    package var mark: Mark { Mark(count: diagnostics.count) }

    /// The diagnostics reported after `mark`, warnings and notes as well as errors.
    package func diagnostics(since mark: Mark) -> ArraySlice<Diagnostic> { diagnostics[mark.count...] }
}

/// A stage that reports into the run's log: the decoders, and the builders and checks that refuse what they read with
/// a located message.
protocol ReportsDiagnostics { var log: DiagnosticLog { get } }

extension ReportsDiagnostics {
    /// Records the error and goes on, so that a run reports every problem of the file, not only the first.
    func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        log.report(.error(id, message, at: location, notes: notes))
    }
}
