#if canImport(SwiftUI)
import SwiftUI

/// Hands a scene's links to its router: the URLs the system opens the app with and universal links that arrive as
/// activities; for routes that are a `UserActivityRoute`, the app's own activities too (Handoff, Spotlight), while
/// the screen showing is advertised. Apply it once per scene, to the scene's root view, with the scene's own
/// router.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RouteLinks<Route: NavigableRoute>: ViewModifier {
    /// The scene's router, which opens the links and shows the activities' routes.
    public let router: Router<Route>
    private let whenActive: @MainActor (Router<Route>) -> Void
    @Environment(\.scenePhase) private var scenePhase

    /// The links of a scene.
    ///
    /// - Parameter router: The scene's router.
    public init(router: Router<Route>) { self.init(router: router, whenActive: { _ in }) }

    /// The links of a scene, and what should reach the router of the scene the person is using.
    ///
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - whenActive: Runs each time the scene becomes foreground active, and when the root appears in a scene
    ///     already active, for what should reach the router of the scene the person is using (the routes of the
    ///     app's intents).
    public init(router: Router<Route>, whenActive: @escaping @MainActor (Router<Route>) -> Void) {
        self.router = router
        self.whenActive = whenActive
    }

    /// The content, opening the links and continuing the activities the system hands it.
    ///
    /// - Parameter content: The scene's root view.
    /// - Returns: The root view that hands its links to the router.
    public func body(content: Content) -> some View {
        let links = content.onOpenURL { router.open($0) }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL { router.open(url) }
            }
            .onChange(of: scenePhase, initial: true) { _, phase in if phase == .active { whenActive(router) } }
        if let routes = Route.self as? any UserActivityRoute.Type {
            let showing = router.state.visibleRoute.flatMap { $0 as? any UserActivityRoute }
            // SwiftUI takes a type even while nothing is advertised: any of the app's types stands in.
            let advertisedType = showing?.userActivityType ?? routes.userActivityTypes.first ?? ""
            links.modifier(ContinueActivities(types: routes.userActivityTypes[...], perform: showActivity))
                .userActivity(advertisedType, isActive: showing?.userActivityType != nil) { activity in
                    showing?.describe(in: activity)
                }
        } else {
            links
        }
    }

    private func showActivity(_ activity: NSUserActivity) {
        let routes = Route.self as? any UserActivityRoute.Type
        if let route = routes?.init(userActivity: activity) as? Route { router.show(route) }
    }
}

/// One `onContinueUserActivity` for each type, which SwiftUI takes one at a time.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) struct ContinueActivities: ViewModifier {
    let types: ArraySlice<String>
    let perform: (NSUserActivity) -> Void

    func body(content: Content) -> some View {
        if let type = types.first {
            content.onContinueUserActivity(type, perform: perform)
                .modifier(ContinueActivities(types: types.dropFirst(), perform: perform))
        } else {
            content
        }
    }
}
#endif
