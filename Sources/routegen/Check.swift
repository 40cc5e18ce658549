import ArgumentParser
import RouteGenCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check specs without generating anything; exits 1 when any has an error.",
        discussion:
            "Without specs, checks every spec of the config file (--config, default ./\(RouteGenConfig.defaultFileName))."
    )

    @Argument(help: "The YAML route specs to check. Leave them out to use the config file.") var specs: [String] = []

    @Option(help: "The config file whose specs to check (default: ./\(RouteGenConfig.defaultFileName)).") var config:
        String?

    @OptionGroup var reporting: DiagnosticsOptions

    @Flag(help: "Also list, as notes, each pair of overlapping routes and which one takes precedence.")
    var listOverlaps = false

    @Option(
        help: ArgumentHelp(
            "Also fail when a link the earlier spec opened no longer opens the same route: the earlier spec's file, or git:REF for the same file at a git revision (with a config, each spec's own).",
            valueName: "old"
        )
    ) var against: String?

    @Option(
        help:
            "With --against, how to report changes that break the app's Swift code but no link: ignore, note (the default), warning or error."
    ) var sourceChanges: SourceChangePolicy?

    func validate() throws {
        guard specs.isEmpty || config == nil else { throw ValidationError("Name either specs or --config, not both.") }
        if case .file? = against.map(EarlierSpec.init), specs.count != 1 {
            throw ValidationError(
                "--against FILE compares one spec with its earlier version; to compare every spec of a config, use --against git:REF."
            )
        }
        guard against != nil || sourceChanges == nil else { throw ValidationError("--source-changes needs --against.") }
    }

    func run() throws {
        let io = FileSystem(reporter: DiagnosticReporter(reporting))
        defer { io.reporter.finish() }
        guard let specs = specsToCheck(io) else { throw ExitCode.specErrors }
        if let against {
            guard compare(specs, with: EarlierSpec(against), io) else { throw ExitCode.specErrors }
            return
        }
        var failed = false
        for spec in specs {
            guard let bytes = io.readSpec(spec.path, namedAt: spec.reference) else {
                failed = true
                continue
            }
            let output = RouteGenerator.check(spec: consume bytes, specPath: spec.path, options: options)
            io.report(output.diagnostics)
            failed = failed || output.diagnostics.containsErrors
            KeptUntilExit.keep(output)
        }
        if failed { throw ExitCode.specErrors }
    }

    var options: RouteGenerator.Options {
        .init(
            listsResolvedOverlaps: listOverlaps,
            warningsAreErrors: reporting.warningsAsErrors,
            notesQuestionMarksInFlow: true
        )
    }

    /// Each spec's path, with the config line that names it when it comes from a config.
    private func specsToCheck(_ io: FileSystem) -> [(path: String, reference: SourceLocation?)]? {
        if !specs.isEmpty { return specs.map { ($0, nil) } }
        let hint = config == nil ? "create one with 'routegen init', or name specs: routegen check SPEC..." : nil
        return io.readConfig(config ?? RouteGenConfig.defaultFileName, hintWhenMissing: hint)?.entries
            .map { ($0.spec.value, $0.spec.location) }
    }
}
