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
        // Warnings become errors only at the end, so that a warning does not stop the comparison.
        var checking = options
        checking.warningsAreErrors = false
        // The earlier spec is only read and interpreted: the names its code would use and its own examples change no
        // link, and the comparison checks the ambiguity of the routes the new spec does not share.
        let (current, earlier) = Parallel.both(
            { [checking] in check(spec: bytes, specPath: specPath, featureSpecs: featureSpecs, options: checking) },
            {
                // The earlier spec is read on a core of its own, so it has a log of its own.
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
        if let table = current.table, let earlierTable = earlier.table, earlierErrors.isEmpty {
            let outcome = SpecComparison(old: earlierTable, new: table, newText: bytes) {
                check(spec: $0, specPath: specPath, featureSpecs: featureSpecs).table
            }
            .outcome(sourceChanges: sourceChanges)
            switch outcome {
            case .compared(let diagnostics): comparison = diagnostics
            case .earlierIsAmbiguous(let errors): earlierErrors = errors
            }
        }
        var diagnostics = current.diagnostics + comparison
        if !earlierErrors.isEmpty {
            diagnostics.append(
                .error(
                    .earlierSpecHasErrors,
                    "the earlier spec has errors, so the links it opened are unknown; compare with a version that has none",
                    at: SourceLocation(file: earlierPath, line: 1, column: 1)
                )
            )
            diagnostics += earlierErrors
        }
        // The table is the new spec's own: a broken link or a source change does not hide it from the checks that
        // follow, such as the app's link registration.
        let ownErrors = options.reported(current.diagnostics).containsErrors
        return Output(
            diagnostics: options.reported(diagnostics),
            sourceUTF8: nil,
            table: ownErrors ? nil : current.table,
            earlierTable: earlier.table
        )
    }
}
