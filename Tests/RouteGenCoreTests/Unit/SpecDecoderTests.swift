import Testing
@testable import RouteGenCore

@Suite("SpecDecoder unit") struct SpecDecoderUnitTests {
    typealias U = UnitSupport

    /// Decodes YAML directly, without the model stage.
    private func decode(_ yaml: String) -> (document: SpecDocument?, diagnostics: [Diagnostic]) {
        let (root, readDiagnostics) = U.read(yaml)
        guard let root else {
            Issue.record("YAML did not read: \(readDiagnostics)")
            return (nil, readDiagnostics)
        }
        let log = DiagnosticLog()
        let document = SpecDecoder(log: log).decode(root)
        return (document, log.diagnostics)
    }

    // MARK: - Unknown keys

    @Test(
        "Misspelt keys at every level get a did-you-mean and no second error",
        arguments: [
            (
                "version: 1\nschemes: [myapp]\nrutes:\n  home: { path: / }\n",
                "unknown key 'rutes' in the spec; did you mean 'routes'?", 3, 1
            ),
            (
                "verison: 1\nschemes: [myapp]\nroutes:\n  home: { path: / }\n",
                "unknown key 'verison' in the spec; did you mean 'version'?", 1, 1
            ), (U.spec("home:\n  pathh: /"), "unknown key 'pathh' in route 'home'; did you mean 'path'?", 5, 5),
            (
                U.spec("home:\n  path: /\n  querry: { q: String }"),
                "unknown key 'querry' in route 'home'; did you mean 'query'?", 6, 5
            ),
            (
                U.spec("g:\n  navigaton: sheet\n  routes: { a: { path: /a } }"),
                "unknown key 'navigaton' in group 'g'; did you mean 'navigation'?", 5, 5
            ),
            (
                U.spec("a:\n  path: /a/:id\n  params: { id: { tpye: Int } }"),
                "unknown key 'tpye' in parameter 'id'; did you mean 'type'?", 6, 21
            ),
        ]
    ) func misspeltKeys(yaml: String, message: String, line: Int, column: Int) throws {
        let errors = U.errors(U.check(yaml))
        let error = try #require(errors.first { $0.message.hasPrefix("unknown key") })
        #expect(error.message == message)
        #expect(error.location == U.location(line, column))
        #expect(
            !errors.contains { $0.message.hasPrefix("missing required key") || $0.message.contains("has no 'path'") }
        )
    }

    @Test(
        "Unrelated unknown keys list the keys expected at that level",
        arguments: [
            (
                "version: 1\nschemes: [myapp]\ncolour: red\nroutes:\n  home: { path: / }\n",
                "unknown key 'colour' in the spec; expected one of 'version', 'name', 'access', 'schemes', 'hosts', 'caseSensitive', 'tabs', 'routes', 'redirects', 'fallback', 'context', 'activities', 'feature', 'features'"
            ),
            (
                U.spec("home:\n  path: /\n  colour: red"),
                "unknown key 'colour' in route 'home'; expected one of 'path', 'params', 'query', 'auth', 'navigation', 'parent', 'description', 'examples', 'title', 'activity', 'intent'"
            ),
            (
                U.spec("g:\n  colour: red\n  routes: { a: { path: /a } }"),
                "unknown key 'colour' in group 'g'; expected one of 'routes', 'auth', 'navigation', 'parent', 'description'"
            ),
            (
                U.spec("a:\n  path: /a\n  query: { q: { type: Int, colour: red } }"),
                "unknown key 'colour' in parameter 'q'; expected one of 'type', 'enum', 'name', 'default', 'optional', 'min', 'max', 'minLength', 'maxLength', 'characters'"
            ),
        ]
    ) func unrelatedKeys(yaml: String, message: String) {
        let errors = U.errors(U.check(yaml))
        #expect(errors.map(\.message) == [message])
    }

    @Test("A group reports a 'path' key as a conflict, not as an unknown key") func groupWithPath() {
        let errors = U.errors(U.check(U.spec("g:\n  path: /g\n  routes: { a: { path: /a } }")))
        #expect(errors.map(\.message) == ["'g' has both 'path' and 'routes'; a route has a path, a group has routes"])
        #expect(errors.first?.location == U.location(5, 5))
    }

    @Test(
        "Missing required keys are errors at the mapping that lacks them",
        arguments: [
            (
                "schemes: [myapp]\nroutes:\n  home: { path: / }\n",
                "missing required key 'version' (write 'version: 1')", 1, 1
            ), ("version: 1\nschemes: [myapp]\n", "missing required key 'routes'", 1, 1),
            (
                U.spec("home:\n  auth: true\nok: { path: /ok }"),
                "route 'home' has no 'path' (a group would have 'routes')", 4, 3
            ),
        ]
    ) func missingKeys(yaml: String, message: String, line: Int, column: Int) {
        let errors = U.errors(U.check(yaml))
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.location == U.location(line, column))
    }

    // MARK: - Reporting everything

    @Test("Three independent mistakes yield three errors in one run") func allErrorsInOneRun() {
        let yaml = """
            version: 1
            schemes: [myapp]
            colour: red
            routes:
              a:
                path: /a
                auth: maybe
              b:
                path: /b/:id
                params: { id: Integer }
            """
        let output = U.check(yaml)
        let errors = U.errors(output)
        #expect(errors.count == 3)
        #expect(Set(errors.map(\.location.line)) == [3, 7, 10])
        #expect(errors.contains { $0.message == "unknown parameter type 'Integer'; did you mean 'Int'?" })
        #expect(output.table == nil)
    }

    // MARK: - Wrong types

    @Test(
        "Wrong value types are 'must be' errors at the value",
        arguments: [
            (
                "version: two\nschemes: [myapp]\nroutes:\n  a: { path: /a }\n",
                "'version' must be a whole number, found 'two'", 1, 10
            ),
            (
                "version: 1\nschemes: myapp\nroutes:\n  a: { path: /a }\n",
                "'schemes' must be a list such as [a, b], found 'myapp'", 2, 10
            ),
            (
                "version: 1\nschemes: [myapp]\ncaseSensitive: yes\nroutes:\n  a: { path: /a }\n",
                "'caseSensitive' must be true or false, found 'yes'", 3, 16
            ),
            (
                "version: 1\nschemes: [myapp]\naccess: open\nroutes:\n  a: { path: /a }\n",
                "'access' must be 'public' or 'internal', found 'open'", 3, 9
            ),
            (
                "version: 1\nschemes: [myapp]\ntabs: home\nroutes:\n  a: { path: /a }\n",
                "'tabs' must be a list such as [a, b], found 'home'", 3, 7
            ),
            (
                "version: 1\nschemes: [myapp]\nroutes: [a]\n",
                "'routes' must be a mapping from route name to route, found a sequence", 3, 9
            ), ("[a, b]\n", "the spec must be a mapping, found a sequence", 1, 1),
            (U.spec("a:\n  path: [x]"), "'path' must be a string, found a sequence", 5, 11),
            (U.spec("a:\n  path: /a\n  auth: maybe"), "'auth' must be true or false, found 'maybe'", 6, 11),
            (
                U.spec("a:\n  path: /a/:id\n  params: [id]"),
                "'params' must be a mapping from parameter name to type, found a sequence", 6, 13
            ),
            (
                U.spec("a:\n  path: /a\n  query:\n    q: [String]"),
                "parameter 'q' must be a type name such as Int, or a mapping with 'type' or 'enum', found a sequence",
                7, 10
            ),
            (
                U.spec("a:\n  path: /a\n  navigation: [push]"),
                "'navigation' must be push, sheet, fullScreen, action, { tab: T } or { push: T }, found a sequence", 6,
                17
            ),
            (
                U.spec("a: /a"), "route 'a' must be a mapping with a 'path' (or a group with 'routes'), found a scalar",
                4, 6
            ), (U.spec("a:"), "route 'a' must be a mapping with a 'path' (or a group with 'routes'), found null", 4, 3),
        ]
    ) func wrongTypes(yaml: String, message: String, line: Int, column: Int) {
        let errors = U.errors(U.check(yaml))
        #expect(errors.first?.message == message)
        #expect(errors.first?.location == U.location(line, column))
        #expect(errors.filter { $0.message == message }.count == 1)
    }

    /// When the only route of a level fails to decode, later checks see an empty list and add "'routes' is empty"
    /// or "group 'g' has no routes", which is false: the route is there, it is just malformed.
    @Test(
        "A malformed only route is not also reported as an empty 'routes'",
        arguments: [
            U.spec("a: /a"), U.spec("a:"), U.spec("a:\n  path: [x]"), U.spec("home:\n  auth: true"),
            U.spec("ok: { path: /ok }\ng:\n  routes:\n    a: /a"),
        ]
    ) func noEmptyRoutesCascade(yaml: String) {
        let errors = U.errors(U.check(yaml))
        #expect(errors.count >= 1)
        #expect(errors.first?.message.contains("empty") == false)
        #expect(errors.count == 1, "\(errors.map(\.message))")
    }

    @Test("Version must be 1", arguments: ["2", "0", "'2'"]) func unsupportedVersion(version: String) {
        let errors = U.errors(U.check("version: \(version)\nschemes: [myapp]\nroutes:\n  a: { path: /a }\n"))
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("unsupported spec version") == true)
        #expect(errors.first?.location == U.location(1, 10))
    }

    // MARK: - Navigation

    @Test(
        "Every navigation form decodes",
        arguments: [
            ("push", Navigation.push(tab: nil)), ("sheet", .sheet), ("fullScreen", .fullScreen), ("action", .action),
            ("{ tab: home }", .selectTab("home")), ("{ push: search }", .push(tab: "search")),
        ]
    ) func navigationForms(text: String, expected: Navigation) {
        let header = "version: 1\nschemes: [myapp]\ntabs: [home, search]\n"
        let output = U.check(U.spec("a:\n  path: /a\n  navigation: \(text)", header: header))
        #expect(output.diagnostics.isEmpty)
        #expect(U.route("a", in: output)?.navigation == expected)
    }

    @Test(
        "Unknown navigation styles and keys suggest the closest",
        arguments: [
            ("shet", "unknown navigation 'shet'; did you mean 'sheet'?"),
            ("{ tabb: home }", "unknown navigation key 'tabb'; did you mean 'tab'?"),
            (
                "modal",
                "unknown navigation 'modal'; expected push, sheet, fullScreen, action, { tab: T } or { push: T }"
            ),
        ]
    ) func unknownNavigation(text: String, message: String) {
        let header = "version: 1\nschemes: [myapp]\ntabs: [home]\n"
        let errors = U.errors(U.check(U.spec("a:\n  path: /a\n  navigation: \(text)", header: header)))
        #expect(errors.map(\.message) == [message])
    }

    // MARK: - Parameters

    @Test("A trailing '?' makes a query parameter optional") func optionalQueryType() throws {
        let (document, diagnostics) = decode(U.spec("a:\n  path: /a\n  query: { page: Int?, q: String }"))
        #expect(diagnostics.isEmpty)
        guard case .route(let route)? = document?.routes.value.first else {
            Issue.record("expected a route")
            return
        }
        #expect(route.query.map(\.key.value) == ["page", "q"])
        #expect(route.query.map(\.isOptional) == [true, false])
        #expect(route.query.map(\.type?.value) == [.int, .string])
    }

    @Test("Mapping parameters decode enum values, type, name and default") func mappingParameters() throws {
        let yaml = U.spec(
            "a:\n  path: /a/:s\n  params: { s: { enum: [x, y-z] } }\n  query: { p: { type: Int, name: pageNumber, default: 3 } }"
        )
        let (document, diagnostics) = decode(yaml)
        #expect(diagnostics.isEmpty)
        guard case .route(let route)? = document?.routes.value.first else {
            Issue.record("expected a route")
            return
        }
        guard case .enumeration(let values)? = try #require(route.params.first).type?.value else {
            Issue.record("expected an enum")
            return
        }
        #expect(values.map(\.value) == ["x", "y-z"])
        let page = try #require(route.query.first)
        #expect(page.type?.value == .int)
        #expect(page.label?.value == "pageNumber")
        #expect(page.defaultValue?.value == "3")
        #expect(!page.isOptional)
    }

    @Test(
        "Parameter mappings need exactly one of 'type' and 'enum'",
        arguments: [
            (
                "{ type: String, enum: [a] }",
                "parameter 'q' has both 'type' and 'enum'; an enum parameter needs only 'enum'"
            ), ("{ name: x }", "parameter 'q' needs a 'type' or an 'enum'"),
            ("{ enum: [] }", "'enum' needs at least one value"),
            ("{ enum: a }", "'enum' must be a list such as [a, b], found 'a'"),
        ]
    ) func typeOrEnum(text: String, message: String) {
        let errors = U.errors(U.check(U.spec("a:\n  path: /a\n  query: { q: \(text) }")))
        #expect(errors.map(\.message) == [message])
    }

    @Test(
        "Unknown type names suggest a close one or list them all",
        arguments: [
            ("Integer", "unknown parameter type 'Integer'; did you mean 'Int'?"),
            ("Strng?", "unknown parameter type 'Strng?'; did you mean 'String?'?"),
            ("string?", "unknown parameter type 'string?'; did you mean 'String?'?"),
            ("int", "unknown parameter type 'int'; did you mean 'Int'?"),
            ("Date", "unknown parameter type 'Date'; expected String, Int, Double, Bool, UUID or { enum: [...] }"),
        ]
    ) func unknownTypes(name: String, message: String) {
        let errors = U.errors(U.check(U.spec("a:\n  path: /a\n  query: { q: \(name) }")))
        #expect(errors.map(\.message) == [message])
        #expect(errors.first?.location == U.location(6, 17))
    }

    /// Short parameter lists are compared key by key and long ones hashed; either way the first of a repeated key
    /// counts and the repeat gets only the reader's error.
    @Test("A repeated parameter key keeps its first declaration, in short and long lists", arguments: [2, 20])
    func repeatedParameterKey(count: Int) throws {
        let extra = (0..<count).map { "q\($0): String?" }.joined(separator: ", ")
        let output = U.check(
            U.spec(
                "item: { path: '/items/:itemId', params: { itemId: Int, itemId: String }, query: { \(extra), q0: Int } }"
            )
        )
        #expect(U.errors(output).map(\.message) == ["duplicate key 'itemId'", "duplicate key 'q0'"])
        let (document, _) = decode(
            U.spec(
                "item: { path: '/items/:itemId', params: { itemId: Int, itemId: String }, query: { \(extra), q0: Int } }"
            )
        )
        guard case .route(let route)? = document?.routes.value.first else {
            Issue.record("no route")
            return
        }
        #expect(route.params.map(\.key.value) == ["itemId"])
        #expect(route.params.first?.type?.value == .int)
        #expect(route.query.map(\.key.value) == (0..<count).map { "q\($0)" })
        #expect(route.query.first?.isOptional == true)
    }
}
