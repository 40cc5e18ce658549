/// The spec as written: every key checked and every scalar typed, nothing yet interpreted.
package struct SpecDocument: Sendable {
    package var version: Located<Int>
    package var name: Located<String>?
    package var access: Located<AccessLevel>?
    package var schemes: [Located<String>]
    package var hosts: [Located<String>]
    /// `schemes` or `hosts` had errors of their own, so their being empty needs no further error.
    package var originsAreMalformed: Bool
    package var caseSensitive: Bool
    package var tabs: [Located<String>]
    package var routes: Located<[RouteEntryDocument]>
    /// Old link shapes and the current routes they open; empty without `redirects:`.
    package var redirects: [RedirectDocument]
    package var fallback: Located<FallbackDocument>?
    /// Query keys any link may carry, read into the link context; empty without `context:`.
    package var context: [ParameterDocument]
    /// How routes become NSUserActivity objects; nil without `activities:`, when none do.
    package var activities: ActivitiesDocument? = nil
    /// `feature: true`: the routes of a feature module, which an app spec mounts; nil for an app's own spec.
    package var feature: Located<Bool>? = nil
    /// The feature specs this app spec mounts, under `features:`; empty without.
    package var features: [FeatureMountDocument] = []
    /// Where the document starts, for problems that concern the spec as a whole.
    package var location: SourceLocation
}

/// An old link shape, under `redirects:`, and the current route it opens.
package struct RedirectDocument: Sendable {
    package var name: Located<String>
    package var path: Located<String>
    /// Whether `path` was written as a plain scalar; a quoted one starts one column later.
    package var pathIsQuoted: Bool
    package var params: [ParameterDocument]
    package var query: [ParameterDocument]
    /// The route it opens, as written: `profile`, or `account.billing` inside a group.
    package var target: Located<String>
    /// Under `values:`: each target parameter's label, and the redirect's parameter that gives its value.
    package var values: [ValueSourceDocument]
    /// Old custom schemes and web hosts whose links only this redirect (and others that list them) takes; empty
    /// when it takes the spec's own links.
    package var schemes: [Located<String>]
    package var hosts: [Located<String>]
    package var description: Located<String>?
    /// In an app composed of features, the feature whose spec declares the redirect: its path and its route are the
    /// feature's, under the feature's mount.
    package var feature: String? = nil
}

/// One entry of `values:`, which says where a route's value comes from when another pattern opens it: a redirect's
/// target, or a route's parent.
package struct ValueSourceDocument: Sendable {
    /// The parameter that takes the value, by its Swift label.
    package var label: Located<String>
    /// The parameter that gives it, by its name in the path or the query.
    package var source: Located<String>
}

/// A route's `parent:`, or a group's for the routes inside: the route beneath it when a link opens it, and where
/// that route's values come from.
package struct ParentDocument: Sendable {
    /// The parent route, as written: `order`, or `account.settings` inside a group.
    package var route: Located<String>
    /// Under `values:`: each of the parent's parameters, by label, and the route's parameter that gives its value.
    package var values: [ValueSourceDocument]
}

/// What the app's own links that match no route resolve to.
package struct FallbackDocument: Sendable {
    /// The route that stands in, as written: `home`, or `account.profile` inside a group.
    package var route: Located<String>?
    /// Whether https links that match nothing open in the browser instead of the route.
    package var webLinksOpenInBrowser: Located<Bool>?
}

package enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `internal`
}

/// One entry under `routes:`: either a route or a group of routes.
package enum RouteEntryDocument: Sendable {
    case route(RouteDocument)
    case group(GroupDocument)

    package var name: Located<String> {
        switch self {
        case .route(let route): return route.name
        case .group(let group): return group.name
        }
    }
}

package struct RouteDocument: Sendable {
    package var name: Located<String>
    package var path: Located<String>
    /// Whether `path` was written as a plain scalar; a quoted one starts one column later.
    package var pathIsQuoted: Bool
    package var params: [ParameterDocument]
    package var query: [ParameterDocument]
    package var auth: Located<Bool>?
    package var navigation: Located<NavigationDocument>?
    package var description: Located<String>?
    package var examples: LinkExamplesDocument? = nil
    package var parent: ParentDocument? = nil
    /// The route's name for people: the title of its activity.
    package var title: Located<String>? = nil
    package var activity: RouteActivityDocument? = nil
    /// An App Intent that opens the route, and its App Shortcut; nil for none.
    package var intent: RouteIntentDocument? = nil
}

/// A route's `examples:`: links that must open it with the values given, and links that must be rejected.
package struct LinkExamplesDocument: Sendable {
    package struct Opening: Sendable {
        package var url: Located<String>
        /// Each value given, by the route parameter's Swift label, as written.
        package var values: [(label: Located<String>, value: Located<ExampleValueDocument>)]
    }

    package struct Rejection: Sendable {
        package var url: Located<String>
        /// `noRoute`, or `invalidParameterValue(itemId)`: a resolution error, optionally with what it names.
        package var error: Located<String>
    }

    package let opens: [Opening]
    package let rejects: [Rejection]
}

/// An example's value as written: text for a single value, a list for `**`, or null for an absent optional value.
package enum ExampleValueDocument: Hashable, Sendable {
    case text(String)
    case list([String])
    case absent
}

/// One entry of an app spec's `features:`: a feature module's spec and the path its links live under.
package struct FeatureMountDocument: Sendable {
    /// The feature's name in the app: the case of the app's route that holds the feature's routes.
    package var name: Located<String>
    /// The feature spec's path, as written: relative to the app spec's folder.
    package var spec: Located<String>
    /// Where every link of the feature starts: a literal path such as `/weather`, under the tabs it lists, if any,
    /// and the tab its pushed screens show in, if it names one.
    package var mount: MountDocument
    /// The Swift module the feature's generated code lives in, which the app's code imports; nil for the feature's
    /// name in UpperCamelCase (`weather` is in `Weather`).
    package var module: Located<String>?
    package var description: Located<String>?
}

/// What the app's code needs to know of a mounted feature's generated code: where it lives and what it is called.
package struct FeatureCodeReference: Sendable {
    /// The feature's route enum, as its spec's `name` gives it: `WeatherRoute`.
    package var typeName: String
    /// The module the app imports it from, as `module:` writes it; nil for the default.
    package var module: Located<String>?
}

/// A mount's path as written, with how to find its first character, and the tabs whose links lead into it or the
/// one tab its screens show in.
package struct MountDocument: Sendable {
    package var path: Located<String>
    /// Whether `path` was written as a plain scalar; a quoted one starts one column later.
    package var isQuoted: Bool
    /// The app's tabs a link names before the path, as in `ghost://settings/weather/units`; empty for links that
    /// start with the path.
    package var tabs: Located<[Located<String>]>?
    /// The app's tab the feature's pushed screens show in, whatever tab shows, for links that start with the path:
    /// `tab: explore` for `ghost://rewards/offers` shown in the explore tab.
    package var tab: Located<String>? = nil

    /// The parameter of a feature's routes that holds the tab their link names, when the app mounts it under tabs.
    static let tabParameterName = "tab"
}

package struct GroupDocument: Sendable {
    package var name: Located<String>
    package var auth: Located<Bool>?
    package var navigation: Located<NavigationDocument>?
    package var description: Located<String>?
    package var routes: Located<[RouteEntryDocument]>
    /// The parent of every route inside that names none, but the parent itself.
    package var parent: ParentDocument? = nil
    /// For a mounted feature's routes: the path prefix of every route inside.
    package var mount: MountDocument? = nil
    /// For a mounted feature's routes: the feature's generated code, which holds the group's enum.
    package var featureCode: FeatureCodeReference? = nil
}

package struct ParameterDocument: Sendable {
    /// The name in the path (`:userId`) or the query key (`page`).
    package var key: Located<String>
    /// Nil for a mapping that sets only constraints: a path parameter is then a String, a wildcard what it captures.
    package var type: Located<ParameterTypeDocument>?
    package var isOptional: Bool
    package var label: Located<String>?
    package var defaultValue: Located<String>?
    package var constraints: ConstraintsDocument = ConstraintsDocument()
    /// Where the declaration's value starts.
    package var location: SourceLocation
}

/// A parameter's constraints as written; their meaning depends on its type, which the model knows. Kept as the
/// list of keys present, which is empty, and so costs no storage, for nearly every parameter of a large spec.
package struct ConstraintsDocument: Sendable {
    /// Each constraint key that is set, with where its value is written, in the spec's order.
    package private(set) var written: [(key: SpecFormat.Parameter, value: Located<String>)]

    package init(written: [(key: SpecFormat.Parameter, value: Located<String>)] = []) { self.written = written }

    package var isEmpty: Bool { written.isEmpty }
    package var min: Located<String>? { self[.min] }
    package var max: Located<String>? { self[.max] }
    package var minLength: Located<String>? { self[.minLength] }
    package var maxLength: Located<String>? { self[.maxLength] }
    package var characters: Located<String>? { self[.characters] }

    private subscript(key: SpecFormat.Parameter) -> Located<String>? { written.first { $0.key == key }?.value }
}

package enum ParameterTypeDocument: Hashable, Sendable {
    case string, int, double, bool, uuid
    case enumeration([Located<String>])
}

package enum NavigationDocument: Hashable, Sendable {
    case push
    case sheet
    case fullScreen
    case action
    case selectTab(Located<String>)
    case pushInTab(Located<String>)
}
