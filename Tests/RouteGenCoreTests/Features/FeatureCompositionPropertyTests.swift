import Foundation
import Testing

@testable import RouteGenCore

/// Random apps composed of random feature specs (`RandomComposition`): each composition `check` accepts generates
/// every output an app allows (the route file, navigation, wiring, activities, intents and example tests) and each
/// feature's file and example tests; the features build as modules of their own, the apps against them, in Swift 5
/// and in Swift 6 mode with warnings as errors. A program, built in Swift 6 (`LanguageMode`), then resolves sample
/// links of every route and redirect through each app's generated code: each opens a route whose URL opens it again,
/// whose stack ends with it, which requires sign-in as `routegen match` says, and which the router shows; and every
/// example test passes. A composition that `check`
/// rejects is rejected at a located error.
///
/// `swift test` checks `compositionCount` compositions; `.ci/run` checks more: `ROUTEGEN_COMPOSITION_SPECS=24 swift
/// test --filter FeatureCompositionPropertyTests` (a different `ROUTEGEN_COMPOSITION_SEED` explores others).
@Suite("Feature compositions over random specs", .tags(.compilesGeneratedCode, .searchesRandomSpecs))
struct FeatureCompositionPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let compositionCount = environment["ROUTEGEN_COMPOSITION_SPECS"].flatMap(Int.init) ?? 4
    static let seed = environment["ROUTEGEN_COMPOSITION_SEED"].flatMap { UInt64($0) } ?? 0xFEA7_0001
    /// Sample links tried per route or redirect: enough for an absent and a present optional value.
    static let linksPerRoute = 3

    @Test("Accepted random compositions build as modules, round-trip every route's links and pass their examples")
    func acceptedCompositionsBuildAndRoundTrip() async throws {
        var generator = SeededGenerator(seed: Self.seed)
        var built: [CompositionBuild.Generated] = []
        var rejections: [String] = []
        for index in 0..<Self.compositionCount {
            await Task.yield()
            let composition = RandomComposition.make(index: index, using: &generator)
            switch Self.generate(composition) {
            case .success(let generated): built.append(generated)
            case .failure(let rejection): rejections.append(rejection.message)
            }
        }
        print(
            "Composition search: \(built.count) of \(Self.compositionCount) compositions accepted, "
                + "\(built.map(\.links.count).reduce(0, +)) links sampled"
                + rejections.map { "\n  rejected \($0)" }.joined()
        )
        #expect(
            built.count * 4 >= Self.compositionCount * 3,
            "only \(built.count) of \(Self.compositionCount) accepted"
        )
        guard !built.isEmpty else { return }
        let problems = try await LanguageMode.problems { [built] mode in
            try await CompositionBuild.problem(building: built, languageMode: mode)
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    struct Rejection: Error { var message: String }

    /// Every file of `composition`, or its first error when `check` rejects it, which must be located.
    static func generate(_ composition: RandomComposition) -> Result<CompositionBuild.Generated, Rejection> {
        let reader = FeatureCompositionTests.reader(composition.featureSpecs)
        var featureFiles: [SwiftCompiler.SourceFile] = []
        var modules: [String: [SwiftCompiler.SourceFile]] = [:]
        for feature in composition.features {
            let output = RouteGenerator.generate(
                spec: Array(feature.yaml.utf8),
                specPath: feature.path,
                rendering: RenderOptions(outputs: [.exampleTests], exampleTestsModule: feature.module)
            )
            guard let source = output.source else {
                return .failure(rejection(output.diagnostics, feature.yaml, feature.path))
            }
            modules[feature.module, default: []].append(.init(name: "\(feature.enumName).swift", text: source))
            if let tests = output.files[.exampleTests] {
                featureFiles.append(.init(name: "\(feature.enumName)ExampleTests.swift", text: tests))
            }
        }
        var outputs: Set<OutputKind> = [.navigation, .wiring, .exampleTests]
        if composition.activities { outputs.insert(.activities) }
        if composition.intents { outputs.insert(.intents) }
        let output = RouteGenerator.generate(
            spec: Array(composition.appYAML.utf8),
            specPath: composition.appPath,
            featureSpecs: reader,
            rendering: RenderOptions(outputs: outputs, exampleTestsModule: CompositionBuild.appModule)
        )
        let table =
            RouteGenerator.check(
                spec: Array(composition.appYAML.utf8),
                specPath: composition.appPath,
                featureSpecs: reader
            )
            .table
        guard let source = output.source, let table else {
            return .failure(rejection(output.diagnostics, composition.appYAML, composition.appPath))
        }
        let suffixes: [(String, OutputKind)] = [
            ("Navigation", .navigation), ("Wiring", .wiring), ("Activities", .activities), ("Intents", .intents),
        ]
        let appFiles =
            [SwiftCompiler.SourceFile(name: "\(composition.appName).swift", text: source)]
            + suffixes.compactMap { suffix, kind in
                output.files[kind].map { .init(name: "\(composition.appName)\(suffix).swift", text: $0) }
            }
        let explainer = LinkExplainer(table: table)
        let sample = { (url: String) -> CompositionBuild.SampleLink in
            guard case .resolved(let link) = explainer.explain(url).verdict else {
                return .init(url: url, requiresAuth: false)
            }
            let signIn = LinkSignIn(route: link.openedRoute, values: link.openedValues.map(\.value), in: table)
            return .init(url: url, requiresAuth: signIn.isRequired)
        }
        let links = table.allRoutes.flatMap {
            RouteSampleLinks.urls(of: $0.declaration, in: table).prefix(linksPerRoute).map(sample)
        }
        let oldLinks = table.redirects.flatMap {
            RouteSampleLinks.urls(of: $0.declaration, in: table).prefix(linksPerRoute).map(sample)
        }
        return .success(
            CompositionBuild.Generated(
                composition: composition,
                featureFiles: modules,
                appFiles: appFiles,
                tests: featureFiles + output.files[.exampleTests]
                    .map { [.init(name: "\(composition.appName)ExampleTests.swift", text: $0)] }!,
                links: links,
                oldLinks: oldLinks,
                probe: LinkProbe(
                    specName: composition.appName,
                    table: table,
                    activities: false,
                    module: CompositionBuild.appModule
                )
            )
        )
    }

    /// The first error, which must have a line and a column in the spec that has it.
    static func rejection(_ diagnostics: [Diagnostic], _ yaml: String, _ path: String) -> Rejection {
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(
            !errors.isEmpty && errors.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 },
            "rejected without a located error: \(diagnostics)\n\(path):\n\(yaml)"
        )
        return Rejection(message: errors.first.map { "\(path): \($0.description)" } ?? path)
    }
}
