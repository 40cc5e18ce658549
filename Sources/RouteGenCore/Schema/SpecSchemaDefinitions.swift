/// The `$defs` of the spec schema: routes, groups, parameters and navigation, each as `SpecDecoder` reads it.
enum SpecSchemaDefinitions {
    static var all: [(String, JSONValue)] {
        [
            ("routes", routes), ("entry", entry), ("route", route), ("redirect", redirect), ("group", group),
            ("entryName", entryName), ("parameter", parameter), ("parameterMapping", parameterMapping),
            ("pathParameter", pathParameter), ("pathParameterMapping", pathParameterMapping), ("typeName", typeName),
            ("navigation", navigation), ("tabName", tabName), ("parent", parent), ("pathTypeName", pathTypeName),
            ("routesWithoutActivity", routesWithoutActivity), ("entryWithoutActivity", entryWithoutActivity),
        ]
    }

    private static let parts = SchemaParts.self

    static var routes: JSONValue {
        [
            "description": "Route names mapped to routes or groups, in order. Each name becomes an enum case.",
            "type": "object", "minProperties": 1,
            "propertyNames": parts.reference("entryName", "A route or group name."),
            "additionalProperties": parts.reference("entry", "A route (with 'path') or a group (with 'routes')."),
        ]
    }

    /// `SpecDecoder` takes a mapping with a `routes` key as a group and any other mapping as a route.
    static var entry: JSONValue {
        [
            "description": "A route (a mapping with 'path') or a group of routes (a mapping with 'routes').",
            "type": "object", "if": ["required": parts.required(SpecFormat.Group.routes)],
            "then": ["$ref": "#/$defs/group"], "else": ["$ref": "#/$defs/route"],
        ]
    }

    /// The schema of each key of a route.
    static func routeValue(_ key: SpecFormat.Route) -> JSONValue {
        switch key {
        case .path:
            return [
                "description":
                    "The link's path: literal segments, ':name' (one segment; ':name?' when optional, trailing only), '*' or '*name' (one segment, a String), '**' or '**name' (the rest, a [String], last only). Required.",
                "type": "string", "pattern": "^/",
            ]
        case .params:
            return [
                "description":
                    "Types and constraints of the path's ':name' parameters (String unless given) and named wildcards: a type name such as Int, or a mapping with 'type' or 'enum' and constraints. Each key must be a parameter of the path.",
                "type": "object",
                "propertyNames": [
                    "description": "A ':name' of the path, without the colon.", "pattern": parts.swiftIdentifierPattern,
                ], "additionalProperties": parts.reference("pathParameter", "The parameter's type and constraints."),
            ]
        case .query:
            return [
                "description":
                    "Query items the route reads, by key: a type name such as Int or Int? (optional), or a mapping with 'type' or 'enum', a label ('name') and a 'default'.",
                "type": "object",
                "propertyNames": [
                    "description":
                        "The query key as links write it; one that is not a Swift identifier needs a label ('name').",
                    "minLength": 1,
                ], "additionalProperties": parts.reference("parameter", "The query item's type."),
            ]
        case .auth:
            return parts.flag(
                "Whether the route requires a signed-in user (requiresAuth). Default false, or the enclosing group's value."
            )
        case .navigation:
            return parts.reference(
                "navigation",
                "How the app shows the route. Default push, or the enclosing group's value."
            )
        case .parent:
            return parts.reference(
                "parent",
                "The route beneath this one when a link opens it, so Back goes there. Default the enclosing group's parent."
            )
        case .description: return parts.text("Documentation for the route; it becomes the enum case's doc comment.")
        case .examples: return examples
        case .title:
            return parts.text("The route's name for people: its activity's title in Spotlight and Siri suggestions.")
        case .activity:
            return [
                "description":
                    "false keeps the route out of the activities (a sign-in token); true brings an action in; a mapping sets the whole 'type' or the route's eligibility. Needs the spec's 'activities'.",
                "anyOf": [
                    parts.flag("Whether the route becomes an activity."),
                    parts.mapping("The route's activity type and eligibility.", values: routeActivityValue),
                ],
            ]
        case .intent:
            return [
                "description":
                    "An App Intent that opens the route, generated with --intents-output or a config's 'intents'; with phrases, also an App Shortcut. The route's values must be String, Int, Double or Bool.",
                "anyOf": [
                    ["const": true], ["type": "string", "enum": ["true"]],
                    parts.mapping(
                        "The intent's title, and the App Shortcut's phrases and image, which go together.",
                        values: routeIntentValue,
                        parts.keyword(
                            "anyOf",
                            [
                                ["required": parts.required(SpecFormat.RouteIntent.phrases, .image)],
                                [
                                    "not": [
                                        "anyOf": [
                                            ["required": parts.required(SpecFormat.RouteIntent.phrases)],
                                            ["required": parts.required(SpecFormat.RouteIntent.image)],
                                        ]
                                    ]
                                ],
                            ]
                        )
                    ),
                ],
            ]
        }
    }

    /// The schema of each key of a route's `activity:` written as a mapping.
    static func routeActivityValue(_ key: SpecFormat.RouteActivity) -> JSONValue {
        switch key {
        case .type:
            return parts.text(
                "The whole activity type, in place of the prefix and the route's name.",
                SchemaParts.keyword("pattern", SchemaParts.activityTypePattern)
            )
        case .handoff: return SchemaParts.handoff(default: ", or the spec's 'activities'")
        case .search: return SchemaParts.search(default: ", or the spec's 'activities'")
        case .prediction: return SchemaParts.prediction(default: ", or the spec's 'activities'")
        }
    }

    /// The schema of each key of a route's `intent:` written as a mapping.
    static func routeIntentValue(_ key: SpecFormat.RouteIntent) -> JSONValue {
        switch key {
        case .title: return parts.text("The intent's title in the Shortcuts app. Default 'Open' and the route's title.")
        case .phrases:
            return [
                "description":
                    "What people say to Siri to open the route, each naming the app once as ${applicationName}; at most 10 routes have phrases.",
                "type": "array", "minItems": 1,
                // Text that names the app: never a number or a boolean.
                "items": [
                    "description": "A phrase such as 'Show a recipe in ${applicationName}'.", "type": "string",
                    "pattern": "\\$\\{applicationName\\}",
                ],
            ]
        case .image: return parts.text("The SF Symbol the App Shortcut shows, such as book; needed with phrases.")
        }
    }

    static var examples: JSONValue {
        parts.mapping(
            "Links checked by 'routegen check' and turned into tests: ones that open this route with given values, and ones that are rejected. In a feature spec, paths under its mount, such as /city?name=Oslo.",
            values: examplesValue,
            parts.keyword("minProperties", 1)
        )
    }

    /// The schema of each key of a route's `examples:`.
    static func examplesValue(_ key: SpecFormat.Examples) -> JSONValue {
        switch key {
        case .opens:
            let value: JSONValue = [
                "description":
                    "The value the link gives this parameter: a value of its type, a list of segments for '**', or null for an absent optional value.",
                "anyOf": [
                    ["type": ["string", "number", "boolean", "null"]],
                    ["type": "array", "items": ["type": ["string", "number", "boolean"]]],
                ],
            ]
            return [
                "description":
                    "Links that open this route, each mapped to the values it gives, by Swift label; a value left out is nil or its default.",
                "type": "object",
                "additionalProperties": [
                    "anyOf": [["type": "null"], ["type": "object", "additionalProperties": value]]
                ],
            ]
        case .rejects:
            let kinds = ExpectedRejection.Kind.allCases.map(\.rawValue).joined(separator: "|")
            return [
                "description":
                    "Links that no route takes, each mapped to the resolution error, optionally naming the parameter, scheme or host: 'invalidParameterValue(itemId)'.",
                "type": "object",
                "additionalProperties": ["type": "string", "pattern": .string("^(\(kinds))(\\(.+\\))?$")],
            ]
        }
    }

    static var redirect: JSONValue {
        parts.mapping("An old link shape and the current route it opens.", values: redirectValue)
    }

    /// The schema of each key of a redirect; its path and parameters are written as a route's.
    static func redirectValue(_ key: SpecFormat.Redirect) -> JSONValue {
        switch key {
        case .path: return routeValue(.path)
        case .params: return routeValue(.params)
        case .query: return routeValue(.query)
        case .to: return parts.text("The route it opens: its name, with its groups before it as in account.billing.")
        case .values:
            return [
                "description":
                    "The route's parameters, by Swift label, mapped to this redirect's parameters, by their name in the path or query. A route parameter with the label of one of the redirect's parameters needs no entry.",
                "type": "object", "additionalProperties": parts.text("One of the redirect's parameters."),
            ]
        case .schemes:
            return [
                "description":
                    "Old custom schemes whose links this redirect takes instead of the spec's own; not one of the spec's 'schemes'. Links on them open only the redirects that list them.",
                "type": "array",
                "items": parts.text(
                    "An old custom scheme, such as oldapp.",
                    parts.keyword("pattern", "^[A-Za-z][A-Za-z0-9+.-]*$")
                ), "uniqueItems": true,
            ]
        case .hosts:
            return [
                "description":
                    "Old web hosts whose https links this redirect takes instead of the spec's own; not one of the spec's 'hosts'. 'routegen aasa --host' writes each one's apple-app-site-association file.",
                "type": "array", "items": parts.text("An old bare host name, such as old.myapp.com."),
                "uniqueItems": true,
            ]
        case .description: return parts.text("Documentation for the redirect; it becomes the doc comment of its case.")
        }
    }

    static var route: JSONValue {
        parts.mapping(
            "A route: one kind of link, an enum case whose associated values are its parameters.",
            values: routeValue
        )
    }

    /// The schema of each key of a group.
    static func groupValue(_ key: SpecFormat.Group) -> JSONValue {
        switch key {
        case .routes:
            return parts.reference(
                "routes",
                "The group's routes and groups; their paths stay absolute. The group becomes a case holding a nested enum of them."
            )
        case .auth: return parts.flag("Whether the routes inside require a signed-in user, unless they say otherwise.")
        case .navigation:
            return parts.reference("navigation", "How the app shows the routes inside, unless they say otherwise.")
        case .parent:
            return parts.reference(
                "parent",
                "The route beneath every screen inside that names no parent, other than that route itself, tab roots and actions."
            )
        case .description: return parts.text("Documentation for the group; it becomes the enum case's doc comment.")
        }
    }

    static var group: JSONValue {
        parts.mapping(
            "A group of routes: a case such as AppRoute.account(.billing). A group has 'routes' and no 'path'. Its name must not clash with a type the generated code declares.",
            values: groupValue
        )
    }

    static var entryName: JSONValue {
        parts.swiftIdentifier(
            "A route or group name: a Swift identifier that Swift accepts as an enum case and that no generated member uses.",
            excluding: SwiftName.unusableNames.union(ReservedNames.routeMembers)
        )
    }

    static var parameter: JSONValue {
        [
            "description": "A type name such as Int, UUID or String? (optional), or a mapping with 'type' or 'enum'.",
            "anyOf": [["$ref": "#/$defs/typeName"], ["$ref": "#/$defs/parameterMapping"]],
        ]
    }

    static var typeName: JSONValue {
        [
            "description":
                "A parameter type; a trailing '?' makes a query item optional (nil when absent). Make a path parameter optional in the path instead (':name?').",
            "enum": .array(SpecDecoder.typeNames.flatMap { [.string($0), .string($0 + "?")] }),
        ]
    }

    /// A path parameter's type: never optional by its type, since an optional path parameter is `:name?`.
    static var pathTypeName: JSONValue {
        [
            "description":
                "A path parameter's type. Make it optional in the path (':name?'), not with '?' on its type.",
            "enum": .array(SpecDecoder.typeNames.map { .string($0) }),
        ]
    }

    /// The rules between a parameter's keys that `RouteParameterBuilder` applies and a schema can state: which
    /// constraints each type takes, and which types take a default.
    static var parameterKeyRules: [JSONValue] {
        func types(_ names: [String]) -> JSONValue {
            hasType(["enum": .array(names.flatMap { [.string($0), .string($0 + "?")] })])
        }
        func none(of keys: [SpecFormat.Parameter]) -> JSONValue {
            ["not": ["anyOf": .array(keys.map { ["required": parts.required($0)] })]]
        }
        let constraintKeys = SpecFormat.Parameter.constraints
        let lengthKeys = constraintKeys.filter { !$0.isBound }
        let boundKeys = constraintKeys.filter(\.isBound)
        let optionalFlag: JSONValue = [
            "required": parts.required(SpecFormat.Parameter.optional),
            "properties": parts.property(SpecFormat.Parameter.optional, ["enum": [true, "true"]]),
        ]
        return [
            ["if": types(["Int", "Double"]), "then": none(of: lengthKeys)],
            // A mapping without a type or enum is a String or a wildcard's [String].
            ["if": none(of: [.type, .enum]), "then": none(of: boundKeys)],
            ["if": types(["String"]), "then": none(of: boundKeys)],
            ["if": types(["Bool", "UUID"]), "then": none(of: constraintKeys)],
            ["if": ["required": parts.required(SpecFormat.Parameter.enum)], "then": none(of: constraintKeys)],
            ["if": types(["UUID"]), "then": none(of: [.default])],
            // An optional type's name ends in `?`.
            ["if": hasType(["pattern": "\\?$"]), "then": none(of: [.default])],
            ["if": optionalFlag, "then": none(of: [.default])],
        ]
    }

    /// The condition that a parameter has a `type` whose value is as `value` describes.
    private static func hasType(_ value: JSONValue) -> JSONValue {
        [
            "required": parts.required(SpecFormat.Parameter.type),
            "properties": parts.property(SpecFormat.Parameter.type, value),
        ]
    }

    /// The schema of each key of a parameter written as a mapping.
    static func parameterValue(_ key: SpecFormat.Parameter) -> JSONValue {
        switch key {
        case .type: return parts.reference("typeName", "The parameter's type. Give either 'type' or 'enum'.")
        case .enum:
            return [
                "description":
                    "The values the parameter takes; routegen generates a nested enum of them. Give either 'type' or 'enum'.",
                "type": "array", "minItems": 1,
                "items": parts.text(
                    "A value as links write it: not empty, no '/', and listed once (compared case-insensitively unless caseSensitive is true). Not a name Swift or the generated enum keeps for itself, such as init or rawValue.",
                    parts.keyword("pattern", "^[^/]+$"),
                    parts.keyword(
                        "not",
                        [
                            "type": "string",
                            "enum": .array(
                                SwiftName.unusableNames.union(ReservedNames.caseIterableMembers).sorted()
                                    .map { .string($0) }
                            ),
                        ]
                    )
                ), "uniqueItems": true,
            ]
        case .name:
            return parts.swiftIdentifier(
                "The Swift label of the associated value (default: the key).",
                excluding: ["_"]
            )
        case .default:
            return parts.text(
                "A query item's value when the link has none, a value of the parameter's type; the parameter is then not optional. Path parameters and UUIDs take none."
            )
        case .optional:
            return parts.flag(
                "Whether a query item may be absent (nil); the same as '?' on the type, so write one or the other."
            )
        case .min: return ["description": "The least value an Int or Double takes, inclusive.", "type": "number"]
        case .max: return ["description": "The greatest value an Int or Double takes, inclusive.", "type": "number"]
        case .minLength:
            return [
                "description":
                    "The fewest characters (grapheme clusters) a String, or each segment of a wildcard, has.",
                "type": "integer", "minimum": 0,
            ]
        case .maxLength:
            return [
                "description": "The most characters (grapheme clusters) a String, or each segment of a wildcard, has.",
                "type": "integer", "minimum": 0,
            ]
        case .characters:
            return parts.text(
                "The characters a String, or each segment of a wildcard, may hold: single characters and ranges such as 'a-z0-9_-' (a '-' first or last stands for itself).",
                parts.keyword("minLength", 1)
            )
        }
    }

    static var pathParameter: JSONValue {
        [
            "description":
                "A type name such as Int or UUID, or a mapping with 'type' or 'enum' and constraints; a mapping of constraints alone keeps a path parameter a String, and is the only form a named wildcard takes.",
            "anyOf": [["$ref": "#/$defs/pathTypeName"], ["$ref": "#/$defs/pathParameterMapping"]],
        ]
    }

    static var pathParameterMapping: JSONValue {
        parts.mapping(
            "A path parameter with 'type' or 'enum', constraints, or both. A path parameter takes no default, and is made optional in the path (':name?').",
            values: parameterValue,
            parts.keyword(
                "allOf",
                .array(
                    parameterKeyRules + [
                        ["properties": parts.property(SpecFormat.Parameter.type, ["$ref": "#/$defs/pathTypeName"])],
                        [
                            "not": [
                                "anyOf": [
                                    ["required": parts.required(SpecFormat.Parameter.default)],
                                    [
                                        "properties": parts.property(
                                            SpecFormat.Parameter.optional,
                                            ["enum": [true, "true"]]
                                        ), "required": parts.required(SpecFormat.Parameter.optional),
                                    ],
                                ]
                            ]
                        ],
                    ]
                )
            ),
            parts.keyword("not", ["required": parts.required(SpecFormat.Parameter.type, .enum)]),
            // A mapping with neither a type nor a constraint says nothing about the parameter: routegen refuses it.
            parts.keyword(
                "anyOf",
                .array(([.type, .enum] + SpecFormat.Parameter.constraints).map { ["required": parts.required($0)] })
            )
        )
    }

    static var parameterMapping: JSONValue {
        parts.mapping(
            "A parameter with 'type' or 'enum', and optionally a label, a default or 'optional'.",
            values: parameterValue,
            parts.keyword(
                "oneOf",
                [
                    ["required": parts.required(SpecFormat.Parameter.type)],
                    ["required": parts.required(SpecFormat.Parameter.enum)],
                ]
            ),
            parts.keyword("if", hasType(["type": "string", "pattern": "\\?$"])),
            parts.keyword("then", ["not": ["required": parts.required(SpecFormat.Parameter.optional)]]),
            parts.keyword("allOf", .array(parameterKeyRules))
        )
    }

    /// `routes` where no route has `activity`: the spec's routes when it has no `activities` to turn them on.
    static var routesWithoutActivity: JSONValue {
        [
            "description": "The routes of a spec without 'activities': none has 'activity'.",
            "additionalProperties": ["$ref": "#/$defs/entryWithoutActivity"],
        ]
    }

    static var entryWithoutActivity: JSONValue {
        [
            "description": "A route without 'activity', or a group of such routes.",
            "if": ["required": parts.required(SpecFormat.Group.routes)],
            "then": ["properties": parts.property(SpecFormat.Group.routes, ["$ref": "#/$defs/routesWithoutActivity"])],
            "else": [
                "not": [
                    "required": parts.required(SpecFormat.Route.activity),
                    "description": "'activity' needs the spec's 'activities'.",
                ]
            ],
        ]
    }

    static var navigation: JSONValue {
        [
            "description":
                "push (onto the current stack), sheet, fullScreen, action (no screen of its own), { tab: T } (select tab T and push nothing) or { push: T } (select tab T, then push). T must be one of 'tabs'.",
            "anyOf": [
                ["enum": .array(SpecDecoder.navigationStyles.map { .string($0) })],
                [
                    "description": "{ tab: T } or { push: T }: one key, naming a tab.", "type": "object",
                    "properties": parts.properties(navigationTabValue), "additionalProperties": false,
                    "minProperties": 1, "maxProperties": 1,
                ],
            ],
        ]
    }

    /// The schema of each key of a navigation mapping.
    static func navigationTabValue(_ key: SpecFormat.NavigationTab) -> JSONValue {
        switch key {
        case .tab: parts.reference("tabName", "Select this tab and push nothing.")
        case .push: parts.reference("tabName", "Select this tab, then push the route's screen.")
        }
    }

    static var parent: JSONValue {
        [
            "description":
                "A route's name, or { route, values } where the parent's parameters do not share the route's labels.",
            "anyOf": [
                parentValue(.route),
                parts.mapping("The parent route, and where its values come from.", values: parentValue),
            ],
        ]
    }

    /// The schema of each key of `parent:` written as a mapping; a parent written alone is its `route`.
    static func parentValue(_ key: SpecFormat.Parent) -> JSONValue {
        switch key {
        case .route: parts.text("The parent route: its name, with its groups before it as in account.settings.")
        case .values:
            [
                "description":
                    "The parent's parameters, by Swift label, mapped to this route's parameters, by their name in the path or query. A parent parameter with the label of one of this route's parameters needs no entry.",
                "type": "object", "additionalProperties": parts.text("One of this route's parameters."),
            ]
        }
    }

    static var tabName: JSONValue {
        parts.swiftIdentifier(
            "A tab name: a Swift identifier that Swift accepts as an enum case.",
            excluding: SwiftName.unusableNames
        )
    }
}
