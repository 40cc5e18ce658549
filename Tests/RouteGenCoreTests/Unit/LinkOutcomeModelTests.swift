import Testing
@testable import RouteGenCore

/// `fallback:` and `context:` as the model reads them: each accepted form, and each mistake as a located message.
@Suite("Fallback and context in the model") struct LinkOutcomeModelTests {
    typealias U = UnitSupport

    private static let routes = """
        routes:
          home: { path: / }
          search:
            path: /search
            query: { q: { type: String, default: "" }, page: Int? }
          post:
            path: /posts/:postId
          account:
            routes:
              profile: { path: /account }

        """

    private static func check(_ keys: String, hosts: Bool = true) -> RouteGenerator.Output {
        U.check("version: 1\nschemes: [myapp]\n" + (hosts ? "hosts: [example.com]\n" : "") + keys + "\n" + routes)
    }

    @Test(
        "A fallback is a route's name or a mapping; webLinks says what https links do",
        arguments: [
            ("fallback: home", "home", false), ("fallback: { route: account.profile }", "account.profile", false),
            ("fallback: { route: search, webLinks: openInBrowser }", "search", true),
            ("fallback: { route: home, webLinks: route }", "home", false),
            ("fallback: { webLinks: openInBrowser }", nil, true),
        ]
    ) func fallbackForms(keys: String, route: String?, opensInBrowser: Bool) throws {
        let output = Self.check(keys)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let fallback = try #require(output.table?.fallback)
        #expect(fallback.route?.qualifiedName == route)
        #expect(fallback.webLinksOpenInBrowser == opensInBrowser)
    }

    @Test(
        "Fallback mistakes are errors where they are written",
        arguments: [
            ("fallback: {}", "spec.yaml:4:11: error: 'fallback' needs a 'route', 'webLinks: openInBrowser', or both"),
            (
                "fallback: { rout: home }",
                "spec.yaml:4:13: error: unknown key 'rout' in 'fallback'; did you mean 'route'?"
            ), ("fallback: { webLinks: route }", "spec.yaml:4:23: error: 'webLinks: route' needs a fallback 'route'"),
            ("fallback: [home]", "spec.yaml:4:11: error: 'fallback' must be a mapping, found a sequence"),
            (
                "fallback: profile",
                "spec.yaml:4:11: error: the fallback route 'profile' is not a route of the spec; did you mean 'account.profile'?"
            ),
        ]
    ) func fallbackMistakes(keys: String, message: String) {
        #expect(U.errors(Self.check(keys)).map(\.description) == [message])
    }

    @Test("openInBrowser without hosts is a warning: the spec has no https links") func openInBrowserWithoutHosts() {
        let output = Self.check("fallback: { route: home, webLinks: openInBrowser }", hosts: false)
        #expect(U.errors(output).isEmpty)
        #expect(
            U.warnings(output).map(\.description) == [
                "spec.yaml:3:36: warning: 'webLinks: openInBrowser' has no effect: the spec has no hosts, so it has no https links"
            ]
        )
    }

    @Test("Context values are typed like query parameters, optional unless they have a default") func contextValues()
        throws
    {
        let output = Self.check(
            """
            context:
              utm_source: { type: String, name: campaignSource }
              count: Int?
              offset: { type: Int, default: 1 }
              channel: { enum: [email, push] }
            """
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let context = try #require(output.table?.context)
        #expect(context.map(\.name) == ["utm_source", "count", "offset", "channel"])
        #expect(context.map(\.label) == ["campaignSource", "count", "offset", "channel"])
        #expect(context.map(\.presence) == [.optional, .optional, .defaulted("1"), .optional])
        #expect(output.table?.contextEnumerations.map(\.typeName) == ["Channel"])
    }

    @Test(
        "Context mistakes are errors where they are written",
        arguments: [
            ("context:\n  offset: { type: Int, default: x }", "spec.yaml:5:33: error: default 'x' is not a valid Int"),
            (
                "context:\n  a: String\n  b: { type: Int, name: a }",
                "spec.yaml:6:3: error: label 'a' is used twice in the context; rename one with 'name:'\nspec.yaml:5:3: note: first used here"
            ),
            (
                "context:\n  utm-source: String",
                "spec.yaml:5:3: error: query key 'utm-source' is not a Swift identifier; give it a label with 'name:'"
            ),
            (
                "context:\n  q: String",
                "spec.yaml:10:14: error: query key 'q' of route 'search' is also a context key; context keys are read from every link and belong to no route, so rename one of them\nspec.yaml:5:3: note: the context key"
            ),
            (
                "context:\n  kind: { enum: [a], name: foundation }",
                "spec.yaml:5:3: error: context key 'kind' would generate the type 'Foundation', which the generated code needs for something else; rename it with 'name:'"
            ),
            (
                "context: [a]",
                "spec.yaml:4:10: error: 'context' must be a mapping from parameter name to type, found a sequence"
            ),
        ]
    ) func contextMistakes(keys: String, message: String) {
        #expect(U.errors(Self.check(keys)).map(\.description) == [message])
    }
}

/// `redirects:` as the model reads them: where each value of the opened route comes from, and every mistake.
@Suite("Redirects in the model") struct RedirectModelTests {
    typealias U = UnitSupport

    private static let routes = """
        routes:
          profile:
            path: /users/:userId
          item:
            path: /items/:itemId
            params: { itemId: Int }
          price:
            path: /prices/:amount
            params: { amount: Double }
            query: { currency: { type: String, default: EUR }, note: String? }
          shelf:
            path: /shelves/:kind
            params: { kind: { enum: [top, bottom] } }
          account:
            routes:
              devices: { path: /account/devices/:deviceId }

        """

    private static func check(_ redirects: String) -> RouteGenerator.Output {
        U.check(
            "version: 1\nschemes: [myapp]\nredirects:\n"
                + redirects.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n" + routes
        )
    }

    @Test(
        "Values come from 'values', else from the parameter with the route's label; the rest are absent or default",
        arguments: [
            ("old: { path: /u/:id, to: profile, values: { userId: id } }", [ArgumentSource.parameter(0)]),
            ("old: { path: /u/:userId, to: profile }", [.parameter(0)]),
            ("old: { path: /d/:deviceId, to: account.devices }", [.parameter(0)]),
            (
                "old: { path: /p/:n, params: { n: Int }, to: price, values: { amount: n } }",
                [.parameter(0), .defaultValue("EUR"), .absent]
            ),
            (
                "old: { path: /p/:amount/:currency?, params: { amount: Int }, to: price }",
                [.parameter(0), .parameter(1), .absent]
            ), ("old: { path: /s/:kind, params: { kind: { enum: [Top, bottom] } }, to: shelf }", [.parameter(0)]),
            (
                "old: { path: /i/:itemId, params: { itemId: Int }, to: profile, values: { userId: itemId } }",
                [.parameter(0)]
            ),
        ]
    ) func arguments(redirect: String, expected: [ArgumentSource]) throws {
        let output = Self.check(redirect)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let redirect = try #require(output.table?.redirects.first)
        #expect(redirect.target.arguments == expected)
        #expect(output.table?.allPatterns.last.map { $0 === .redirect(redirect) } == true)
    }

    @Test(
        "Redirect mistakes are errors where they are written",
        arguments: [
            (
                "old: { path: /u/:id, to: profile, values: { user: id } }",
                "spec.yaml:4:47: error: 'user' under 'values' is not a parameter of route 'profile'; did you mean 'userId'?"
            ),
            (
                "old: { path: /u/:id, to: profile, values: { userId: ident } }",
                "spec.yaml:4:55: error: 'ident' is not a parameter of redirect 'old'; did you mean 'id'?"
            ),
            (
                "old: { path: /u/:id?, to: profile, values: { userId: id } }",
                "spec.yaml:4:56: error: redirect 'old' cannot give 'userId' of route 'profile' the value of 'id': 'id' may be absent, and 'userId' is required"
            ),
            (
                "old: { path: /s/:k, params: { k: { enum: [top] } }, to: shelf, values: { kind: k } }",
                "spec.yaml:4:82: error: redirect 'old' cannot give 'kind' of route 'shelf' the value of 'k': the two enums must have the same values"
            ),
            (
                "old: { path: /s/:k, params: { k: { enum: [top] } }, to: profile, values: { userId: k } }",
                "spec.yaml:4:86: error: redirect 'old' cannot give 'userId' of route 'profile' the value of 'k': enum (top) does not always convert to String; give 'k' that type in the redirect, so that an old link whose value is not one is rejected as the route's own links are"
            ),
            (
                "old: { path: /x/:k, params: { k: { enum: [a] } }, to: item, values: { itemId: k } }",
                "spec.yaml:4:81: error: redirect 'old' cannot give 'itemId' of route 'item' the value of 'k': enum (a) does not always convert to Int; give 'k' that type in the redirect, so that an old link whose value is not one is rejected as the route's own links are"
            ),
            (
                "old: { path: /u/:userId }",
                "spec.yaml:4:3: error: redirect 'old' has no 'to'; name the route it opens, as in 'to: profile'"
            ), ("old: { to: profile }", "spec.yaml:4:3: error: redirect 'old' has no 'path'"),
            (
                "profile: { path: /u/:userId, to: profile }",
                "spec.yaml:4:3: error: redirect 'profile' has the name of a route; give it a name of its own, such as 'oldProfile'"
            ),
            (
                "old: { path: /u/:userId, to: account }",
                "spec.yaml:4:32: error: 'account' is a group; a redirect opens one of its routes, such as 'account.devices'"
            ),
            (
                "old: { path: /u/:userId, to: profile, colour: red }",
                "spec.yaml:4:41: error: unknown key 'colour' in redirect 'old'; expected one of 'path', 'params', 'query', 'to', 'values', 'schemes', 'hosts', 'description'"
            ),
            (
                "old: { path: /u/:userId, to: profile, schemes: [MyApp] }",
                "spec.yaml:4:51: error: 'MyApp' is one of the spec's own; a redirect lists only old schemes and hosts, and one that lists none takes the spec's own links"
            ),
            (
                "old: { path: /u/:userId, to: profile, schemes: [https] }",
                "spec.yaml:4:51: error: 'https' is not a custom scheme; list web domains under 'hosts:' for https universal links"
            ),
            (
                "old: { path: /u/:userId, to: profile, hosts: [old.example.com, OLD.example.com] }",
                "spec.yaml:4:66: error: 'OLD.example.com' is listed twice"
            ),
            (
                "old: { path: /u/:userId, to: profile, hosts: [old.example.com/x] }",
                "spec.yaml:4:49: error: 'old.example.com/x' is not a bare host name; write it like 'myapp.com' (no scheme, port, path or trailing dot)"
            ),
            (
                "a: { path: /u/:userId, to: profile, hosts: [old.example.com] }\nb: { path: /u/:id, to: profile, values: { userId: id }, hosts: [old.example.com] }",
                "spec.yaml:5:3: error: redirects 'a' and 'b' are ambiguous: both match '/u/x'\nspec.yaml:4:3: note: 'a' is declared here\nspec.yaml:5:3: note: '/u/:userId' and '/u/:id' match exactly the same paths; remove one or make one more specific"
            ),
            (
                "old-profile: { path: /u/:userId, to: profile }",
                "spec.yaml:4:3: error: 'old-profile' cannot name a redirect; use a Swift identifier such as 'oldProfile', which the generated outcome reports"
            ),
            (
                "old: { path: /u/:userId, to: profile }\nolder: { path: /u/:id, to: profile, values: { userId: id } }",
                "spec.yaml:5:3: error: redirects 'old' and 'older' are ambiguous: both match '/u/x'\nspec.yaml:4:3: note: 'old' is declared here\nspec.yaml:5:3: note: '/u/:userId' and '/u/:id' match exactly the same paths; remove one or make one more specific"
            ),
        ]
    ) func mistakes(redirect: String, message: String) {
        #expect(U.errors(Self.check(redirect)).map(\.description) == [message])
    }

    @Test("A redirect on an old scheme or host is compared only with the redirects that share one") func legacyOrigins()
        throws
    {
        let output = Self.check(
            """
            a: { path: /users/:userId, to: profile, schemes: [oldapp], hosts: [old.example.com] }
            b: { path: /users/:id, to: profile, values: { userId: id }, hosts: [older.example.com] }
            """
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let table = try #require(output.table)
        #expect(table.legacyOrigins == [.scheme("oldapp"), .host("old.example.com"), .host("older.example.com")])
        #expect(table.allPatterns.map(\.declaration.qualifiedName) == table.allRoutes.map(\.qualifiedName))
        #expect(table.patterns(on: .host("old.example.com")).map(\.declaration.qualifiedName) == ["a"])
    }

    @Test("An overlap a redirect resolves is listed as a note naming it, like a route's") func resolvedOverlapNote() {
        let yaml =
            "version: 1\nschemes: [myapp]\nredirects:\n  oldPosts: { path: /p/:id, to: post, values: { postId: id } }\n"
            + "routes:\n  post: { path: /posts/:postId }\n  pinned: { path: /p/pinned }\n"
        let output = RouteGenerator.check(
            spec: Array(yaml.utf8),
            specPath: U.file,
            options: .init(listsResolvedOverlaps: true)
        )
        #expect(
            output.diagnostics.map(\.description) == [
                "spec.yaml:7:3: note: route 'pinned' takes precedence over 'oldPosts' where both match, as on '/p/pinned': '/p/pinned' is more specific than '/p/:id'\nspec.yaml:4:3: note: 'oldPosts' is declared here"
            ]
        )
    }
}
