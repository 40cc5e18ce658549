/// A route's `intent:`: an App Intent that opens the route, and, with phrases, an App Shortcut that runs it.
package struct RouteIntentDocument: Sendable {
    /// The intent's title in the Shortcuts app; nil to make it from the route's title.
    package var title: Located<String>?
    /// What people say to Siri to run it, each naming the app as `${applicationName}`; empty for no App Shortcut.
    package var phrases: [Located<String>]
    /// The SF Symbol the App Shortcut shows.
    package var image: Located<String>?
    /// Where `intent:` is written.
    package var location: SourceLocation
}
