/// Every name the generated code takes for itself, in one place. The model refuses or renames a spec's name that
/// would clash with one of them; `ReservedNamesTemplateTests` compares each list with the templates that declare or
/// use the names, and `ReservedNamesDocumentationTests` with the "Names" section of docs/spec-format.md.
package enum ReservedNames {
    /// Members the generated route enums declare (the `Members`, `Matching`, `Outcomes`, `Codable`, `Router`,
    /// `Activities` and `Wiring` templates); a case of the same name would clash with one of them. The router's,
    /// the activities' and the wiring's are reserved in every spec, so that asking for those files never makes a
    /// spec's names invalid.
    package static let routeMembers: Set<String> = [
        "url", "checkedURL", "requiresAuth", "navigation", "destination", "resolve", "resolution", "encode", "stack",
        "id", "activityDetails", "userActivity", "describe", "placement", "rootRequiringAuth", "perform",
        "userActivityType", "userActivityTypes",
    ]

    /// Members the route enums declare only when the spec has hosts.
    package static let webRouteMembers: Set<String> = ["webURL"]

    /// Members the route enum of a feature spec declares, for the app that mounts it.
    package static let featureRouteMembers: Set<String> = ["match", "linkParts"]

    /// Every name a route or group may not take, for whatever reason.
    static let routeNames = SwiftName.unusableNames.union(routeMembers).union(webRouteMembers)
        .union(featureRouteMembers)

    /// Members of the `String`-backed, `CaseIterable` enums generated for enum values and redirects, which a case
    /// of those enums cannot take.
    package static let caseIterableMembers: Set<String> = ["allCases", "rawValue"]

    /// The type aliases the router's conformance declares in the route enums, which a nested type or the enum
    /// itself cannot take: every other type the generated code names, it names through its module.
    package static let typesDeclaredInRouteEnums: Set<String> = ["NavigationTab", "ResolvedLink", "LinkSource"]

    /// The modules the generated files name their types through (`Swift.String`, `Foundation.URL`, `SwiftUI.View`,
    /// `RouteURLReader.Link`), which is every module they import and `Swift`. No type of the spec's, the enum or one
    /// nested in it, may take one of their names: it would hide the module from the code beside it. The macros of
    /// Observation and Testing name their types through the module too.
    package static let importedModules: Set<String> = [
        "Swift", "Foundation", "Observation", "SwiftUI", "UIKit", "AppIntents", "Testing", readerModule,
        navigationModule,
    ]

    /// The names Swift gives a meaning of its own where a type is written, which no type can take.
    package static let swiftTypeKeywords: Set<String> = ["Any", "Self", "Type", "Protocol"]

    /// Every name a type of the spec's, the enum or one nested in it, may not take.
    package static let typeNames = typesDeclaredInRouteEnums.union(importedModules).union(swiftTypeKeywords)

    /// The URL reader's library, which a generated file imports unless it carries a copy of the reader.
    package static let readerModule = "RouteURLReader"
    /// The navigation engine's library, which a navigation file imports unless it carries a copy of the engine.
    package static let navigationModule = "RouteNavigation"

    /// The types nested in the matchers' namespace, where they would hide a route enum of the same name.
    package static let matcherTypes: Set<String> = ["FirstSegment", "MatchNotes", "WrittenLink"]

    /// Names the generated functions use for their own parameters and helpers; a binding of a route's value must not
    /// shadow them.
    package static let functionBindings: Set<String> = [
        "link", "notes", "route", "destinations", "optionalQuery", "requiredQuery", "optionalChoiceQuery",
        "requiredChoiceQuery", "requireAllowed", "requireEachAllowed",
    ]

    /// The link context's property that holds where the app got the link, which no context key may take.
    package static let contextSourceProperty = "source"
}
