#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The scene delegate's side of a router: make one per scene, with the scene's own router, and call it from the
/// `UIWindowSceneDelegate` methods its members name. For routes that are a `UserActivityRoute`, it continues the
/// app's own activities too and gives the screen showing for state restoration.
@available(iOS 17, tvOS 17, visionOS 1, *) @MainActor public struct SceneLinks<Route: NavigableRoute> {
    /// The scene's router, which opens the links and shows the activities' routes.
    public let router: Router<Route>
    private let whenActive: @MainActor (Router<Route>) -> Void

    /// The links of a scene.
    ///
    /// - Parameter router: The scene's router.
    public init(router: Router<Route>) { self.init(router: router, whenActive: { _ in }) }

    /// The links of a scene, and what should reach the router of the scene the person is using.
    ///
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - whenActive: Runs each time the scene becomes foreground active (`becameActive()`), for what should reach
    ///     the router of the scene the person is using (the routes of the app's intents).
    public init(router: Router<Route>, whenActive: @escaping @MainActor (Router<Route>) -> Void) {
        self.router = router
        self.whenActive = whenActive
    }

    /// From `sceneDidBecomeActive(_:)`: the scene is now the one the person is using.
    public func becameActive() { whenActive(router) }

    /// From `scene(_:willConnectTo:options:)`: the screen the scene showed when it was last closed, then the links
    /// and activities it is opened with, which come later and so win. The router holds them until `becameReady()`.
    ///
    /// - Parameters:
    ///   - session: The scene's session, whose `stateRestorationActivity` is the screen it showed.
    ///   - options: The connection options, with the links and activities the scene is opened with.
    public func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        if let activity = session.stateRestorationActivity { continueActivity(activity) }
        openLinks(of: options)
    }

    /// `connect(_:options:)` for routes that can be saved: first every screen and the held link that
    /// `stateRestorationActivity()` saved, as far as they still resolve in this version of the app (the screen
    /// showing, when they do not read), then the links and activities the scene is opened with. Restored screens
    /// that require sign-in wait for `signedIn()` while nobody is signed in (see `Router.restoreScreens(from:)`).
    ///
    /// - Parameters:
    ///   - session: The scene's session, whose `stateRestorationActivity` holds the saved screens.
    ///   - options: The connection options, with the links and activities the scene is opened with.
    public func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions)
    where Route: Codable, Route.NavigationTab: Codable {
        if let activity = session.stateRestorationActivity {
            let saved = activity.userInfo?[Self.savedScreensKey] as? Data
            if saved.map({ router.restoreScreens(from: $0) }) != true { continueActivity(activity) }
        }
        openLinks(of: options)
    }

    /// The URL contexts, then the activities, each in the order of their text, as `open(_:)` says.
    private func openLinks(of options: UIScene.ConnectionOptions) {
        open(options.urlContexts)
        let activities = options.userActivities.sorted {
            ($0.activityType, $0.webpageURL?.absoluteString ?? "") < (
                $1.activityType, $1.webpageURL?.absoluteString ?? ""
            )
        }
        for activity in activities { continueActivity(activity) }
    }

    /// From `scene(_:openURLContexts:)`. Several links handed over at once are opened in the order of their text,
    /// so that the same links always show the same screen: the last in that order, as a later link wins; `observe`
    /// sees each.
    ///
    /// - Parameter urlContexts: The links handed over.
    public func open(_ urlContexts: Set<UIOpenURLContext>) {
        for url in urlContexts.map(\.url).sorted(by: { $0.absoluteString < $1.absoluteString }) { router.open(url) }
    }

    /// From `scene(_:continue:)`: a universal link that arrives as an activity is opened as a link, one of the
    /// app's activities shows its route.
    ///
    /// - Parameter activity: The activity the system hands over.
    public func continueActivity(_ activity: NSUserActivity) {
        if activity.activityType == NSUserActivityTypeBrowsingWeb {
            if let url = activity.webpageURL { router.open(url) }
            return
        }
        let routes = Route.self as? any UserActivityRoute.Type
        if let route = routes?.init(userActivity: activity) as? Route { router.show(route) }
    }

    /// For `stateRestorationActivity(for:)`: the screen showing, as an activity the next launch continues.
    ///
    /// - Returns: The activity of the screen showing; nil at a root, or for routes that become no activity.
    public func stateRestorationActivity() -> NSUserActivity? { visibleRouteActivity() }

    /// `stateRestorationActivity()` for routes that can be saved: every tab's stack, the presentations and the held
    /// link, which `connect(_:options:)` shows again.
    ///
    /// - Returns: The activity of the screen showing with the saved screens (of the app's first activity type at a
    ///   root, or of type `savedScreensActivityType` in an app without activities).
    public func stateRestorationActivity() -> NSUserActivity? where Route: Codable, Route.NavigationTab: Codable {
        let saved = router.savedScreens()
        let activity = visibleRouteActivity() ?? NSUserActivity(activityType: Self.savedScreensActivityType)
        var userInfo = activity.userInfo ?? [:]
        userInfo[Self.savedScreensKey] = saved
        activity.userInfo = userInfo
        activity.requiredUserInfoKeys?.insert(Self.savedScreensKey)
        return activity
    }

    /// The type of the activity that saves the screens while none of the app's activities describes the screen
    /// showing: the app's first activity type, or `RouteNavigation.SavedScreens` for routes without activities.
    public static var savedScreensActivityType: String {
        (Route.self as? any UserActivityRoute.Type)?.userActivityTypes.first ?? "RouteNavigation.SavedScreens"
    }

    /// The `userInfo` key of the saved screens.
    private static var savedScreensKey: String { "RouteNavigation.SavedScreens" }

    private func visibleRouteActivity() -> NSUserActivity? {
        router.state.visibleRoute.flatMap { $0 as? any UserActivityRoute }?.userActivity()
    }
}
#endif
