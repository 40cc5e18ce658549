import Foundation
import Testing
@testable import RouteGenCore

/// Every spec `check` accepts generates a file that parses, declares exactly the spec's routes, lets no spec text
/// become code, and compiles in Swift 6 mode with warnings as errors. Specs come from `RandomHygieneSpec`.
///
/// `swift test` checks `specCount` specs and compiles `compiledCount` of them; `.ci/run` checks more:
/// `ROUTEGEN_HYGIENE_SPECS=400 ROUTEGEN_HYGIENE_COMPILED=50 swift test --filter GeneratedHygienePropertyTests`
/// (a different `ROUTEGEN_HYGIENE_SEED` explores other specs). With `ROUTEGEN_HYGIENE_SPEC_FOLDER` set, every spec is
/// also written there, so that `.ci/check-schemas` holds the JSON Schema to routegen's verdict on each.
@Suite("Generated code hygiene over random specs", .tags(.compilesGeneratedCode, .searchesRandomSpecs))
struct GeneratedHygienePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let specCount = environment["ROUTEGEN_HYGIENE_SPECS"].flatMap(Int.init) ?? 40
    static let compiledCount = environment["ROUTEGEN_HYGIENE_COMPILED"].flatMap(Int.init) ?? 10
    static let seed = environment["ROUTEGEN_HYGIENE_SEED"].flatMap { UInt64($0) } ?? 0x5EC_0011
    static let specFolder = environment["ROUTEGEN_HYGIENE_SPEC_FOLDER"].map { URL(fileURLWithPath: $0) }

    @Test("Accepted random specs generate files that parse, compile and declare exactly their routes")
    func acceptedSpecsGenerateTheirRoutes() async throws {
        var generator = SeededGenerator(seed: Self.seed)
        var accepted: [(spec: RandomHygieneSpec, source: String)] = []
        if let folder = Self.specFolder {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for index in 0..<Self.specCount {
            // Parsing a hundred files takes seconds; the other tests share this thread.
            await Task.yield()
            let spec = RandomHygieneSpec.make(index: index, using: &generator)
            if let folder = Self.specFolder {
                try Data(spec.yaml.utf8).write(to: folder.appendingPathComponent("hygiene-\(index).yaml"))
            }
            let output = RouteGenerator.generate(spec: Array(spec.yaml.utf8), specPath: "\(spec.rootName).yaml")
            guard let source = output.source else {
                let errors = output.diagnostics.filter { $0.severity == .error }
                #expect(
                    !errors.isEmpty && errors.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 },
                    "rejected without a located error:\n\(spec.yaml)"
                )
                continue
            }
            let structure = SwiftStructure(source)
            let parses = !structure.hasSyntaxErrors
            #expect(parses, "does not parse at \(structure.firstErrorLine ?? "?"):\n\(spec.yaml)")
            let injected = structure.codeIdentifiers.filter { $0.hasPrefix("Injected") }
            #expect(injected.isEmpty, "spec text became code:\n\(spec.yaml)")
            let declared = structure.enumCases
            for (typeName, cases) in spec.expectedCases {
                let declaredCases = declared[typeName] ?? []
                #expect(declaredCases == cases, "\(typeName) declares \(declaredCases):\n\(spec.yaml)")
            }
            accepted.append((spec, source))
        }
        // The grammar allows most of these names; a generator that rejected nearly everything would prove nothing.
        #expect(accepted.count * 3 >= Self.specCount, "only \(accepted.count) of \(Self.specCount) specs were accepted")

        // The batches compile at once: each compile keeps one core busy.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for batch in stride(from: 0, to: min(Self.compiledCount, accepted.count), by: 25) {
                let sources = accepted[batch..<min(batch + 25, Self.compiledCount, accepted.count)]
                let files = sources.map { ($0.spec.rootName, $0.source) }
                let yaml = sources.map(\.spec.yaml)
                group.addTask { try await Self.compile(files, failureContext: yaml) }
            }
            try await group.waitForAll()
        }
    }

    /// All files in one module, as one app would hold several generated routers; each file's helpers are private.
    private static func compile(_ files: [(name: String, source: String)], failureContext: [String]) async throws {
        let result = try await SwiftCompiler.compile(
            files.map { SwiftCompiler.SourceFile(name: "\($0.name).swift", text: $0.source) },
            arguments: [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-wmo", "-c", "-module-name",
                "RandomRouters",
            ],
            product: "RandomRouters.o"
        )
        let failingNames = Set(files.map(\.name).filter { result.standardError.contains("\($0).swift:") })
        let specs = zip(files, failureContext).filter { failingNames.contains($0.0.name) }
            .map { "\($0.0.name):\n\($0.1)" }
        #expect(result.status == 0, "\(result.standardError.prefix(6000))\n\(specs.joined(separator: "\n"))")
    }
}
