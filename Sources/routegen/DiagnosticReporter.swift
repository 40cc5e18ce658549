import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    /// `FILE:LINE:COL: error: message` on standard error, the form Xcode and compilers use.
    case text
    /// GitHub Actions workflow commands on standard output, which the runner shows as annotations.
    case github
    /// One JSON array on standard output, printed when the command ends.
    case json
}

enum ColourChoice: String, ExpressibleByArgument, CaseIterable {
    /// On when standard error is a terminal and `NO_COLOR` is unset or empty (https://no-color.org).
    case auto
    case always
    case never

    var isOn: Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            return StandardStream.error.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb"
        }
    }
}

struct DiagnosticsOptions: ParsableArguments {
    @Option(help: "How to print problems: text, github (Actions annotations) or json.") var diagnosticsFormat:
        DiagnosticsFormat = .text

    @Flag(help: "Report warnings as errors: exit 1 and generate nothing when there is one (for CI).")
    var warningsAsErrors = false

    @Option(
        name: .customLong("color"),
        help: "Colour in text diagnostics: auto (on a terminal, unless NO_COLOR is set and not empty), always or never."
    ) var colour: ColourChoice = .auto
}

/// Prints diagnostics in the chosen format. With `github` and `json`, standard output carries only that format,
/// so human-readable lines such as diffs move to standard error.
final class DiagnosticReporter {
    let format: DiagnosticsFormat
    /// JSON is one array, so diagnostics wait for `finish()`.
    private var pending: [Diagnostic] = []

    private let text: DiagnosticText
    /// How annotations name files: relative to the Actions workspace, so that GitHub attaches them to a pull
    /// request's lines.
    private let annotationPaths: AnnotationPaths
    /// Files that are not on disk, such as a spec read from a git revision, by the name their diagnostics use.
    private let quotedTexts = QuotedTexts()

    init(format: DiagnosticsFormat, colour: ColourChoice = .auto) {
        self.format = format
        annotationPaths = Self.annotationPaths(environment: ProcessInfo.processInfo.environment)
        var sources: [String: SourceLines?] = [:]
        text = DiagnosticText(usesColour: format == .text && colour.isOn) { [quotedTexts] file, line in
            if let lines = quotedTexts.lines[file] { return lines[line] }
            // Read whole, once: a spec is read whole to be checked anyway. A stream is not read, where the lines
            // are no longer there or reading would wait for a terminal.
            if sources[file] == nil { sources[file] = .some(FileSystem.readRegularFile(file).map(SourceLines.init)) }
            return sources[file]??[line]
        }
    }

    convenience init(_ options: DiagnosticsOptions) {
        self.init(format: options.diagnosticsFormat, colour: options.colour)
    }

    func report(_ diagnostics: [Diagnostic]) {
        switch format {
        case .text: for diagnostic in diagnostics { write(text.render(diagnostic), to: .error) }
        case .github:
            for diagnostic in diagnostics { write(diagnostic.githubAnnotation(paths: annotationPaths), to: .output) }
        case .json: pending += diagnostics
        }
    }

    /// `GITHUB_WORKSPACE` when it is set and not empty, and the working directory.
    static func annotationPaths(environment: [String: String]) -> AnnotationPaths {
        let workspace = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
        return AnnotationPaths(workspace: workspace, currentDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Quotes the lines of diagnostics named `file` from `bytes` instead of from the file system.
    func quote(_ bytes: [UInt8], as file: String) { quotedTexts.lines[file] = SourceLines(bytes) }

    /// Text for people: the changes `--dry-run` lists and the diffs `--check` shows.
    func inform(_ text: String) { write(text, to: format == .text ? .output : .error) }

    func finish() {
        guard format == .json else { return }
        write(pending.jsonArray, to: .output)
        pending = []
    }

    private func write(_ text: String, to stream: StandardStream) {
        stream.write(text.hasSuffix("\n") ? text : text + "\n")
    }
}

private final class QuotedTexts { var lines: [String: SourceLines] = [:] }
