import Foundation
import Testing
@testable import RouteGenCore

/// Every spec from `RandomLanguageSpec` that `check` accepts generates every output it allows (route, navigation,
/// activities and intents files, example tests), which compiles in Swift 5 and in Swift 6 mode with warnings as
/// errors, and whose example tests and link probes pass when run (built in Swift 6: `LanguageMode`); a spec it rejects
/// is rejected at a located error. Each key of the spec's JSON Schema, and each render option, must be used by some
/// accepted spec: the test prints how often each was.
///
/// `swift test` checks `specCount` specs; `.ci/run` checks more: `ROUTEGEN_LANGUAGE_SPECS=60 swift test --filter
/// WholeLanguagePropertyTests` (a different `ROUTEGEN_LANGUAGE_SEED` explores other specs).
@Suite("The whole spec language over random specs", .tags(.compilesGeneratedCode, .searchesRandomSpecs))
struct WholeLanguagePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let specCount = environment["ROUTEGEN_LANGUAGE_SPECS"].flatMap(Int.init) ?? 12
    static let seed = environment["ROUTEGEN_LANGUAGE_SEED"].flatMap { UInt64($0) } ?? 0x1A_0060
    /// Specs compiled together: enough to share each compile's start-up, few enough that an error is easy to find.
    static let specsPerBuild = 6

    /// Every name the coverage table must show: the schema's keys and closed values, and the render options. A
    /// random spec is one file, so the keys that compose an app of several specs are left to the tests of feature
    /// specs (FeatureCompositionTests, FeatureModuleCodeTests).
    static let expectedNames = SchemaKeys.spec.union(RenderChoices.allCoverageNames).subtracting(featureKeys)
    static let featureKeys: Set<String> = [
        "spec.feature", "feature: true", "feature: false", "spec.features", "features.spec", "features.mount",
        "features.tab", "features.tabs", "features.module", "features.description",
    ]

    @Test("Accepted random specs generate every output, which compiles and passes its example tests")
    func acceptedSpecsBuildAndPassTheirExamples() async throws {
        var generator = SeededGenerator(seed: Self.seed)
        var accepted: [LanguageAppBuild.Generated] = []
        var uses: [String: Int] = [:]
        var rejections: [String] = []
        var batches = LanguageAppBuild.Batches(size: Self.specsPerBuild)
        // Each build starts as soon as its specs are accepted, so that compiling overlaps generating the next specs
        // rather than waiting for all of them: this search ends a CI run when its builds come last.
        let problems = try await withThrowingTaskGroup(of: [String].self) { builds in
            func start(_ specs: [LanguageAppBuild.Generated]?) {
                guard let specs else { return }
                builds.addTask {
                    try await LanguageMode.problems { mode in
                        try await LanguageAppBuild.problem(building: specs, languageMode: mode)
                    }
                }
            }
            for index in 0..<Self.specCount {
                // Checking a spec takes a moment; the other tests share this thread.
                await Task.yield()
                let spec = RandomLanguageSpec.make(index: index, using: &generator)
                let output = RouteGenerator.generate(
                    spec: Array(spec.yaml.utf8),
                    specPath: "\(spec.name).yaml",
                    rendering: spec.renderOptions(module: LanguageAppBuild.module)
                )
                guard let generated = try LanguageAppBuild.Generated(name: spec.name, yaml: spec.yaml, output: output)
                else {
                    rejections += Self.firstError(of: output, spec: spec)
                    continue
                }
                for name in Set(spec.usedKeys) { uses[name, default: 0] += 1 }
                let unused = UnusedDeclarationTests.unusedDeclarations(in: generated.files.map(\.text))
                #expect(unused.isEmpty, "\(spec.name) declares and never uses \(unused):\n\(spec.yaml)")
                accepted.append(generated)
                start(batches.add(generated))
            }
            start(batches.finish())
            return try await builds.reduce(into: []) { $0 += $1 }
        }
        print(Self.coverageTable(uses, accepted: accepted.count, rejections: rejections))
        let probed = accepted.map(\.probe.links.count).reduce(0, +)
        print("Link probes: \(probed) links, on each of which the compiled code must do what match says")

        // The generator means every spec to be valid; one that is rejected is a mistake of the generator or of check.
        #expect(accepted.count * 4 >= Self.specCount * 3, "only \(accepted.count) of \(Self.specCount) accepted")
        let neverUsed = Self.expectedNames.subtracting(uses.keys).sorted()
        #expect(neverUsed.isEmpty, "no accepted spec used \(neverUsed)")
        let unknown = Set(uses.keys).subtracting(Self.expectedNames).sorted()
        #expect(unknown.isEmpty, "the generator counts names the schema does not have: \(unknown)")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The first error of a rejected spec with its line, after checking that every error is located.
    static func firstError(of output: RouteGenerator.Output, spec: RandomLanguageSpec) -> [String] {
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(
            !errors.isEmpty && errors.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 },
            "rejected without a located error:\n\(spec.yaml)"
        )
        let lines = spec.yaml.split(separator: "\n", omittingEmptySubsequences: false)
        return errors.prefix(1)
            .map { error in
                let line = lines.indices.contains(error.location.line - 1) ? lines[error.location.line - 1] : ""
                return "\(spec.name): \(error.message)\n    at line \(error.location.line): \(line)"
            }
    }

    /// The same build and probe on one spec, whose compiled `stack` once trapped where match showed the parent:
    /// in a case-insensitive spec, the parent's enum differs from the child's only in the case of its values.
    @Test("A child whose parent's enum differs only in case builds the stack match shows")
    func caseFoldedParentValuesBuildTheStackMatchShows() async throws {
        let yaml = """
            version: 1
            name: CaseFolded
            schemes: [folded]
            hosts: [folded.example.com]
            caseSensitive: false
            routes:
              section:
                path: /sections/:kind
                params:
                  kind: { enum: [Top, World] }
              article:
                path: /sections/:kind/articles/:id
                params:
                  kind: { enum: [top, world] }
                  id: Int
                parent: section
            activities:
              prefix: com.example.folded

            """
        let rendering = RenderChoices(codable: false, linkOutcomes: false, reader: .library)
        let output = RouteGenerator.generate(
            spec: Array(yaml.utf8),
            specPath: "CaseFolded.yaml",
            rendering: rendering.options(activities: true, intents: false, module: LanguageAppBuild.module)
        )
        let generated = try #require(
            try LanguageAppBuild.Generated(name: "CaseFolded", yaml: yaml, output: output),
            "\(output.diagnostics)"
        )
        let problem = try await LanguageAppBuild.problem(building: [generated], languageMode: .swift6)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Each name and how many accepted specs used it, the unused ones marked, then each rejection's first error.
    static func coverageTable(_ uses: [String: Int], accepted: Int, rejections: [String]) -> String {
        let names = expectedNames.union(uses.keys).sorted()
        let width = names.map(\.count).max() ?? 0
        var lines = [
            "Whole-language search: \(accepted) specs accepted, \(rejections.count) rejected; specs using each key:"
        ]
        for name in names {
            let count = uses[name] ?? 0
            lines.append(
                "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(count)"
                    + (count == 0 ? "  NEVER" : "")
            )
        }
        lines += rejections.map { "  rejected \($0)" }
        return lines.joined(separator: "\n")
    }
}
