import Testing
@testable import RouteGenCore

private typealias U = UnitSupport

/// A route's parent, activity and intent are on the route, and every reference to a route, from a parent, a redirect
/// or the fallback, is the table's own route with them.
@Suite("Route relations") struct RouteRelationTests {
    static let spec = """
        version: 1
        schemes: [pantry]
        activities: { prefix: com.example.pantry }
        redirects:
          oldRecipe:
            path: /r/:shelfId/:id
            to: recipe
        fallback: { route: shelf }
        routes:
          recipe:
            path: /shelf/:shelfId/recipes/:id
            parent: { route: aisle, values: { shelfId: shelfId } }
            title: Recipe
            intent: true
          aisle:
            path: /shelf/:shelfId
            parent: shelf
          shelf:
            path: /shelf
        """

    @Test("A route declared before its parent keeps the whole chain of parents") func chainDeclaredChildFirst() throws {
        let output = U.check(Self.spec)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let table = try #require(output.table)
        let recipe = try #require(table.allRoutes.first { $0.caseName == "recipe" })
        #expect(recipe.ancestors.map(\.route.caseName) == ["shelf", "aisle"])
        let aisle = try #require(table.allRoutes.first { $0.caseName == "aisle" })
        #expect(recipe.parent?.route === aisle)
        #expect(recipe.activity?.type == "com.example.pantry.recipe")
        #expect(recipe.intent?.typeName == "AppRouteRecipeIntent")
        #expect(aisle.intent == nil)
    }

    @Test("Redirects and the fallback name the table's own routes, with their relations") func referencesAreTheTables()
        throws
    {
        let table = try #require(U.check(Self.spec).table)
        let recipe = try #require(table.allRoutes.first { $0.caseName == "recipe" })
        let redirected = try #require(table.redirects.first?.target.route)
        #expect(redirected === recipe)
        #expect(redirected.ancestors.count == 2)
        #expect(table.fallback?.route === table.allRoutes.last)
    }
}
