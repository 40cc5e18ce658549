/// The whole pipeline as one pure function: spec bytes in, diagnostics and generated files out.
///
/// read (libyaml events -> located nodes) -> decode (nodes -> spec document, strict keys) -> model (paths, types,
/// names) -> validate (checks over the whole table) -> render (view model -> templates). No file system access:
/// callers hand in the spec's bytes and any template overrides, and write the result themselves.
package enum RouteGenerator {
    package struct Output: Sendable {
        /// Every problem found, errors and warnings, in the order of their places in each file, as a compiler lists
        /// them; files in the order their first problem was found.
        package var diagnostics: [Diagnostic]
        /// The generated Swift source in UTF-8, as it is written; nil whenever `diagnostics` contains an error.
        package var sourceUTF8: [UInt8]?
        /// The generated Swift source as text.
        package var source: String? { sourceUTF8.map { String(decoding: $0, as: UTF8.self) } }
        /// The further files the rendering options ask for, by kind.
        package var files: [OutputKind: String] = [:]
        /// The interpreted spec, when it could be built; other tools read routes from it.
        package var table: RouteTable?
        /// The earlier version of the spec that `check(spec:specPath:against:…)` compared it with.
        package var earlierTable: RouteTable? = nil
    }

    /// Reads a feature spec that an app spec mounts (`FeatureSpecSource`).
    package typealias FeatureSpecReader = FeatureSpecSource
    /// Why a feature spec could not be read.
    package typealias UnreadableSpec = UnreadableFeatureSpec

    /// For runs that are handed one spec's text and nothing else.
    package static let readsNoFeatureSpecs: FeatureSpecReader = { _, _ in
        .failure(UnreadableSpec("this run reads only the spec it was given"))
    }

    package struct Options: Sendable {
        /// Also report, as notes, each pair of routes that overlap where the more specific one wins.
        package var listsResolvedOverlaps: Bool
        /// Report warnings as errors, so that CI fails on them and nothing is generated.
        package var warningsAreErrors: Bool
        /// Also note each plain value inside braces or brackets that holds a `?`, which YAML 1.1 tools cannot read.
        package var notesQuestionMarksInFlow: Bool

        package init(
            listsResolvedOverlaps: Bool = false,
            warningsAreErrors: Bool = false,
            notesQuestionMarksInFlow: Bool = false
        ) {
            self.listsResolvedOverlaps = listsResolvedOverlaps
            self.warningsAreErrors = warningsAreErrors
            self.notesQuestionMarksInFlow = notesQuestionMarksInFlow
        }

        /// Whether `diagnostics`, as this run reports them, hold an error: a warning is one when warnings are errors.
        package func makesErrors(of diagnostics: [Diagnostic]) -> Bool {
            diagnostics.contains { $0.severity == .error || (warningsAreErrors && $0.severity == .warning) }
        }

        /// The diagnostics of a run as they are reported: warnings promoted when asked, in the order of their places.
        package func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            guard warningsAreErrors else { return diagnostics.sortedByPlace() }
            return
                diagnostics.map { diagnostic in
                    guard diagnostic.severity == .warning else { return diagnostic }
                    var promoted = diagnostic
                    promoted.severity = .error
                    promoted.notes.append(
                        .init("a warning, reported as an error because warnings are errors in this run")
                    )
                    return promoted
                }
                .sortedByPlace()
        }
    }

    /// Reads, checks and interprets a spec without rendering it. The spec's text is taken so that it is freed once
    /// read; `specPath` is the path diagnostics name, and is never opened.
    /// `featureSpecs` reads the specs of the feature modules the spec mounts under `features:`.
    package static func check(
        spec bytes: consuming [UInt8],
        specPath: String,
        featureSpecs: @escaping FeatureSpecReader = readsNoFeatureSpecs,
        options: Options = Options()
    ) -> Output {
        let checked = Self.checked(
            spec: consume bytes,
            specPath: specPath,
            featureSpecs: featureSpecs,
            options: options
        )
        return reportedOutput(checked.diagnostics, table: checked.table, options: options)
    }

    /// The run's output with every problem of every stage, `diagnostics`, reported once: ordered by place and
    /// promoted when warnings are errors. The table only when none is an error.
    private static func reportedOutput(_ diagnostics: [Diagnostic], table: RouteTable?, options: Options) -> Output {
        let reported = options.reported(diagnostics)
        return Output(diagnostics: reported, sourceUTF8: nil, table: reported.containsErrors ? nil : table)
    }

    /// The spec's table, checked, with the problems of reading, decoding, modelling and checking it, not yet ordered
    /// or promoted: the run reports them once, with whatever else it finds. It keeps a log of its own, so that it can
    /// run on a core of its own.
    static func checked(
        spec bytes: consuming [UInt8],
        specPath: String,
        featureSpecs: @escaping FeatureSpecReader,
        options: Options
    ) -> (table: RouteTable?, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        guard
            let table = interpret(
                spec: consume bytes,
                specPath: specPath,
                featureSpecs: featureSpecs,
                notesQuestionMarksInFlow: options.notesQuestionMarksInFlow,
                log: log
            )
        else { return (nil, log.diagnostics) }

        // Routes with errors were left out of the table, so the checks across routes only see sound ones.
        let beforeValidation = log.mark
        Validator(listsResolvedOverlaps: options.listsResolvedOverlaps).check(table, reportingTo: log)
        // Examples are resolved the way the generated code would resolve them, which only a sound table does.
        if !log.diagnostics(since: beforeValidation).containsErrors {
            log.report(contentsOf: LinkExampleEvaluation(table: table).diagnostics)
        }
        return (table, log.diagnostics)
    }

    /// The route table, with the problems found on the way to it reported to `log`. Each stage's input is released
    /// when the stage is done with it, so a large spec never holds its YAML tree, its document and its table in
    /// memory at once.
    static func interpret(
        spec bytes: consuming [UInt8],
        specPath: String,
        featureSpecs: @escaping FeatureSpecReader = readsNoFeatureSpecs,
        notesQuestionMarksInFlow: Bool,
        log: DiagnosticLog
    ) -> RouteTable? {
        guard
            var document = decode(
                spec: consume bytes,
                specPath: specPath,
                notesQuestionMarksInFlow: notesQuestionMarksInFlow,
                log: log
            )
        else { return nil }
        if !document.features.isEmpty, document.feature?.value != true {
            FeatureComposition(log: log)
                .compose(&document, specPath: specPath, reading: featureSpecs) { bytes, name in
                    decode(spec: bytes, specPath: name, notesQuestionMarksInFlow: notesQuestionMarksInFlow, log: log)
                }
        }
        var builder = ModelBuilder(log: log)
        return builder.build(consume document)
    }

    private static func decode(
        spec bytes: consuming [UInt8],
        specPath: String,
        notesQuestionMarksInFlow: Bool,
        log: DiagnosticLog
    ) -> SpecDocument? {
        var reader = YAMLReader(file: specPath)
        reader.notesQuestionMarksInFlow = notesQuestionMarksInFlow
        let root = reader.read(bytes, reportingTo: log)
        _ = consume bytes
        guard let root = consume root else { return nil }
        return SpecDecoder(log: log).decode(consume root)
    }

    /// Checks the spec and, when it has no errors, renders the Swift file. `templateOverrides` are user templates by
    /// name (`Matching`, not `Matching.mustache`); `rendering` holds the project's choices about the generated file,
    /// from its config entry or the command line.
    package static func generate(
        spec bytes: consuming [UInt8],
        specPath: String,
        featureSpecs: @escaping FeatureSpecReader = readsNoFeatureSpecs,
        templateOverrides: [String: TemplateSource] = [:],
        rendering: RenderOptions = RenderOptions(),
        options: Options = Options()
    ) -> Output {
        let spec = consume bytes
        // The built-in templates are parsed while the spec is checked, on a second core when one is free; the
        // check's problems join the run's below.
        let (checked, builtInTemplates) = Parallel.both(
            { Self.checked(spec: spec, specPath: specPath, featureSpecs: featureSpecs, options: options) },
            { TemplateSet.builtIn }
        )
        var templates = builtInTemplates
        let log = DiagnosticLog()
        log.report(contentsOf: checked.diagnostics)
        log.report(contentsOf: templates.override(with: templateOverrides))
        var rendering = rendering
        if let table = checked.table, !checked.diagnostics.containsErrors {
            if table.kind.isFeature || !table.mountedFeatures.isEmpty {
                log.report(contentsOf: featureGenerationProblems(table, rendering))
                // The app's code hands the links it read to the features' matchers: one `Link` type for all modules.
                if rendering.reader == .embedded { log.report(embeddedReaderNotUsed(in: table)) }
                rendering.reader = .library
            }
            log.report(
                contentsOf: OutputKind.allCases.filter(rendering.outputs.contains)
                    .compactMap { $0.problem(in: table, beside: rendering.outputs) }
            )
        }
        var output = reportedOutput(log.diagnostics, table: checked.table, options: options)
        guard let table = output.table else { return output }

        let view = FileViewBuilder(table: table, specFileName: fileName(of: specPath), options: rendering).build()
        let renderer = Renderer(templates: templates)
        output.sourceUTF8 = renderer.render(view)
        for kind in OutputKind.allCases where rendering.outputs.contains(kind) {
            output.files[kind] = kind.render(
                table,
                specFileName: fileName(of: specPath),
                options: rendering,
                with: renderer
            )
        }
        return output
    }

    /// Says that a feature's file, or the file of an app that mounts features, imports the library though the run
    /// named `reader: embedded`, rather than changing the reader without a word.
    private static func embeddedReaderNotUsed(in table: RouteTable) -> Diagnostic {
        .note(
            .readerLibrary,
            "\(table.kind.isFeature ? "a feature's file" : "the file of an app that mounts features") imports the "
                + "RouteURLReader library whatever the reader, so that the app hands the links it read to the "
                + "features' matchers; 'reader: embedded' does not apply to it",
            at: compositionPlace(of: table),
            notes: [
                .help(
                    "add .product(name: \"RouteURLReader\", package: \"routegen\") to the target, and name "
                        + "'reader: library' to silence this note"
                )
            ]
        )
    }

    /// Where a problem with composing `table` points: a feature spec's `feature: true`, else the app's first mount.
    private static func compositionPlace(of table: RouteTable) -> SourceLocation {
        table.kind.featureDeclaration ?? table.mountedFeatures.first?.location ?? table.location
    }

    /// What a feature's file, or the file of an app that mounts features, cannot have.
    private static func featureGenerationProblems(_ table: RouteTable, _ rendering: RenderOptions) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let place = compositionPlace(of: table)
        // A feature's module has its example tests; every other further file is the app's, and takes the routes of
        // the features the app mounts in.
        if table.kind.isFeature,
            let output = OutputKind.allCases.first(where: { !$0.testsTheModule && rendering.outputs.contains($0) })
        {
            problems.append(
                .error(
                    .needsAppSpec,
                    "\(output.contents) is the app's, generated from the app spec with the routes of the features it "
                        + "mounts; generate this feature's route file alone",
                    at: place
                )
            )
        }
        // A route is stored as its link, which a feature's routes have only as the app's, under their mount: the
        // app's routes are Codable, its features' among them.
        if rendering.codable && table.kind.isFeature {
            problems.append(
                .error(
                    .codableWithFeatures,
                    "a feature spec's routes are not Codable on their own: a route is stored as its link, which is the "
                        + "app's; leave 'codable' out here, and the app spec's 'codable' covers this feature's routes",
                    at: place
                )
            )
        }
        return problems
    }

    private static func fileName(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
