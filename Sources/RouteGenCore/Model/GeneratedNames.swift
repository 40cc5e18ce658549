/// Names of the top-level types generated beside the route enum, derived from its name.
package struct GeneratedNames: Sendable {
    package var enumName: String

    package init(enumName: String) { self.enumName = enumName }

    /// `AppRoute` -> `AppTab`, `DeepLink` -> `DeepLinkTab`.
    package var tabTypeName: String { baseName + "Tab" }
    /// `AppRoute` -> `AppRouter`, `DeepLink` -> `DeepLinkRouter`: the observable router of the navigation file.
    package var routerTypeName: String { baseName + "Router" }
    /// How a route becomes an NSUserActivity, in the activities file.
    package var activityTypeName: String { enumName + "Activity" }
    /// Where the App Intents hand their routes, in the intents file. `App` takes `AppIntentRoutes`: `AppIntents` would
    /// hide the framework that the intents file names its types through.
    package var intentsTypeName: String {
        let name = enumName + "Intents"
        return ReservedNames.importedModules.contains(name) ? enumName + "IntentRoutes" : name
    }
    /// The App Shortcuts provider, in the intents file.
    package var shortcutsTypeName: String { enumName + "Shortcuts" }
    /// The error an intent throws for values its route refuses, in words Siri and Shortcuts show.
    package var intentErrorTypeName: String { enumName + "IntentError" }
    /// The `View` method of the wiring file that applies the navigation library's `RouteLinks`: `appRouteLinks(_:)`.
    package var linksModifierMethodName: String { SwiftName.lowerCamel(enumName) + "Links" }
    /// The UIKit scene delegate's helper of the wiring file: the navigation library's `SceneLinks` of the route enum.
    package var sceneLinksTypeName: String { enumName + "SceneLinks" }
    /// The app's screens as a value, in the navigation file.
    package var navigationStateTypeName: String { enumName + "NavigationState" }

    /// The enum name without a trailing `Route`, which names read better without: `AppTab`, not `AppRouteTab`.
    private var baseName: String {
        enumName.hasSuffix("Route") && enumName != "Route" ? String(enumName.dropLast(5)) : enumName
    }

    /// How a route is shown. `Route` takes `RouteNavigationStyle`: `RouteNavigation` would hide the navigation library
    /// that the navigation file names its types through.
    package var navigationTypeName: String {
        let name = enumName + "Navigation"
        return name == ReservedNames.navigationModule ? enumName + "NavigationStyle" : name
    }
    package var resolutionErrorTypeName: String { enumName + "ResolutionError" }
    package var destinationsProtocolName: String { enumName + "Destinations" }
    /// What the app does for the routes that show no screen.
    package var actionsProtocolName: String { enumName + "Actions" }
    /// The private namespace of the matchers and the link writer.
    package var linksNamespaceName: String { enumName + "Links" }
    /// The private namespace of the URL reader's copy, or of its aliases of the `RouteURLReader` library's types. It
    /// is apart from the matchers so that the reader's type names (`Link`, `ASCII`, …) cannot hide a route enum of the
    /// same name from them. `Route` takes `RouteLinkReader`: `RouteURLReader` would hide the library the aliases name.
    package var urlReaderNamespaceName: String {
        let name = enumName + "URLReader"
        return name == ReservedNames.readerModule ? enumName + "LinkReader" : name
    }

    /// How a link resolved, with its outcome and context.
    package var resolutionTypeName: String { enumName + "Resolution" }
    package var linkContextTypeName: String { enumName + "LinkContext" }
    /// Where the app got a link: a notification, a scanned code, another app.
    package var linkSourceTypeName: String { enumName + "LinkSource" }
    /// Holds a link until the app can show it.
    package var pendingLinkTypeName: String { enumName + "PendingLink" }
    /// The namespace of the `RouteNavigation` library's copy in a navigation file generated with `reader: embedded`.
    package var navigationLibraryNamespaceName: String { enumName + "NavigationLibrary" }
    /// The spec's redirects, which the resolution of an old link names.
    package var redirectTypeName: String { enumName + "Redirect" }

    package var allTopLevelTypeNames: [String] {
        [
            tabTypeName, navigationTypeName, resolutionErrorTypeName, destinationsProtocolName, actionsProtocolName,
            linksNamespaceName, urlReaderNamespaceName, resolutionTypeName, linkContextTypeName, linkSourceTypeName,
            pendingLinkTypeName, redirectTypeName, routerTypeName, navigationStateTypeName, activityTypeName,
            intentsTypeName, shortcutsTypeName, intentErrorTypeName, sceneLinksTypeName, navigationLibraryNamespaceName,
        ]
    }
}
