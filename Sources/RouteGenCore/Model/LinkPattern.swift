/// A pattern links are matched against: a route of the table, or a redirect's old link shape.
///
/// What the two share is their `declaration`, which the ambiguity proof, the matchers and the compatibility check
/// read alike; where they differ (a route is a case of the enum, a redirect opens another route), code switches
/// over the two. Each case holds one reference, so lists of patterns cost no more to copy than lists of routes.
package enum LinkPattern: Sendable {
    case route(Route)
    case redirect(Redirect)

    /// The name, path and parameters the route or redirect is declared with.
    package var declaration: PatternDeclaration {
        switch self {
        case .route(let route): return route.declaration
        case .redirect(let redirect): return redirect.declaration
        }
    }

    /// The route a link the pattern matches opens: the route itself, or the redirect's target.
    package var openedRoute: Route {
        switch self {
        case .route(let route): return route
        case .redirect(let redirect): return redirect.target.route
        }
    }

    /// The level whose nested enum types the pattern's enum values have: the route's own, or for a redirect, whose
    /// enum values take the types of the values they fill, its target's.
    package var levelTypeName: String { openedRoute.levelTypeName }

    /// What messages call it: `route` or `redirect`.
    package var kindName: String {
        switch self {
        case .route: return "route"
        case .redirect: return "redirect"
        }
    }

    /// Whether the two are the same route or the same redirect.
    package static func === (lhs: LinkPattern, rhs: LinkPattern) -> Bool { lhs.declaration === rhs.declaration }
}

/// What a route and a redirect both declare: a name, the path pattern with its parameters and query, and where it
/// is written. A class with constant properties, shared by the route or redirect and every pattern list naming it.
package final class PatternDeclaration: Sendable {
    /// The route's case name, or the redirect's name as the spec writes it.
    package let name: String
    /// Case names of the enclosing groups, outermost first; for a feature's redirect, the feature.
    package let groupPath: [String]
    package let path: String
    package let segments: [PatternSegment]
    /// Path parameters left to right, then query parameters in spec order: for a route, its associated values.
    package let parameters: [Parameter]
    package let summary: String?
    /// Where the name is written.
    package let location: SourceLocation
    /// Worked out once: the checks and the matcher order ask for the shapes of every pattern, some several times.
    private let shortestShape: Int

    init(
        name: String,
        groupPath: [String],
        path: String,
        segments: [PatternSegment],
        parameters: [Parameter],
        summary: String?,
        location: SourceLocation
    ) {
        self.name = name
        self.groupPath = groupPath
        self.path = path
        self.segments = segments
        self.parameters = parameters
        self.summary = summary
        self.location = location
        shortestShape = Self.shortestShape(of: segments, parameters: parameters)
    }

    /// This declaration with other parameters, as naming enum types gives them.
    func withParameters(_ parameters: [Parameter]) -> PatternDeclaration {
        PatternDeclaration(
            name: name,
            groupPath: groupPath,
            path: path,
            segments: segments,
            parameters: parameters,
            summary: summary,
            location: location
        )
    }

    /// `account.billing` for a route inside group `account`; `weather.oldCity` for a feature's redirect.
    package var qualifiedName: String { (groupPath + [name]).joined(separator: ".") }

    /// The segment lists the pattern accepts: a trailing optional parameter adds the shape without it.
    package var shapes: [[PatternSegment]] { shapeLengths.map { Array(segments.prefix($0)) } }

    /// How many leading segments each shape keeps, shortest first: each shape is a prefix of `segments`.
    package var shapeLengths: ClosedRange<Int> { shortestShape...segments.count }

    /// The length of the shortest shape: `segments` without its trailing optional parameters.
    private static func shortestShape(of segments: [PatternSegment], parameters: [Parameter]) -> Int {
        var shortest = segments.count
        while shortest > 0, case .parameter(let index) = segments[shortest - 1], parameters[index].presence == .optional
        { shortest -= 1 }
        return shortest
    }
}

/// A redirect of the spec: an old link shape, and the current route its links open.
package final class Redirect: Sendable {
    package let declaration: PatternDeclaration
    package let target: RedirectTarget

    init(declaration: PatternDeclaration, target: RedirectTarget) {
        self.declaration = declaration
        self.target = target
    }
}

/// Where a redirect's old link shape leads: the current route, and where each of its values comes from.
package struct RedirectTarget: Sendable {
    /// The redirect's name, which the generated outcome reports.
    package let name: String
    package let route: Route
    /// One per parameter of `route`, in order.
    package let arguments: [ArgumentSource]
    /// The old schemes and hosts whose links the redirect takes instead of the spec's own; empty for the spec's own.
    package let legacyOrigins: [LinkOrigin]
}
