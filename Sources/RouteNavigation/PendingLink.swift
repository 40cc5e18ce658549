import Foundation

/// Holds the latest link that arrived before the app could show it: while its screens are not ready, while nobody
/// is signed in for a route that requires authentication, or while the app's own gate (onboarding, a paywall, a
/// feature flag) refuses the route. The app asks for it back when one of these changes, and drops it on sign-out; a
/// link held longer than `lifetime` is dropped instead of shown.
public struct PendingLink<Route: NavigableRoute>: Sendable {
    /// How a held link resolved.
    public typealias Resolution = Route.ResolvedLink

    /// How long a held link stays worth showing, in seconds.
    public let lifetime: TimeInterval
    @usableFromInline var held: Resolution?
    private var expiry = Date.distantPast

    /// A pending link holding nothing, which holds a link for `lifetime` seconds.
    public init(lifetime: TimeInterval = 600) { self.lifetime = lifetime }

    /// The link being held, if any, while it is within its lifetime.
    public func pending(now: Date = Date()) -> Resolution? { now < expiry ? held : nil }

    /// `resolution`, when the app can show its route now; otherwise nil, and the link is held in place of any older
    /// one. A resolution without a route to show is returned at once: there is nothing to wait for. Either way the
    /// latest link wins: one returned drops the link held before it, which the person opened earlier.
    public mutating func open(
        _ resolution: Resolution,
        isReady: Bool,
        isSignedIn: Bool,
        isAllowed: (Route) -> Bool = { _ in true },
        now: Date = Date()
    ) -> Resolution? {
        guard let route = resolution.route,
            !Self.canShow(route, isReady: isReady, isSignedIn: isSignedIn, isAllowed: isAllowed)
        else {
            held = nil
            return resolution
        }
        hold(resolution, now: now)
        return nil
    }

    /// Holds `resolution` in place of any older link, for `lifetime` from `now`, whatever its route needs.
    public mutating func hold(_ resolution: Resolution, now: Date = Date()) {
        held = resolution
        expiry = now.addingTimeInterval(lifetime)
    }

    /// The held link, handed back once, when the app can show it now: ask when the app becomes ready, after sign-in
    /// and when the gate opens. Nil when nothing is held or it still has to wait; a link past its lifetime is
    /// dropped.
    public mutating func release(
        isReady: Bool,
        isSignedIn: Bool,
        isAllowed: (Route) -> Bool = { _ in true },
        now: Date = Date()
    ) -> Resolution? {
        guard let resolution = held else { return nil }
        guard now < expiry else {
            held = nil
            return nil
        }
        guard let route = resolution.route,
            Self.canShow(route, isReady: isReady, isSignedIn: isSignedIn, isAllowed: isAllowed)
        else { return nil }
        held = nil
        return resolution
    }

    /// Drops the held link. Call it on sign-out, so that a link held for one person never opens for the next.
    @inlinable public mutating func discard() { held = nil }

    /// Whether a link is held, even one past its lifetime, which `pending(now:)` no longer returns.
    @inlinable public var holdsLink: Bool { held != nil }

    /// Whether the app can show `route` now: it is ready, someone is signed in where the route requires it, and the
    /// app's gate lets the route through.
    @inlinable public static func canShow(
        _ route: Route,
        isReady: Bool,
        isSignedIn: Bool,
        isAllowed: (Route) -> Bool
    ) -> Bool { isReady && (isSignedIn || !route.requiresAuth) && isAllowed(route) }
}

/// A held link is stored as its text and its expiry, and read back by resolving the text again, so that it survives
/// a relaunch (the link's source is not kept) and follows the rules of the version that reads it: save the router's
/// `pendingLink` with its `state`.
extension PendingLink: Codable {
    private enum CodingKeys: String, CodingKey { case lifetime, link, expiry }

    /// Reads a saved held link by resolving its text again.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lifetime = try container.decode(TimeInterval.self, forKey: .lifetime)
        held = try container.decodeIfPresent(String.self, forKey: .link)
            .map { Route.resolution(for: $0, source: nil) }
        expiry = try container.decode(Date.self, forKey: .expiry)
    }

    /// Saves the held link's text and expiry.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lifetime, forKey: .lifetime)
        try container.encodeIfPresent(held?.link, forKey: .link)
        try container.encode(expiry, forKey: .expiry)
    }
}
