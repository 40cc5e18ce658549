/// What a scene saves to come back to the same screens after the app is relaunched: the navigation state and the
/// held link. `Router.savedScreens()` writes it and `Router.restoreScreens(from:)` reads it back, keeping every
/// screen that still resolves in the version that reads it.
public struct SavedScreens<Route: NavigableRoute & Codable>: Codable where Route.NavigationTab: Codable {
    /// The screens.
    public var state: NavigationState<Route>
    /// The link that waited for the app, sign-in or the gate; its text is resolved again when it is read.
    public var pendingLink: PendingLink<Route>

    /// The screens and the held link to save.
    ///
    /// - Parameters:
    ///   - state: The screens.
    ///   - pendingLink: The link that waited for the app, sign-in or the gate.
    public init(state: NavigationState<Route>, pendingLink: PendingLink<Route>) {
        self.state = state
        self.pendingLink = pendingLink
    }
}
