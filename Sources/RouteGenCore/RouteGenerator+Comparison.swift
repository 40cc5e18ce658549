extension RouteGenerator {
    /// Checks a spec and compares it with an earlier version of it (`routegen check SPEC --against OLD`): the new
    /// spec's own problems, then every link the earlier version opened that this one breaks, each an error with the
    /// link, and each change that breaks the app's Swift code as `sourceChanges` says. The earlier spec must be free
    /// of errors, or nothing is compared; its warnings are not the new spec's concern and are left out. Both specs
    /// are checked at once, each on a core of its own when one is free. `earlierPath` is the name the earlier
    /// spec's diagnostics use, such as `origin/main:Routes/app.yaml`. An app spec's feature specs are read with
    /// `featureSpecs`, and those of the earlier version, by paths resolved against `earlierPath`, with
    /// `earlierFeatureSpecs`, so that the composed apps are compared.
    package static func check(
        spec bytes: [UInt8],
        specPath: String,
        against earlierBytes: [UInt8],
        earlierPath: String,
        sourceChanges: SourceChangePolicy = .note,
        featureSpecs: @escaping FeatureSpecReader = readsNoFeatureSpecs,
        earlierFeatureSpecs: @escaping FeatureSpecReader = readsNoFeatureSpecs,
        options: Options = Options()
    ) -> Output {
        // Each spec is read on a core of its own, so each has a log of its own; their problems join the run's below,
        // where warnings become errors if they are, so that a warning does not stop the comparison. The earlier spec
        // is only read and interpreted: the names its code would use and its own examples change no link, and the
        // comparison checks the ambiguity of the routes the new spec does not share.
        let (current, earlier) = Parallel.both(
            { checked(spec: bytes, specPath: specPath, featureSpecs: featureSpecs, options: options) },
            {
                let log = DiagnosticLog()
                let table = interpret(
                    spec: earlierBytes,
                    specPath: earlierPath,
                    featureSpecs: earlierFeatureSpecs,
                    notesQuestionMarksInFlow: false,
                    log: log
                )
                return (table: table, diagnostics: log.diagnostics)
            }
        )
        var earlierErrors = earlier.diagnostics.filter { $0.severity == .error }
        var comparison: [Diagnostic] = []
        if let table = current.table, !current.diagnostics.containsErrors, let earlierTable = earlier.table,
            earlierErrors.isEmpty
        {
            let outcome = SpecComparison(old: earlierTable, new: table, newText: bytes) { text, featureRedirects in
                let withRedirects: FeatureSpecReader = { spec, appSpecPath in
                    featureSpecs(spec, appSpecPath)
                        .map { read in
                            guard let redirects = featureRedirects[read.name],
                                let edited = SpecSplice.adding(redirects, to: read.bytes)
                            else { return read }
                            return (edited, read.name)
                        }
                }
                return check(spec: text, specPath: specPath, featureSpecs: withRedirects).table
            }
            .outcome(sourceChanges: sourceChanges)
            switch outcome {
            case .compared(let diagnostics): comparison = diagnostics
            case .earlierIsAmbiguous(let errors): earlierErrors = errors
            }
        }
        let log = DiagnosticLog()
        log.report(contentsOf: current.diagnostics)
        log.report(contentsOf: comparison)
        if !earlierErrors.isEmpty {
            log.report(
                .error(
                    .earlierSpecHasErrors,
                    "the earlier spec has errors, so the links it opened are unknown; compare with a version that has none",
                    at: SourceLocation(file: earlierPath, line: 1, column: 1)
                )
            )
            log.report(contentsOf: earlierErrors)
        }
        // The table is the new spec's own: a broken link or a source change does not hide it from the checks that
        // follow, such as the app's link registration.
        return Output(
            diagnostics: options.reported(log.diagnostics),
            sourceUTF8: nil,
            table: options.makesErrors(of: current.diagnostics) ? nil : current.table,
            earlierTable: earlier.table
        )
    }
}
