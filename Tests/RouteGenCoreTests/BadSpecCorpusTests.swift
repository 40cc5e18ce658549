import Foundation
import Testing
@testable import RouteGenCore

/// Every file in Tests/Fixtures/BadSpecs is invalid for one reason; its diagnostics are recorded beside it. An app
/// spec there mounts the sound feature specs of its `Features/` folder, so that its mounts are what is wrong.
@Suite("Bad spec corpus") struct BadSpecCorpusTests {
    static let folder = "Tests/Fixtures/BadSpecs"

    @Test("A bad spec gets located errors and exactly the recorded diagnostics", arguments: Fixtures.badSpecNames)
    func badSpecDiagnostics(name: String) throws {
        let path = "\(Self.folder)/\(name).yaml"
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(path),
            specPath: "\(name).yaml",
            featureSpecs: Self.featureSpecs
        )
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

    /// The feature specs beside the corpus, by their path from it: `Features/rewards.yaml`.
    static let featureSpecs: RouteGenerator.FeatureSpecReader = { spec, appSpecPath in
        let path = ConfigPaths.featureSpecPath(spec, beside: appSpecPath)
        guard path.hasPrefix("Features/"), let bytes = try? Fixtures.bytes("\(folder)/\(path)") else {
            return .failure(.init("no feature spec '\(path)' beside the corpus"))
        }
        return .success((bytes, path))
    }

    @Test("Every example spec is free of errors and warnings", arguments: Fixtures.exampleSpecNames)
    func exampleSpecsAreClean(spec: String) throws {
        let output = RouteGenerator.check(spec: try Fixtures.bytes("Specs/\(spec).yaml"), specPath: spec)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }
}
