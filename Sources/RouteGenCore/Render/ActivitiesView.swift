/// The view of the generated activities file: each route's activity details, and the NSUserActivity they make.
struct ActivitiesView: TemplateObject {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    var activityTypeName: String
    /// Each activity type as a Swift string literal, in declaration order.
    var types: [String]
    /// Each route level with its `activityDetails` switch.
    var levels: [ActivityLevelView]
    /// Whether the routes have an https link, which becomes the activity's web page.
    var hasWebURL: Bool
}

/// One route level's `activityDetails` switch.
struct ActivityLevelView: TemplateObject {
    var qualifiedTypeName: String
    var cases: [ActivityCaseView]
}

struct ActivityCaseView: TemplateObject {
    /// `.recipe`, matching every value; a group's `.settings(let route)`.
    var pattern: String
    /// `AppRouteActivity(type: "…", title: "…", eligibility: [.handoff])`, laid out; `nil`; a group's
    /// `route.activityDetails`.
    var details: String
}
