import Testing
@testable import RouteGenCore

@Suite("ModelBuilder naming and validation unit") struct ModelBuilderNamingUnitTests {
    typealias U = UnitSupport

    // MARK: - Route names

    @Test(
        "Route names that clash with generated members are rejected",
        arguments: ["url", "checkedURL", "requiresAuth", "navigation", "destination", "resolve"]
    ) func generatedMemberNames(name: String) {
        let errors = U.errors(U.check(U.spec("ok: { path: /ok }\n\(name): { path: /x }")))
        #expect(
            errors.map(\.message) == [
                "route name '\(name)' clashes with the generated member '\(name)'; rename the route"
            ]
        )
        #expect(errors.first?.location == U.location(5, 3))
    }

    @Test("A route or group named webURL is rejected where the spec has hosts, which give every route a webURL")
    func webURLName() {
        let withHosts = U.errors(
            U.check(U.spec("ok: { path: /ok }\nwebURL: { path: /x }", header: "version: 1\nhosts: [a.com]\n"))
        )
        #expect(
            withHosts.map(\.message) == [
                "route name 'webURL' clashes with the generated member 'webURL', which a spec with hosts has; rename the route"
            ]
        )
        #expect(withHosts.first?.location == U.location(5, 3))
        #expect(U.errors(U.check(U.spec("ok: { path: /ok }\nwebURL: { path: /x }"))).isEmpty)
    }

    @Test("Route names Swift cannot use as a case are rejected", arguments: ["init", "self", "Self", "Type", "_"])
    func unusableNames(name: String) {
        let errors = U.errors(U.check(U.spec("ok: { path: /ok }\n\(name): { path: /x }")))
        #expect(errors.map(\.message) == ["'\(name)' cannot be an enum case in Swift; rename the route"])
    }

    @Test(
        "Route names that are not identifiers suggest one",
        arguments: [("my-route", "myRoute"), ("1st", "_1st"), ("a b", "aB")]
    ) func invalidNames(name: String, suggestion: String) {
        let errors = U.errors(U.check(U.spec("ok: { path: /ok }\n'\(name)': { path: /x }")))
        #expect(
            errors.map(\.message) == [
                "'\(name)' is not a valid route name; use a Swift identifier such as '\(suggestion)'"
            ]
        )
    }

    @Test("Keyword route names are accepted", arguments: ["default", "class", "return", "func"]) func keywordNames(
        name: String
    ) {
        let output = U.check(U.spec("\(name): { path: /x }"))
        #expect(output.diagnostics.isEmpty)
        #expect(output.table?.allRoutes.map(\.caseName) == [name])
    }

    @Test(
        "The enum name cannot be a type nested in the matchers' namespace, where it would be hidden",
        arguments: ["FirstSegment", "MatchNotes"]
    ) func enumNamesHiddenByMatcherTypes(name: String) {
        let errors = U.errors(
            U.check(U.spec("ok: { path: /ok }", header: "version: 1\nname: \(name)\nschemes: [myapp]\n"))
        )
        #expect(
            errors.map(\.message) == ["'\(name)' cannot be the enum name; use a Swift type name such as 'AppRoute'"]
        )
        #expect(errors.first?.location == U.location(2, 7))
    }

    @Test(
        "The enum name cannot be a module the generated files import, which it would hide from them",
        arguments: ["Foundation", "Observation", "SwiftUI", "UIKit", "AppIntents", "Testing", "RouteURLReader"]
    ) func enumNamesOfImportedModules(name: String) {
        let errors = U.errors(
            U.check(U.spec("ok: { path: /ok }", header: "version: 1\nname: \(name)\nschemes: [myapp]\n"))
        )
        #expect(errors.map(\.id) == [.nameClash])
        #expect(
            errors.first?.message.hasPrefix("'\(name)' cannot be the enum name: the generated files import") == true
        )
        #expect(errors.first?.location == U.location(2, 7))
    }

    @Test(
        "A group cannot take the name of the file's private namespaces",
        arguments: ["appRouteLinks", "appRouteURLReader"]
    ) func groupNamesOfNamespaces(name: String) {
        let errors = U.errors(U.check(U.spec("\(name):\n  routes:\n    a: { path: /a }")))
        #expect(errors.map(\.message).first?.contains("which the generated code needs for something else") == true)
    }

    // MARK: - Enum types

    private func enumTypeNames(_ output: RouteGenerator.Output) -> [String: String] {
        var names: [String: String] = [:]
        for route in output.table?.allRoutes ?? [] {
            for parameter in route.parameters {
                if case .enumeration(let enumeration) = parameter.type {
                    names[route.caseName + "." + parameter.label] = enumeration.typeName
                }
            }
        }
        return names
    }

    @Test("An enum parameter's type is named after its label") func enumTypeFromLabel() {
        let output = U.check(
            U.spec(
                "settings:\n  path: /settings/:section\n  params: { section: { enum: [account, privacy] } }\nlist:\n  path: /list\n  query: { s: { enum: [new, old], name: sort } }"
            )
        )
        #expect(output.diagnostics.isEmpty)
        #expect(enumTypeNames(output) == ["settings.section": "Section", "list.sort": "Sort"])
        #expect(output.table?.root.enumerations.map(\.typeName) == ["Section", "Sort"])
    }

    @Test("Enum values become Swift case names and keep their raw values") func enumCases() throws {
        let output = U.check(U.spec("a:\n  path: /a/:q\n  params: { q: { enum: [dark-mode, 4k, plain] } }"))
        #expect(output.diagnostics.isEmpty)
        let enumeration = try #require(output.table?.root.enumerations.first)
        #expect(enumeration.cases.map(\.name) == ["darkMode", "_4k", "plain"])
        #expect(enumeration.cases.map(\.rawValue) == ["dark-mode", "4k", "plain"])
    }

    @Test("Same label and same values share one type") func sharedEnumType() {
        let output = U.check(
            U.spec(
                "settings:\n  path: /settings/:section\n  params: { section: { enum: [a, b] } }\nhelp:\n  path: /help/:section\n  params: { section: { enum: [a, b] } }"
            )
        )
        #expect(output.diagnostics.isEmpty)
        #expect(enumTypeNames(output) == ["settings.section": "Section", "help.section": "Section"])
        #expect(output.table?.root.enumerations.map(\.typeName) == ["Section"])
    }

    @Test("Same label with different values gets route-qualified names") func qualifiedEnumTypes() {
        let output = U.check(
            U.spec(
                "settings:\n  path: /settings/:section\n  params: { section: { enum: [a, b] } }\nhelp:\n  path: /help/:section\n  params: { section: { enum: [c] } }"
            )
        )
        #expect(output.diagnostics.isEmpty)
        #expect(enumTypeNames(output) == ["settings.section": "SettingsSection", "help.section": "HelpSection"])
        #expect(output.table?.root.enumerations.map(\.typeName) == ["SettingsSection", "HelpSection"])
    }

    @Test(
        "A label whose type name is reserved gets the route-qualified name",
        arguments: [("type", "AType"), ("foundation", "AFoundation"), ("self", "ASelf")]
    ) func reservedEnumTypeNames(label: String, typeName: String) {
        let output = U.check(U.spec("a:\n  path: /a\n  query: { k: { enum: [x, y], name: \(label) } }"))
        #expect(output.diagnostics.isEmpty)
        #expect(enumTypeNames(output) == ["a.\(label)": typeName])
    }

    @Test(
        "Enum values that collide are errors",
        arguments: [
            ("[a, A]", "enum value 'A' is listed twice (values compare case-insensitively unless caseSensitive: true)"),
            ("[a-b, aB]", "enum values 'a-b' and 'aB' both become the Swift case 'aB'"),
            ("[x, 'a/b']", "enum value 'a/b' cannot be a path segment"),
            ("[x, init]", "enum value 'init' cannot be a Swift case name"),
        ]
    ) func collidingEnumValues(values: String, message: String) {
        let errors = U.errors(U.check(U.spec("a:\n  path: /a/:q\n  params: { q: { enum: \(values) } }")))
        #expect(errors.map(\.message) == [message])
    }

    // MARK: - Duplicate patterns

    @Test(
        "Routes matching the same normalized paths are an error",
        arguments: [
            ("a: { path: '/users/:id' }\nb: { path: '/Users/:name' }", "/users/x", "'/users/:id' and '/Users/:name'"),
            ("a: { path: /docs/* }\nb: { path: '/docs/:page' }", "/docs/x", "'/docs/*' and '/docs/:page'"),
            ("a: { path: '/a' }\nb: { path: '/a/:x?' }", "/a", "'/a' and '/a' (from '/a/:x?')"),
            (
                "a: { path: '/x/:q', params: { q: { enum: [p, q] } } }\nb: { path: '/x/:r', params: { r: { enum: [Q, p] } } }",
                "/x/p", "'/x/:q(p|q)' and '/x/:r(Q|p)'"
            ),
        ]
    ) func duplicatePatterns(routes: String, example: String, patterns: String) throws {
        let errors = U.errors(U.check(U.spec(routes)))
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.message == "routes 'a' and 'b' are ambiguous: both match '\(example)'")
        #expect(error.location == U.location(5, 3))
        #expect(
            error.notes == [
                Diagnostic.Note("'a' is declared here", at: U.location(4, 3)),
                Diagnostic.Note("\(patterns) match exactly the same paths; remove one or make one more specific"),
            ]
        )
    }

    @Test(
        "Routes that differ in case (case-sensitive spec) or in parameter type are not duplicates",
        arguments: [
            ("caseSensitive: true\n", "a: { path: '/users/:id' }\nb: { path: '/Users/:name' }"),
            ("", "a: { path: '/a/:x', params: { x: Int } }\nb: { path: '/a/:y' }"),
            ("", "a: { path: '/a/:x', params: { x: Int } }\nb: { path: '/a/:y', params: { y: Double } }"),
            ("", "a: { path: '/a/*' }\nb: { path: '/a/**' }"),
        ]
    ) func notDuplicates(extraHeader: String, routes: String) {
        let output = U.check(U.spec(routes, header: "version: 1\nschemes: [myapp]\n" + extraHeader))
        #expect(output.diagnostics.isEmpty)
        #expect(output.table?.allRoutes.count == 2)
    }

    /// With `caseSensitive: true` the generated `Link.choice(at:as:)` compares enum values exactly, so `/x/q` and
    /// `/x/Q` go to different routes.
    @Test("In a case-sensitive spec, enum values that differ only in case are not duplicates")
    func caseSensitiveEnumValues() {
        let routes =
            "a: { path: '/x/:q', params: { q: { enum: [q] } } }\nb: { path: '/x/:r', params: { r: { enum: [Q] } } }"
        let output = U.check(U.spec(routes, header: "version: 1\nschemes: [myapp]\ncaseSensitive: true\n"))
        #expect(output.diagnostics.isEmpty)
        let insensitive = U.check(U.spec(routes))
        #expect(U.errors(insensitive).count == 1)
    }

    @Test("A group route and a top-level route with the same destination method clash") func destinationNameClash() {
        let errors = U.errors(
            U.check(U.spec("accountBilling: { path: /a }\naccount:\n  routes:\n    billing: { path: /b }"))
        )
        #expect(
            errors.map(\.message) == [
                "routes 'accountBilling' and 'account.billing' both need the destination method 'accountBilling'; rename one"
            ]
        )
    }

    /// The check compares hashes of the names' words; the same name split into words differently must still clash,
    /// and names that differ only in where a capital falls must not.
    @Test("Destination methods clash however the group path splits the name, and only when the names are equal")
    func destinationNameClashAcrossSplits() {
        let routes = """
            aBC: { path: /1 }
            abc: { path: /2 }
            a:
              routes:
                bC: { path: /3 }
                bc: { path: /4 }
                b:
                  routes:
                    c: { path: /5 }
            """
        let errors = U.errors(U.check(U.spec(routes)))
        #expect(
            errors.map(\.message) == [
                "routes 'aBC' and 'a.bC' both need the destination method 'aBC'; rename one",
                "routes 'aBC' and 'a.b.c' both need the destination method 'aBC'; rename one",
            ]
        )
        #expect(errors.map(\.location) == [U.location(8, 7), U.location(12, 11)])
    }

    // MARK: - Enum size

    private func manyRoutes(_ count: Int, withParameters: Bool) -> String {
        (0..<count).map { "r\($0): { path: /r\($0)\(withParameters ? "/:id" : "") }" }.joined(separator: "\n")
    }

    @Test("More than 300 cases with associated values is a warning at the routes mapping") func enumSizeWarning() throws
    {
        let output = U.check(U.spec(manyRoutes(301, withParameters: true)))
        #expect(!output.diagnostics.containsErrors)
        #expect(output.table != nil)
        let warning = try #require(U.warnings(output).first)
        #expect(U.warnings(output).count == 1)
        #expect(warning.message.hasPrefix("'AppRoute' has 301 cases with associated values; past about 300"))
        #expect(warning.location == U.location(4, 3))
    }

    @Test("A route named like a route key, after a route, is a route when it has a path, and a misplaced key if not")
    func routeNamedLikeARouteKey() throws {
        let named = U.check(U.spec("home:\n  path: /\nauth:\n  path: /auth\ndescription: { path: /about }"))
        #expect(named.diagnostics.isEmpty, "\(named.diagnostics)")
        #expect(named.table?.allRoutes.map(\.caseName) == ["home", "auth", "description"])
        let misplaced = U.check(U.spec("home:\n  path: /\nauth: true"))
        #expect(
            misplaced.diagnostics.map(\.message) == [
                "'auth' is a key of a route, but it is indented like the route names, so it reads as a route of its own"
            ]
        )
    }

    @Test("More than 500 cases with associated values is an error, gone once the routes it asks for are in a group")
    func enumSizeError() throws {
        let flat = U.check(U.spec(manyRoutes(501, withParameters: true)))
        let error = try #require(flat.diagnostics.first { $0.severity == .error })
        #expect(error.message.hasPrefix("'AppRoute' has 501 cases with associated values, more than the 500"))
        #expect(error.location == U.location(4, 3))
        #expect(flat.diagnostics.count == 1)
        // As the help says: two routes moved into a group leave 500 cases, the most allowed.
        let routes = manyRoutes(501, withParameters: true).split(separator: "\n")
        let moved = ["part:", "  routes:"] + routes.prefix(2).map { "    " + $0 } + routes.dropFirst(2)
        let inGroup = U.check(U.spec(moved.joined(separator: "\n")))
        #expect(!inGroup.diagnostics.containsErrors, "\(inGroup.diagnostics)")
        #expect(U.warnings(inGroup).first?.message.hasPrefix("'AppRoute' has 500 cases") == true)
    }

    @Test("300 payload cases, or many cases without payloads, give no warning", arguments: [(300, true), (400, false)])
    func noEnumSizeWarning(count: Int, withParameters: Bool) {
        let output = U.check(U.spec(manyRoutes(count, withParameters: withParameters)))
        #expect(output.diagnostics.isEmpty)
        #expect(output.table?.allRoutes.count == count)
    }
}
