import ArgumentParser
import Foundation
import RouteGenCore

enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    /// `FILE:LINE:COL: error: message` on standard error, the form Xcode and compilers use.
    case text
    /// GitHub Actions workflow commands on standard output, which the runner shows as annotations.
    case github
    /// One JSON array on standard output, printed when the command ends.
    case json
}

struct DiagnosticsOptions: ParsableArguments {
    @Option(help: "How to print problems: text, github (Actions annotations) or json.")
    var diagnosticsFormat: DiagnosticsFormat = .text
}

/// Prints diagnostics in the chosen format. With `github` and `json`, standard output carries only that format,
/// so human-readable lines such as diffs move to standard error.
final class DiagnosticReporter {
    let format: DiagnosticsFormat
    /// JSON is one array, so diagnostics wait for `finish()`.
    private var pending: [Diagnostic] = []

    init(format: DiagnosticsFormat) {
        self.format = format
    }

    func report(_ diagnostics: [Diagnostic]) {
        switch format {
        case .text:
            for diagnostic in diagnostics { write(diagnostic.description, to: .standardError) }
        case .github:
            for diagnostic in diagnostics { write(diagnostic.githubAnnotation, to: .standardOutput) }
        case .json:
            pending += diagnostics
        }
    }

    /// Text for people: the changes `--dry-run` lists and the diffs `--check` shows.
    func inform(_ text: String) {
        write(text, to: format == .text ? .standardOutput : .standardError)
    }

    func finish() {
        guard format == .json else { return }
        write(pending.jsonArray, to: .standardOutput)
        pending = []
    }

    private func write(_ text: String, to handle: FileHandle) {
        handle.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
