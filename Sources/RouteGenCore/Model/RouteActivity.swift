/// How a route becomes an NSUserActivity: for Handoff, state restoration, Spotlight and Siri suggestions.
package struct RouteActivity: Sendable {
    /// The activity type, as Info.plist's `NSUserActivityTypes` lists it: the spec's prefix and the route's
    /// qualified name, or the route's own `type`.
    package var type: String
    /// The title people see in Spotlight, Siri suggestions and the app switcher; nil when the spec gives none.
    package var title: String?
    package var eligibility: ActivityEligibility
    /// Where the type is written, or the route's name for a type made from it: where a registration problem points.
    package var location: SourceLocation
}

/// The system features an activity is offered to. The defaults are NSUserActivity's own.
package struct ActivityEligibility: Hashable, Sendable {
    package var handoff = true
    package var search = false
    package var prediction = false
}
