import Foundation

/// Turns incoming URLs into navigation. A link that needs a signed-in customer waits until sign-in and is then
/// followed, so a customer who taps an order link while signed out still ends up on the order. Every link, followed
/// or not, is reported once to the app's analytics with the campaign it carried.
public final class DeepLinkHandler {
    /// What the handler did with a link.
    public enum Outcome: Hashable, Sendable {
        /// The route was shown.
        case navigated(AppRoute)
        /// A Pantry link this version does not understand; the spec's fallback route was shown instead.
        case fellBack(AppRoute, reason: AppRouteResolutionError)
        /// A link to Pantry's website that this version does not understand, opened in the browser.
        case openedInBrowser(URL)
        /// The route needs a signed-in customer; sign-in was presented and the route waits for it.
        case deferredUntilSignIn(AppRoute)
        /// Not a Pantry link; nothing happened.
        case rejected(AppRouteResolutionError)
    }

    /// Whether a customer is signed in, as the handler was last told.
    public private(set) var isSignedIn: Bool
    private var pending = AppRoutePendingLink()
    private let analytics: (AppRouteResolution) -> Void
    private let navigator: any Navigator
    private let destinations = PantryDestinations()

    /// `analytics` sees every link the handler is given, with how it resolved and its campaign tags.
    public init(
        navigator: any Navigator,
        isSignedIn: Bool,
        analytics: @escaping (AppRouteResolution) -> Void = { _ in }
    ) {
        self.navigator = navigator
        self.isSignedIn = isSignedIn
        self.analytics = analytics
    }

    /// The auth-gated route waiting for sign-in, if any. A newer link replaces it: the customer wants the latest.
    public var deferredRoute: AppRoute? { pending.pending?.route }

    /// Call from `.onOpenURL`, the scene delegate, or a push notification's link, saying where the link came from.
    @discardableResult public func open(_ url: URL, from source: AppRouteLinkSource? = nil) -> Outcome {
        let resolution = AppRoute.resolution(for: url, source: source)
        analytics(resolution)
        switch resolution.outcome {
        case .resolved(let route), .redirected(let route, _):
            return show(resolution, route: route, outcome: .navigated(route))
        case .fallback(let route, let reason):
            return show(resolution, route: route, outcome: .fellBack(route, reason: reason))
        case .openInBrowser(let url, _):
            navigator.openInBrowser(url)
            return .openedInBrowser(url)
        case .unresolved(let error): return .rejected(error)
        }
    }

    /// Opens a route the app built itself, such as a shortcut's.
    @discardableResult public func open(_ route: AppRoute) -> Outcome {
        show(
            AppRouteResolution(link: route.url.absoluteString, outcome: .resolved(route)),
            route: route,
            outcome: .navigated(route)
        )
    }

    /// Follows the link that was waiting for sign-in, if any.
    public func didSignIn() {
        isSignedIn = true
        guard let route = pending.release(isReady: true, isSignedIn: true)?.route else { return }
        navigate(to: route)
    }

    /// A link deferred for one customer must not open for the next one.
    public func didSignOut() {
        isSignedIn = false
        pending.discard()
    }

    private func show(_ resolution: AppRouteResolution, route: AppRoute, outcome: Outcome) -> Outcome {
        guard pending.open(resolution, isReady: true, isSignedIn: isSignedIn) != nil else {
            navigator.presentSignIn()
            return .deferredUntilSignIn(route)
        }
        navigate(to: route)
        return outcome
    }

    private func navigate(to route: AppRoute) {
        let destination = route.destination(in: destinations)
        switch route.navigation {
        case .selectTab(let tab): navigator.selectTab(tab)
        case .push(let tab): navigator.push(destination, onto: tab)
        case .sheet: navigator.presentSheet(destination)
        case .fullScreen: navigator.presentFullScreen(destination)
        case .action: navigator.perform(destination)
        }
    }
}
