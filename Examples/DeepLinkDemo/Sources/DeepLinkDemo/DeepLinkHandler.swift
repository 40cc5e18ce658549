import Foundation

/// Turns incoming URLs into navigation. A link that needs a signed-in customer waits until sign-in and is then
/// followed, so a customer who taps an order link while signed out still ends up on the order.
public final class DeepLinkHandler {
    public enum Outcome: Hashable, Sendable {
        case navigated(AppRoute)
        /// The route needs a signed-in customer; sign-in was presented and the route waits for it.
        case deferredUntilSignIn(AppRoute)
        /// Not a link this version of the app understands; nothing happened.
        case rejected(AppRouteResolutionError)
    }

    public private(set) var isSignedIn: Bool
    /// The last auth-gated route opened while signed out. A newer link replaces it: the customer wants the latest.
    public private(set) var deferredRoute: AppRoute?
    private let navigator: any Navigator
    private let destinations = PantryDestinations()

    public init(navigator: any Navigator, isSignedIn: Bool) {
        self.navigator = navigator
        self.isSignedIn = isSignedIn
    }

    /// Call from `.onOpenURL`, the scene delegate, or a push notification's link.
    @discardableResult
    public func open(_ url: URL) -> Outcome {
        switch AppRoute.resolve(url) {
        case .success(let route): return open(route)
        case .failure(let error): return .rejected(error)
        }
    }

    @discardableResult
    public func open(_ route: AppRoute) -> Outcome {
        guard isSignedIn || !route.requiresAuth else {
            deferredRoute = route
            navigator.presentSignIn()
            return .deferredUntilSignIn(route)
        }
        navigate(to: route)
        return .navigated(route)
    }

    /// Follows the link that was waiting for sign-in, if any.
    public func didSignIn() {
        isSignedIn = true
        guard let route = deferredRoute else { return }
        deferredRoute = nil
        navigate(to: route)
    }

    /// A link deferred for one customer must not open for the next one.
    public func didSignOut() {
        isSignedIn = false
        deferredRoute = nil
    }

    private func navigate(to route: AppRoute) {
        let destination = route.destination(in: destinations)
        switch route.navigation {
        case .selectTab(let tab):
            navigator.selectTab(tab)
        case .push(let tab):
            navigator.push(destination, onto: tab)
        case .sheet:
            navigator.presentSheet(destination)
        case .fullScreen:
            navigator.presentFullScreen(destination)
        case .action:
            navigator.perform(destination)
        }
    }
}
