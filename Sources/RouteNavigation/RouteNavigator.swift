import Foundation

/// The app's own navigation, which a `NavigatorDriver` keeps in step with a router: the coordinator of an app that
/// has its tab bar controller, navigation controllers and presentations already implements these five members over
/// them, and the driver calls them, in this order, whenever the router's state changes: `dismissPresentation()`,
/// `select(_:)`, `setStack(_:keeping:of:)` for the tabs, `present(_:fullScreen:)`, then `setStack` for the
/// presentation. The app changes screens through the router (`open`, `show`, `pop`, `select`, `dismiss`), never by
/// calling these itself, and tells the driver what the person did on screen (Back, a tab tap, a sheet swiped away).
/// `RouterCoordinator` is one navigator, for a UIKit app whose screens the library builds.
@MainActor public protocol RouteNavigator: AnyObject, Sendable {
    /// The app's route enum.
    associatedtype Route: NavigableRoute

    /// Whether the app shows a presentation of its own (its sign-in, an alert, a share sheet), over the tabs or
    /// over the router's presentation: UIKit presents nothing over a controller that is presenting, so while it is
    /// true the driver presents nothing, and the router's presentation waits (see `Router.appIsPresenting`).
    var presentsScreenOfItsOwn: Bool { get }

    /// Shows a tab, whose stack is already as the router has it.
    ///
    /// - Parameter tab: The tab to show.
    func select(_ tab: Route.NavigationTab)

    /// Shows routes above the root of a stack: the screens of the first `kept` show already, as they did, and the
    /// rest are new, made for their routes (for a presentation, above the screen of its root). A navigator that
    /// cannot show more above a presentation's root, because it presents the root alone, tells the driver with
    /// `didPop(to:in:)`.
    ///
    /// - Parameters:
    ///   - routes: Every route of the stack above its root, bottom first.
    ///   - kept: How many routes at the bottom keep the screens that show them already.
    ///   - stack: The tab's stack, or the presentation's.
    func setStack(_ routes: [Route], keeping kept: Int, of stack: ScreenStack<Route.NavigationTab>)

    /// Presents a route's screen in place of the presentation that shows, which goes first. Its stack is then
    /// `ScreenStack.presentation`, empty.
    ///
    /// - Parameters:
    ///   - root: The route at the root of the presentation.
    ///   - fullScreen: True to present over the full screen, false for a sheet.
    func present(_ root: Route, fullScreen: Bool)

    /// Dismisses the presentation, with its stack.
    func dismissPresentation()
}

/// One of the stacks of screens an app shows: a tab's, or the presentation's (the sheet or the full-screen cover).
public enum ScreenStack<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The stack of the tab, above its root.
    case tab(Tab)
    /// The stack of the sheet or the full-screen cover, above its root.
    case presentation
}
