import Testing
@testable import RouteGenCore

/// A command over several specs, where an app's run reads a feature spec that has a run of its own.
@Suite("Problems reported once over several specs") struct ProblemsReportedOnceTests {
    static func at(_ file: String, _ line: Int) -> RouteGenCore.SourceLocation {
        RouteGenCore.SourceLocation(file: file, line: line, column: 3)
    }

    static func ambiguity(_ names: String, at line: Int, declaredAt other: Int, in file: String) -> Diagnostic {
        .error(
            .ambiguousRoutes,
            "routes \(names) are ambiguous",
            at: at(file, line),
            notes: [.init("declared here", at: at(file, other))]
        )
    }

    @Test("The app's run leaves a feature's own problem to the feature's run, before or after it")
    func featureOwnProblem() {
        let own = Self.ambiguity("'town' and 'townAlt'", at: 9, declaredAt: 7, in: "Weather/routes.yaml")
        let names = "'weather.town' and 'weather.townAlt'"
        let composed = Self.ambiguity(names, at: 9, declaredAt: 7, in: "Weather/routes.yaml")
        let app = Diagnostic.error(.unknownKey, "unknown key", at: Self.at("App/routes.yaml", 4))
        let featureFirst = ProblemsReportedOnce.diagnostics(of: [
            ("./Weather/routes.yaml", [own]), ("App/routes.yaml", [composed, app]),
        ])
        #expect(featureFirst.map { $0.map(\.message) } == [[own.message], [app.message]])
        let appFirst = ProblemsReportedOnce.diagnostics(of: [
            ("App/routes.yaml", [composed, app]), ("Weather/routes.yaml", [own]),
        ])
        #expect(appFirst.map { $0.map(\.message) } == [[app.message], [own.message]])
    }

    @Test("What only the composed app finds in a feature's spec, and a feature without a run, stay the app's")
    func composedProblems() {
        let own = Self.ambiguity("'town' and 'townAlt'", at: 9, declaredAt: 7, in: "Weather/routes.yaml")
        // The same route, with another: a problem the feature's run cannot find.
        let composed = Self.ambiguity("'weather.town' and 'radar'", at: 9, declaredAt: 12, in: "Weather/routes.yaml")
        let unmounted = Self.ambiguity("'art.a' and 'art.b'", at: 5, declaredAt: 4, in: "Art/routes.yaml")
        let runs = ProblemsReportedOnce.diagnostics(of: [
            ("Weather/routes.yaml", [own]), ("App/routes.yaml", [composed, unmounted]),
        ])
        #expect(runs.map { $0.map(\.message) } == [[own.message], [composed.message, unmounted.message]])
        let twoApps = ProblemsReportedOnce.diagnostics(of: [
            ("App/routes.yaml", [unmounted]), ("Kiosk/routes.yaml", [unmounted]),
        ])
        #expect(twoApps.map(\.count) == [1, 0])
    }
}
