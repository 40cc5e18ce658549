import Foundation

// A stand-in for the parts of UIKit that the generated wiring file's scene helper uses, with the types Apple's
// documentation gives them (https://developer.apple.com/documentation/uikit/uiscene), compiled into the test program
// beside an empty module named UIKit, so that `canImport(UIKit)` holds and `import UIKit` works.

open class UIScene {
    open class ConnectionOptions {
        open var urlContexts: Set<UIOpenURLContext>
        open var userActivities: Set<NSUserActivity>

        init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
        }
    }
}

open class UISceneSession {
    open var stateRestorationActivity: NSUserActivity?

    init(stateRestorationActivity: NSUserActivity? = nil) { self.stateRestorationActivity = stateRestorationActivity }
}

/// An NSObject on Apple platforms, hashed by identity.
open class UIOpenURLContext: Hashable {
    open var url: URL

    init(url: URL) { self.url = url }

    public static func == (left: UIOpenURLContext, right: UIOpenURLContext) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// NSUserActivity is an NSObject on Apple platforms, hashed by identity, so scenes hand activities over in sets.
extension NSUserActivity: Hashable {
    public static func == (left: NSUserActivity, right: NSUserActivity) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

// The view controllers, window and delegates a scene delegate and a coordinator use. Presentation and navigation
// happen at once (no animation); `popByBackButton()` and `tapTab(_:)` play the person.

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIViewController: UIResponder {
    open var title: String?
    open private(set) var presentedViewController: UIViewController?
    open weak var presentationController: UIPresentationController?
    private var ownPresentationController: UIPresentationController?

    public init(nibName: String?, bundle: Bundle?) { super.init() }

    public required init?(coder: NSCoder) { nil }

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewController
        let presentation = UIPresentationController()
        viewController.ownPresentationController = presentation
        viewController.presentationController = presentation
        completion?()
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }

    /// The person swipes the presented sheet away: UIKit dismisses it and tells the presentation's delegate.
    public func swipePresentedAway() {
        guard let presented = presentedViewController, let presentation = presented.presentationController else {
            return
        }
        presentedViewController = nil
        presentation.delegate?.presentationControllerDidDismiss(presentation)
    }
}

@MainActor open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// Its methods are optional in UIKit; the stand-in declares the one the example implements.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The person taps Back: the top screen goes, and the delegate hears which one shows.
    public func popByBackButton() {
        guard viewControllers.count > 1 else { return }
        viewControllers.removeLast()
        delegate?.navigationController(self, didShow: viewControllers[viewControllers.count - 1], animated: true)
    }
}

@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@MainActor open class UITabBarController: UIViewController {
    public init() { super.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) { nil }

    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open weak var delegate: (any UITabBarControllerDelegate)?

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The person taps a tab: UIKit selects it, taking a tab already selected back to its root, and tells the
    /// delegate.
    public func tapTab(_ index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        if index == selectedIndex, let navigation = controllers[index] as? UINavigationController {
            navigation.viewControllers = Array(navigation.viewControllers.prefix(1))
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controllers[index])
    }
}

open class UIWindowScene: UIScene {}

@MainActor open class UIWindow: UIResponder {
    open var rootViewController: UIViewController?

    public init(windowScene: UIWindowScene) { super.init() }

    open func makeKeyAndVisible() {}
}

@MainActor public protocol UIWindowSceneDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
}
