/// An App Intent that opens a route, and, with phrases, the App Shortcut that runs it.
package struct RouteIntent: Sendable {
    /// The intent's Swift type: the enum's name, the route's qualified name and `Intent`, as in `AppRouteRecipeIntent`.
    package var typeName: String
    /// The intent's title in the Shortcuts app.
    package var title: String
    /// Each of the route's parameters as the intent's, with the title Shortcuts shows for it.
    package var parameterTitles: [String]
    /// The App Shortcut's phrases, each naming the app once as `${applicationName}`; empty for no App Shortcut.
    package var phrases: [String]
    /// The App Shortcut's title: the route's title, else the intent's.
    package var shortTitle: String
    /// The SF Symbol the App Shortcut shows; nil without phrases.
    package var image: String?
}
