import Foundation
import Testing
@testable import RouteGenCore

/// Generated code is compiled with `swiftc` in both language modes with warnings as errors, then run against
/// each spec's URL table and random round trips. The specs share one program per mode (see `RouterProgram`).
@Suite("Generated code compiles and routes", .tags(.compilesGeneratedCode))
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
        let program = try await RouterProgram.routedSpecs(languageMode: testCase.languageMode)
        let run = try await program.run(testCase.spec, ["table", Fixtures.url("Tests/Fixtures/URLTables/\(testCase.spec).urls").path, "300"])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(" 0 failed\n"), "\(run.standardOutput)")
    }

    @Test("Declaring the routes in reverse order resolves every URL the same way", arguments: Fixtures.routedSpecs.map(\.name))
    func declarationOrderDoesNotMatter(spec: String) async throws {
        let program = try await RouterProgram.routedSpecs(languageMode: 6)
        let run = try await program.run("reversed \(spec)", ["table", Fixtures.url("Tests/Fixtures/URLTables/\(spec).urls").path, "20"])
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }

    @Test("A 1,000-route spec in groups compiles with plain swiftc and routes")
    func thousandRoutesCompile() async throws {
        let output = RouteGenerator.generate(spec: try Fixtures.bytes("Tests/Fixtures/Large/grouped-1000.yaml"), specPath: "grouped-1000.yaml")
        #expect(!output.diagnostics.containsErrors, "\(output.diagnostics)")
        let source = try #require(output.source)
        let table = try #require(output.table)
        let router = RouterProgram.Router(name: "grouped-1000", source: source, table: table, reportedName: table.enumName)
        let program = try await RouterProgram.build([router], languageMode: 6)
        let run = try await program.run(router.name, ["table", "-", "3"])
        #expect(run.status == 0, "\(run.standardOutput.suffix(2000))\(run.standardError.suffix(2000))")
    }
}
