/// The JSON Schema of a route spec, for editors' completion and hover help and for validating specs in CI.
///
/// Each mapping's keys and required keys are those `SpecFormat` declares, which `SpecDecoder` accepts, each with its
/// value's schema here; it accepts everything routegen accepts. Rules that need the whole spec (a navigation tab
/// that `tabs` must declare, parameters the path must name, defaults of the parameter's type, ambiguous patterns)
/// are left to `routegen check` and mentioned in the descriptions.
enum SpecSchema {
    static let fileName = "spec-v1.json"

    static var document: JSONValue {
        typealias Key = SpecFormat.TopLevel
        let parts = SchemaParts.self
        let isTrue: JSONValue = ["anyOf": [["const": true], ["const": "true"]]]
        return [
            "$schema": parts.dialect, "$id": parts.identifier(fileName), "title": "routegen route spec, version 1",
            "description": """
            Every deep link an app handles; routegen generates an exhaustive Swift enum from it. routegen reads each \
            scalar as text, so a value written as a number or true/false is text too. Rules that need the whole spec \
            (declared tabs, path parameters, defaults, ambiguous patterns) are checked by 'routegen check'.
            """, "type": "object", "required": parts.required(SpecFormat.TopLevel.self),
            "properties": parts.properties(topLevelValue), "additionalProperties": false,
            "anyOf": [
                ["required": parts.required(Key.schemes), "properties": parts.property(Key.schemes, ["minItems": 1])],
                ["required": parts.required(Key.hosts), "properties": parts.property(Key.hosts, ["minItems": 1])],
                ["required": parts.required(Key.feature), "properties": parts.property(Key.feature, isTrue)],
            ],
            "allOf": [
                // A route's 'activity' needs the spec's 'activities'.
                [
                    "if": ["not": ["required": parts.required(Key.activities)]],
                    "then": ["properties": parts.property(Key.routes, ["$ref": "#/$defs/routesWithoutActivity"])],
                ],
                // A feature spec names the route enum the app's code refers to.
                [
                    "if": ["required": parts.required(Key.feature), "properties": parts.property(Key.feature, isTrue)],
                    "then": ["required": parts.required(Key.name)],
                ],
            ], "$defs": .object(SpecSchemaDefinitions.all.map { .init(key: $0.0, value: $0.1) }),
        ]
    }

    /// The schema of each of the spec's own keys.
    static func topLevelValue(_ key: SpecFormat.TopLevel) -> JSONValue {
        let parts = SchemaParts.self
        switch key {
        case .version: return parts.version("The spec format's version; this routegen reads version 1. Required.")
        case .name:
            return parts.swiftIdentifier(
                "The generated enum's name, a Swift type name (default AppRoute). It names the other generated types too: AppRoute gives AppTab, AppRouteNavigation, ...",
                excluding: SwiftName.keywords.union(ReservedNames.typeNames).union(ReservedNames.matcherTypes)
            )
        case .access:
            return [
                "description":
                    "The access level of the generated code: public for a library target, internal (the default) for an app.",
                "enum": .array(AccessLevel.allCases.map { .string($0.rawValue) }),
            ]
        case .schemes:
            return [
                "description":
                    "Custom URL schemes the app opens, without '://', such as [myapp] for myapp://profile/42. The spec needs 'schemes', 'hosts' or both. A scheme is listed once, whatever its case.",
                "type": "array",
                "items": [
                    "description":
                        "A custom URL scheme: a letter, then letters, digits, '+', '-' or '.'. Not http or https: list web domains under 'hosts'.",
                    // A number never starts with a letter; true and false are schemes, as routegen reads their text.
                    "anyOf": [
                        [
                            "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9+.-]*$",
                            "not": ["pattern": "^[Hh][Tt][Tt][Pp][Ss]?$"],
                        ], ["type": "boolean"],
                    ],
                ], "uniqueItems": true,
            ]
        case .hosts:
            return [
                "description":
                    "Web domains whose https links open the app (universal links), such as [myapp.com, www.myapp.com]. The spec needs 'schemes', 'hosts' or both. A host is listed once, whatever its case.",
                "type": "array",
                "items": parts.text(
                    "A bare host name such as myapp.com: no scheme, port, path or trailing dot.",
                    parts.keyword(
                        "pattern",
                        "^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$"
                    )
                ), "uniqueItems": true,
            ]
        case .caseSensitive:
            return parts.flag(
                "Whether literal path segments and enum values must match a link's case exactly (default false: they match whatever the case)."
            )
        case .tabs:
            return [
                "description":
                    "The app's tabs, for 'navigation: { tab: T }' and '{ push: T }'; routegen generates an enum of them. Each tab is listed once.",
                "type": "array", "items": parts.reference("tabName", "A tab name, a Swift identifier such as home."),
                "uniqueItems": true,
            ]
        case .routes:
            return parts.reference(
                "routes",
                "The routes, in order. Each key becomes an enum case; a value with 'path' is a route, one with 'routes' a group. Required."
            )
        case .redirects:
            return [
                "description":
                    "Old link shapes that still open the app, each mapped to a current route: a redirect's path takes part in the ambiguity check like a route's, and the generated resolution(for:) reports which redirect an old link took.",
                "type": "object",
                "propertyNames": [
                    "description":
                        "The redirect's name, a Swift identifier the generated outcome reports, such as oldProfile.",
                    "pattern": parts.swiftIdentifierPattern,
                ], "additionalProperties": parts.reference("redirect", "An old link shape and the route it opens."),
            ]
        case .fallback:
            return [
                "description":
                    "What the app's own links that match no route resolve to in the generated resolution(for:): a route's name (with its groups before it, as in account.profile), or a mapping with 'route' and 'webLinks'. Links on other schemes or hosts and malformed links never fall back.",
                "oneOf": [
                    parts.text("The fallback route: a route whose parameters are all optional or have defaults."),
                    parts.mapping(
                        "The fallback route, and what https links that match nothing do.",
                        values: fallbackValue,
                        parts.keyword("minProperties", 1)
                    ),
                ],
            ]
        case .context:
            return [
                "description":
                    "Query items any link may carry, such as utm_source, read into the generated link context and never changing which route a link leads to: typed like query parameters, nil when absent or not of the type unless they have a default. A route's own query key must not also be a context key.",
                "type": "object",
                "propertyNames": [
                    "description":
                        "The query key as links write it; one that is not a Swift identifier needs a label ('name'). 'source' is taken.",
                    "minLength": 1,
                ], "additionalProperties": parts.reference("parameter", "The context value's type."),
            ]
        case .activities:
            return parts.mapping(
                "Turns routes into NSUserActivity objects (Handoff, state restoration, Spotlight, Siri suggestions), generated with --activities-output or a config's 'activities'. Every screen route becomes one, an action only with its own 'activity'.",
                values: activitiesValue
            )
        case .feature:
            return parts.flag(
                "true for the spec of a feature module, which an app spec mounts under 'features': its routes' and redirects' paths, and its example links, are relative to the mount, and schemes, hosts, tabs, fallback, context and activities are the app's, as are old schemes and hosts of redirects, tab navigation, and a route's activity and intent."
            )
        case .features:
            return [
                "description":
                    "The feature specs this app spec mounts, by the name of the app route's case that holds each feature's routes. 'routegen check' proves the app's routes and every feature's unambiguous together.",
                "type": "object",
                "additionalProperties": parts.mapping(
                    "One feature module's spec and the path its links start with.",
                    values: featureMountValue,
                    // Links that start with the mount, shown in one tab, or links that name their tab first.
                    parts.keyword(
                        "not",
                        ["required": parts.required(SpecFormat.FeatureMount.tab, SpecFormat.FeatureMount.tabs)]
                    )
                ),
            ]
        }
    }

    /// The schema of each key of `fallback:` written as a mapping.
    static func fallbackValue(_ key: SpecFormat.Fallback) -> JSONValue {
        let parts = SchemaParts.self
        switch key {
        case .route:
            return parts.text("The fallback route: a route whose parameters are all optional or have defaults.")
        case .webLinks:
            return [
                "description":
                    "openInBrowser: https links on the spec's hosts that match nothing open in the browser; route (the default): they take the fallback route too.",
                "enum": .array(SpecDecoder.webLinkFallbacks.map { .string($0) }),
            ]
        }
    }

    /// The schema of each key of `activities:`.
    static func activitiesValue(_ key: SpecFormat.Activities) -> JSONValue {
        let parts = SchemaParts.self
        switch key {
        case .prefix:
            return parts.text(
                "The activity types' prefix in reverse-DNS form, such as com.example.app; a route's type is the prefix, a dot and its qualified name.",
                SchemaParts.keyword("pattern", SchemaParts.activityTypePattern)
            )
        case .handoff: return SchemaParts.handoff(default: "")
        case .search: return SchemaParts.search(default: "")
        case .prediction: return SchemaParts.prediction(default: "")
        }
    }

    /// The schema of each key of a feature mount.
    static func featureMountValue(_ key: SpecFormat.FeatureMount) -> JSONValue {
        let parts = SchemaParts.self
        switch key {
        case .spec: return parts.text("The feature spec's path, relative to this file.")
        case .mount:
            return parts.text(
                "The literal path every link of the feature starts with, such as /weather.",
                SchemaParts.keyword("pattern", "^(/[^/:*]+)+/?$")
            )
        case .tab:
            return parts.text(
                "The app's tab the feature's pushed screens show in, selecting it, for links that start with the mount: with 'tab: explore', ghost://rewards/offers shows in the explore tab. Not with 'tabs'; leave both out for screens pushed onto the tab showing."
            )
        case .tabs:
            return [
                "description":
                    "The app's tabs whose links name the tab before the mount, as in ghost://settings/weather/units; the app's route then holds the tab beside the feature's route. Not with 'tab'; leave it out for links that start with the mount.",
                "type": "array", "minItems": 1, "items": parts.text("A tab the spec's 'tabs' declares."),
            ]
        case .module:
            return parts.text(
                "The Swift module of the feature's generated code, which the app's generated file imports; default: the feature's name in UpperCamelCase.",
                SchemaParts.keyword("pattern", "^[A-Za-z_][A-Za-z0-9_]*$")
            )
        case .description: return parts.text("What the feature is, for the generated documentation.")
        }
    }
}
