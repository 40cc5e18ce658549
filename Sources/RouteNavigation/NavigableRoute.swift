import Foundation

/// A route enum the navigation engine can show: the enum routegen generates for a spec conforms in the app's
/// navigation file, from what the spec decides (where each route goes, the screens beneath it, whether it needs
/// sign-in, how a link resolves). The engine itself (`NavigationState`, `PendingLink`, `Router`) is the same for
/// every app.
///
/// The library's sources declare no extension that names another of its types, so that a generated file can carry
/// them nested in a namespace of its own.
public protocol NavigableRoute: Hashable, Sendable {
    /// The app's tabs, in the order of its tab bar; `SingleStack` for an app with one navigation stack.
    associatedtype NavigationTab: Hashable, Sendable, CaseIterable
    /// How a link to one of the routes resolved.
    associatedtype ResolvedLink: LinkResolution where ResolvedLink.ResolvedRoute == Self
    /// Where the app got a link, which its resolution keeps.
    associatedtype LinkSource

    /// How the app shows the route.
    var placement: RoutePlacement<NavigationTab> { get }
    /// The screens a link to the route shows, bottom first, ending with the route: the spec's parents beneath it.
    var stack: [Self] { get }
    /// Whether the route's screen is for a signed-in person only, its own `auth` or one inherited from beneath it.
    var requiresAuth: Bool { get }

    /// How a link resolves.
    ///
    /// - Parameters:
    ///   - url: The link the app was handed.
    ///   - source: Where the app got the link, which the resolution keeps; nil when unknown.
    /// - Returns: The route, an old link's redirect, the fallback, or why there is none.
    static func resolution(for url: URL, source: LinkSource?) -> ResolvedLink
    /// How a link's text that never was a `URL` resolves.
    ///
    /// - Parameters:
    ///   - string: The link's text: a push payload, a scanned code.
    ///   - source: Where the app got the link, which the resolution keeps; nil when unknown.
    /// - Returns: The route, an old link's redirect, the fallback, or why there is none.
    static func resolution(for string: String, source: LinkSource?) -> ResolvedLink
    /// The route a tap on a tab opens when the tab's root screen requires sign-in.
    ///
    /// - Parameter tab: The tab tapped.
    /// - Returns: The route that selects the tab; nil when anyone may see its root.
    static func rootRequiringAuth(of tab: NavigationTab) -> Self?
}

/// How the app shows a route, as the spec's `navigation` says.
public enum RoutePlacement<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// Select the tab and show its root screen, pushing nothing.
    case selectTab(Tab)
    /// Push the route's stack onto the given tab's, or onto the stack showing when `tab` is nil.
    case push(tab: Tab?)
    /// Present the route's stack in a sheet.
    case sheet
    /// Present the route's stack over the whole screen.
    case fullScreen
    /// Perform the route's action, which shows no screen.
    case action

    /// Whether the route is presented over the tabs, as a sheet or a full-screen cover.
    @inlinable public var presents: Bool {
        switch self {
        case .sheet, .fullScreen: true
        case .selectTab, .push, .action: false
        }
    }
}

/// The tab type of an app without tabs: its one navigation stack, which `NavigationState.path` is.
public enum SingleStack: Hashable, Sendable, CaseIterable, Codable { case main }

/// How a link resolved, as the engine needs to know it: the route to show, the link's text and whether the link is
/// for the browser. The generated resolution type conforms.
public protocol LinkResolution: Sendable {
    /// The route enum. Not named `Route`, which would hide a route enum of that name from the conformance.
    associatedtype ResolvedRoute

    /// A resolution for a route the app shows itself, as a link to it would resolve.
    ///
    /// - Parameter route: The route to show.
    init(showing route: ResolvedRoute)

    /// The link's text as it was given.
    var link: String { get }
    /// The route to show; nil when there is none.
    var route: ResolvedRoute? { get }
    /// The https link to open in the browser, when the spec says a link this version cannot show goes there.
    var browserURL: URL? { get }
}
