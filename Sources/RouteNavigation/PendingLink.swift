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

    /// A pending link holding nothing.
    ///
    /// - Parameter lifetime: How long a held link stays worth showing, in seconds.
    public init(lifetime: TimeInterval = 600) { self.lifetime = lifetime }

    /// The link being held, while it is within its lifetime.
    ///
    /// - Parameter now: The time to judge the lifetime at.
    /// - Returns: The held link's resolution; nil when nothing is held or it is past its lifetime.
    public func pending(now: Date = Date()) -> Resolution? { now < expiry ? held : nil }

    /// Hands back a link the app can show now, and holds it otherwise, in place of any older one.
    ///
    /// A resolution without a route to show is returned at once: there is nothing to wait for. Either way the
    /// latest link wins: one returned drops the link held before it, which the person opened earlier.
    ///
    /// - Parameters:
    ///   - resolution: How the link resolved.
    ///   - isReady: Whether the app's screens are ready.
    ///   - isSignedIn: Whether someone is signed in.
    ///   - isAllowed: The app's gate beyond sign-in (onboarding, a paywall, a feature flag).
    ///   - now: The time the link arrived, from which a held link's lifetime runs.
    /// - Returns: `resolution`, when the app can show its route now; otherwise nil, and the link is held.
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

    /// Holds a link in place of any older one, whatever its route needs.
    ///
    /// - Parameters:
    ///   - resolution: How the link resolved.
    ///   - now: The time from which it is held for `lifetime`.
    public mutating func hold(_ resolution: Resolution, now: Date = Date()) {
        held = resolution
        expiry = now.addingTimeInterval(lifetime)
    }

    /// The held link, handed back once, when the app can show it now: ask when the app becomes ready, after sign-in
    /// and when the gate opens. A link past its lifetime is dropped.
    ///
    /// - Parameters:
    ///   - isReady: Whether the app's screens are ready.
    ///   - isSignedIn: Whether someone is signed in.
    ///   - isAllowed: The app's gate beyond sign-in.
    ///   - now: The time to judge the lifetime at.
    /// - Returns: The held link's resolution; nil when nothing is held or it still has to wait.
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

    /// Whether the app can show a route now: it is ready, someone is signed in where the route requires it, and the
    /// app's gate lets the route through.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - isReady: Whether the app's screens are ready.
    ///   - isSignedIn: Whether someone is signed in.
    ///   - isAllowed: The app's gate beyond sign-in.
    /// - Returns: True when all three let the route through.
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
    ///
    /// - Parameter decoder: The decoder of the saved link.
    /// - Throws: The decoder's error when the lifetime or the expiry is missing or not a number and a date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lifetime = try container.decode(TimeInterval.self, forKey: .lifetime)
        held = try container.decodeIfPresent(String.self, forKey: .link)
            .map { Route.resolution(for: $0, source: nil) }
        expiry = try container.decode(Date.self, forKey: .expiry)
    }

    /// Saves the held link's text and expiry.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lifetime, forKey: .lifetime)
        try container.encodeIfPresent(held?.link, forKey: .link)
        try container.encode(expiry, forKey: .expiry)
    }
}
