import Foundation

/// The app's navigation, as the deep-link handler drives it. The app implements it with its tab bar, navigation
/// stacks and presentations; tests implement it by recording the calls.
public protocol Navigator: AnyObject {
    /// Select the tab and show its root screen.
    func selectTab(_ tab: AppTab)
    /// Push onto the given tab's stack after selecting it, or onto the current stack when `tab` is nil.
    func push(_ destination: Destination, onto tab: AppTab?)
    func presentSheet(_ destination: Destination)
    func presentFullScreen(_ destination: Destination)
    /// Do what an action route asks, without showing a screen for it.
    func perform(_ action: Destination)
    /// Ask the customer to sign in; the handler finishes the deferred link once `didSignIn()` is called.
    func presentSignIn()
    /// Open a web link of the app's own site that this version cannot show, in the browser.
    func openInBrowser(_ url: URL)
}
