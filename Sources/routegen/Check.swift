import ArgumentParser
import RouteGenCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check specs without generating anything; exits 1 when any has an error.",
        discussion: """
            Without specs, checks every spec of the config file (--config, default \
            ./\(RouteGenConfig.defaultFileName)), and the Info.plist and entitlements files its entries name. With \
            --info-plist and --entitlements, also checks that the app registers every scheme and host of the specs, and \
            warns about the schemes and app-link hosts it registers that no spec handles.
            """
    )

    @Argument(help: "The YAML route specs to check. Leave them out to use the config file.") var specs: [String] = []

    @Option(help: "The config file whose specs to check (default: ./\(RouteGenConfig.defaultFileName)).") var config:
        String?

    @Option(
        help: ArgumentHelp(
            "The app's Info.plist (XML): every scheme of the specs, and every old scheme of their redirects, must be in its CFBundleURLTypes.",
            valueName: "path"
        )
    ) var infoPlist: String?

    @Option(
        help: ArgumentHelp(
            "The app's entitlements file (XML): every host of the specs, and every old host of their redirects, must match an 'applinks:' entry of its associated domains.",
            valueName: "path"
        )
    ) var entitlements: String?

    @Option(
        help: ArgumentHelp(
            "A scheme, app-link domain (example.com, *.example.com) or activity type that the app registers for other code to handle, which draws no warning; repeat for several.",
            valueName: "name"
        )
    ) var handledElsewhere: [String] = []

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
        if specs.isEmpty, infoPlist != nil || entitlements != nil || !handledElsewhere.isEmpty {
            throw ValidationError(
                "--info-plist, --entitlements and --handled-elsewhere go with specs named on the command line; a config names the files in its entries, as 'infoPlist', 'entitlements' and 'handledElsewhere'."
            )
        }
        if !handledElsewhere.isEmpty, infoPlist == nil, entitlements == nil {
            throw ValidationError(
                "--handled-elsewhere needs --info-plist or --entitlements, the file that registers it."
            )
        }
    }

    func run() throws {
        let io = FileSystem(reporter: DiagnosticReporter(reporting))
        defer { io.reporter.finish() }
        guard let specs = specsToCheck(io) else { throw ExitCode.specErrors }
        var failed = false
        var tables: [RouteTable?] = []
        var runs: [(spec: String, diagnostics: [Diagnostic])] = []
        if let against {
            let comparison = compare(specs.map { ($0.path, $0.reference) }, with: EarlierSpec(against), io)
            failed = !comparison.passed
            tables = comparison.tables
            runs = comparison.runs
        } else {
            for spec in specs {
                guard let bytes = io.readSpec(spec.path, namedAt: spec.reference) else {
                    failed = true
                    tables.append(nil)
                    continue
                }
                let output = RouteGenerator.check(
                    spec: consume bytes,
                    specPath: spec.path,
                    featureSpecs: FeatureSpecFiles.onDisk,
                    options: options
                )
                runs.append((spec.path, output.diagnostics))
                failed = failed || output.diagnostics.containsErrors
                tables.append(output.table)
            }
        }
        for diagnostics in ProblemsReportedOnce.diagnostics(of: runs) { io.report(diagnostics) }
        for file in AppRegistrationFile.files(of: specs) {
            failed = !file.check(tables: tables, io: io, options: options) || failed
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

    /// Each spec's path, with the config line that names it when it comes from a config, and the app's files that
    /// its links must be registered in.
    private func specsToCheck(_ io: FileSystem) -> [SpecToCheck]? {
        if !specs.isEmpty {
            return specs.map {
                SpecToCheck(
                    path: $0,
                    reference: nil,
                    infoPlist: infoPlist.map { ($0, nil) },
                    entitlements: entitlements.map { ($0, nil) },
                    handledElsewhere: handledElsewhere
                )
            }
        }
        let hint = config == nil ? "create one with 'routegen init', or name specs: routegen check SPEC..." : nil
        return io.readConfig(config ?? RouteGenConfig.defaultFileName, hintWhenMissing: hint)?.entries
            .map {
                SpecToCheck(
                    path: $0.spec.value,
                    reference: $0.spec.location,
                    infoPlist: $0.registration.infoPlist.map { ($0.value, $0.location) },
                    entitlements: $0.registration.entitlements.map { ($0.value, $0.location) },
                    handledElsewhere: $0.registration.handledElsewhere
                )
            }
    }
}
