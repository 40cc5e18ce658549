// NSUserActivity is part of Foundation only on Apple platforms, which are the ones with the Objective-C runtime.
#if canImport(ObjectiveC)
import Foundation

/// A route enum whose screens become NSUserActivity objects, for Handoff, Spotlight and state restoration: the
/// activities file routegen generates gives the members, and the wiring file declares the conformance. `RouteLinks`
/// and `SceneLinks` then continue the app's activities and advertise the screen showing.
public protocol UserActivityRoute: NavigableRoute {
    /// Every activity type a route becomes: the list Info.plist's `NSUserActivityTypes` holds.
    static var userActivityTypes: [String] { get }
    /// The type of the route's activity; nil for a route that becomes none (an action, a sign-in link).
    var userActivityType: String? { get }

    /// The route an activity of one of the types describes; nil for another type, or for a link that no longer
    /// opens it.
    ///
    /// - Parameter userActivity: The activity the system hands over.
    init?(userActivity: NSUserActivity)
    /// A new activity for the route.
    ///
    /// - Returns: The activity; nil for a route that becomes none.
    func userActivity() -> NSUserActivity?
    /// Writes the route's title, link and eligibility into an activity the system made for the route's type.
    ///
    /// - Parameter activity: The activity to describe the route in.
    func describe(in activity: NSUserActivity)
}
#endif
