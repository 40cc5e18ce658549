import Foundation
import Testing
@testable import RouteGenCore

/// Generated code is compiled with `swiftc` in both language modes with warnings as errors, then run against
/// each spec's URL table and random round trips.
@Suite("Generated code compiles and routes")
struct GeneratedCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var spec: String
        var path: String
        var languageMode: Int
        var testDescription: String { "\(spec) in Swift \(languageMode) mode" }
    }

    static let cases = Fixtures.routedSpecs.flatMap { spec in [5, 6].map { Case(spec: spec.name, path: spec.path, languageMode: $0) } }

    @Test("URL tables and random round trips pass", arguments: cases)
    func compileAndRun(_ testCase: Case) async throws {
        let output = RouteGenerator.generate(spec: try Fixtures.bytes(testCase.path), specPath: "\(testCase.spec).yaml")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let source = try #require(output.source)
        let table = try #require(output.table)
        let run = try await GeneratedProgram.compileAndRun(generated: source, harness: HarnessSource.program(for: table, roundTripsPerRoute: 300),
                                                     languageMode: testCase.languageMode,
                                                     arguments: [Fixtures.url("Tests/Fixtures/URLTables/\(testCase.spec).urls").path])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(" 0 failed\n"), "\(run.standardOutput)")
    }

    @Test("Declaring the routes in reverse order resolves every URL the same way", arguments: Fixtures.routedSpecs.map(\.name))
    func declarationOrderDoesNotMatter(spec: String) async throws {
        let path = try #require(Fixtures.routedSpecs.first { $0.name == spec }).path
        var table = try #require(RouteGenerator.check(spec: try Fixtures.bytes(path), specPath: "\(spec).yaml").table)
        table.root = Self.reversed(table.root)
        let view = FileViewBuilder(table: table, specFileName: "\(spec).yaml").build()
        let source = try #require(Renderer(templates: .builtIn).render(view).0)
        let run = try await GeneratedProgram.compileAndRun(generated: source, harness: HarnessSource.program(for: table, roundTripsPerRoute: 20),
                                                     languageMode: 6, arguments: [Fixtures.url("Tests/Fixtures/URLTables/\(spec).urls").path])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    private static func reversed(_ level: RouteLevel) -> RouteLevel {
        var level = level
        level.entries = level.entries.reversed().map { entry in
            guard case .group(var group) = entry else { return entry }
            group.level = reversed(group.level)
            return .group(group)
        }
        return level
    }

    @Test("A 1,000-route spec in groups compiles with plain swiftc and routes")
    func thousandRoutesCompile() async throws {
        let output = RouteGenerator.generate(spec: try Fixtures.bytes("Tests/Fixtures/Large/grouped-1000.yaml"), specPath: "grouped-1000.yaml")
        #expect(!output.diagnostics.containsErrors, "\(output.diagnostics)")
        let source = try #require(output.source)
        let table = try #require(output.table)
        let run = try await GeneratedProgram.compileAndRun(generated: source, harness: HarnessSource.program(for: table, roundTripsPerRoute: 3),
                                                     languageMode: 6, arguments: [])
        #expect(run.status == 0, "\(run.standardOutput.suffix(2000))\(run.standardError.suffix(2000))")
    }
}
