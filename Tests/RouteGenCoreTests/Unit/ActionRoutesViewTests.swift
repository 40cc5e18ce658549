import Testing
@testable import RouteGenCore

/// An action route shows no screen: it has a method in the actions protocol, none in the destinations protocol, and
/// the levels holding one perform it.
@Suite("View model: action routes") struct ActionRoutesViewTests {
    static func view(_ routes: String) throws -> FileView {
        let output = UnitSupport.check(UnitSupport.spec(routes))
        #expect(UnitSupport.errors(output).isEmpty, "\(output.diagnostics)")
        return FileViewBuilder(table: try #require(output.table), specFileName: "spec.yaml").build()
    }

    static let actionInGroup = """
        home: { path: / }
        logout: { path: /logout, navigation: action }
        account:
          routes:
            profile: { path: /account }
            revoke: { path: "/account/keys/:keyId/revoke", navigation: action }
        help:
          routes:
            faq: { path: /help }
        """

    @Test("Action routes leave the destinations protocol for the actions protocol") func protocols() throws {
        let view = try Self.view(Self.actionInGroup)
        #expect(view.hasActionRoutes)
        #expect(
            view.destinationMethods.map { LineLayout.laidOut($0.signature) } == [
                "home()", "accountProfile()", "helpFaq()",
            ]
        )
        #expect(
            view.actionMethods.map { LineLayout.laidOut($0.signature) } == [
                "logout()", "accountRevoke(keyId: Swift.String)",
            ]
        )
    }

    @Test("Only the levels holding an action route perform, and their destinations are optional") func levels() throws {
        let levels = try Self.view(Self.actionInGroup).levels
        #expect(levels.map(\.qualifiedTypeName) == ["AppRoute", "AppRoute.Account", "AppRoute.Help"])
        #expect(levels.map(\.performsActions) == [true, true, false])
        #expect(
            levels.map(\.destinationResultType) == [
                "Destinations.Destination?", "Destinations.Destination?", "Destinations.Destination",
            ]
        )
        let root = levels[0]
        #expect(root.actionArms.map { LineLayout.laidOut($0.bindingPattern) } == [".logout", ".account(let route)"])
        #expect(
            root.actionArms.map { LineLayout.laidOut($0.statement) } == [
                "actions.logout()", "route.perform(with: actions)",
            ]
        )
        #expect(LineLayout.laidOut(root.screenPatterns) == ".home, .help")
        #expect(
            levels[1].actionArms.map { LineLayout.laidOut($0.statement) } == ["actions.accountRevoke(keyId: keyId)"]
        )
        #expect(root.cases.map(\.isAction) == [false, true, false, false])
    }

    @Test("A spec without action routes keeps a destination for every route and declares no actions") func none() throws
    {
        let view = try Self.view("home: { path: / }\nabout: { path: /about }")
        #expect(!view.hasActionRoutes)
        #expect(view.actionMethods.isEmpty)
        #expect(view.levels.map(\.performsActions) == [false])
        #expect(view.levels[0].destinationResultType == "Destinations.Destination")
    }

    @Test("Many screen routes beside an action fill lines of at most 120 columns after `case`") func longCaseList()
        throws
    {
        let screens = (1...40).map { "screen\($0): { path: /screens/\($0) }" }
        let view = try Self.view((screens + ["logout: { path: /logout, navigation: action }"]).joined(separator: "\n"))
        let patterns = LineLayout.laidOut("        case " + view.levels[0].screenPatterns + ":")
        let lines = patterns.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= 120 })
        for line in lines.dropFirst() { #expect(line.hasPrefix("            .")) }
        #expect(
            patterns.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == ":" }).map(String.init) == [
                "case"
            ] + (1...40).map { ".screen\($0)" }
        )
    }
}
