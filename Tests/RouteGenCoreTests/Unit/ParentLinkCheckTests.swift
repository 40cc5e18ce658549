import Testing
@testable import RouteGenCore

private typealias U = UnitSupport

/// A parent whose link, with some value the route above it gives, opens another route or none is refused at the
/// route's `parent:`, naming the value, the link and the route that takes it; one whose links all lead back is not.
@Suite("Parent links unit") struct ParentLinkCheckTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var routes: String
        var header = "version: 1\nschemes: [myapp]\n"
        /// What the error says, in order; nil when the spec is accepted.
        var says: [String]?
        /// The fix its help offers, when it offers one.
        var help: String? = nil

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a literal route takes a text value's link",
            routes: """
                me: { path: /users/me }
                profile: { path: '/users/:userId' }
                post: { path: '/posts/:userId/:postId', params: { postId: Int }, parent: profile }
                """,
            says: ["with userId \"me\",", "'myapp://users/me', which opens route 'me'"],
            help: "'minLength: 3'"
        ),
        Case(
            name: "a constraint that leaves the literal out",
            routes: """
                me: { path: /users/me }
                profile: { path: '/users/:userId' }
                post:
                  path: '/posts/:userId/:postId'
                  params: { userId: { minLength: 3 }, postId: Int }
                  parent: profile
                """,
            says: nil
        ),
        Case(
            name: "links compare literals without case, so another spelling of the value is taken too",
            routes: """
                me: { path: /users/me }
                profile: { path: '/users/:userId' }
                post: { path: '/posts/:userId', params: { userId: { characters: A-Z } }, parent: profile }
                """,
            says: ["with userId \"ME\",", "'myapp://users/ME', which opens route 'me'"],
            help: "'minLength: 3'"
        ),
        Case(
            name: "in a case-sensitive spec another spelling leads back",
            routes: """
                me: { path: /users/me }
                profile: { path: '/users/:userId' }
                post: { path: '/posts/:userId', params: { userId: { characters: A-Z } }, parent: profile }
                """,
            header: "version: 1\nschemes: [myapp]\ncaseSensitive: true\n",
            says: nil
        ),
        Case(
            name: "an Int route takes every number a text parent is given",
            routes: """
                byNumber: { path: '/orders/:number', params: { number: Int } }
                order: { path: '/orders/:code' }
                item: { path: '/items/:code', params: { code: Int }, parent: order }
                """,
            says: ["with code 1,", "'myapp://orders/1', which opens route 'byNumber'"]
        ),
        Case(
            name: "an Int route takes digits only: text of letters leads back",
            routes: """
                byNumber: { path: '/orders/:number', params: { number: Int } }
                order: { path: '/orders/:code' }
                item: { path: '/items/:code', params: { code: { characters: a-z } }, parent: order }
                """,
            says: nil
        ),
        Case(
            name: "an Int written as a Double is what a Double literal takes",
            routes: """
                three: { path: /prices/3.0 }
                price: { path: '/prices/:amount', params: { amount: Double } }
                item: { path: '/items/:amount', params: { amount: Int }, parent: price }
                """,
            says: ["with amount 3,", "'myapp://prices/3.0', which opens route 'three'"],
            help: "'min: 4'"
        ),
        Case(
            name: "a Double written as Swift writes it, with an exponent, is no Double a link carries",
            routes: """
                byAmount: { path: '/tags/:amount', params: { amount: Double } }
                tag: { path: '/tags/:name' }
                item:
                  path: '/items/:amount'
                  params: { amount: { type: Double, min: 100000000000000000000 } }
                  parent: { route: tag, values: { name: amount } }
                """,
            says: nil
        ),
        Case(
            name: "a value of an optional segment present, and absent",
            routes: """
                byNumber: { path: '/a/:n', params: { n: Int } }
                list: { path: '/a/:x?' }
                item: { path: '/items/:x?', parent: list }
                """,
            says: ["with x \"1\",", "'myapp://a/1', which opens route 'byNumber'"]
        ),
        Case(
            name: "the segments of a rest",
            routes: """
                folder: { path: '/files/**path' }
                readme: { path: '/files/docs/readme' }
                file: { path: '/open/**path', parent: folder }
                """,
            says: ["with path [\"docs\", \"readme\"],", "'myapp://files/docs/readme', which opens route 'readme'"]
        ),
        Case(
            name: "a redirect that takes the link first",
            routes: """
                profile: { path: '/users/:userId' }
                home: { path: /home }
                post: { path: '/posts/:userId', parent: profile }
                """,
            header: "version: 1\nschemes: [myapp]\nredirects:\n  oldHome: { path: /users/start, to: home }\n",
            says: [
                "with userId \"start\",",
                "'myapp://users/start', which opens redirect 'oldHome', which opens route 'home'",
            ],
            help: "'minLength: 6'"
        ),
        Case(
            name: "a route whose constraints refuse the link still takes it",
            routes: """
                byNumber: { path: '/orders/:number', params: { number: { type: Int, min: 10 } } }
                order: { path: '/orders/:code' }
                item: { path: '/items/:code', params: { code: { maxLength: 1 } }, parent: order }
                """,
            says: ["with code \"1\",", "which route 'byNumber' matches first and refuses"]
        ),
        Case(
            name: "an empty query value written as a path segment",
            routes: """
                profile: { path: '/users/:userId' }
                search: { path: /search, query: { userId: { type: String, characters: a-z } }, parent: profile }
                """,
            says: ["with userId \"\",", "'myapp://users/%00', which the app refuses"],
            help: "'minLength: 1'"
        ),
        Case(
            name: "a query value that is always a path segment",
            routes: """
                profile: { path: '/users/:userId' }
                search:
                  path: /search
                  query: { userId: { type: String, minLength: 1, characters: a-z } }
                  parent: profile
                """,
            says: nil
        ),
        Case(
            name: "a tab's root is on no stack, so its link is not saved",
            routes: """
                home: { path: /home }
                homeTab: { path: '/:section', navigation: { tab: main } }
                item: { path: '/items/:section', navigation: { push: main }, parent: homeTab }
                """,
            header: "version: 1\nschemes: [myapp]\ntabs: [main]\n",
            says: nil
        ),
        Case(
            name: "the parent's query is in the link, without values equal to their default",
            routes: """
                me: { path: /users/me }
                profile: { path: '/users/:userId', query: { tab: { type: String, default: posts }, q: String } }
                post: { path: '/posts/:userId', query: { q: String }, parent: profile }
                """,
            says: ["'myapp://users/me?q=x', which opens route 'me'"],
            help: "'minLength: 3'"
        ),
    ]

    @Test("A parent is refused exactly when a value makes its link lead elsewhere", arguments: cases) func parentLinks(
        _ example: Case
    ) {
        let output = U.check(U.spec(example.routes, header: example.header))
        let errors = U.errors(output)
        guard let says = example.says else {
            #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
            return
        }
        #expect(errors.count == 1, "\(output.diagnostics)")
        guard let error = errors.first else { return }
        #expect(error.id == .parentLinkLeadsElsewhere)
        for fragment in says { #expect(error.message.contains(fragment), "\(error.message)") }
        let help = error.notes.first { $0.kind == .help }?.message ?? ""
        if let offered = example.help {
            #expect(help.contains("such as \(offered)"), "\(help)")
        } else {
            #expect(!help.contains("such as"), "\(help)")
        }
    }

    @Test("Each fix a help offers, added to the route's value, leaves no parent link leading elsewhere")
    func offeredFixesMend() throws {
        let routes = """
            me: { path: /users/me }
            profile: { path: '/users/:userId' }
            post: { path: '/posts/:userId/:postId', params: { postId: Int }, parent: profile }
            """
        let error = try #require(U.errors(U.check(U.spec(routes))).first)
        #expect(error.notes.last?.message.contains("'minLength: 3'") == true)
        let mended = routes.replacingOccurrences(
            of: "params: { postId",
            with: "params: { userId: { minLength: 3 }, postId"
        )
        #expect(U.check(U.spec(mended)).diagnostics.isEmpty)
    }

    @Test("A group's parent is reported at the group's 'parent:', once for each route that gives it such a link")
    func groupParent() throws {
        let routes = """
            me: { path: /users/me }
            profile: { path: '/users/:userId' }
            posts:
              parent: profile
              routes:
                post: { path: '/posts/:userId' }
                likes: { path: '/likes/:userId', params: { userId: { minLength: 3 } } }
                comment: { path: '/comments/:userId' }
            """
        let errors = U.errors(U.check(U.spec(routes)))
        #expect(errors.map(\.location) == [U.location(7, 13), U.location(7, 13)])
        #expect(errors.map { $0.message.contains("route 'posts.post'") } == [true, false])
        #expect(errors.map { $0.message.contains("route 'posts.comment'") } == [false, true])
    }
}

/// A feature's parent is checked with the feature's paths alone and again in every app that mounts it; the problem is
/// the feature's, and a command over both specs reports it once.
@Suite("Parent links of a mounted feature") struct FeatureParentLinkTests {
    static let people = """
        version: 1
        name: PeopleRoute
        feature: true
        routes:
          me: { path: /users/me }
          profile: { path: '/users/:userId' }
          post: { path: '/posts/:userId', parent: profile }

        """
    static let app = FeatureCompositionTests.app.replacingOccurrences(
        of: "  art:\n    spec: ../Art/routes.yaml\n    mount: /art\n",
        with: "  people:\n    spec: ../People/routes.yaml\n    mount: /people\n"
    )

    @Test(
        "The feature's run and the app's find the same problem, at the feature's line, and it is reported once",
        arguments: [
            app, app.replacingOccurrences(of: "mount: /people\n", with: "mount: /people\n    tabs: [settings]\n"),
        ]
    ) func reportedOnce(app: String) throws {
        let feature = RouteGenerator.check(spec: Array(Self.people.utf8), specPath: "People/routes.yaml").diagnostics
        let composed =
            FeatureCompositionTests.check(
                app: app,
                ["Weather/routes.yaml": FeatureCompositionTests.weather, "People/routes.yaml": Self.people]
            )
            .diagnostics
        let place = SourceLocation(file: "People/routes.yaml", line: 7, column: 43)
        #expect(feature.map(\.location) == [place], "\(feature)")
        #expect(composed.map(\.location) == [place], "\(composed)")
        #expect(feature.first?.message.contains("the link '/users/me' under the feature's mount") == true)
        #expect(composed.first?.message.contains("/people/users/me'") == true, "\(composed)")
        let runs = ProblemsReportedOnce.diagnostics(of: [
            ("People/routes.yaml", feature), ("App/routes.yaml", composed),
        ])
        #expect(runs.map(\.count) == [1, 0])
    }
}
