/// The view of the generated activities file: each route's activity details, and the NSUserActivity they make.
struct ActivitiesView: Sendable {
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
struct ActivityLevelView: Sendable {
    var qualifiedTypeName: String
    var cases: [ActivityCaseView]
}

struct ActivityCaseView: Sendable {
    /// `.recipe`, matching every value; a group's `.settings(let route)`.
    var pattern: String
    /// `AppRouteActivity(type: "…", title: "…", eligibility: [.handoff])`, laid out; `nil`; a group's
    /// `route.activityDetails`.
    var details: String
}

extension ActivitiesView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .heading: .object(heading)
        case .activityTypeName: .text(activityTypeName)
        case .types: .list(types)
        case .levels: .list(levels)
        case .hasWebURL: .flag(hasWebURL)
        default: heading.value(for: key)
        }
    }
}

extension ActivityLevelView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .qualifiedTypeName: .text(qualifiedTypeName)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension ActivityCaseView: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .pattern: .text(pattern)
        case .details: .text(details)
        default: nil
        }
    }
}
