import Testing
@testable import RouteGenCore

@Suite("ModelBuilder parameters unit") struct ModelBuilderUnitTests {
    typealias U = UnitSupport

    private func onlyRoute(_ routes: String, header: String = "version: 1\nschemes: [myapp]\n") -> (
        Route?, [Diagnostic]
    ) {
        let output = U.check(U.spec(routes, header: header))
        return (output.table?.allRoutes.first, U.errors(output))
    }

    // MARK: - Labels and kinds

    @Test("Labels come from 'name:' while the URL name stays the key") func labelsFromName() throws {
        let (route, errors) = onlyRoute(
            "post:\n  path: /post/:postId\n  params: { postId: { type: Int, name: id } }\n  query: { q: { type: String, name: term } }"
        )
        #expect(errors.isEmpty)
        let parameters = try #require(route?.parameters)
        #expect(parameters.map(\.name) == ["postId", "q"])
        #expect(parameters.map(\.label) == ["id", "term"])
        #expect(parameters.map(\.type) == [.int, .string])
        #expect(parameters.map(\.source) == [.segment, .query])
    }

    @Test("Undeclared path parameters are Strings; optional segments are optional") func undeclaredPathParameters()
        throws
    {
        let (route, errors) = onlyRoute("a:\n  path: /a/:x/:y?")
        #expect(errors.isEmpty)
        let parameters = try #require(route?.parameters)
        #expect(parameters.map(\.type) == [.string, .string])
        #expect(parameters.map(\.presence) == [.required, .optional])
        #expect(route?.segments == [.literal("a"), .parameter(0), .parameter(1)])
        #expect(
            route?.declaration.shapes == [
                [.literal("a"), .parameter(0)], [.literal("a"), .parameter(0), .parameter(1)],
            ]
        )
    }

    @Test(
        "Unnamed wildcards are labelled 'wildcard' and 'rest'",
        arguments: [
            ("/docs/*", "wildcard", ValueType.string, Parameter.Source.segment),
            ("/api/**", "rest", .stringList, .remainingSegments), ("/docs/*page", "page", .string, .segment),
            ("/api/**tail", "tail", .stringList, .remainingSegments),
        ]
    ) func wildcardLabels(path: String, label: String, type: ValueType, source: Parameter.Source) throws {
        let (route, errors) = onlyRoute("a:\n  path: \(path)")
        #expect(errors.isEmpty)
        let parameter = try #require(route?.parameters.first)
        #expect(parameter.label == label)
        #expect(parameter.name == label)
        #expect(parameter.type == type)
        #expect(parameter.source == source)
    }

    @Test("Two unnamed '*' wildcards are one error, not a duplicate label too") func twoUnnamedWildcards() {
        let (_, errors) = onlyRoute("compare:\n  path: /compare/*/*")
        #expect(
            errors.map(\.message) == [
                "route 'compare' has 2 unnamed '*' wildcards; name them, as in '*first' and '*second'"
            ]
        )
        #expect(errors.first?.location == U.location(5, 22))
        #expect(errors.first?.notes.first?.location == U.location(5, 20))
    }

    @Test(
        "Duplicate labels are errors",
        arguments: [
            (
                "a:\n  path: /a/:id\n  query: { id: Int }",
                "label 'id' is used twice by a path parameter and a query parameter in route 'a'; rename one with 'name:'"
            ),
            (
                "a:\n  path: /a\n  query: { p: { type: Int, name: x }, q: { type: Int, name: x } }",
                "label 'x' is used twice in route 'a'; rename one with 'name:'"
            ),
            (
                "a:\n  path: /a/:x/:y\n  params: { y: { type: Int, name: x } }",
                "label 'x' is used twice in route 'a'; rename one with 'name:'"
            ),
        ]
    ) func duplicateLabels(routes: String, message: String) {
        let (_, errors) = onlyRoute(routes)
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.notes.map(\.message) == ["first used here"])
    }

    @Test(
        "A route with many parameters finds a repeated name or label wherever it is",
        arguments: [(0, 5), (3, 15), (2, 20), (18, 25)]
    ) func repeatsAmongManyParameters(first: Int, repeated: Int) throws {
        // Path parameters p0, p1, ... with `first` written again at `repeated`, then as many query keys q0, q1, ...
        // whose labels are the path names, so that each query label repeats one path label.
        let names = (0..<30).map { $0 == repeated ? "p\(first)" : "p\($0)" }
        let path = "/a/" + names.map { ":" + $0 }.joined(separator: "/")
        let (_, pathErrors) = onlyRoute("a:\n  path: \(path)")
        #expect(pathErrors.map(\.message) == ["parameter ':p\(first)' appears twice in the path"])
        #expect(
            pathErrors.first?.notes.first?.location
                == U.location(5, 14 + (0..<first).reduce(0) { $0 + "/:p\($1)".count })
        )

        let query = (0..<30).map { "q\($0): { type: Int, name: p\($0 == repeated ? first : 100 + $0) }" }
            .joined(separator: ", ")
        let (_, labelErrors) = onlyRoute("a:\n  path: /a/:p\(first)\n  query: { \(query) }")
        #expect(
            labelErrors.map(\.message) == [
                "label 'p\(first)' is used twice by a path parameter and a query parameter in route 'a'; rename one with 'name:'"
            ]
        )
    }

    @Test(
        "Path-only misuse of parameters is rejected",
        arguments: [
            (
                "a:\n  path: /a/:id\n  params: { id: Int? }",
                "make a path parameter optional in the path (':id?'), not with '?' on its type"
            ),
            (
                "a:\n  path: /a/:id\n  params: { id: { type: Int, default: 1 } }",
                "path parameter 'id' cannot have a default; only query parameters can"
            ),
            (
                "a:\n  path: /a/:id\n  params: { idd: Int }",
                "'idd' under 'params' is not a parameter in the path of route 'a'; did you mean 'id'?"
            ),
            (
                "a:\n  path: /a/*page\n  params: { page: Int }",
                "'page' is a wildcard and cannot be typed; '*' captures a String and '**' a [String], which take only 'minLength', 'maxLength' and 'characters'"
            ), ("a:\n  path: /a/:id/:id", "parameter ':id' appears twice in the path"),
            (
                "a:\n  path: /a\n  query: { my-key: Int }",
                "query key 'my-key' is not a Swift identifier; give it a label with 'name:'"
            ),
            (
                "a:\n  path: /a\n  query: { q: { type: Int, name: 2x } }",
                "'2x' is not a valid label; use a Swift identifier"
            ),
        ]
    ) func parameterMisuse(routes: String, message: String) {
        let (_, errors) = onlyRoute(routes)
        #expect(errors.map(\.message) == [message])
    }

    @Test("A query key that is not an identifier is fine with a label") func queryKeyWithLabel() throws {
        let (route, errors) = onlyRoute("a:\n  path: /a\n  query: { my-key: { type: Int, name: myKey } }")
        #expect(errors.isEmpty)
        #expect(route?.parameters.map(\.name) == ["my-key"])
        #expect(route?.parameters.map(\.label) == ["myKey"])
    }

    // MARK: - Defaults

    @Test(
        "Defaults are checked against their type",
        arguments: [
            ("Int", "12", true), ("Int", "-3", true), ("Int", "1.5", false), ("Int", "+1", false),
            ("Int", "ten", false), ("Double", "2.5", true), ("Double", "2", true), ("Double", "1e3", false),
            ("Double", "inf", false), ("Bool", "true", true), ("Bool", "false", true), ("Bool", "yes", false),
            ("Bool", "True", false), ("String", "''", true), ("String", "anything at all", true),
            ("{ enum: [newest, oldest] }", "newest", true), ("{ enum: [newest, oldest] }", "latest", false),
        ]
    ) func defaultValidation(type: String, value: String, isValid: Bool) throws {
        let typeKey = type.hasPrefix("{") ? "enum: [newest, oldest]" : "type: \(type)"
        let (route, errors) = onlyRoute("a:\n  path: /a\n  query:\n    q: { \(typeKey), default: \(value) }")
        if isValid {
            #expect(errors.isEmpty)
            guard case .defaulted(let written)? = route?.parameters.first?.presence else {
                Issue.record("expected a defaulted parameter")
                return
            }
            #expect(written == (value == "''" ? "" : value))
        } else {
            #expect(errors.count == 1)
            #expect(errors.first?.message.hasPrefix("default '\(value)' is not a valid ") == true)
            #expect(errors.first?.location.line == 7)
        }
    }

    @Test("A UUID default is rejected with a pointer to UUID?") func uuidDefault() {
        let (_, errors) = onlyRoute(
            "a:\n  path: /a\n  query:\n    id: { type: UUID, default: 123e4567-e89b-12d3-a456-426614174000 }"
        )
        #expect(errors.map(\.message) == ["a UUID parameter cannot have a default; make it optional with 'UUID?'"])
    }

    @Test("An optional query parameter with a default is a conflict") func optionalWithDefault() {
        let (_, errors) = onlyRoute("a:\n  path: /a\n  query:\n    page: { type: Int?, default: 1 }")
        #expect(errors.map(\.message) == ["query parameter 'page' is optional and has a default; choose one"])
        #expect(errors.first?.location == U.location(7, 36))
    }

    // MARK: - Groups and tabs

    @Test("Groups pass auth and navigation down unless a route overrides them") func groupInheritance() throws {
        let routes = """
            top: { path: /top }
            settings:
              auth: true
              navigation: sheet
              routes:
                overview: { path: /settings }
                open: { path: /settings/open, auth: false, navigation: { push: home } }
                inner:
                  navigation: fullScreen
                  routes:
                    deep: { path: /settings/inner/deep }
            """
        let output = U.check(U.spec(routes, header: "version: 1\nschemes: [myapp]\ntabs: [home]\n"))
        #expect(output.diagnostics.isEmpty)
        let top = try #require(U.route("top", in: output))
        let overview = try #require(U.route("overview", in: output))
        let open = try #require(U.route("open", in: output))
        let deep = try #require(U.route("deep", in: output))
        #expect((top.requiresAuth, top.navigation) == (false, .push(tab: nil)))
        #expect((overview.requiresAuth, overview.navigation) == (true, .sheet))
        #expect((open.requiresAuth, open.navigation) == (false, .push(tab: "home")))
        #expect((deep.requiresAuth, deep.navigation) == (true, .fullScreen))
        #expect(deep.groupPath == ["settings", "inner"])
        #expect(
            output.table?.root.allLevels.map(\.qualifiedTypeName) == [
                "AppRoute", "AppRoute.Settings", "AppRoute.Settings.Inner",
            ]
        )
    }

    @Test(
        "Tab references must name a declared tab",
        arguments: [
            ("tabs: [home, search]\n", "{ tab: profile }", "unknown tab 'profile'; declared tabs: home, search"),
            ("tabs: [home, search]\n", "{ push: serch }", "unknown tab 'serch'; did you mean 'search'?"),
            ("", "{ tab: home }", "navigation names tab 'home', but the spec declares no 'tabs'"),
        ]
    ) func tabReferences(tabs: String, navigation: String, message: String) {
        let (_, errors) = onlyRoute(
            "a:\n  path: /a\n  navigation: \(navigation)",
            header: "version: 1\nschemes: [myapp]\n" + tabs
        )
        #expect(errors.map(\.message) == [message])
    }

    @Test(
        "Tab names must be unique identifiers",
        arguments: [
            ("[home, home]", "tab 'home' is listed twice"),
            ("[my-tab]", "'my-tab' is not a valid tab name; use a Swift identifier such as 'home'"),
            ("[self]", "'self' is not a valid tab name; use a Swift identifier such as 'home'"),
        ]
    ) func tabNames(tabs: String, message: String) {
        let (_, errors) = onlyRoute("a: { path: /a }", header: "version: 1\nschemes: [myapp]\ntabs: \(tabs)\n")
        #expect(errors.map(\.message) == [message])
    }
}
