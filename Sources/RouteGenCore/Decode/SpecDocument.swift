/// A value from the spec with the place it was written, so later stages can point at it.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// The spec as written: every key checked and every scalar typed, nothing yet interpreted.
public struct SpecDocument: Sendable {
    public var version: Located<Int>
    public var name: Located<String>?
    public var access: Located<AccessLevel>?
    public var schemes: [Located<String>]
    public var hosts: [Located<String>]
    public var caseSensitive: Bool
    public var tabs: [Located<String>]
    public var routes: Located<[RouteEntryDocument]>
    /// Where the document starts, for problems that concern the spec as a whole.
    public var location: SourceLocation
}

public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `internal`
}

/// One entry under `routes:`: either a route or a group of routes.
public enum RouteEntryDocument: Sendable {
    case route(RouteDocument)
    case group(GroupDocument)

    public var name: Located<String> {
        switch self {
        case .route(let route): return route.name
        case .group(let group): return group.name
        }
    }
}

public struct RouteDocument: Sendable {
    public var name: Located<String>
    public var path: Located<String>
    /// Whether `path` was written as a plain scalar; a quoted one starts one column later.
    public var pathIsQuoted: Bool
    public var params: [ParameterDocument]
    public var query: [ParameterDocument]
    public var auth: Located<Bool>?
    public var navigation: Located<NavigationDocument>?
    public var description: Located<String>?
}

public struct GroupDocument: Sendable {
    public var name: Located<String>
    public var auth: Located<Bool>?
    public var navigation: Located<NavigationDocument>?
    public var description: Located<String>?
    public var routes: Located<[RouteEntryDocument]>
}

public struct ParameterDocument: Sendable {
    /// The name in the path (`:userId`) or the query key (`page`).
    public var key: Located<String>
    public var type: Located<ParameterTypeDocument>
    public var isOptional: Bool
    public var label: Located<String>?
    public var defaultValue: Located<String>?
}

public enum ParameterTypeDocument: Hashable, Sendable {
    case string, int, double, bool, uuid
    case enumeration([Located<String>])
}

public enum NavigationDocument: Hashable, Sendable {
    case push
    case sheet
    case fullScreen
    case action
    case selectTab(Located<String>)
    case pushInTab(Located<String>)
}
