/// The interpreted spec: names resolved, paths parsed, types and defaults checked. Everything later stages need.
public struct RouteTable: Sendable {
    public var enumName: String
    public var access: AccessLevel
    public var schemes: [String]
    public var hosts: [String]
    public var caseSensitive: Bool
    public var tabs: [String]
    public var root: RouteLevel
    /// Where the spec's top-level mapping starts, where problems with the spec as a whole point.
    public var location: SourceLocation

    /// Every route, depth first in declaration order.
    public var allRoutes: [Route] { root.allRoutes }
}

/// One generated enum: the root enum, or the nested enum of a group.
public struct RouteLevel: Sendable {
    /// Swift type names from the root down, e.g. `["AppRoute", "Account"]`.
    public var typePath: [String]
    public var entries: [RouteLevelEntry]
    /// Enums generated for `{ enum: [...] }` parameters declared in this level.
    public var enumerations: [EnumerationType]
    /// The `routes:` mapping that declares this level, where size warnings point.
    public var location: SourceLocation

    public var qualifiedTypeName: String { typePath.joined(separator: ".") }

    public var allRoutes: [Route] {
        entries.flatMap { entry -> [Route] in
            switch entry {
            case .route(let route): return [route]
            case .group(let group): return group.level.allRoutes
            }
        }
    }

    public var allLevels: [RouteLevel] {
        [self] + entries.flatMap { entry -> [RouteLevel] in
            if case .group(let group) = entry { return group.level.allLevels }
            return []
        }
    }
}

public enum RouteLevelEntry: Sendable {
    case route(Route)
    case group(RouteGroup)

    public var caseName: String {
        switch self {
        case .route(let route): return route.caseName
        case .group(let group): return group.caseName
        }
    }
}

public struct RouteGroup: Sendable {
    public var caseName: String
    public var summary: String?
    public var location: SourceLocation
    public var level: RouteLevel
}

public struct Route: Sendable {
    public var caseName: String
    /// Case names of the enclosing groups, outermost first.
    public var groupPath: [String]
    /// The Swift type of the route's level, such as `AppRoute.Account`.
    public var levelTypeName: String
    public var path: String
    public var segments: [PatternSegment]
    /// Path parameters left to right, then query parameters in spec order: the associated values, in order.
    public var parameters: [Parameter]
    public var requiresAuth: Bool
    public var navigation: Navigation
    public var summary: String?
    /// Where the route's name is written.
    public var location: SourceLocation

    /// The segment lists the route accepts: a trailing optional parameter adds the shape without it.
    public var shapes: [[PatternSegment]] {
        var shapes = [segments]
        var current = segments
        while let last = current.last, case .parameter(let index) = last, parameters[index].presence == .optional {
            current.removeLast()
            shapes.append(current)
        }
        return shapes.reversed()
    }
}

public enum PatternSegment: Hashable, Sendable {
    /// A literal as written in the spec; matching folds its case unless the spec is case-sensitive.
    case literal(String)
    /// A path parameter, `*` or `**`, by its index in `Route.parameters`.
    case parameter(Int)
}

public struct Parameter: Sendable {
    public enum Source: Hashable, Sendable {
        /// One path segment: `:name`, `:name?` or `*`.
        case segment
        /// `**`: every remaining segment.
        case remainingSegments
        case query
    }

    public enum Presence: Hashable, Sendable {
        case required
        case optional
        /// The default exactly as written in the spec, already checked against the type.
        case defaulted(String)
    }

    /// The path parameter name or query key, as the URL and resolution errors spell it.
    public var name: String
    /// The Swift label of the associated value.
    public var label: String
    public var type: ValueType
    public var source: Source
    public var presence: Presence
    public var location: SourceLocation

    public var isQuery: Bool { source == .query }
}

public enum ValueType: Hashable, Sendable {
    case string, int, double, bool, uuid
    case enumeration(EnumerationType)
    /// The segments a `**` captures.
    case stringList
}

/// A nested enum generated for an enum parameter.
public struct EnumerationType: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        public var name: String
        public var rawValue: String
    }

    public var typeName: String
    public var cases: [Case]
}

public enum Navigation: Hashable, Sendable {
    /// Push onto the stack of `tab`, or of the current tab when nil.
    case push(tab: String?)
    case selectTab(String)
    case sheet
    case fullScreen
    case action
}
