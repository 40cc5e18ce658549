/// The spec's `activities:`: the prefix of every route's NSUserActivity type and which system features the
/// activities are offered to, unless a route says otherwise.
package struct ActivitiesDocument: Sendable {
    /// `com.example.app`: a route's activity type is the prefix, a dot and the route's qualified name.
    package var typePrefix: Located<String>?
    package var eligibility: ActivityEligibilityDocument
    package var location: SourceLocation
}

/// Which system features an activity is offered to, each as written; nil where the spec says nothing.
package struct ActivityEligibilityDocument: Sendable {
    package var handoff: Located<Bool>?
    package var search: Located<Bool>?
    package var prediction: Located<Bool>?
}

/// A route's `activity:`.
package enum RouteActivityDocument: Sendable {
    /// `activity: false`: the route never becomes an activity (a sign-in token, a logout).
    case excluded(SourceLocation)
    /// `activity: true`, or a mapping that names the type or the features the route is offered to.
    case included(type: Located<String>?, eligibility: ActivityEligibilityDocument, location: SourceLocation)
}
