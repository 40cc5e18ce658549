/// The view of the generated wiring file: a SwiftUI modifier and a UIKit scene helper that hand the system's links,
/// activities and intents to the router.
struct WiringView: TemplateObject {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    var routerTypeName: String
    var linksModifierTypeName: String
    var linksModifierMethodName: String
    var sceneLinksTypeName: String
    /// Whether the activities file is generated too, so that the wiring continues the app's own activities and
    /// advertises the screen showing.
    var continuesActivities: Bool
    /// String literals of every activity type the app continues.
    var activityTypes: [String]
    var activityTypeName: String
    /// Whether the intents file is generated too, whose intents hand their routes to the router.
    var hasIntents: Bool
    var intentsTypeName: String
}
