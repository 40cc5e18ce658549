#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Pantry's scene delegate in UIKit: one router per scene, the generated `AppRouteSceneLinks` for everything the
/// system hands the scene, and `PantryCoordinator` for the screens.
@available(iOS 17, tvOS 17, *)
@MainActor
public final class PantrySceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?
    public let router: AppRouter
    private let links: AppRouteSceneLinks
    public private(set) var coordinator: PantryCoordinator?

    /// A real app performs actions, opens the browser and shows its sign-in here.
    override public init() {
        router = AppRouter(perform: { _ in }, openInBrowser: { _ in }, signIn: { _ in })
        links = AppRouteSceneLinks(router: router)
        super.init()
    }

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let coordinator = PantryCoordinator(router: router)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = coordinator.tabBarController
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
        links.connect(session, options: options)
        router.becameReady()
    }

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        links.open(urlContexts)
    }

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        links.continueActivity(userActivity)
    }

    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        links.stateRestorationActivity()
    }
}
#endif
