import Foundation
import Testing
@testable import RouteGenCore

/// Every file in Tests/Fixtures/BadSpecs is invalid for one reason; its diagnostics are recorded beside it.
@Suite("Bad spec corpus") struct BadSpecCorpusTests {
    @Test("A bad spec gets located errors and exactly the recorded diagnostics", arguments: Fixtures.badSpecNames)
    func badSpecDiagnostics(name: String) throws {
        let path = "Tests/Fixtures/BadSpecs/\(name).yaml"
        let output = RouteGenerator.generate(spec: try Fixtures.bytes(path), specPath: "\(name).yaml")
        #expect(output.source == nil)
        #expect(output.diagnostics.containsErrors)
        for diagnostic in output.diagnostics {
            #expect(diagnostic.location.file == "\(name).yaml")
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
        let rendered = output.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        if let difference = try Fixtures.compareWithGolden(rendered, at: "Tests/Fixtures/BadSpecs/\(name).expected") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("Every example spec is free of errors and warnings", arguments: Fixtures.exampleSpecNames)
    func exampleSpecsAreClean(spec: String) throws {
        let output = RouteGenerator.check(spec: try Fixtures.bytes("Specs/\(spec).yaml"), specPath: spec)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }
}
