/// The interpreted spec: names resolved, paths parsed, types and defaults checked. Everything later stages need.
///
/// Built once, as a whole: every property is a constant, so a table made from another (the app's own routes, a
/// feature's links on a scheme of their own) names each of them and none is forgotten.
package struct RouteTable: Sendable {
    package let enumName: String
    /// Whether the generated declarations are public: a feature spec's always, an app's with `access: public`.
    package let isPublic: Bool
    package let schemes: [String]
    package let hosts: [String]
    package let caseSensitive: Bool
    package let tabs: [String]
    package let root: RouteLevel
    /// The redirects of `redirects:`.
    package let redirects: [Redirect]
    /// In the table of an app's own code, the redirects of the features it mounts: their own code matches them, and
    /// the app's outcome names them.
    package let mountedFeatureRedirects: [Redirect]
    /// The old schemes and hosts that redirects list, each once in the order first listed: links on them are taken
    /// only by the redirects that list them.
    package let legacyOrigins: [LinkOrigin]
    /// Where each scheme and host, the spec's own and the redirects' old ones, is first written: the place an app's
    /// link registration is checked against.
    package let originLocations: [LinkOrigin: SourceLocation]
    /// What the app's own links that match no route resolve to; nil without `fallback:`.
    package let fallback: LinkFallback?
    /// The spec's context keys: query items any link may carry, read into the link context, never required.
    package let context: [Parameter]
    /// The enums of the context's enum values, nested in the context type.
    package let contextEnumerations: [EnumerationType]
    /// Where the spec's top-level mapping starts, where problems with the spec as a whole point.
    package let location: SourceLocation
    /// Whose links the routes are: an app's, a feature module's, or the part of an app its own code declares.
    package let kind: RouteTableKind
    /// Where the app spec names each feature it mounts; empty for a spec that mounts none.
    package let mountedFeatures: [Located<String>]
    /// Whether the spec has `activities:`, so that routes become NSUserActivity objects.
    package let declaresActivities: Bool
    /// Every route, depth first in declaration order. Kept beside the levels because every check and every
    /// artefact walks it, some several times; the copies share the routes' storage with `root`.
    package let allRoutes: [Route]

    init(
        enumName: String,
        isPublic: Bool,
        schemes: [String],
        hosts: [String],
        caseSensitive: Bool,
        tabs: [String],
        root: RouteLevel,
        redirects: [Redirect],
        mountedFeatureRedirects: [Redirect],
        legacyOrigins: [LinkOrigin],
        originLocations: [LinkOrigin: SourceLocation],
        fallback: LinkFallback?,
        context: [Parameter],
        contextEnumerations: [EnumerationType],
        location: SourceLocation,
        kind: RouteTableKind,
        mountedFeatures: [Located<String>],
        declaresActivities: Bool
    ) {
        self.enumName = enumName
        self.isPublic = isPublic
        self.schemes = schemes
        self.hosts = hosts
        self.caseSensitive = caseSensitive
        self.tabs = tabs
        self.root = root
        self.redirects = redirects
        self.mountedFeatureRedirects = mountedFeatureRedirects
        self.legacyOrigins = legacyOrigins
        self.originLocations = originLocations
        self.fallback = fallback
        self.context = context
        self.contextEnumerations = contextEnumerations
        self.location = location
        self.kind = kind
        self.mountedFeatures = mountedFeatures
        self.declaresActivities = declaresActivities
        allRoutes = root.allRoutes
    }

    /// The error of a command that needs the app's links, such as `routegen match`, run on a feature spec alone.
    package func featureProblem(forCommand command: String) -> Diagnostic? {
        guard case .feature(let declaration) = kind else { return nil }
        return .error(
            .needsAppSpec,
            "this is a feature spec, whose links exist only in the app that mounts it; run '\(command)' on the app's spec",
            at: declaration
        )
    }
}

/// Whose links a table's routes are, which decides what its generated code matches and writes.
package enum RouteTableKind: Sendable, Equatable {
    /// An app's: every link on its schemes and hosts, with the routes of the features it mounts.
    case app
    /// A feature module's, before an app mounts it, `feature: true` written at `declaredAt`: its links have no scheme
    /// or host yet, so only its paths can be checked, and its code matches them under the mount the app gives.
    case feature(declaredAt: SourceLocation)
    /// The part of an app's table its own generated code declares: each mounted feature keeps its case, but its
    /// routes are left to the feature's code (`RouteTable.ownRoutesTable`).
    case appOwnCode

    /// Whether the routes are a feature module's.
    package var isFeature: Bool {
        if case .feature = self { return true }
        return false
    }

    /// Where a feature spec says `feature: true`; nil for an app's table.
    package var featureDeclaration: SourceLocation? {
        if case .feature(let declaration) = self { return declaration }
        return nil
    }
}

extension RouteTable {
    /// The activity of every route that becomes one, in declaration order.
    package var allActivities: [RouteActivity] { allRoutes.compactMap(\.activity) }

    /// Where a route's canonical link starts: the first custom scheme (`myapp://`), else https on the first host
    /// (`https://myapp.com/`). The model refuses a spec with neither.
    package var canonicalPrefix: String {
        guard let prefix = Self.canonicalPrefix(schemes: schemes, hosts: hosts) else {
            preconditionFailure("a route table has a scheme or a host")
        }
        return prefix
    }

    /// The canonical prefix of links on `schemes` and `hosts`; nil for neither.
    static func canonicalPrefix(schemes: [String], hosts: [String]) -> String? {
        schemes.first.map { $0 + "://" } ?? hosts.first.map { "https://" + $0 + "/" }
    }

    /// `https://myapp.com/`, where a route's https link starts; nil without hosts.
    package var webPrefix: String? { hosts.first.map { "https://" + $0 + "/" } }

    /// Every pattern a link on the spec's own schemes and hosts is matched against: the routes, then the old
    /// patterns of the redirects that take such links.
    package var allPatterns: [LinkPattern] { Self.patterns(routes: allRoutes, redirects: redirects) }

    static func patterns(routes: [Route], redirects: [Redirect]) -> [LinkPattern] {
        var patterns: [LinkPattern] = []
        patterns.reserveCapacity(routes.count + redirects.count)
        for route in routes { patterns.append(.route(route)) }
        for redirect in redirects where redirect.target.legacyOrigins.isEmpty { patterns.append(.redirect(redirect)) }
        return patterns
    }

    /// Every route, then every redirect, whichever links each takes.
    package var routesAndRedirects: [LinkPattern] {
        allRoutes.map(LinkPattern.route) + redirects.map(LinkPattern.redirect)
    }

    /// The patterns of the redirects that take links on `origin`, an old scheme or host.
    package func patterns(on origin: LinkOrigin) -> [LinkPattern] {
        redirects.filter { $0.target.legacyOrigins.contains(origin) }.map(LinkPattern.redirect)
    }
}

/// A custom scheme or web host, lowercased, that an old link may use.
package enum LinkOrigin: Hashable, Sendable {
    case scheme(String)
    case host(String)

    /// `oldapp://` or `https://old.example.com`, as messages and docs show it.
    package var prefix: String {
        switch self {
        case .scheme(let scheme): return scheme + "://"
        case .host(let host): return "https://" + host
        }
    }
}

/// Where a value of a route opened by another pattern comes from: a redirect's target, or a route's parent.
package enum ArgumentSource: Hashable, Sendable {
    /// The other pattern's parameter at this index, converted to the taking parameter's type.
    case parameter(Int)
    /// None: the taking parameter is optional.
    case absent
    /// The taking parameter's default, as the spec writes it.
    case defaultValue(String)
}

/// What a route has that names other routes or needs the whole table: its parent, its activity (whose type may not
/// repeat another's) and its App Intent. A class, so that a route without any holds one reference.
final class RouteRelations: Sendable {
    let parent: RouteParent?
    let activity: RouteActivity?
    let intent: RouteIntent?
    /// See `Route.tabsRequiringAuth`.
    let tabsRequiringAuth: [String]

    init(parent: RouteParent?, activity: RouteActivity?, intent: RouteIntent?, tabsRequiringAuth: [String]) {
        self.parent = parent
        self.activity = activity
        self.intent = intent
        self.tabsRequiringAuth = tabsRequiringAuth
    }
}

/// The route beneath another when a link opens it (its `parent:`), and where each of the parent's values comes from.
package struct RouteParent: Sendable {
    package let route: Route
    /// One per parameter of the parent route, from the parameters of the route beneath which it sits.
    package let arguments: [ArgumentSource]
    /// Where `parent:` names the parent, in the route or in its group: where problems with the pair are reported.
    package let location: SourceLocation
}

/// What the app's own links resolve to when they match no route: a link from a newer version of the app, or with a
/// typo, still lands somewhere deliberate. Links the app does not take (other schemes, untrusted hosts, malformed
/// paths) never fall back.
package struct LinkFallback: Sendable {
    /// The route that stands in; every parameter it has is optional or has a default.
    package var route: Route?
    /// https links that match nothing open in the browser instead of the route.
    package var webLinksOpenInBrowser: Bool
}

/// One generated enum: the root enum, or the nested enum of a group.
package struct RouteLevel: Sendable {
    /// Swift type names from the root down, e.g. `["AppRoute", "Account"]`.
    package var typePath: [String]
    package var entries: [RouteLevelEntry]
    /// Enums generated for `{ enum: [...] }` parameters declared in this level.
    package var enumerations: [EnumerationType]
    /// The `routes:` mapping that declares this level, where size warnings point.
    package var location: SourceLocation

    package var qualifiedTypeName: String { typePath.joined(separator: ".") }

    /// Every route of this level and the levels below it, depth first in declaration order.
    package var allRoutes: [Route] {
        var routes: [Route] = []
        // Sized exactly: a large table would otherwise hold up to twice the routes' size in spare capacity.
        routes.reserveCapacity(routeCount)
        appendRoutes(to: &routes)
        return routes
    }

    private var routeCount: Int {
        entries.reduce(0) { count, entry in
            switch entry {
            case .route: return count + 1
            case .group(let group): return count + group.level.routeCount
            }
        }
    }

    private func appendRoutes(to routes: inout [Route]) {
        for entry in entries {
            switch entry {
            case .route(let route): routes.append(route)
            case .group(let group): group.level.appendRoutes(to: &routes)
            }
        }
    }

    package var allLevels: [RouteLevel] {
        var levels: [RouteLevel] = []
        forEachLevel { levels.append($0) }
        return levels
    }

    /// Calls `body` with this level, then with every level below it, depth first, without collecting them.
    package func forEachLevel(_ body: (RouteLevel) throws -> Void) rethrows {
        try body(self)
        for case .group(let group) in entries { try group.level.forEachLevel(body) }
    }
}

package enum RouteLevelEntry: Sendable {
    case route(Route)
    /// Boxed, so that the entries of a level, nearly all routes, are each the size of a reference.
    indirect case group(RouteGroup)

    package var caseName: String {
        switch self {
        case .route(let route): return route.caseName
        case .group(let group): return group.caseName
        }
    }
}

package struct RouteGroup: Sendable {
    package var caseName: String
    package var summary: String?
    package var location: SourceLocation
    package var level: RouteLevel
    /// For the routes of a mounted feature: its generated code, which declares the group's enum and its members,
    /// and the literal segments of its mount. Nil for a group of the spec's own.
    package var feature: MountedFeatureCode? = nil
}

/// What an app's generated code uses of a feature it mounts.
package struct MountedFeatureCode: Sendable {
    /// The feature's route enum: `WeatherRoute`.
    package var typeName: String
    /// The module the app imports it from: `module:`, or the feature's name in UpperCamelCase.
    package var module: String
    /// The literal segments every link of the feature starts with: `["weather"]`.
    package var mount: [String]
    /// The tabs a link names before the mount; empty for links that start with the mount.
    package var tabs: [String]
    /// The tab the feature's routes pushed onto the current stack are pushed onto instead, as the mount's `tab`
    /// says; nil when they are pushed onto the tab showing or the one their link names.
    package var pushTab: String? = nil
    /// Where the app spec lists `tabs`; nil for a mount without them.
    package var tabsLocation: SourceLocation? = nil
    /// Those of `tabs`, or `pushTab`, whose root screen requires sign-in, which the model settles once every route
    /// is built.
    package var tabsRequiringAuth: [String] = []

    package var isUnderTabs: Bool { !tabs.isEmpty }

    /// `name`, one of the feature's types, as the app's code writes it: through the feature's module
    /// (`Weather.WeatherRoute`), since the app's files import Foundation and the frameworks beside it, where a feature
    /// enum named like one of their types (`Data`) would be ambiguous.
    package func inModule(_ name: String) -> String { module + "." + name }
}

/// A route of the table, the case it generates and everything about it.
///
/// A class with constant properties: the table lists every route beside its level, and every check and artefact
/// passes routes around, so a copy is one reference rather than the route's dozen fields.
package final class Route: Sendable {
    /// The name, path and parameters, which a redirect declares too.
    package let declaration: PatternDeclaration
    /// The Swift type of the route's level, such as `AppRoute.Account`.
    package let levelTypeName: String
    /// Whether the app must have someone signed in to show the route, whatever the link: its spec says so, or a
    /// screen shown beneath it requires sign-in (see `tabsRequiringAuth` for a feature's route).
    package let requiresAuth: Bool
    /// Whether the spec's `auth`, the route's own or its group's, requires sign-in, before what the screens beneath
    /// it add.
    package let declaresAuth: Bool
    package let navigation: Navigation
    /// Where the route's own `navigation:` writes its navigation; nil when it is its group's or the default.
    package let navigationLocation: SourceLocation?
    /// The spec's example links for the route; the validator checks them once the table is whole.
    package let examples: RouteExamples?
    /// What the model settles once every route is built; nil for most routes, which pay one reference for it.
    private let relations: RouteRelations?

    init(
        declaration: PatternDeclaration,
        levelTypeName: String,
        requiresAuth: Bool,
        declaresAuth: Bool? = nil,
        navigation: Navigation,
        navigationLocation: SourceLocation? = nil,
        examples: RouteExamples? = nil,
        relations: RouteRelations? = nil
    ) {
        self.declaration = declaration
        self.levelTypeName = levelTypeName
        self.requiresAuth = requiresAuth
        self.declaresAuth = declaresAuth ?? requiresAuth
        self.navigation = navigation
        self.navigationLocation = navigationLocation
        self.examples = examples
        self.relations = relations
    }

    /// This route with other parameters, as naming enum types gives them.
    func withParameters(_ parameters: [Parameter]) -> Route {
        with(declaration: declaration.withParameters(parameters), relations: relations)
    }

    /// This route with what the model settles about it once every route is built: its relations, and whether it
    /// requires sign-in because a screen beneath it does.
    func withRelations(_ relations: RouteRelations?, requiresAuth: Bool) -> Route {
        with(declaration: declaration, relations: relations, requiresAuth: requiresAuth)
    }

    private func with(declaration: PatternDeclaration, relations: RouteRelations?, requiresAuth: Bool? = nil) -> Route {
        Route(
            declaration: declaration,
            levelTypeName: levelTypeName,
            requiresAuth: requiresAuth ?? self.requiresAuth,
            declaresAuth: declaresAuth,
            navigation: navigation,
            navigationLocation: navigationLocation,
            examples: examples,
            relations: relations
        )
    }

    // The declaration's parts, under the names code that handles only routes has always read them by.
    package var caseName: String { declaration.name }
    package var groupPath: [String] { declaration.groupPath }
    package var path: String { declaration.path }
    package var segments: [PatternSegment] { declaration.segments }
    /// Path parameters left to right, then query parameters in spec order: the associated values, in order.
    package var parameters: [Parameter] { declaration.parameters }
    package var summary: String? { declaration.summary }
    /// Where the route's name is written.
    package var location: SourceLocation { declaration.location }

    /// Whether the route's case can be written with no values from a link: each parameter is optional or has a
    /// default. Such a route can be a tab's root, which a tap on the tab opens.
    package var opensWithoutValues: Bool { parameters.allSatisfy { $0.presence != .required } }

    /// The route beneath this one when a link opens it: its `parent:`, or its group's.
    package var parent: RouteParent? { relations?.parent }

    /// How the route becomes an NSUserActivity; nil for a route that never does.
    package var activity: RouteActivity? { relations?.activity }

    /// The App Intent that opens the route; nil for a route without one.
    package var intent: RouteIntent? { relations?.intent }

    /// For a route of a feature mounted under tabs, pushed onto the tab its link names, the tabs a link may name
    /// whose root screen requires sign-in: a link naming one of them requires sign-in. Empty when `requiresAuth`
    /// already says so, as it does when each of the mount's tabs has such a root, and for other routes.
    package var tabsRequiringAuth: [String] { relations?.tabsRequiringAuth ?? [] }

    /// The routes whose screens sit beneath this one when a link opens it, the nearest last: its parent, the
    /// parent's parent, and so on. The model refuses cycles, so the walk ends.
    package var ancestors: [RouteParent] {
        var chain: [RouteParent] = []
        var current = self
        while let parent = current.parent {
            chain.append(parent)
            current = parent.route
        }
        return chain.reversed()
    }
}

package enum PatternSegment: Hashable, Sendable {
    /// A literal as written in the spec; matching folds its case unless the spec is case-sensitive.
    case literal(String)
    /// A path parameter, `*` or `**`, by its index in `Route.parameters`.
    case parameter(Int)
}

package struct Parameter: Sendable {
    package enum Source: Hashable, Sendable {
        /// One path segment: `:name`, `:name?` or `*`.
        case segment
        /// `**`: every remaining segment.
        case remainingSegments
        case query
    }

    package enum Presence: Hashable, Sendable {
        case required
        case optional
        /// The default exactly as written in the spec, already checked against the type.
        case defaulted(String)
    }

    /// The path parameter name or query key, as the URL and resolution errors spell it.
    package var name: String
    /// The Swift label of the associated value.
    package var label: String
    package var type: ValueType
    package var source: Source
    package var presence: Presence
    package var location: SourceLocation
    /// Checked once a value has parsed, in order; for `**`, on each segment.
    package var constraints: [ValueConstraint] = []
    /// Whether this is the tab a link names before the mount of a feature mounted under tabs: the app's case holds
    /// it beside the feature's route, whose own case does not have it.
    package var holdsMountedTab = false

    package var isQuery: Bool { source == .query }
}

package enum ValueType: Hashable, Sendable {
    case string, int, double, bool, uuid
    case enumeration(EnumerationType)
    /// The segments a `**` captures.
    case stringList
}

/// A nested enum generated for an enum parameter, or the app's tab enum for the tab a feature's link names.
package struct EnumerationType: Hashable, Sendable {
    package struct Case: Hashable, Sendable {
        package var name: String
        package var rawValue: String
    }

    package var typeName: String
    package var cases: [Case]
    /// Whether the type is declared beside the route enum rather than nested in a level's: the app's tabs.
    package var isTopLevel = false

    /// The type's name where `levelTypeName`'s nested types are out of scope: `AppRoute.Account.Section`, `AppTab`.
    package func qualifiedName(in levelTypeName: String) -> String {
        isTopLevel ? typeName : levelTypeName + "." + typeName
    }
}

package enum Navigation: Hashable, Sendable {
    /// Push onto the stack of `tab`, or of the current tab when nil.
    case push(tab: String?)
    case selectTab(String)
    case sheet
    case fullScreen
    case action
}
