#if canImport(SwiftUI)
import SwiftUI

/// The app's screens bound to a router: a tab view of navigation stacks whose paths are the router's (one stack in
/// an app without tabs), and the sheet and the full-screen cover the router presents, each a stack of its own. The
/// app gives what only it knows: the screen of each route, what each tab shows beneath its stack, and each tab's
/// label. Back, a tab tap and a swiped-away sheet write to the router, so its state is always what shows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RouterScreens<Route: NavigableRoute & Identifiable, Screen: View, TabRoot: View, TabLabel: View>: View
{
    @Bindable private var router: Router<Route>
    private let screen: (Route) -> Screen
    private let tabRoot: (Route.NavigationTab) -> TabRoot
    private let tabLabel: (Route.NavigationTab) -> TabLabel

    /// The screens of a router.
    ///
    /// - Parameters:
    ///   - router: The router whose state the screens show.
    ///   - screen: Makes a route's screen.
    ///   - tabRoot: Makes what a tab shows beneath its stack.
    ///   - tabLabel: Makes the tab's item in the tab bar.
    public init(
        router: Router<Route>,
        @ViewBuilder screen: @escaping (Route) -> Screen,
        @ViewBuilder tabRoot: @escaping (Route.NavigationTab) -> TabRoot,
        @ViewBuilder tabLabel: @escaping (Route.NavigationTab) -> TabLabel
    ) {
        self.router = router
        self.screen = screen
        self.tabRoot = tabRoot
        self.tabLabel = tabLabel
    }

    /// The tabs, or the one stack, with the presentations over them.
    public var body: some View { presentations(over: tabs) }

    /// A tab view of the tabs' stacks; the one stack alone when the routes have a single stack.
    @ViewBuilder private var tabs: some View {
        let allTabs = Array(Route.NavigationTab.allCases)
        if allTabs.count == 1, let tab = allTabs.first {
            stack(of: tab)
        } else {
            TabView(selection: $router.selectedTab) {
                ForEach(allTabs, id: \.self) { tab in stack(of: tab).tabItem { tabLabel(tab) }.tag(tab) }
            }
        }
    }

    private func stack(of tab: Route.NavigationTab) -> some View {
        NavigationStack(path: $router.state[path: tab]) {
            tabRoot(tab).navigationDestination(for: Route.self) { route in screen(route) }
        }
    }

    private func presentations(over content: some View) -> some View {
        let presented = content.sheet(item: $router.state.sheet) { root in
            NavigationStack(path: $router.state.sheetPath) {
                screen(root).navigationDestination(for: Route.self) { route in screen(route) }
            }
        }
        #if os(macOS)
        return presented
        #else
        return presented.fullScreenCover(item: $router.state.fullScreenCover) { root in
            NavigationStack(path: $router.state.fullScreenCoverPath) {
                screen(root).navigationDestination(for: Route.self) { route in screen(route) }
            }
        }
        #endif
    }
}
#endif
