import Testing
@testable import RouteGenCore

/// `fallback:` and `context:` as the model reads them: each accepted form, and each mistake as a located message.
@Suite("Fallback and context in the model")
struct LinkOutcomeModelTests {
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

    @Test("A fallback is a route's name or a mapping; webLinks says what https links do", arguments: [
        ("fallback: home", "home", false),
        ("fallback: { route: account.profile }", "account.profile", false),
        ("fallback: { route: search, webLinks: openInBrowser }", "search", true),
        ("fallback: { route: home, webLinks: route }", "home", false),
        ("fallback: { webLinks: openInBrowser }", nil, true),
    ])
    func fallbackForms(keys: String, route: String?, opensInBrowser: Bool) throws {
        let output = Self.check(keys)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let fallback = try #require(output.table?.fallback)
        #expect(fallback.route?.qualifiedName == route)
        #expect(fallback.webLinksOpenInBrowser == opensInBrowser)
    }

    @Test("Fallback mistakes are errors where they are written", arguments: [
        ("fallback: {}", "spec.yaml:4:11: error: 'fallback' needs a 'route', 'webLinks: openInBrowser', or both"),
        ("fallback: { rout: home }", "spec.yaml:4:13: error: unknown key 'rout' in 'fallback'; did you mean 'route'?"),
        ("fallback: { webLinks: route }", "spec.yaml:4:23: error: 'webLinks: route' needs a fallback 'route'"),
        ("fallback: [home]", "spec.yaml:4:11: error: 'fallback' must be a mapping, found a sequence"),
        ("fallback: profile", "spec.yaml:4:11: error: the fallback route 'profile' is not a route of the spec; did you mean 'account.profile'?"),
    ])
    func fallbackMistakes(keys: String, message: String) {
        #expect(U.errors(Self.check(keys)).map(\.description) == [message])
    }

    @Test("openInBrowser without hosts is a warning: the spec has no https links")
    func openInBrowserWithoutHosts() {
        let output = Self.check("fallback: { route: home, webLinks: openInBrowser }", hosts: false)
        #expect(U.errors(output).isEmpty)
        #expect(U.warnings(output).map(\.description) == [
            "spec.yaml:3:36: warning: 'webLinks: openInBrowser' has no effect: the spec has no hosts, so it has no https links",
        ])
    }

    @Test("Context values are typed like query parameters, optional unless they have a default")
    func contextValues() throws {
        let output = Self.check("""
            context:
              utm_source: { type: String, name: campaignSource }
              count: Int?
              offset: { type: Int, default: 1 }
              channel: { enum: [email, push] }
            """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let context = try #require(output.table?.context)
        #expect(context.map(\.name) == ["utm_source", "count", "offset", "channel"])
        #expect(context.map(\.label) == ["campaignSource", "count", "offset", "channel"])
        #expect(context.map(\.presence) == [.optional, .optional, .defaulted("1"), .optional])
        #expect(output.table?.contextEnumerations.map(\.typeName) == ["Channel"])
    }

    @Test("Context mistakes are errors where they are written", arguments: [
        ("context:\n  offset: { type: Int, default: x }", "spec.yaml:5:33: error: default 'x' is not a valid Int"),
        ("context:\n  a: String\n  b: { type: Int, name: a }", "spec.yaml:6:3: error: label 'a' is used twice in the context; rename one with 'name:'\nspec.yaml:5:3: note: first used here"),
        ("context:\n  utm-source: String", "spec.yaml:5:3: error: query key 'utm-source' is not a Swift identifier; give it a label with 'name:'"),
        ("context:\n  q: String", "spec.yaml:10:14: error: query key 'q' of route 'search' is also a context key; context keys are read from every link and belong to no route, so rename one of them\nspec.yaml:5:3: note: the context key"),
        ("context:\n  kind: { enum: [a], name: string }", "spec.yaml:5:3: error: context key 'kind' would generate the type 'String', which the generated code needs for something else; rename it with 'name:'"),
        ("context: [a]", "spec.yaml:4:10: error: 'context' must be a mapping from parameter name to type, found a sequence"),
    ])
    func contextMistakes(keys: String, message: String) {
        #expect(U.errors(Self.check(keys)).map(\.description) == [message])
    }
}
