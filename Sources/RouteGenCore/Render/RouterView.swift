/// The view of the generated navigation file: each route's stack and the route enum's conformance to the
/// `RouteNavigation` library's engine, which the file imports or carries.
struct RouterView: TemplateObject {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    /// Each route level with its `stack` switch.
    var levels: [StackLevelView]
    /// The enums whose values the stacks convert to another enum's, each pair once.
    var enumConversions: [EnumConversionView]
    /// The tabs' enum; empty in a spec without tabs.
    var tabTypeName: String
    /// How the file names the engine's types: the `RouteNavigation` module, or the namespace of its copy.
    var navigationLibrary: String
    /// Whether the file imports the `RouteNavigation` library rather than carrying a copy of it.
    var importsNavigationLibrary: Bool
    /// The library's declarations, indented into the namespace of the copy; empty when the file imports it.
    var navigationLibraryDeclarations: String
    /// The library's extensions, after the namespace; empty when the file imports it.
    var navigationLibraryExtensions: String
    var navigationTypeName: String
    var stateTypeName: String
    var routerTypeName: String
    var pendingLinkTypeName: String
    var resolutionTypeName: String
    var sourceTypeName: String
    /// Whether the routes are `Codable`, so the navigation state can be too.
    var codable: Bool
    /// Whether a resolution can say to open a link in the browser, which the router hands to the app.
    var opensWebLinksInBrowser: Bool
    /// The modules of the features the app mounts, whose route enums the stacks extend.
    var featureImports: [String]
    /// The arms of the tabs' `rootRequiringAuth` switch: the route a tap on the tab opens, for a tab whose root
    /// screen requires sign-in, else `nil`; empty when every tab's root is open to anyone.
    var tabRootArms: [SwitchArmView]

    var hasTabs: Bool { !tabTypeName.isEmpty }
    /// Whether some tab's root screen requires sign-in, so that selecting it waits for sign-in.
    var hasTabRootRequiringAuth: Bool { !tabRootArms.isEmpty }
}

/// One route level's `stack` switch.
struct StackLevelView: TemplateObject {
    var qualifiedTypeName: String
    /// Whether the level's links name a tab before a feature's mount: its stack is then `stack(tab:)`, the tab the
    /// app's case holds.
    var takesTab: Bool
    var cases: [StackCaseView]
}

struct StackCaseView: TemplateObject {
    /// `.item(let orderId, _)`: the values the parents need bound, the others matched as `_`; a group's
    /// `.settings(let route)`.
    var pattern: String
    /// `[.orders, .order(orderId: orderId), self]`, laid out; a group's `route.stack`.
    var stack: String
}

/// How a value of one enum becomes the case of another that a route's parent takes: an initializer whose switch maps
/// each case to the one `ValueConversion.between` gives it, so the stack never fails.
struct EnumConversionView: TemplateObject {
    /// `AppRoute.SectionKind`, the type of the parent's value.
    var typeName: String
    /// `AppRoute.ArticleKind`, the type of the route's value.
    var valueTypeName: String
    /// `case .top: self = .top`, one per case of the route's enum.
    var arms: [SwitchArmView]
}
