import Testing
@testable import RouteGenCore

@Suite("App Intents in the model unit") struct IntentModelTests {
    typealias U = UnitSupport

    private func check(_ routes: String) -> (RouteTable?, [String]) {
        let output = U.check(U.spec(routes, header: "version: 1\nschemes: [pantry]\n"))
        return (output.table, U.errors(output).map(\.message))
    }

    @Test("An intent is named after the route, titled after it, and takes its values as parameters") func intent()
        throws
    {
        let (table, errors) = check(
            """
            settings:
              routes:
                privacy:
                  path: /settings/privacy/:sectionId
                  params: { sectionId: Int }
                  query: { showAll: { type: Bool, default: false } }
                  title: Privacy
                  intent: { phrases: ["Show privacy in ${applicationName}"], image: lock }
            """
        )
        #expect(errors.isEmpty, "\(errors)")
        let route = try #require(table?.allRoutes.first)
        let intent = try #require(route.intent)
        #expect(intent.typeName == "AppRouteSettingsPrivacyIntent")
        #expect(intent.title == "Open Privacy")
        #expect(intent.shortTitle == "Privacy")
        #expect(intent.parameterTitles == ["Section ID", "Show all"])
        #expect(intent.phrases == ["Show privacy in ${applicationName}"])
        #expect(intent.image == "lock")
    }

    @Test(
        "An Int's or Double's bounds reach @Parameter as literals, both or none, as App Intents' constant range takes them",
        arguments: [
            ("{ type: Int, min: 1, max: 24 }", "(lowerBound: 1, upperBound: 24)"),
            ("{ type: Int, min: -40, max: -1 }", "(lowerBound: -40, upperBound: -1)"),
            ("{ type: Double, min: -0.5, max: 2 }", "(lowerBound: -0.5, upperBound: 2.0)"),
            ("{ type: Int, min: 1 }", nil), ("{ type: Int, max: 9 }", nil), ("{ type: Double, min: 0.5 }", nil),
            ("{ type: Double, max: 50 }", nil), ("{ type: Int, optional: true, min: -3 }", nil),
        ]
    ) func inclusiveRange(parameter: String, range: String?) throws {
        let spec =
            "version: 1\nschemes: [pantry]\nroutes:\n  a:\n    path: /a\n    query: { count: \(parameter) }\n"
            + "    title: A\n    intent: true\n"
        let output = RouteGenerator.generate(
            spec: Array(spec.utf8),
            specPath: "pantry.yaml",
            rendering: RenderOptions(outputs: [.intents])
        )
        let intents = try #require(output.files[.intents], "\(output.diagnostics)")
        let declarations = intents.split(separator: "\n").filter { $0.contains("@Parameter(") }
        let expected = #"@Parameter(title: "Count""# + (range.map { ", inclusiveRange: " + $0 } ?? "") + ")"
        #expect(declarations.map { $0.trimmingCharacters(in: .whitespaces) } == [expected])
    }

    @Test(
        "Intent problems are located errors",
        arguments: [
            (
                "a:\n  path: /a/:id\n  params: { id: UUID }\n  title: A\n  intent: true",
                "route 'a' cannot have an intent: its parameter 'id' is a UUID, which App Intents has no parameter type for"
            ),
            (
                "a:\n  path: /a/**rest\n  title: A\n  intent: true",
                "route 'a' cannot have an intent: its parameter 'rest' is the segments of '**', which App Intents has no parameter type for"
            ),
            (
                "a:\n  path: /a\n  intent: true",
                "route 'a' has an intent, which Shortcuts shows by its title, but neither the intent nor the route has a 'title'"
            ),
            (
                "a:\n  path: /a\n  title: A\n  intent: { phrases: [Open the app], image: star }",
                "the phrase 'Open the app' does not name the app; App Shortcuts needs each phrase to say '${applicationName}' once"
            ),
            (
                "a:\n  path: /a\n  title: A\n  intent: { phrases: ['${applicationName} ${applicationName}'], image: star }",
                "the phrase '${applicationName} ${applicationName}' names the app 2 times; App Shortcuts needs '${applicationName}' once"
            ),
            (
                "a:\n  path: /a\n  title: A\n  intent: { phrases: ['Open ${item} in ${applicationName}'], image: star }",
                "the phrase 'Open ${item} in ${applicationName}' has a placeholder other than '${applicationName}', which is the only one routegen writes"
            ),
            (
                "a:\n  path: /a\n  title: A\n  intent: { phrases: ['Open ${applicationName}'] }",
                "route 'a' has phrases, so an App Shortcut, which needs an 'image': the name of an SF Symbol"
            ),
            (
                "a:\n  path: /a\n  title: A\n  intent: { image: star }",
                "'image' is the App Shortcut's, but the intent has no 'phrases', so there is no App Shortcut"
            ),
            (
                "a:\n  path: /a\n  title: A\n  intent: { phrases: ['Open ${applicationName}'], image: star }\nb:\n  path: /b\n  title: B\n  intent: { phrases: ['open ${applicationName}'], image: star }",
                "the phrase 'open ${applicationName}' is also route 'a''s, so Siri could not tell which to open"
            ),
        ]
    ) func problems(routes: String, message: String) { #expect(check(routes).1 == [message]) }

    @Test("An app has at most 10 App Shortcuts: the 11th route with phrases is an error") func shortcutLimit() {
        let routes = (1...11)
            .map {
                "r\($0):\n  path: /r\($0)\n  title: R\($0)\n  intent: { phrases: ['Open \($0) in ${applicationName}'], image: star }"
            }
        #expect(
            check(routes.joined(separator: "\n")).1 == [
                "route 'r11' would be App Shortcut number 11, but an app can have at most 10"
            ]
        )
        #expect(check(routes.dropLast().joined(separator: "\n")).1 == [])
    }
}
