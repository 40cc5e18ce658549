import Testing
@testable import RouteGenCore

@Suite("Activities and parents in the model unit") struct ActivityModelTests {
    typealias U = UnitSupport

    static let header = """
        version: 1
        schemes: [pantry]
        activities: { prefix: com.example.pantry, search: false }

        """

    private func table(_ routes: String, header: String = Self.header) -> (RouteTable?, [Diagnostic]) {
        let output = U.check(U.spec(routes, header: header))
        return (output.table, U.errors(output))
    }

    private func activities(_ table: RouteTable?) -> [String: RouteActivity] {
        guard let table else { return [:] }
        let activities = table.allRoutes.compactMap { route in route.activity.map { (route.qualifiedName, $0) } }
        return Dictionary(uniqueKeysWithValues: activities)
    }

    @Test("Every screen becomes an activity typed by prefix and qualified name; actions and opted-out routes do not")
    func typesFromNames() throws {
        let (table, errors) = table(
            """
            recipe:
              path: /recipes/:id
              title: Recipe
            logout:
              path: /logout
              navigation: action
            signIn:
              path: /auth/:token
              activity: false
            settings:
              navigation: sheet
              routes:
                privacy:
                  path: /settings/privacy
            """
        )
        #expect(errors.isEmpty, "\(errors)")
        let found = activities(table)
        #expect(Set(found.keys) == ["recipe", "settings.privacy"])
        #expect(found["recipe"]?.type == "com.example.pantry.recipe")
        #expect(found["recipe"]?.title == "Recipe")
        #expect(found["settings.privacy"]?.type == "com.example.pantry.settings.privacy")
        #expect(found["recipe"]?.eligibility == ActivityEligibility(handoff: true, search: false, prediction: false))
        #expect(
            table?.allActivities.map(\.type) == ["com.example.pantry.recipe", "com.example.pantry.settings.privacy"]
        )
    }

    @Test("A route's own type and eligibility win over the spec's; an action that asks becomes one") func overrides() {
        let (table, errors) = table(
            """
            recipe:
              path: /recipes/:id
              title: Recipe
              activity: { type: com.example.pantry.viewRecipe, search: true, handoff: false }
            logout:
              path: /logout
              navigation: action
              activity: true
            """
        )
        #expect(errors.isEmpty, "\(errors)")
        let found = activities(table)
        #expect(found["recipe"]?.type == "com.example.pantry.viewRecipe")
        #expect(found["recipe"]?.eligibility == ActivityEligibility(handoff: false, search: true, prediction: false))
        #expect(found["logout"]?.type == "com.example.pantry.logout")
    }

    @Test(
        "Activity problems are located errors",
        arguments: [
            (
                "a:\n  path: /a\n  activity: { type: com.example.pantry.b }\nb:\n  path: /b",
                "routes 'a' and 'b' have the same activity type 'com.example.pantry.b', so an activity could not say which to restore",
                8, 3
            ),
            (
                "a:\n  path: /a\n  activity: { type: 'com.example..a' }",
                "the activity type 'com.example..a' is not in reverse-DNS form: ASCII letters, digits, '-' and '_' between single dots",
                7, 23
            ),
            (
                "a:\n  path: /a\n  activity: { search: true }",
                "route 'a' is offered to Spotlight, which show an activity by its title, but it has no 'title'", 5, 3
            ),
        ]
    ) func problems(routes: String, message: String, line: Int, column: Int) {
        let (_, errors) = table(routes)
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.location == U.location(line, column))
    }

    @Test("A route's activity without the spec's 'activities' is an error at the route's key") func withoutSpec() {
        let (_, errors) = table("a:\n  path: /a\n  activity: true", header: "version: 1\nschemes: [pantry]\n")
        #expect(
            errors.map(\.message) == [
                "route 'a' has 'activity', but the spec has no 'activities' to turn activities on"
            ]
        )
        #expect(errors.first?.location == U.location(6, 15))
    }

    @Test("A route with an enum value keeps its parent") func parentOfRouteWithEnumValue() throws {
        let (table, errors) = table(
            "list:\n  path: /list\nitem:\n  path: /list/:kind\n  params: { kind: { enum: [a, b] } }\n  parent: list",
            header: "version: 1\nschemes: [pantry]\n"
        )
        #expect(errors.isEmpty, "\(errors)")
        let item = try #require(table?.allRoutes.first { $0.caseName == "item" })
        #expect(item.parent?.route.caseName == "list")
    }
}
