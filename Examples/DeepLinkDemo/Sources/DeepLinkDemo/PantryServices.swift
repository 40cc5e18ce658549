import Foundation
import Observation

/// What only Pantry can do with a link, which the generated router hands over: an action route, a web link this
/// version cannot show, the sign-in a held link waits for, and the analytics every link is reported to. A real app
/// puts items in its cart, calls `UIApplication.open(_:)` and presents its sign-in screen here; the demo writes each
/// down, so tests can check them.
@available(iOS 17, macOS 14, *) @MainActor @Observable public final class PantryServices {
    /// The orders whose items were put in the cart again, oldest first.
    public private(set) var reorderedOrders: [UUID] = []
    /// The web links handed to the browser, oldest first.
    public private(set) var browserLinks: [URL] = []
    /// The route a held link waits to show while sign-in is on screen; nil when sign-in is not showing.
    public private(set) var signInShownFor: AppRoute?
    /// Every link the router was given, with how it resolved and its campaign tags, oldest first.
    public private(set) var reportedLinks: [AppRouteResolution] = []

    /// Nothing done yet.
    public init() {}

    /// The router of an app that is not ready for links yet: a link that arrives during launch waits until the
    /// app calls `becameReady()`.
    public func makeRouter(isSignedIn: Bool) -> AppRouter {
        AppRouter(
            isSignedIn: isSignedIn,
            perform: { [weak self] route in if let self { route.perform(with: self) } },
            openInBrowser: { [weak self] url in self?.browserLinks.append(url) },
            signIn: { [weak self] route in self?.signInShownFor = route },
            observe: { [weak self] resolution in self?.reportedLinks.append(resolution) }
        )
    }

    /// The customer signed in: sign-in closes, and the router shows the link it held.
    public func signInFinished(on router: AppRouter) {
        signInShownFor = nil
        router.signedIn()
    }
}

/// Pantry's action routes: an action route added to the spec does not compile until it is performed here.
@available(iOS 17, macOS 14, *) extension PantryServices: AppRouteActions {
    /// Puts the order's items in the cart again.
    public func ordersReorder(orderId: UUID) { reorderedOrders.append(orderId) }
}
