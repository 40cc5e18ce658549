import Foundation

// A stand-in for the parts of UIKit that the generated wiring file's scene helper and the navigation library's
// coordinator use, compiled into the test program beside an empty module named UIKit (so that `canImport(UIKit)`
// holds and `import UIKit` works), or as the UIKit module itself, which the library is built against. Each declaration is as the iOS 18.6 SDK's headers import it into Swift: the classes are
// NSObject subclasses isolated to the main actor (NS_SWIFT_UI_ACTOR), read-only properties have no setter, the
// initializers UIKit keeps to itself (a scene's options, a session, a URL context) are internal. Two differences
// Linux imposes: Objective-C's optional protocol methods are requirements here (each protocol declares only the one
// the example implements), and UIKit's behaviour is played at once, without animation; `swipePresentedAway()`,
// `popByBackButton()` and `tapTab(_:)`, marked "Not UIKit's", play the person.

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIResponder: NSObject {
    @available(iOS 8.0, *)
    open var userActivity: NSUserActivity?
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder {}

@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScene: UIResponder {
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    @MainActor open class ConnectionOptions: NSObject {
        private let contexts: Set<UIOpenURLContext>
        private let activities: Set<NSUserActivity>

        init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            contexts = urlContexts
            activities = userActivities
        }

        open var urlContexts: Set<UIOpenURLContext> { contexts }

        open var userActivities: Set<NSUserActivity> { activities }
    }
}

@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindowScene: UIScene {}

@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UISceneSession: NSObject {
    open var stateRestorationActivity: NSUserActivity?

    init(stateRestorationActivity: NSUserActivity? = nil) { self.stateRestorationActivity = stateRestorationActivity }
}

@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIOpenURLContext: NSObject {
    private let link: URL

    init(url: URL) { link = url }

    open var url: URL { link }
}

@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    case pageSheet = 1
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    case automatic = -2
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {
    open var title: String?
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    private var presented: UIViewController?
    private var presentation: UIPresentationController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { nil }

    open var presentedViewController: UIViewController? { presented }

    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { presentation }

    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        // UIKit presents nothing over a controller that is already presenting (it logs a warning), and calls no
        // completion.
        guard presented == nil else { return }
        presented = viewControllerToPresent
        viewControllerToPresent.presentation = UIPresentationController()
        completion?()
    }

    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presented = nil
        completion?()
    }

    /// Not UIKit's: the person swipes the presented sheet away; UIKit dismisses it and tells the presentation's
    /// delegate.
    public func swipePresentedAway() {
        guard let sheet = presented, let presentation = sheet.presentation else { return }
        presented = nil
        presentation.delegate?.presentationControllerDidDismiss(presentation)
    }
}

@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

@available(watchOS, unavailable)
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@available(watchOS, unavailable)
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Not UIKit's: the person taps Back; the top screen goes, and the delegate hears which one shows.
    public func popByBackButton() {
        guard viewControllers.count > 1 else { return }
        viewControllers.removeLast()
        delegate?.navigationController(self, didShow: viewControllers[viewControllers.count - 1], animated: true)
    }
}

@available(watchOS, unavailable)
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0

    public init() { super.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) { nil }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Not UIKit's: the person taps a tab; UIKit selects it, taking a tab already selected back to its root, and
    /// tells the delegate.
    public func tapTab(_ index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        if index == selectedIndex, let navigation = controllers[index] as? UINavigationController {
            navigation.viewControllers = Array(navigation.viewControllers.prefix(1))
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controllers[index])
    }
}

@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?

    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    public init(windowScene: UIWindowScene) { super.init() }

    open func makeKeyAndVisible() {}
}

@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UIWindowSceneDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
}
