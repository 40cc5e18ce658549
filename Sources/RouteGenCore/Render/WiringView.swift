/// The view of the generated wiring file: what hands the system's links, activities and intents to the router,
/// through the navigation library's `RouteLinks` and `SceneLinks`.
struct WiringView: TemplateObject {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    var routerTypeName: String
    var linksModifierMethodName: String
    var sceneLinksTypeName: String
    /// `RouteNavigation`, or the namespace of the library's copy in a navigation file generated with
    /// `reader: embedded`.
    var navigationLibrary: String
    var importsNavigationLibrary: Bool
    /// The library's SwiftUI and UIKit parts, which a file generated with `reader: embedded` carries; nil otherwise.
    var swiftUILibraryPart: NavigationLibraryUIPartView?
    var uiKitLibraryPart: NavigationLibraryUIPartView?
    /// Whether the activities file is generated too, so that the routes are a `UserActivityRoute`: the wiring
    /// continues the app's own activities and advertises the screen showing.
    var continuesActivities: Bool
    var activityTypeName: String
    /// Whether the routes are `Codable` (`codable: true`), so that a SwiftUI scene can keep its screens in its
    /// storage; a UIKit scene's `SceneLinks` saves them in its restoration activity on its own.
    var savesScreens: Bool
    /// Whether the intents file is generated too, whose intents hand their routes to the router.
    var hasIntents: Bool
    var intentsTypeName: String
}

/// The library's files for one UI framework, as the wiring file carries them.
struct NavigationLibraryUIPartView: TemplateObject {
    /// The modules they import besides the framework.
    var otherImports: [String]
    /// Their declarations, indented for the body of an extension of the library's namespace.
    var nestedDeclarations: String
}
