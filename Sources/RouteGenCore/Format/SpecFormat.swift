/// The keys of every mapping of a route spec, by where they are written. `SpecDecoder` reads them and
/// `SpecSchema` describes them, each value's schema beside its key.
package enum SpecFormat {
    /// The spec's own keys.
    enum TopLevel: String, FormatKey {
        case version, name, access, schemes, hosts, caseSensitive, tabs, routes, redirects, fallback, context
        case activities, feature, features

        var isRequired: Bool { self == .version || self == .routes }

        /// What only the app decides: where links come from, how they are matched, and what the app does with the
        /// links of no route. A feature spec leaves them to the app spec that mounts it.
        var isOnlyForApps: Bool {
            switch self {
            case .schemes, .hosts, .caseSensitive, .tabs, .fallback, .context, .activities, .features: true
            case .version, .name, .access, .routes, .redirects, .feature: false
            }
        }
    }

    /// A route: an entry under `routes` without `routes` of its own.
    enum Route: String, FormatKey {
        case path, params, query, auth, navigation, parent, description, examples, title, activity, intent

        var isRequired: Bool { self == .path }
    }

    /// A group: an entry under `routes` with `routes` of its own.
    enum Group: String, FormatKey {
        case routes, auth, navigation, parent, description

        var isRequired: Bool { self == .routes }
    }

    /// An entry under `redirects`.
    enum Redirect: String, FormatKey {
        case path, params, query, to, values, schemes, hosts, description

        var isRequired: Bool { self == .path || self == .to }
    }

    /// A parameter written as a mapping, under `params`, `query` or `context`.
    package enum Parameter: String, FormatKey {
        case type, `enum`, name, `default`, optional, min, max, minLength, maxLength, characters

        /// The keys that narrow the values a parameter takes.
        static let constraints: [Self] = allCases.filter(\.isConstraint)

        var isConstraint: Bool {
            switch self {
            case .min, .max, .minLength, .maxLength, .characters: true
            case .type, .enum, .name, .default, .optional: false
            }
        }

        /// Whether the constraint bounds an Int or Double; the other constraints are of text.
        var isBound: Bool { self == .min || self == .max }

        /// Whether the key's value is a number: written plain, as YAML and the JSON Schema read numbers.
        var takesNumber: Bool {
            switch self {
            case .min, .max, .minLength, .maxLength: true
            case .type, .enum, .name, .default, .optional, .characters: false
            }
        }
    }

    /// The one key of a navigation mapping: `{ tab: T }` or `{ push: T }`.
    enum NavigationTab: String, FormatKey { case tab, push }

    /// `parent:` written as a mapping.
    enum Parent: String, FormatKey {
        case route, values

        var isRequired: Bool { self == .route }
    }

    /// A route's `examples:`.
    enum Examples: String, FormatKey { case opens, rejects }

    /// `fallback:` written as a mapping.
    enum Fallback: String, FormatKey { case route, webLinks }

    /// The spec's `activities:`.
    enum Activities: String, ActivityEligibilityKey {
        case prefix, handoff, search, prediction

        var isRequired: Bool { self == .prefix }
    }

    /// A route's `activity:` written as a mapping.
    enum RouteActivity: String, ActivityEligibilityKey { case type, handoff, search, prediction }

    /// A route's `intent:` written as a mapping.
    enum RouteIntent: String, FormatKey { case title, phrases, image }

    /// An entry under `features`.
    enum FeatureMount: String, FormatKey {
        case spec, mount, tab, tabs, module, description

        var isRequired: Bool { self == .spec || self == .mount }
    }
}

/// The keys that offer activities to system features, under `activities:` and a route's `activity:` alike.
protocol ActivityEligibilityKey: FormatKey {
    static var handoff: Self { get }
    static var search: Self { get }
    static var prediction: Self { get }
}
