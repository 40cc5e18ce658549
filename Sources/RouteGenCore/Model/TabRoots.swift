/// The route a tap on each tab opens: the first route, in declaration order, that selects the tab and takes no values
/// from a link. Whether a tab's root screen requires sign-in is that route's to say; the root of a tab that no such
/// route selects is a screen the spec says nothing about.
package struct TabRoots: Sendable {
    /// By tab name.
    package let routes: [String: Route]

    package init(routes: [Route]) {
        var roots: [String: Route] = [:]
        for route in routes {
            if case .selectTab(let tab) = route.navigation, route.opensWithoutValues, roots[tab] == nil {
                roots[tab] = route
            }
        }
        self.routes = roots
    }

    /// The tabs whose root screen requires sign-in, so that every screen shown over it does too: by the root's own
    /// `auth` or its group's, as the model reads it before it settles what each route inherits.
    package var tabsRequiringAuth: Set<String> { Set(routes.filter { $0.value.declaresAuth }.keys) }
}
