#if canImport(UIKit) && !os(watchOS)
import RouteNavigation
import UIKit

/// Pantry's scene delegate in UIKit: one router per scene, the generated `AppRouteSceneLinks` for everything the
/// system hands the scene, and the navigation library's coordinator for the screens.
@available(iOS 17, tvOS 17, *) @MainActor public final class PantrySceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window, showing the coordinator's tab bar controller.
    public var window: UIWindow?
    /// The scene's own router: each window of the app has its own screens.
    public let router: AppRouter
    private let links: AppRouteSceneLinks
    /// Keeps the view controllers and the router in step, once the scene connects.
    public private(set) var coordinator: RouterCoordinator<AppRoute>?

    /// A real app performs actions, opens the browser and shows its sign-in here.
    override public init() {
        router = AppRouter(perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in })
        links = AppRouteSceneLinks(router: router)
        super.init()
    }

    /// Builds the screens, hands the router what the scene was opened with, and lets it show links.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let coordinator = PantryViewControllers.coordinator(for: router)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = coordinator.rootViewController
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
        links.connect(session, options: options)
        router.becameReady()
    }

    /// The scene is now the one the person is using, so the app's intents show their routes in it.
    public func sceneDidBecomeActive(_ scene: UIScene) { links.becameActive() }

    /// Links opened while the scene runs.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) { links.open(urlContexts) }

    /// Universal links and the app's own activities (Handoff, Spotlight).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) { links.continueActivity(userActivity) }

    /// The screen showing, which the scene shows again the next time it connects.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { links.stateRestorationActivity() }
}
#endif
