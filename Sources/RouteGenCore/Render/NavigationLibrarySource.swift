// Generated from the files in Sources/RouteNavigation/ by `ROUTEGEN_RECORD=1 swift test`; edit those files,
// not this one. A test fails when the two differ, so every generated file carries the navigation engine that is tested.

enum NavigationLibrarySource {
    static let files: [(name: String, text: String)] = [
        ("NavigableRoute.swift", #"""
import Foundation

/// A route enum the navigation engine can show: the enum routegen generates for a spec conforms in the app's
/// navigation file, from what the spec decides (where each route goes, the screens beneath it, whether it needs
/// sign-in, how a link resolves). The engine itself (`NavigationState`, `PendingLink`, `Router`) is the same for
/// every app.
///
/// The library's sources declare no extension that names another of its types, so that a generated file can carry
/// them nested in a namespace of its own.
public protocol NavigableRoute: Swift.Hashable, Swift.Sendable {
    /// The app's tabs, in the order of its tab bar; `SingleStack` for an app with one navigation stack.
    associatedtype NavigationTab: Swift.Hashable, Swift.Sendable, Swift.CaseIterable
    /// How a link to one of the routes resolved.
    associatedtype ResolvedLink: LinkResolution where ResolvedLink.ResolvedRoute == Self
    /// Where the app got a link, which its resolution keeps.
    associatedtype LinkSource

    /// How the app shows the route.
    var placement: RoutePlacement<NavigationTab> { get }
    /// The screens a link to the route shows, bottom first, ending with the route: the spec's parents beneath it.
    var stack: [Self] { get }
    /// Whether the route's screen is for a signed-in person only, its own `auth` or one inherited from beneath it.
    var requiresAuth: Swift.Bool { get }

    /// How a link resolves.
    ///
    /// - Parameters:
    ///   - url: The link the app was handed.
    ///   - source: Where the app got the link, which the resolution keeps; nil when unknown.
    /// - Returns: The route, an old link's redirect, the fallback, or why there is none.
    static func resolution(for url: Foundation.URL, source: LinkSource?) -> ResolvedLink
    /// How a link's text that never was a `URL` resolves.
    ///
    /// - Parameters:
    ///   - string: The link's text: a push payload, a scanned code.
    ///   - source: Where the app got the link, which the resolution keeps; nil when unknown.
    /// - Returns: The route, an old link's redirect, the fallback, or why there is none.
    static func resolution(for string: Swift.String, source: LinkSource?) -> ResolvedLink
    /// The route a tap on a tab opens when the tab's root screen requires sign-in.
    ///
    /// - Parameter tab: The tab tapped.
    /// - Returns: The route that selects the tab; nil when anyone may see its root.
    static func rootRequiringAuth(of tab: NavigationTab) -> Self?
}

/// How the app shows a route, as the spec's `navigation` says.
public enum RoutePlacement<Tab: Swift.Hashable & Swift.Sendable>: Swift.Hashable, Swift.Sendable {
    /// Select the tab and show its root screen, pushing nothing.
    case selectTab(Tab)
    /// Push the route's stack onto the given tab's, or onto the stack showing when `tab` is nil.
    case push(tab: Tab?)
    /// Present the route's stack in a sheet.
    case sheet
    /// Present the route's stack over the whole screen.
    case fullScreen
    /// Perform the route's action, which shows no screen.
    case action

    /// Whether the route is presented over the tabs, as a sheet or a full-screen cover.
    @inlinable public var presents: Swift.Bool {
        switch self {
        case .sheet, .fullScreen: true
        case .selectTab, .push, .action: false
        }
    }
}

/// The tab type of an app without tabs: its one navigation stack, which `NavigationState.path` is.
public enum SingleStack: Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable { case main }

/// How a link resolved, as the engine needs to know it: the route to show, the link's text and whether the link is
/// for the browser. The generated resolution type conforms.
public protocol LinkResolution: Swift.Sendable {
    /// The route enum. Not named `Route`, which would hide a route enum of that name from the conformance.
    associatedtype ResolvedRoute

    /// A resolution for a route the app shows itself, as a link to it would resolve.
    ///
    /// - Parameter route: The route to show.
    init(showing route: ResolvedRoute)

    /// The link's text as it was given.
    var link: Swift.String { get }
    /// The route to show; nil when there is none.
    var route: ResolvedRoute? { get }
    /// The https link to open in the browser, when the spec says a link this version cannot show goes there.
    var browserURL: Foundation.URL? { get }
}

"""#),
        ("NavigationState.swift", #"""
/// The app's screens: the selected tab and each tab's stack, and what is presented over them, each a stack of
/// routes. A plain value, so a UIKit app and tests use it directly, and a SwiftUI app binds its parts. Two states
/// are equal when they show the same screens: a tab without a stack equals one whose stack is empty.
public struct NavigationState<Route: NavigableRoute>: Swift.Hashable, Swift.Sendable {
    /// The app's tabs.
    public typealias Tab = Route.NavigationTab

    /// The tab that shows.
    public var selectedTab: Tab
    /// Each tab's stack above its root screen, bottom first; a tab without one shows its root.
    public var paths: [Tab: [Route]]
    /// The root of the stack presented in a sheet; nil when no sheet shows. Set to nil, as SwiftUI does when the
    /// person swipes the sheet away, it takes its stack with it.
    @inlinable public var sheet: Route? {
        get { presentedSheet }
        set {
            presentedSheet = newValue
            if newValue == nil { sheetPath = [] }
        }
    }
    /// The sheet's stack above `sheet`.
    public var sheetPath: [Route]
    /// The root of the stack presented over the full screen; nil when none shows. Set to nil, it takes its stack
    /// with it.
    @inlinable public var fullScreenCover: Route? {
        get { presentedFullScreenCover }
        set {
            presentedFullScreenCover = newValue
            if newValue == nil { fullScreenCoverPath = [] }
        }
    }
    /// The full-screen stack above `fullScreenCover`.
    public var fullScreenCoverPath: [Route]

    // Stored apart from their accessors, which are inlinable (an observer's would not be), so that opening a link,
    // which dismisses both, is specialized for the app's routes in its build: called generic, the two setters took
    // about two thirds of the time of applying a route.
    @usableFromInline var presentedSheet: Route?
    @usableFromInline var presentedFullScreenCover: Route?

    /// A state showing the given screens.
    ///
    /// - Parameters:
    ///   - selectedTab: The tab that shows; the first tab when nil.
    ///   - paths: Each tab's stack above its root, bottom first.
    ///   - sheet: The root of the stack presented in a sheet; nil for none.
    ///   - sheetPath: The sheet's stack above `sheet`.
    ///   - fullScreenCover: The root of the stack presented over the full screen; nil for none.
    ///   - fullScreenCoverPath: The full-screen stack above `fullScreenCover`.
    public init(
        selectedTab: Tab? = nil,
        paths: [Tab: [Route]] = [:],
        sheet: Route? = nil,
        sheetPath: [Route] = [],
        fullScreenCover: Route? = nil,
        fullScreenCoverPath: [Route] = []
    ) {
        guard let tab = selectedTab ?? Tab.allCases.first else {
            preconditionFailure("\(Tab.self) has no case, so no tab can show")
        }
        self.selectedTab = tab
        self.paths = paths
        presentedSheet = sheet
        self.sheetPath = sheetPath
        presentedFullScreenCover = fullScreenCover
        self.fullScreenCoverPath = fullScreenCoverPath
    }

    /// A state of an app without tabs, showing its one stack.
    ///
    /// - Parameters:
    ///   - path: The one stack above its root, bottom first.
    ///   - sheet: The root of the stack presented in a sheet; nil for none.
    ///   - sheetPath: The sheet's stack above `sheet`.
    ///   - fullScreenCover: The root of the stack presented over the full screen; nil for none.
    ///   - fullScreenCoverPath: The full-screen stack above `fullScreenCover`.
    public init(
        path: [Route] = [],
        sheet: Route? = nil,
        sheetPath: [Route] = [],
        fullScreenCover: Route? = nil,
        fullScreenCoverPath: [Route] = []
    ) where Tab == SingleStack {
        self.init(
            selectedTab: .main,
            paths: [.main: path],
            sheet: sheet,
            sheetPath: sheetPath,
            fullScreenCover: fullScreenCover,
            fullScreenCoverPath: fullScreenCoverPath
        )
    }

    /// The stack of the selected tab, empty at its root: in an app without tabs, its one stack, whose binding
    /// `$router.state.path` is.
    public var path: [Route] {
        get { paths[selectedTab] ?? [] }
        set { paths[selectedTab] = newValue }
    }

    /// The stack of a tab, empty at its root: `$router.state[path: tab]` is the binding of its `NavigationStack`.
    ///
    /// - Parameter tab: The tab whose stack it is.
    public subscript(path tab: Tab) -> [Route] {
        get { paths[tab] ?? [] }
        set { paths[tab] = newValue }
    }

    /// The screen on top: the full-screen cover's, else the sheet's, else the top of the selected tab's stack; nil
    /// at a tab's root, which is the app's own screen.
    public var visibleRoute: Route? {
        if let fullScreenCover { return fullScreenCoverPath.last ?? fullScreenCover }
        if let sheet { return sheetPath.last ?? sheet }
        return paths[selectedTab]?.last
    }

    /// Shows a route the way the spec says, as a link to it should leave the app.
    ///
    /// A route that selects a tab shows that tab at its root; one pushed in a tab selects the tab and makes its
    /// stack the route's; one pushed without a tab goes, with its stack, onto the stack showing, where screens
    /// already on top are not shown twice (a route already on top stays as it is); a sheet or full-screen route
    /// presents its stack, in place of anything presented. Each dismisses what was presented first.
    ///
    /// - Parameter route: The route to show.
    /// - Returns: An action route, which changes nothing and comes back for the app to perform; otherwise nil.
    @inlinable @discardableResult public mutating func apply(_ route: Route) -> Route? {
        switch route.placement {
        case .selectTab(let tab):
            dismissPresentations()
            selectedTab = tab
            paths[tab] = []
        case .push(let tab?):
            dismissPresentations()
            selectedTab = tab
            paths[tab] = route.stack
        case .push(nil):
            dismissPresentations()
            // Mutated in the dictionary's storage, the path grows in place, found once.
            Self.push(route.stack, onto: &paths[selectedTab, default: []])
        case .sheet:
            let stack = route.stack
            dismissPresentations()
            sheet = stack.first
            sheetPath = Swift.Array(stack.dropFirst())
        case .fullScreen:
            let stack = route.stack
            dismissPresentations()
            fullScreenCover = stack.first
            fullScreenCoverPath = Swift.Array(stack.dropFirst())
        case .action: return route
        }
        return nil
    }

    /// Pushes `stack` onto `path` in place, but not the screens `path` already ends with: a link to a seller's
    /// products opened on the seller's screen pushes only the products, and the same link opened twice nothing.
    @inlinable static func push(_ stack: [Route], onto path: inout [Route]) {
        let limit = min(path.count, stack.count)
        let shared = (0...limit).last { path.suffix($0).elementsEqual(stack.prefix($0)) } ?? 0
        path.append(contentsOf: stack.dropFirst(shared))
    }

    /// Takes the top screen off the stack showing (the full-screen cover's, else the sheet's, else the tab's); at
    /// the root of a presentation it dismisses the presentation.
    ///
    /// - Returns: False when there was nothing to take off.
    @discardableResult public mutating func pop() -> Swift.Bool {
        if fullScreenCover != nil {
            if fullScreenCoverPath.popLast() == nil { fullScreenCover = nil }
        } else if sheet != nil {
            if sheetPath.popLast() == nil { sheet = nil }
        } else {
            return paths[selectedTab]?.popLast() != nil
        }
        return true
    }

    /// Empties the stack showing down to its root: the presentation's root when one shows, else the tab's.
    public mutating func popToRoot() {
        if fullScreenCover != nil {
            fullScreenCoverPath = []
        } else if sheet != nil {
            sheetPath = []
        } else {
            paths[selectedTab] = []
        }
    }

    /// Selects a tab, as a tap on its tab bar item does: a tap on the tab already selected takes it back to its
    /// root.
    ///
    /// - Parameter tab: The tab to select.
    public mutating func select(_ tab: Tab) {
        if tab == selectedTab { paths[tab] = [] }
        selectedTab = tab
    }

    /// Takes screens off every stack, each with the screens above it, which were opened from it; a presentation
    /// whose root goes is dismissed.
    ///
    /// - Parameter isRemoved: Whether a screen's route goes.
    public mutating func removeScreens(where isRemoved: (Route) -> Swift.Bool) {
        for (tab, path) in paths {
            if let index = path.firstIndex(where: isRemoved) { paths[tab] = Swift.Array(path[..<index]) }
        }
        if let root = sheet, isRemoved(root) { sheet = nil }
        if let index = sheetPath.firstIndex(where: isRemoved) { sheetPath.removeSubrange(index...) }
        if let root = fullScreenCover, isRemoved(root) { fullScreenCover = nil }
        if let index = fullScreenCoverPath.firstIndex(where: isRemoved) {
            fullScreenCoverPath.removeSubrange(index...)
        }
    }

    /// Takes off every screen that the routes' placement would not put where it is, with the screens above it,
    /// which were opened from it: a state saved by an earlier version of the app is shown as this version's routes
    /// say. A tab's stack holds routes pushed in that tab or on the stack showing; a sheet's root is a sheet route
    /// and its stack holds sheet routes or routes pushed on the stack showing, and likewise for the full-screen
    /// cover; no stack holds an action or a route that selects a tab. A presentation whose root goes is dismissed.
    public mutating func removeMisplacedScreens() {
        for (tab, path) in paths {
            if let index = path.firstIndex(where: { !Self.belongs($0, onStackOf: tab) }) {
                paths[tab] = Swift.Array(path[..<index])
            }
        }
        if let root = sheet, root.placement != .sheet { sheet = nil }
        if let index = sheetPath.firstIndex(where: { !Self.belongs($0, presentedAs: .sheet) }) {
            sheetPath.removeSubrange(index...)
        }
        if let root = fullScreenCover, root.placement != .fullScreen { fullScreenCover = nil }
        if let index = fullScreenCoverPath.firstIndex(where: { !Self.belongs($0, presentedAs: .fullScreen) }) {
            fullScreenCoverPath.removeSubrange(index...)
        }
    }

    private static func belongs(_ route: Route, onStackOf tab: Tab) -> Swift.Bool {
        switch route.placement {
        case .push(let pushedIn): pushedIn == nil || pushedIn == tab
        case .selectTab, .sheet, .fullScreen, .action: false
        }
    }

    private static func belongs(_ route: Route, presentedAs presentation: RoutePlacement<Tab>) -> Swift.Bool {
        route.placement == presentation || route.placement == .push(tab: nil)
    }

    /// The screens anyone may see: every screen that requires sign-in taken off, with the screens above it, and a
    /// selected tab whose root requires sign-in given up for the first tab whose root does not, when there is one.
    public var withoutScreensRequiringSignIn: Self {
        var open = self
        open.removeScreens { $0.requiresAuth }
        if Route.rootRequiringAuth(of: open.selectedTab) != nil,
            let tab = Tab.allCases.first(where: { Route.rootRequiringAuth(of: $0) == nil })
        {
            open.selectedTab = tab
        }
        return open
    }

    /// Whether two states show the same screens.
    ///
    /// - Parameters:
    ///   - lhs: One state.
    ///   - rhs: The other state.
    /// - Returns: True when the selected tab, every stack that holds a screen and the presentations are the same.
    public static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        lhs.selectedTab == rhs.selectedTab && lhs.shownPaths == rhs.shownPaths && lhs.sheet == rhs.sheet
            && lhs.sheetPath == rhs.sheetPath && lhs.fullScreenCover == rhs.fullScreenCover
            && lhs.fullScreenCoverPath == rhs.fullScreenCoverPath
    }

    /// Hashes what `==` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Swift.Hasher) {
        hasher.combine(selectedTab)
        hasher.combine(shownPaths)
        hasher.combine(sheet)
        hasher.combine(sheetPath)
        hasher.combine(fullScreenCover)
        hasher.combine(fullScreenCoverPath)
    }

    /// The stacks that hold a screen.
    private var shownPaths: [Tab: [Route]] { paths.filter { !$0.value.isEmpty } }

    /// Closes the sheet and the full-screen presentation, with their stacks.
    @inlinable public mutating func dismissPresentations() {
        // Most links find nothing presented, and leave it so without writing.
        if presentedSheet != nil || !sheetPath.isEmpty {
            presentedSheet = nil
            sheetPath = []
        }
        if presentedFullScreenCover != nil || !fullScreenCoverPath.isEmpty {
            presentedFullScreenCover = nil
            fullScreenCoverPath = []
        }
    }
}

"""#),
        ("NavigationStateCoding.swift", #"""
/// A state is saved so that the app comes back to the same screens after a relaunch, and read back leniently: state
/// saved by an earlier version of the app keeps every screen that still resolves where this version puts it. A
/// stack keeps its screens up to the first one this version no longer has, or would not put on that stack (an
/// action, a route now presented or pushed in another tab: see `removeMisplacedScreens()`), since the screens above
/// it were opened from it; a presentation whose root is gone is dismissed; a tab that is gone loses its stack, and
/// when it was selected the first tab shows. State
/// written by routegen's earlier generated code (the tabs' stacks as a list of keys and values, or one `path`)
/// reads the same way.
extension NavigationState: Swift.Codable where Route: Swift.Codable, Route.NavigationTab: Swift.Codable {
    private enum CodingKeys: Swift.String, Swift.CodingKey {
        case selectedTab, paths, path, sheet, sheetPath, fullScreenCover, fullScreenCoverPath
    }

    private enum TabPathKeys: Swift.String, Swift.CodingKey { case tab, path }

    /// One tab's stack as it is saved; `tab` is nil for a tab this version does not have.
    private struct TabPath: Swift.Decodable {
        var tab: Route.NavigationTab?
        var path: [Route]

        init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: TabPathKeys.self)
            tab = try? container.decode(Route.NavigationTab.self, forKey: .tab)
            path = Stacks.screens(in: container, forKey: .path)
        }
    }

    /// Any value, read only to get past it.
    private struct Skipped: Swift.Decodable { init(from decoder: any Swift.Decoder) {} }

    /// Reads a saved state, keeping every screen that still resolves.
    ///
    /// - Parameter decoder: The decoder of the saved state.
    /// - Throws: The decoder's error when the saved state is not a keyed container.
    public init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(selectedTab: try? container.decodeIfPresent(Tab.self, forKey: .selectedTab))
        if var entries = try? container.nestedUnkeyedContainer(forKey: .paths) {
            // The earlier generated code wrote the dictionary as its keys and values in turn.
            var earlierTab: Tab?
            while !entries.isAtEnd {
                if let entry = try? entries.decode(TabPath.self) {
                    if let tab = entry.tab { paths[tab] = entry.path }
                } else if let tab = try? entries.decode(Tab.self) {
                    earlierTab = tab
                    continue
                } else if let tab = earlierTab, var stack = try? entries.nestedUnkeyedContainer() {
                    paths[tab] = Stacks.screens(in: &stack)
                } else if (try? entries.decode(Skipped.self)) == nil {
                    break
                }
                earlierTab = nil
            }
        }
        let path = Stacks.screens(in: container, forKey: .path)
        if !path.isEmpty { paths[selectedTab] = path }
        sheet = try? container.decodeIfPresent(Route.self, forKey: .sheet)
        if sheet != nil { sheetPath = Stacks.screens(in: container, forKey: .sheetPath) }
        fullScreenCover = try? container.decodeIfPresent(Route.self, forKey: .fullScreenCover)
        if fullScreenCover != nil {
            fullScreenCoverPath = Stacks.screens(in: container, forKey: .fullScreenCoverPath)
        }
        removeMisplacedScreens()
    }

    /// Saves the state: the selected tab, each stack that holds a screen, and the presentations.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error, or a route's.
    public func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTab, forKey: .selectedTab)
        var entries = container.nestedUnkeyedContainer(forKey: .paths)
        for tab in Tab.allCases {
            guard let path = paths[tab], !path.isEmpty else { continue }
            var entry = entries.nestedContainer(keyedBy: TabPathKeys.self)
            try entry.encode(tab, forKey: .tab)
            try entry.encode(path, forKey: .path)
        }
        try container.encodeIfPresent(sheet, forKey: .sheet)
        try container.encode(sheetPath, forKey: .sheetPath)
        try container.encodeIfPresent(fullScreenCover, forKey: .fullScreenCover)
        try container.encode(fullScreenCoverPath, forKey: .fullScreenCoverPath)
    }

    /// How a stack reads: its screens up to the first that does not decode.
    private enum Stacks {
        /// The screens of the stack under `key`; none when there is no stack.
        static func screens<Key: Swift.CodingKey>(in container: Swift.KeyedDecodingContainer<Key>, forKey key: Key)
            -> [Route]
        {
            guard var stack = try? container.nestedUnkeyedContainer(forKey: key) else { return [] }
            return screens(in: &stack)
        }

        static func screens(in stack: inout any Swift.UnkeyedDecodingContainer) -> [Route] {
            var screens: [Route] = []
            while !stack.isAtEnd, let screen = try? stack.decode(Route.self) { screens.append(screen) }
            return screens
        }
    }
}

"""#),
        ("NavigatorDriver.swift", #"""
#if canImport(Observation)
import Observation

/// Keeps the app's own navigation (a `RouteNavigator`: its coordinators, tab bar controller, navigation controllers
/// and presentations) in step with a router: whenever the router's state changes, the driver tells the navigator
/// only what changed since it last showed, and the person's own navigation, which the navigator reports here, is
/// written back to the router, so the router stays the one source of what shows.
///
/// The driver holds its navigator weakly (the app keeps it, and the navigator may keep the driver), and stops when
/// either goes. It watches the router's other properties too, since the app's own presentation, over which nothing
/// is presented, may have ended when one changes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) @Swift.MainActor
public final class NavigatorDriver<Navigator: RouteNavigator> {
    /// The app's route enum.
    public typealias Route = Navigator.Route
    /// The app's tabs.
    public typealias Tab = Route.NavigationTab

    /// The router whose state the navigator shows.
    public let router: Router<Route>
    /// The navigator the driver tells what to show; nil once the app let it go.
    public private(set) weak var navigator: Navigator?
    /// What the navigator shows, as a state: the driver changes it with each call to the navigator, and with each
    /// change the person made that the navigator reported.
    public private(set) var shown: NavigationState<Route>
    /// Whether the driver told the router that the app presents a screen of its own.
    private var waitsForAppPresentation = false

    /// Shows the router's state on a navigator at once, and from then on each change of it.
    ///
    /// - Parameters:
    ///   - router: The router whose state the navigator shows.
    ///   - navigator: The app's navigation, which shows its first tab at the tabs' roots with nothing presented;
    ///     the driver holds it weakly.
    public init(router: Router<Route>, navigator: Navigator) {
        self.router = router
        self.navigator = navigator
        shown = NavigationState()
        navigator.select(shown.selectedTab)
        apply()
    }

    // MARK: - The person's own navigation, told by the navigator

    /// The person went back on a stack (Back, its swipe or its menu); the router pops the same screens.
    ///
    /// - Parameters:
    ///   - count: How many screens are left above the stack's root; one that is not below the stack's changes
    ///     nothing.
    ///   - stack: The stack the person went back on.
    public func didPop(to count: Swift.Int, in stack: ScreenStack<Tab>) {
        let path: Swift.WritableKeyPath<NavigationState<Route>, [Route]>
        switch stack {
        case .tab(let tab): path = \.[path: tab]
        case .presentation:
            if shown.fullScreenCover != nil {
                path = \.fullScreenCoverPath
            } else if shown.sheet != nil {
                path = \.sheetPath
            } else {
                return
            }
        }
        guard count < shown[keyPath: path].count else { return }
        shown[keyPath: path].removeLast(shown[keyPath: path].count - max(count, 0))
        router.state[keyPath: path] = shown[keyPath: path]
    }

    /// The person tapped a tab, which the navigator shows already, as a tab bar controller does; a tap on the
    /// selected tab takes it to its root, as the router's `select(_:)` does. A tab whose root requires sign-in
    /// stays unselected while nobody is signed in: the driver selects the router's tab again at once, while the
    /// sign-in shows.
    ///
    /// - Parameter tab: The tab tapped.
    public func didSelect(_ tab: Tab) {
        shown.selectedTab = tab
        router.select(tab)
        let selected = router.state.selectedTab
        if selected != tab, let navigator {
            shown.selectedTab = selected
            navigator.select(selected)
        }
    }

    /// The person dismissed the presentation (a sheet swiped away), or it dismissed itself (a share sheet that
    /// finished): the router dismisses it too.
    public func didDismissPresentation() {
        guard let showing = Presentation(of: shown) else { return }
        shown.dismissPresentations()
        // A presentation the router put in its place since is not the one the person dismissed.
        guard let current = Presentation(of: router.state), current.root == showing.root else { return }
        router.dismiss()
    }

    // MARK: - The router's state, shown

    /// Shows the router's state, then watches the router for the next change.
    private func apply() {
        guard let navigator else { return }
        if waitsForAppPresentation, !navigator.presentsScreenOfItsOwn {
            waitsForAppPresentation = false
            router.appIsPresenting = false
        }
        withObservationTracking {
            _ = (router.appIsPresenting, router.isSignedIn, router.pendingLink.holdsLink, router.isReady)
            show(router.state, on: navigator)
        } onChange: {
            Swift.Task { @Swift.MainActor [weak self] in self?.apply() }
        }
    }

    /// Tells `navigator` what differs between `state` and what it shows, in the order `RouteNavigator` gives.
    private func show(_ state: NavigationState<Route>, on navigator: Navigator) {
        let wanted = Presentation(of: state)
        let showing = Presentation(of: shown)
        if showing != nil, wanted == nil {
            navigator.dismissPresentation()
            shown.dismissPresentations()
        }
        if shown.selectedTab != state.selectedTab {
            shown.selectedTab = state.selectedTab
            navigator.select(state.selectedTab)
        }
        for tab in Tab.allCases where shown[path: tab] != state[path: tab] {
            let kept = keptCount(of: shown[path: tab], in: state[path: tab])
            shown[path: tab] = state[path: tab]
            navigator.setStack(state[path: tab], keeping: kept, of: .tab(tab))
        }
        guard let wanted else { return }
        if let showing, showing.root == wanted.root, showing.fullScreen == wanted.fullScreen {
            setPresentationStack(wanted.path, from: showing.path, on: navigator)
            return
        }
        guard !navigator.presentsScreenOfItsOwn else {
            // UIKit would refuse it: the route waits in the router, whose state then shows what is on screen.
            waitsForAppPresentation = true
            router.presentationRefused()
            if let showing { showing.keep(in: &router.state) }
            return
        }
        shown.dismissPresentations()
        wanted.keep(in: &shown, path: [])
        navigator.present(wanted.root, fullScreen: wanted.fullScreen)
        setPresentationStack(wanted.path, from: [], on: navigator)
    }

    private func setPresentationStack(_ path: [Route], from shownPath: [Route], on navigator: Navigator) {
        guard path != shownPath else { return }
        if shown.fullScreenCover != nil { shown.fullScreenCoverPath = path } else { shown.sheetPath = path }
        navigator.setStack(path, keeping: keptCount(of: shownPath, in: path), of: .presentation)
    }

    /// How many screens at the bottom of a stack stay as they are when it changes from `shownPath` to `path`.
    private func keptCount(of shownPath: [Route], in path: [Route]) -> Swift.Int {
        zip(shownPath, path).prefix { $0 == $1 }.count
    }

    /// The sheet or the full-screen cover of a state, with its stack.
    private struct Presentation: Swift.Equatable {
        let root: Route
        let fullScreen: Swift.Bool
        let path: [Route]

        init?(of state: NavigationState<Route>) {
            if let cover = state.fullScreenCover {
                (root, fullScreen, path) = (cover, true, state.fullScreenCoverPath)
            } else if let sheet = state.sheet {
                (root, fullScreen, path) = (sheet, false, state.sheetPath)
            } else {
                return nil
            }
        }

        /// Puts the presentation into `state`, with `path` for its stack (its own by default).
        func keep(in state: inout NavigationState<Route>, path: [Route]? = nil) {
            if fullScreen {
                state.fullScreenCover = root
                state.fullScreenCoverPath = path ?? self.path
            } else {
                state.sheet = root
                state.sheetPath = path ?? self.path
            }
        }
    }
}
#endif

"""#),
        ("PendingLink.swift", #"""
import Foundation

/// Holds the latest link that arrived before the app could show it: while its screens are not ready, while nobody
/// is signed in for a route that requires authentication, or while the app's own gate (onboarding, a paywall, a
/// feature flag) refuses the route. The app asks for it back when one of these changes, and drops it on sign-out; a
/// link held longer than `lifetime` is dropped instead of shown.
public struct PendingLink<Route: NavigableRoute>: Swift.Sendable {
    /// How a held link resolved.
    public typealias Resolution = Route.ResolvedLink

    /// How long a held link stays worth showing, in seconds.
    public let lifetime: Foundation.TimeInterval
    @usableFromInline var held: Resolution?
    private var expiry = Foundation.Date.distantPast

    /// A pending link holding nothing.
    ///
    /// - Parameter lifetime: How long a held link stays worth showing, in seconds.
    public init(lifetime: Foundation.TimeInterval = 600) { self.lifetime = lifetime }

    /// The link being held, while it is within its lifetime.
    ///
    /// - Parameter now: The time to judge the lifetime at.
    /// - Returns: The held link's resolution; nil when nothing is held or it is past its lifetime.
    public func pending(now: Foundation.Date = Foundation.Date()) -> Resolution? { now < expiry ? held : nil }

    /// Hands back a link the app can show now, and holds it otherwise, in place of any older one.
    ///
    /// A resolution without a route to show is returned at once: there is nothing to wait for. Either way the
    /// latest link wins: one returned drops the link held before it, which the person opened earlier.
    ///
    /// - Parameters:
    ///   - resolution: How the link resolved.
    ///   - isReady: Whether the app's screens are ready.
    ///   - isSignedIn: Whether someone is signed in.
    ///   - isAllowed: The app's gate beyond sign-in (onboarding, a paywall, a feature flag).
    ///   - now: The time the link arrived, from which a held link's lifetime runs.
    /// - Returns: `resolution`, when the app can show its route now; otherwise nil, and the link is held.
    public mutating func open(
        _ resolution: Resolution,
        isReady: Swift.Bool,
        isSignedIn: Swift.Bool,
        isAllowed: (Route) -> Swift.Bool = { _ in true },
        now: Foundation.Date = Foundation.Date()
    ) -> Resolution? {
        guard let route = resolution.route,
            !Self.canShow(route, isReady: isReady, isSignedIn: isSignedIn, isAllowed: isAllowed)
        else {
            held = nil
            return resolution
        }
        hold(resolution, now: now)
        return nil
    }

    /// Holds a link in place of any older one, whatever its route needs.
    ///
    /// - Parameters:
    ///   - resolution: How the link resolved.
    ///   - now: The time from which it is held for `lifetime`.
    public mutating func hold(_ resolution: Resolution, now: Foundation.Date = Foundation.Date()) {
        held = resolution
        expiry = now.addingTimeInterval(lifetime)
    }

    /// The held link, handed back once, when the app can show it now: ask when the app becomes ready, after sign-in
    /// and when the gate opens. A link past its lifetime is dropped.
    ///
    /// - Parameters:
    ///   - isReady: Whether the app's screens are ready.
    ///   - isSignedIn: Whether someone is signed in.
    ///   - isAllowed: The app's gate beyond sign-in.
    ///   - now: The time to judge the lifetime at.
    /// - Returns: The held link's resolution; nil when nothing is held or it still has to wait.
    public mutating func release(
        isReady: Swift.Bool,
        isSignedIn: Swift.Bool,
        isAllowed: (Route) -> Swift.Bool = { _ in true },
        now: Foundation.Date = Foundation.Date()
    ) -> Resolution? {
        guard let resolution = held else { return nil }
        guard now < expiry else {
            held = nil
            return nil
        }
        guard let route = resolution.route,
            Self.canShow(route, isReady: isReady, isSignedIn: isSignedIn, isAllowed: isAllowed)
        else { return nil }
        held = nil
        return resolution
    }

    /// Drops the held link. Call it on sign-out, so that a link held for one person never opens for the next.
    @inlinable public mutating func discard() { held = nil }

    /// Whether a link is held, even one past its lifetime, which `pending(now:)` no longer returns.
    @inlinable public var holdsLink: Swift.Bool { held != nil }

    /// Whether the app can show a route now: it is ready, someone is signed in where the route requires it, and the
    /// app's gate lets the route through.
    ///
    /// - Parameters:
    ///   - route: The route to show.
    ///   - isReady: Whether the app's screens are ready.
    ///   - isSignedIn: Whether someone is signed in.
    ///   - isAllowed: The app's gate beyond sign-in.
    /// - Returns: True when all three let the route through.
    @inlinable public static func canShow(
        _ route: Route,
        isReady: Swift.Bool,
        isSignedIn: Swift.Bool,
        isAllowed: (Route) -> Swift.Bool
    ) -> Swift.Bool { isReady && (isSignedIn || !route.requiresAuth) && isAllowed(route) }
}

/// A held link is stored as its text and its expiry, and read back by resolving the text again, so that it survives
/// a relaunch (the link's source is not kept) and follows the rules of the version that reads it: save the router's
/// `pendingLink` with its `state`.
extension PendingLink: Swift.Codable {
    private enum CodingKeys: Swift.String, Swift.CodingKey { case lifetime, link, expiry }

    /// Reads a saved held link by resolving its text again.
    ///
    /// - Parameter decoder: The decoder of the saved link.
    /// - Throws: The decoder's error when the lifetime or the expiry is missing or not a number and a date.
    public init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lifetime = try container.decode(Foundation.TimeInterval.self, forKey: .lifetime)
        held = try container.decodeIfPresent(Swift.String.self, forKey: .link)
            .map { Route.resolution(for: $0, source: nil) }
        expiry = try container.decode(Foundation.Date.self, forKey: .expiry)
    }

    /// Saves the held link's text and expiry.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lifetime, forKey: .lifetime)
        try container.encodeIfPresent(held?.link, forKey: .link)
        try container.encode(expiry, forKey: .expiry)
    }
}

"""#),
        ("RestoresScreens.swift", #"""
#if canImport(SwiftUI)
import SwiftUI

/// Keeps a scene's screens in the scene's storage: the stacks, the presentations and the held link the router had
/// when the scene was last saved come back when the scene's root first appears, as far as they still resolve, and
/// every change is saved. Give it the binding of an `@SceneStorage` data value, which SwiftUI keeps for each scene.
/// Whether the router became ready before the root appeared or after, a link shown or held first stays the later
/// one. Restored screens that require sign-in wait for `signedIn()` while nobody is signed in (see
/// `Router.restoreScreens(from:)`), and are saved meanwhile as they were.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RestoresScreens<Route: NavigableRoute & Swift.Codable>: SwiftUI.ViewModifier
where Route.NavigationTab: Swift.Codable {
    /// The scene's router, whose screens are saved and restored.
    public let router: Router<Route>
    @SwiftUI.Binding private var storage: Foundation.Data?

    /// Keeps a router's screens in a scene's storage.
    ///
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - storage: The binding of the scene's `@SceneStorage` data value.
    public init(router: Router<Route>, storage: SwiftUI.Binding<Foundation.Data?>) {
        self.router = router
        _storage = storage
    }

    /// The content, restoring the screens when it first appears and saving them when they change.
    ///
    /// - Parameter content: The scene's root view.
    /// - Returns: The root view that restores and saves the screens.
    public func body(content: Content) -> some SwiftUI.View {
        content.onAppear {
            // Only while nothing has been shown: neither the root appearing again later nor a restoration after a
            // link has shown (even one that left the first screen as it was) may take the person back.
            guard let storage, router.showsOnlyFirstScreens else { return }
            guard router.restoreScreens(from: storage), router.isReady else { return }
            // Restored after the router became ready, the saved held link is released as readiness releases it.
            router.becameReady()
        }
        .onChange(of: router.state) { storage = router.savedScreens() }
        .onChange(of: router.heldLink?.link) { storage = router.savedScreens() }
    }
}
#endif

"""#),
        ("RouteLinks.swift", #"""
#if canImport(SwiftUI)
import SwiftUI

/// Hands a scene's links to its router: the URLs the system opens the app with and universal links that arrive as
/// activities; for routes that are a `UserActivityRoute`, the app's own activities too (Handoff, Spotlight), while
/// the screen showing is advertised. Apply it once per scene, to the scene's root view, with the scene's own
/// router.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RouteLinks<Route: NavigableRoute>: SwiftUI.ViewModifier {
    /// The scene's router, which opens the links and shows the activities' routes.
    public let router: Router<Route>
    private let whenActive: @Swift.MainActor (Router<Route>) -> Swift.Void
    @SwiftUI.Environment(\.scenePhase) private var scenePhase

    /// The links of a scene.
    ///
    /// - Parameter router: The scene's router.
    public init(router: Router<Route>) { self.init(router: router, whenActive: { _ in }) }

    /// The links of a scene, and what should reach the router of the scene the person is using.
    ///
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - whenActive: Runs each time the scene becomes foreground active, and when the root appears in a scene
    ///     already active, for what should reach the router of the scene the person is using (the routes of the
    ///     app's intents).
    public init(router: Router<Route>, whenActive: @escaping @Swift.MainActor (Router<Route>) -> Swift.Void) {
        self.router = router
        self.whenActive = whenActive
    }

    /// The content, opening the links and continuing the activities the system hands it.
    ///
    /// - Parameter content: The scene's root view.
    /// - Returns: The root view that hands its links to the router.
    public func body(content: Content) -> some SwiftUI.View {
        let links = content.onOpenURL { router.open($0) }
            .onContinueUserActivity(Foundation.NSUserActivityTypeBrowsingWeb) { activity in
                if let url = activity.webpageURL { router.open(url) }
            }
            .onChange(of: scenePhase, initial: true) { _, phase in if phase == .active { whenActive(router) } }
        if let routes = Route.self as? any UserActivityRoute.Type {
            let showing = router.state.visibleRoute.flatMap { $0 as? any UserActivityRoute }
            // SwiftUI takes a type even while nothing is advertised: any of the app's types stands in.
            let advertisedType = showing?.userActivityType ?? routes.userActivityTypes.first ?? ""
            links.modifier(ContinueActivities(types: routes.userActivityTypes[...], perform: showActivity))
                .userActivity(advertisedType, isActive: showing?.userActivityType != nil) { activity in
                    showing?.describe(in: activity)
                }
        } else {
            links
        }
    }

    private func showActivity(_ activity: Foundation.NSUserActivity) {
        let routes = Route.self as? any UserActivityRoute.Type
        if let route = routes?.init(userActivity: activity) as? Route { router.show(route) }
    }
}

/// One `onContinueUserActivity` for each type, which SwiftUI takes one at a time.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) struct ContinueActivities: SwiftUI.ViewModifier {
    let types: Swift.ArraySlice<Swift.String>
    let perform: (Foundation.NSUserActivity) -> Swift.Void

    func body(content: Content) -> some SwiftUI.View {
        if let type = types.first {
            content.onContinueUserActivity(type, perform: perform)
                .modifier(ContinueActivities(types: types.dropFirst(), perform: perform))
        } else {
            content
        }
    }
}
#endif

"""#),
        ("RouteNavigator.swift", #"""
import Foundation

/// The app's own navigation, which a `NavigatorDriver` keeps in step with a router: the coordinator of an app that
/// has its tab bar controller, navigation controllers and presentations already implements these five members over
/// them, and the driver calls them, in this order, whenever the router's state changes: `dismissPresentation()`,
/// `select(_:)`, `setStack(_:keeping:of:)` for the tabs, `present(_:fullScreen:)`, then `setStack` for the
/// presentation. The app changes screens through the router (`open`, `show`, `pop`, `select`, `dismiss`), never by
/// calling these itself, and tells the driver what the person did on screen (Back, a tab tap, a sheet swiped away).
/// `RouterCoordinator` is one navigator, for a UIKit app whose screens the library builds.
@Swift.MainActor public protocol RouteNavigator: Swift.AnyObject, Swift.Sendable {
    /// The app's route enum.
    associatedtype Route: NavigableRoute

    /// Whether the app shows a presentation of its own (its sign-in, an alert, a share sheet), over the tabs or
    /// over the router's presentation: UIKit presents nothing over a controller that is presenting, so while it is
    /// true the driver presents nothing, and the router's presentation waits (see `Router.appIsPresenting`).
    var presentsScreenOfItsOwn: Swift.Bool { get }

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
    func setStack(_ routes: [Route], keeping kept: Swift.Int, of stack: ScreenStack<Route.NavigationTab>)

    /// Presents a route's screen in place of the presentation that shows, which goes first. Its stack is then
    /// `ScreenStack.presentation`, empty.
    ///
    /// - Parameters:
    ///   - root: The route at the root of the presentation.
    ///   - fullScreen: True to present over the full screen, false for a sheet.
    func present(_ root: Route, fullScreen: Swift.Bool)

    /// Dismisses the presentation, with its stack.
    func dismissPresentation()
}

/// One of the stacks of screens an app shows: a tab's, or the presentation's (the sheet or the full-screen cover).
public enum ScreenStack<Tab: Swift.Hashable & Swift.Sendable>: Swift.Hashable, Swift.Sendable {
    /// The stack of the tab, above its root.
    case tab(Tab)
    /// The stack of the sheet or the full-screen cover, above its root.
    case presentation
}

"""#),
        ("Router.swift", #"""
#if canImport(Observation)
import Foundation
import Observation

/// The app's router: it owns the screens, opens links through the routes' `resolution(for:source:)`, holds a link
/// until the app is ready and someone is signed in where the route needs it, and hands the app what only it can do
/// (an action, a browser, sign-in). A SwiftUI app keeps one in its environment and binds its views to `state`; a
/// UIKit app observes it with `withObservationTracking`.
///
/// No screen that requires sign-in shows while nobody is signed in, across launches too: screens the router is made
/// with or restores that require it wait out of sight until `signedIn()`, and go at `signedOut()`.
///
/// It is `Observable` as the `@Observable` macro would make it, written out so that the key paths observers are
/// told about are made once per router: a key path into a generic class is made at run time, and made at each
/// access they took about 95% of the time of opening a link.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) @Swift.MainActor
public final class Router<Route: NavigableRoute>: Observation.Observable {
    /// The app's tabs.
    public typealias Tab = Route.NavigationTab

    /// The screens, which the app's views bind to.
    @inlinable public var state: NavigationState<Route> {
        get {
            registrar.access(self, keyPath: keyPaths.state)
            return storedState
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.state) { storedState = newValue } }
        _modify {
            registrar.access(self, keyPath: keyPaths.state)
            registrar.willSet(self, keyPath: keyPaths.state)
            defer { registrar.didSet(self, keyPath: keyPaths.state) }
            yield &storedState
        }
    }
    /// Whether the app can show links: false until its first screen and what links need are ready.
    @inlinable public private(set) var isReady: Swift.Bool {
        get {
            registrar.access(self, keyPath: keyPaths.isReady)
            return storedIsReady
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.isReady) { storedIsReady = newValue } }
    }
    /// Whether someone is signed in, as `signedIn()` and `signedOut()` said last.
    @inlinable public private(set) var isSignedIn: Swift.Bool {
        get {
            registrar.access(self, keyPath: keyPaths.isSignedIn)
            return storedIsSignedIn
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.isSignedIn) { storedIsSignedIn = newValue } }
    }
    /// The link held for readiness, sign-in or the gate; save it with `state`, and give both back to `init` after a
    /// relaunch.
    @inlinable public private(set) var pendingLink: PendingLink<Route> {
        get {
            registrar.access(self, keyPath: keyPaths.pendingLink)
            return storedPendingLink
        }
        set { registrar.withMutation(of: self, keyPath: keyPaths.pendingLink) { storedPendingLink = newValue } }
        _modify {
            registrar.access(self, keyPath: keyPaths.pendingLink)
            registrar.willSet(self, keyPath: keyPaths.pendingLink)
            defer { registrar.didSet(self, keyPath: keyPaths.pendingLink) }
            yield &storedPendingLink
        }
    }

    /// Whether the app presents a screen of its own over the router's (its sign-in, an alert, a share sheet), over
    /// which neither UIKit nor SwiftUI presents another: while it is true, a link to a sheet or a full-screen route
    /// waits, out of `state`, and shows once it is false again, unless a later link comes first. Set it around the
    /// app's own presentations; `RouterCoordinator` sets it when UIKit refuses a presentation, and clears it once
    /// nothing of the app's is presented.
    public var appIsPresenting: Swift.Bool {
        get {
            registrar.access(self, keyPath: keyPaths.appIsPresenting)
            return storedAppIsPresenting
        }
        set {
            let ended = storedAppIsPresenting && !newValue
            registrar.withMutation(of: self, keyPath: keyPaths.appIsPresenting) { storedAppIsPresenting = newValue }
            if ended { showWaitingPresentation() }
        }
    }

    @usableFromInline var storedState: NavigationState<Route>
    @usableFromInline var storedAppIsPresenting = false
    /// The sheet or full-screen route that waits for the app's own presentation to end, only while
    /// `appIsPresenting`.
    @usableFromInline var waitingPresentation: Route?
    /// How many routes the router has shown, so that restored screens never replace one a link showed.
    @usableFromInline var shownRouteCount = 0
    /// Whether restored screens came back, which a scene's storage restores only once.
    private var hasRestoredScreens = false
    /// Screens the router was made with or restored that require sign-in, kept out of sight while nobody is.
    private var withheldScreens: WithheldScreens?
    @usableFromInline var storedIsReady: Swift.Bool
    @usableFromInline var storedIsSignedIn: Swift.Bool
    @usableFromInline var storedPendingLink: PendingLink<Route>
    @usableFromInline let registrar = Observation.ObservationRegistrar()
    @usableFromInline let keyPaths = ObservedKeyPaths()

    // Opening a link is inlinable, so that an app's build specializes it for its routes (generic, it took about
    // four times what resolving the link does); what it reads is visible to it.
    @usableFromInline let perform: @Swift.MainActor (Route) -> Swift.Void
    @usableFromInline let openInBrowser: (@Swift.MainActor (Foundation.URL) -> Swift.Void)?
    private let signIn: @Swift.MainActor (Route) -> Swift.Void
    @usableFromInline let isAllowed: @Swift.MainActor (Route) -> Swift.Bool
    private let unlock: @Swift.MainActor (Route) -> Swift.Void
    @usableFromInline let observe: @Swift.MainActor (Route.ResolvedLink) -> Swift.Void

    /// The key paths of the observed properties, made once.
    @Swift.MainActor @usableFromInline struct ObservedKeyPaths {
        @usableFromInline let state = \Router.state
        @usableFromInline let isReady = \Router.isReady
        @usableFromInline let isSignedIn = \Router.isSignedIn
        @usableFromInline let pendingLink = \Router.pendingLink
        @usableFromInline let appIsPresenting = \Router.appIsPresenting

        @usableFromInline init() {}
    }

    /// Screens given to the router while nobody is signed in, and what showed in their place.
    private struct WithheldScreens {
        /// The screens as they were given.
        let screens: NavigationState<Route>
        /// The screens anyone may see, which showed instead.
        let shownInstead: NavigationState<Route>
        /// The router's count of shown routes when the screens were given.
        let shownRouteCount: Swift.Int
    }

    /// A router showing the given screens, which hands the app what only it can do.
    ///
    /// `state` is shown as the routes' placement says (see `NavigationState.removeMisplacedScreens()`); while
    /// nobody is signed in, its screens that require sign-in, and a selected tab whose root requires it, wait for
    /// `signedIn()`, as restored screens do.
    ///
    /// - Parameters:
    ///   - state: The screens to show.
    ///   - isReady: Whether the app can show links already.
    ///   - isSignedIn: Whether someone is signed in, when the app knows it synchronously.
    ///   - pendingLink: The link to hold, as a relaunch saved it with `state`.
    ///   - perform: Performs an action route, which shows no screen.
    ///   - openInBrowser: Opens an https link of the app's that this version cannot show, when the spec's fallback
    ///     says so; without it, `open` does not take such a link.
    ///   - signIn: Shows the app's sign-in, for a held link to a route that needs it.
    ///   - isAllowed: The app's gate beyond sign-in (onboarding finished, a subscription, a feature flag): a link
    ///     to a route it refuses is held like one waiting for sign-in, until `gateChanged()`.
    ///   - unlock: Shows what lets the person through the gate (onboarding, a paywall), for a held link it refuses.
    ///   - observe: Sees every link opened, whatever its outcome, for analytics.
    public init(
        state: NavigationState<Route> = NavigationState(),
        isReady: Swift.Bool = false,
        isSignedIn: Swift.Bool = false,
        pendingLink: PendingLink<Route> = PendingLink(),
        perform: @escaping @Swift.MainActor (Route) -> Swift.Void,
        openInBrowser: (@Swift.MainActor (Foundation.URL) -> Swift.Void)? = nil,
        signIn: @escaping @Swift.MainActor (Route) -> Swift.Void,
        isAllowed: @escaping @Swift.MainActor (Route) -> Swift.Bool = { _ in true },
        unlock: @escaping @Swift.MainActor (Route) -> Swift.Void = { _ in },
        observe: @escaping @Swift.MainActor (Route.ResolvedLink) -> Swift.Void = { _ in }
    ) {
        var placed = state
        placed.removeMisplacedScreens()
        storedState = placed
        storedIsReady = isReady
        storedIsSignedIn = isSignedIn
        storedPendingLink = pendingLink
        self.perform = perform
        self.openInBrowser = openInBrowser
        self.signIn = signIn
        self.isAllowed = isAllowed
        self.unlock = unlock
        self.observe = observe
        if !isSignedIn { withholdScreensRequiringSignIn() }
    }

    /// The link waiting for the app to be ready or for sign-in; nil when none waits or it waited past its lifetime.
    public var heldLink: Route.ResolvedLink? { pendingLink.pending() }

    /// Opens a link the app was handed: from `onOpenURL`, a scene's URL contexts or user activity, a notification.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - source: Where the app got it, which the resolution keeps for `observe`.
    /// - Returns: True when the app takes the link (shows it, holds it or hands it over); false for one it does
    ///   not, as UIKit's `application(_:open:options:)` returns.
    @inlinable @discardableResult public func open(_ url: Foundation.URL, source: Route.LinkSource? = nil)
        -> Swift.Bool
    {
        let resolution = Route.resolution(for: url, source: source)
        observe(resolution)
        return handle(resolution)
    }

    /// Opens a link's text that never was a `URL`: a push payload, a scanned code.
    ///
    /// - Parameters:
    ///   - string: The link's text.
    ///   - source: Where the app got it, which the resolution keeps for `observe`.
    /// - Returns: True when the app takes the link (shows it, holds it or hands it over).
    @inlinable @discardableResult public func open(_ string: Swift.String, source: Route.LinkSource? = nil)
        -> Swift.Bool
    {
        let resolution = Route.resolution(for: string, source: source)
        observe(resolution)
        return handle(resolution)
    }

    /// Shows a route the app made itself (a button, a shortcut, a widget), by the same rules as a link to it. It is
    /// no link from outside, so `observe` does not see it.
    ///
    /// - Parameter route: The route to show.
    @inlinable public func show(_ route: Route) { handle(Route.ResolvedLink(showing: route)) }

    /// Takes the top screen off the stack showing, or dismisses a presentation at its root; see
    /// `NavigationState.pop()`.
    public func pop() { state.pop() }

    /// Takes the stack showing back to its root.
    public func popToRoot() { state.popToRoot() }

    /// Selects a tab; selecting the tab already selected takes it back to its root, as a second tap does. While
    /// nobody is signed in, a tab whose root requires sign-in is opened as a link to its root is: held, with
    /// `signIn` asked for, and selected once someone signs in.
    ///
    /// - Parameter tab: The tab to select.
    public func select(_ tab: Tab) {
        if !isSignedIn, let root = Route.rootRequiringAuth(of: tab) {
            show(root)
            return
        }
        state.select(tab)
    }

    /// The selected tab, for a `TabView`'s selection: `TabView(selection: $router.selectedTab)`. A tap goes through
    /// `select(_:)`, so a tab whose root requires sign-in waits for it.
    public var selectedTab: Tab {
        get { state.selectedTab }
        set { select(newValue) }
    }

    /// Closes the sheet or the full-screen cover, with its stack.
    public func dismiss() { state.dismissPresentations() }

    /// Call once the app can show links; a held link that can be shown now is shown.
    public func becameReady() {
        isReady = true
        releaseHeldLink()
    }

    /// Call after sign-in, and whenever the app learns that someone is signed in (at launch, from its stored
    /// session): screens that waited for sign-in come back, then a held link is shown. Calling it again while
    /// someone is signed in changes nothing.
    public func signedIn() {
        if !isSignedIn { isSignedIn = true }
        if let withheld = withheldScreens {
            withheldScreens = nil
            state = screens(with: withheld)
        }
        releaseHeldLink()
    }

    /// Call when what `isAllowed` answers may have changed (onboarding done, a purchase, a flag): a held link the
    /// gate now lets through is shown. Screens it no longer allows stay; take them off with
    /// `removeScreens(where:)`.
    public func gateChanged() { releaseHeldLink() }

    /// Call after sign-out, and when the app learns that nobody is: a held link, and a presentation waiting for the
    /// app's own to end, are dropped, so that one person's link never opens for the next; screens that waited for
    /// sign-in are dropped; and every screen that requires sign-in leaves the stacks and presentations, with the
    /// screens above it, so that nothing private stays on screen. A selected tab whose root requires sign-in gives
    /// way to the first tab anyone may see.
    public func signedOut() {
        if isSignedIn { isSignedIn = false }
        pendingLink.discard()
        waitingPresentation = nil
        withheldScreens = nil
        let open = storedState.withoutScreensRequiringSignIn
        if open != storedState { state = open }
    }

    /// The screens and the held link as data a scene keeps across launches: `@SceneStorage` in SwiftUI, the scene's
    /// restoration state in UIKit. Give it back to `restoreScreens(from:)` when the scene comes back.
    ///
    /// - Returns: The saved screens. Screens that wait for sign-in are saved where they will show; a screen whose
    ///   link does not lead back to it (which no link opened) is left out, with the screens above it, so saving
    ///   always gives the other screens.
    public func savedScreens() -> Foundation.Data where Route: Swift.Codable, Route.NavigationTab: Swift.Codable {
        var screens = withheldScreens.map(screens(with:)) ?? storedState
        let encoder = Foundation.JSONEncoder()
        screens.removeScreens { (try? encoder.encode([$0])) == nil }
        // Every screen left encodes, and tabs and the held link are plain values: encoding cannot fail.
        return (try? encoder.encode(SavedScreens(state: screens, pendingLink: pendingLink))) ?? Foundation.Data()
    }

    /// Shows the screens and holds the link that `savedScreens()` saved, each where this version's routes put it (a
    /// route removed since, or one this version would not put on its stack, is left out with the screens above
    /// it); a link held since, opened after the screens were saved, stays held in place of the saved one. While
    /// nobody is signed in, restored screens that require sign-in wait for `signedIn()`, out of sight, and go at
    /// `signedOut()`. Call it before `becameReady()`, which then shows the held link if it can be shown.
    ///
    /// - Parameter data: What `savedScreens()` gave.
    /// - Returns: Whether the screens were restored; data that does not read as saved screens changes nothing.
    @discardableResult public func restoreScreens(from data: Foundation.Data) -> Swift.Bool
    where Route: Swift.Codable, Route.NavigationTab: Swift.Codable {
        guard let saved = try? Foundation.JSONDecoder().decode(SavedScreens<Route>.self, from: data) else {
            return false
        }
        hasRestoredScreens = true
        state = saved.state
        if !pendingLink.holdsLink { pendingLink = saved.pendingLink }
        if !isSignedIn { withholdScreensRequiringSignIn() }
        return true
    }

    /// Whether nothing has been shown yet: no route a link or the app showed, no restored screens.
    var showsOnlyFirstScreens: Swift.Bool { shownRouteCount == 0 && !hasRestoredScreens }

    /// For a coordinator of the app's screens whose presentation of the sheet or the full-screen cover UIKit
    /// refused, because the app presents a screen of its own: the presentation leaves `state`, which then shows
    /// what is on screen, and its route waits until `appIsPresenting` is false again.
    public func presentationRefused() {
        // The top of a presentation is the visible screen, and applied again it presents the same stack.
        guard storedState.sheet != nil || storedState.fullScreenCover != nil, let route = storedState.visibleRoute
        else { return }
        state.dismissPresentations()
        waitingPresentation = route
        if !storedAppIsPresenting { appIsPresenting = true }
    }

    /// Shows the current state's screens anyone may see and keeps the rest until sign-in.
    private func withholdScreensRequiringSignIn() {
        let open = storedState.withoutScreensRequiringSignIn
        guard open != storedState else { return }
        withheldScreens = WithheldScreens(
            screens: storedState,
            shownInstead: open,
            shownRouteCount: shownRouteCount
        )
        state = open
    }

    /// The screens to show once someone signed in: the withheld ones when nothing has changed since they were
    /// withheld; otherwise what shows now, with the withheld stacks of the tabs not showing whose stacks are as
    /// they were, so that a link shown meanwhile, or the person's own navigation, stays on screen.
    private func screens(with withheld: WithheldScreens) -> NavigationState<Route> {
        if shownRouteCount == withheld.shownRouteCount, storedState == withheld.shownInstead {
            return withheld.screens
        }
        var screens = storedState
        for tab in Tab.allCases where tab != screens.selectedTab {
            guard screens[path: tab] == withheld.shownInstead[path: tab] else { continue }
            screens[path: tab] = withheld.screens[path: tab]
        }
        return screens
    }

    /// Shows, holds or hands over a link; true when the app takes it.
    @inlinable @discardableResult func handle(_ resolution: Route.ResolvedLink) -> Swift.Bool {
        // The browser needs none of the app's screens, so such a link goes at once, and the links waiting before
        // it, which the person opened earlier, are dropped.
        if let url = resolution.browserURL {
            dropWaitingLinks()
            guard let openInBrowser else { return false }
            openInBrowser(url)
            return true
        }
        guard let route = resolution.route else {
            dropWaitingLinks()
            return false
        }
        guard PendingLink.canShow(route, isReady: isReady, isSignedIn: isSignedIn, isAllowed: { isAllowed($0) })
        else {
            hold(resolution)
            return true
        }
        dropHeldLink()
        navigate(to: route)
        return true
    }

    /// Drops the held link, as a later link does: for the app whose sign-in or gate the person cancelled, so that
    /// the link does not open after a later sign-in. The pending link is written only when it holds one, so that
    /// views reading `heldLink` are not invalidated by every link.
    @inlinable public func dropHeldLink() { if pendingLink.holdsLink { discardHeldLink() } }

    @usableFromInline func discardHeldLink() { pendingLink.discard() }

    /// Drops the held link and a presentation waiting for the app's own, as a later link does.
    @usableFromInline func dropWaitingLinks() {
        dropHeldLink()
        waitingPresentation = nil
    }

    /// Holds a link the app cannot show yet, in place of any link waiting, and asks for what it waits for.
    @usableFromInline func hold(_ resolution: Route.ResolvedLink) {
        waitingPresentation = nil
        pendingLink.hold(resolution)
        askForWhatTheHeldLinkNeeds()
    }

    private func releaseHeldLink() {
        if let ready = pendingLink.release(isReady: isReady, isSignedIn: isSignedIn, isAllowed: { isAllowed($0) }),
            let route = ready.route
        {
            navigate(to: route)
        } else {
            askForWhatTheHeldLinkNeeds()
        }
    }

    /// Once the app is ready, a held link asks for sign-in when its route requires it and nobody is signed in, else
    /// for the gate to open when the gate refuses it.
    private func askForWhatTheHeldLinkNeeds() {
        guard isReady, let route = pendingLink.pending()?.route else { return }
        if route.requiresAuth, !isSignedIn { signIn(route) } else if !isAllowed(route) { unlock(route) }
    }

    /// Shows `route`, unless it is a presentation while the app presents its own, which then waits in place of any
    /// other. Only while the app presents can one wait, so most links read one flag here.
    @inlinable func navigate(to route: Route) {
        shownRouteCount &+= 1
        if storedAppIsPresenting {
            if route.placement.presents {
                waitingPresentation = route
                return
            }
            waitingPresentation = nil
        }
        if let action = state.apply(route) { perform(action) }
    }

    /// Shows the presentation that waited for the app's own to end, by the rules of a link to it, which may have
    /// changed meanwhile (the app ready, sign-in, the gate).
    private func showWaitingPresentation() {
        guard let route = waitingPresentation else { return }
        waitingPresentation = nil
        handle(Route.ResolvedLink(showing: route))
    }
}
#endif

"""#),
        ("RouterCoordinator.swift", #"""
#if canImport(UIKit) && !os(watchOS)
import Observation
import UIKit

/// The app's screens in UIKit, kept in step with a router: a tab bar controller of navigation controllers, one per
/// tab (a single navigation controller in an app without tabs), and the sheet or the full-screen cover presented in
/// a navigation controller of its own, or alone for a route that presents itself (a share sheet). It is the
/// library's `RouteNavigator`, which its `NavigatorDriver` keeps in step with the router: the router's state is
/// applied to the view controllers whenever it changes, and the person's own navigation (Back, a tab tap, a sheet
/// swiped away) is written back to the router, so the router stays the one source of what shows. The app gives
/// what only it knows: each route's view controller and what each tab shows beneath its stack, whose title or
/// `tabBarItem` labels the tab; and, if it wants its own, the tab bar controller and the navigation controllers.
@available(iOS 17, tvOS 17, visionOS 1, *) @Swift.MainActor
public final class RouterCoordinator<Route: NavigableRoute>: Foundation.NSObject, RouteNavigator, UIKit
        .UITabBarControllerDelegate, UIKit.UINavigationControllerDelegate, UIKit
        .UIAdaptivePresentationControllerDelegate
{
    /// The router whose state the view controllers show.
    public let router: Router<Route>
    /// The scene window's root view controller: the tab bar controller, or the one navigation controller of an app
    /// without tabs.
    public let rootViewController: UIKit.UIViewController
    private let tabBarController: UIKit.UITabBarController?
    private let screen: (Route) -> UIKit.UIViewController
    private let makeNavigationController: (UIKit.UIViewController) -> UIKit.UINavigationController
    private let presentsAlone: (Route) -> Swift.Bool
    private let tabs: [Route.NavigationTab]
    private let navigationControllers: [UIKit.UINavigationController]
    private var driver: NavigatorDriver<RouterCoordinator>?
    /// The router's presentation: the controller presented, and the navigation controller of its stack, nil for a
    /// route presented alone.
    private var presented: (controller: UIKit.UIViewController, navigation: UIKit.UINavigationController?)?
    /// The router's presentation being dismissed for the one that replaces it, which is no screen of the app's.
    private weak var leavingPresentation: UIKit.UIViewController?
    /// The route each view controller above a stack's root shows, by the controller's identity.
    private var shownRoutes: [Swift.ObjectIdentifier: Route] = [:]

    /// Builds each tab's navigation controller, in a tab bar controller when the app has tabs, and shows the
    /// router's state from now on.
    ///
    /// - Parameters:
    ///   - router: The router whose state the view controllers show.
    ///   - tabBarController: The app's tab bar controller (a subclass); a new one when nil.
    ///   - screen: Makes a route's view controller, each time the route is pushed or presented; for a route of the
    ///     app's activities, a controller without a `userActivity` of its own gets the route's, which UIKit makes
    ///     current while it shows, for Handoff and Spotlight.
    ///   - tabRoot: Makes the view controller a tab shows beneath its stack, the root of its navigation controller.
    ///   - navigationController: Makes each navigation controller on its root (a subclass, or one styled); a plain
    ///     `UINavigationController` when nil.
    ///   - presentsAlone: Whether a route is presented as its controller is, without a navigation controller (a
    ///     share sheet), showing nothing above it; a controller that dismisses itself calls the router's
    ///     `dismiss()`, as its completion handler can.
    public init(
        router: Router<Route>,
        // The defaults are nil rather than controllers, which Swift 5 mode would make outside the main actor.
        tabBarController: UIKit.UITabBarController? = nil,
        screen: @escaping (Route) -> UIKit.UIViewController,
        tabRoot: (Route.NavigationTab) -> UIKit.UIViewController,
        navigationController: ((UIKit.UIViewController) -> UIKit.UINavigationController)? = nil,
        presentsAlone: @escaping (Route) -> Swift.Bool = { _ in false }
    ) {
        self.router = router
        self.screen = screen
        let makeNavigationController =
            navigationController ?? { UIKit.UINavigationController(rootViewController: $0) }
        self.makeNavigationController = makeNavigationController
        self.presentsAlone = presentsAlone
        let tabs = Swift.Array(Route.NavigationTab.allCases)
        let navigationControllers = tabs.map { makeNavigationController(tabRoot($0)) }
        if navigationControllers.count == 1 {
            self.tabBarController = nil
            rootViewController = navigationControllers[0]
        } else {
            let tabBarController = tabBarController ?? UIKit.UITabBarController()
            tabBarController.setViewControllers(navigationControllers, animated: false)
            self.tabBarController = tabBarController
            rootViewController = tabBarController
        }
        self.tabs = tabs
        self.navigationControllers = navigationControllers
        super.init()
        for navigation in navigationControllers { navigation.delegate = self }
        self.tabBarController?.delegate = self
        driver = NavigatorDriver(router: router, navigator: self)
    }

    /// The route a view controller that this coordinator pushed or presented shows.
    ///
    /// - Parameter viewController: A view controller of the coordinator's stacks.
    /// - Returns: Its route; nil for a tab's root, or a controller the coordinator did not make.
    public func route(shownBy viewController: UIKit.UIViewController) -> Route? {
        shownRoutes[Swift.ObjectIdentifier(viewController)]
    }

    // MARK: - RouteNavigator, called by the driver

    /// A view controller the app presented itself, over the root or over the router's presentation.
    public var presentsScreenOfItsOwn: Swift.Bool {
        guard let shown = rootViewController.presentedViewController, shown !== leavingPresentation else {
            return false
        }
        guard let presented, shown === presented.controller else { return true }
        return presented.controller.presentedViewController != nil
    }

    /// Selects the tab's navigation controller.
    ///
    /// - Parameter tab: The tab to show.
    public func select(_ tab: Route.NavigationTab) {
        tabBarController?.selectedIndex = tabs.firstIndex(of: tab) ?? 0
    }

    /// Keeps the view controllers already shown for the routes kept, so that a push animates only what is new.
    ///
    /// - Parameters:
    ///   - routes: Every route of the stack above its root, bottom first.
    ///   - kept: How many routes at the bottom keep the view controllers that show them already.
    ///   - stack: The tab's stack, or the presentation's.
    public func setStack(_ routes: [Route], keeping kept: Swift.Int, of stack: ScreenStack<Route.NavigationTab>) {
        let navigation: UIKit.UINavigationController
        switch stack {
        case .tab(let tab): navigation = navigationControllers[tabs.firstIndex(of: tab) ?? 0]
        case .presentation:
            guard let presented else { return }
            guard let presentedNavigation = presented.navigation else {
                if !routes.isEmpty { driver?.didPop(to: 0, in: .presentation) }
                return
            }
            navigation = presentedNavigation
        }
        let shown = navigation.viewControllers.prefix(1 + kept)
        let added = routes.dropFirst(kept).map(makeScreen)
        let stack = Swift.Array(shown) + added
        if stack != navigation.viewControllers { navigation.setViewControllers(stack, animated: true) }
        forgetControllersNoLongerShown()
    }

    /// Presents the route's view controller in a navigation controller of its own, or alone for a route that
    /// `presentsAlone`, once the presentation showing is dismissed.
    ///
    /// - Parameters:
    ///   - root: The route at the root of the presentation.
    ///   - fullScreen: True to present over the full screen, false for a sheet.
    public func present(_ root: Route, fullScreen: Swift.Bool) {
        let rootController = makeScreen(root)
        let navigation = presentsAlone(root) ? nil : makeNavigationController(rootController)
        navigation?.delegate = self
        let controller = navigation ?? rootController
        if fullScreen { controller.modalPresentationStyle = .fullScreen }
        let replaced = presented?.controller
        presented = (controller, navigation)
        guard let replaced, rootViewController.presentedViewController === replaced else {
            present(controller)
            return
        }
        leavingPresentation = replaced
        // UIKit presents nothing over a controller that is presenting: the presentation showing goes first.
        rootViewController.dismiss(animated: true) { [weak self] in
            if self?.presented?.controller === controller { self?.present(controller) }
        }
    }

    /// Dismisses the router's presentation, unless it dismissed itself already.
    public func dismissPresentation() {
        guard let controller = presented?.controller else { return }
        presented = nil
        forgetControllersNoLongerShown()
        // A controller that dismissed itself (a share sheet that finished) is gone already.
        if rootViewController.presentedViewController === controller { rootViewController.dismiss(animated: true) }
    }

    private func present(_ controller: UIKit.UIViewController) {
        rootViewController.present(controller, animated: true)
        controller.presentationController?.delegate = self
    }

    private func makeScreen(_ route: Route) -> UIKit.UIViewController {
        let controller = screen(route)
        shownRoutes[Swift.ObjectIdentifier(controller)] = route
        if controller.userActivity == nil, let route = route as? any UserActivityRoute {
            controller.userActivity = route.userActivity()
        }
        return controller
    }

    /// Drops the routes of the view controllers no longer shown, popped by the router or by the person, whose
    /// identities may pass to new objects once they are gone.
    private func forgetControllersNoLongerShown() {
        var controllers = navigationControllers.flatMap(\.viewControllers)
        if let presented { controllers += presented.navigation?.viewControllers ?? [presented.controller] }
        let shown = Swift.Set(controllers.map(Swift.ObjectIdentifier.init))
        shownRoutes = shownRoutes.filter { shown.contains($0.key) }
    }

    // MARK: - The person's own navigation, told to the driver

    /// Back (the button or the swipe) leaves fewer screens on a stack than the router has: the router pops them
    /// too.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller of the stack.
    ///   - viewController: The view controller now on top.
    ///   - animated: Whether UIKit animated it.
    public func navigationController(
        _ navigationController: UIKit.UINavigationController,
        didShow viewController: UIKit.UIViewController,
        animated: Swift.Bool
    ) {
        let count = navigationController.viewControllers.count - 1
        if navigationController === presented?.navigation {
            driver?.didPop(to: count, in: .presentation)
        } else if let index = navigationControllers.firstIndex(where: { $0 === navigationController }) {
            driver?.didPop(to: count, in: .tab(tabs[index]))
        }
        forgetControllersNoLongerShown()
    }

    /// A tab tap, which UIKit has applied already; a second tap on the selected tab took it to its root. A tab
    /// whose root requires sign-in stays unselected while nobody is signed in, so UIKit goes back to the router's
    /// tab.
    ///
    /// - Parameters:
    ///   - tabBarController: The coordinator's tab bar controller.
    ///   - viewController: The navigation controller of the tab tapped.
    public func tabBarController(
        _ tabBarController: UIKit.UITabBarController,
        didSelect viewController: UIKit.UIViewController
    ) {
        guard let index = navigationControllers.firstIndex(where: { $0 === viewController }) else { return }
        driver?.didSelect(tabs[index])
    }

    /// A sheet the person swiped away.
    ///
    /// - Parameter presentationController: The presentation controller of the sheet.
    public func presentationControllerDidDismiss(_ presentationController: UIKit.UIPresentationController) {
        presented = nil
        forgetControllersNoLongerShown()
        driver?.didDismissPresentation()
    }
}
#endif

"""#),
        ("RouterScreens.swift", #"""
#if canImport(SwiftUI)
import SwiftUI

/// The app's screens bound to a router: a tab view of navigation stacks whose paths are the router's (one stack in
/// an app without tabs), and the sheet and the full-screen cover the router presents, each a stack of its own. The
/// app gives what only it knows: the screen of each route, what each tab shows beneath its stack, and each tab's
/// label. Back, a tab tap and a swiped-away sheet write to the router, so its state is always what shows.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct RouterScreens<
    Route: NavigableRoute & Swift.Identifiable,
    Screen: SwiftUI.View,
    TabRoot: SwiftUI.View,
    TabLabel: SwiftUI.View
>: SwiftUI.View {
    @SwiftUI.Bindable private var router: Router<Route>
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
        @SwiftUI.ViewBuilder screen: @escaping (Route) -> Screen,
        @SwiftUI.ViewBuilder tabRoot: @escaping (Route.NavigationTab) -> TabRoot,
        @SwiftUI.ViewBuilder tabLabel: @escaping (Route.NavigationTab) -> TabLabel
    ) {
        self.router = router
        self.screen = screen
        self.tabRoot = tabRoot
        self.tabLabel = tabLabel
    }

    /// The tabs, or the one stack, with the presentations over them.
    public var body: some SwiftUI.View { presentations(over: tabs) }

    /// A tab view of the tabs' stacks; the one stack alone when the routes have a single stack.
    @SwiftUI.ViewBuilder private var tabs: some SwiftUI.View {
        let allTabs = Swift.Array(Route.NavigationTab.allCases)
        if allTabs.count == 1, let tab = allTabs.first {
            stack(of: tab)
        } else {
            SwiftUI.TabView(selection: $router.selectedTab) {
                SwiftUI.ForEach(allTabs, id: \.self) { tab in stack(of: tab).tabItem { tabLabel(tab) }.tag(tab) }
            }
        }
    }

    private func stack(of tab: Route.NavigationTab) -> some SwiftUI.View {
        SwiftUI.NavigationStack(path: $router.state[path: tab]) {
            tabRoot(tab).navigationDestination(for: Route.self) { route in screen(route) }
        }
    }

    private func presentations(over content: some SwiftUI.View) -> some SwiftUI.View {
        let presented = content.sheet(item: $router.state.sheet) { root in
            SwiftUI.NavigationStack(path: $router.state.sheetPath) {
                screen(root).navigationDestination(for: Route.self) { route in screen(route) }
            }
        }
        #if os(macOS)
        return presented
        #else
        return presented.fullScreenCover(item: $router.state.fullScreenCover) { root in
            SwiftUI.NavigationStack(path: $router.state.fullScreenCoverPath) {
                screen(root).navigationDestination(for: Route.self) { route in screen(route) }
            }
        }
        #endif
    }
}
#endif

"""#),
        ("SavedScreens.swift", #"""
/// What a scene saves to come back to the same screens after the app is relaunched: the navigation state and the
/// held link. `Router.savedScreens()` writes it and `Router.restoreScreens(from:)` reads it back, keeping every
/// screen that still resolves in the version that reads it.
public struct SavedScreens<Route: NavigableRoute & Swift.Codable>: Swift.Codable
where Route.NavigationTab: Swift.Codable {
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

"""#),
        ("SceneLinks.swift", #"""
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The scene delegate's side of a router: make one per scene, with the scene's own router, and call it from the
/// `UIWindowSceneDelegate` methods its members name. For routes that are a `UserActivityRoute`, it continues the
/// app's own activities too and gives the screen showing for state restoration.
@available(iOS 17, tvOS 17, visionOS 1, *) @Swift.MainActor public struct SceneLinks<Route: NavigableRoute> {
    /// The scene's router, which opens the links and shows the activities' routes.
    public let router: Router<Route>
    private let whenActive: @Swift.MainActor (Router<Route>) -> Swift.Void

    /// The links of a scene.
    ///
    /// - Parameter router: The scene's router.
    public init(router: Router<Route>) { self.init(router: router, whenActive: { _ in }) }

    /// The links of a scene, and what should reach the router of the scene the person is using.
    ///
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - whenActive: Runs each time the scene becomes foreground active (`becameActive()`), for what should reach
    ///     the router of the scene the person is using (the routes of the app's intents).
    public init(router: Router<Route>, whenActive: @escaping @Swift.MainActor (Router<Route>) -> Swift.Void) {
        self.router = router
        self.whenActive = whenActive
    }

    /// From `sceneDidBecomeActive(_:)`: the scene is now the one the person is using.
    public func becameActive() { whenActive(router) }

    /// From `scene(_:willConnectTo:options:)`: the screen the scene showed when it was last closed, then the links
    /// and activities it is opened with, which come later and so win. The router holds them until `becameReady()`.
    ///
    /// - Parameters:
    ///   - session: The scene's session, whose `stateRestorationActivity` is the screen it showed.
    ///   - options: The connection options, with the links and activities the scene is opened with.
    public func connect(_ session: UIKit.UISceneSession, options: UIKit.UIScene.ConnectionOptions) {
        if let activity = session.stateRestorationActivity { continueActivity(activity) }
        openLinks(of: options)
    }

    /// `connect(_:options:)` for routes that can be saved: first every screen and the held link that
    /// `stateRestorationActivity()` saved, as far as they still resolve in this version of the app (the screen
    /// showing, when they do not read), then the links and activities the scene is opened with. Restored screens
    /// that require sign-in wait for `signedIn()` while nobody is signed in (see `Router.restoreScreens(from:)`).
    ///
    /// - Parameters:
    ///   - session: The scene's session, whose `stateRestorationActivity` holds the saved screens.
    ///   - options: The connection options, with the links and activities the scene is opened with.
    public func connect(_ session: UIKit.UISceneSession, options: UIKit.UIScene.ConnectionOptions)
    where Route: Swift.Codable, Route.NavigationTab: Swift.Codable {
        if let activity = session.stateRestorationActivity {
            let saved = activity.userInfo?[Self.savedScreensKey] as? Foundation.Data
            if saved.map({ router.restoreScreens(from: $0) }) != true { continueActivity(activity) }
        }
        openLinks(of: options)
    }

    /// The URL contexts, then the activities, each in the order of their text, as `open(_:)` says.
    private func openLinks(of options: UIKit.UIScene.ConnectionOptions) {
        open(options.urlContexts)
        let activities = options.userActivities.sorted {
            ($0.activityType, $0.webpageURL?.absoluteString ?? "") < (
                $1.activityType, $1.webpageURL?.absoluteString ?? ""
            )
        }
        for activity in activities { continueActivity(activity) }
    }

    /// From `scene(_:openURLContexts:)`. Several links handed over at once are opened in the order of their text,
    /// so that the same links always show the same screen: the last in that order, as a later link wins; `observe`
    /// sees each.
    ///
    /// - Parameter urlContexts: The links handed over.
    public func open(_ urlContexts: Swift.Set<UIKit.UIOpenURLContext>) {
        for url in urlContexts.map(\.url).sorted(by: { $0.absoluteString < $1.absoluteString }) { router.open(url) }
    }

    /// From `scene(_:continue:)`: a universal link that arrives as an activity is opened as a link, one of the
    /// app's activities shows its route.
    ///
    /// - Parameter activity: The activity the system hands over.
    public func continueActivity(_ activity: Foundation.NSUserActivity) {
        if activity.activityType == Foundation.NSUserActivityTypeBrowsingWeb {
            if let url = activity.webpageURL { router.open(url) }
            return
        }
        let routes = Route.self as? any UserActivityRoute.Type
        if let route = routes?.init(userActivity: activity) as? Route { router.show(route) }
    }

    /// For `stateRestorationActivity(for:)`: the screen showing, as an activity the next launch continues.
    ///
    /// - Returns: The activity of the screen showing; nil at a root, or for routes that become no activity.
    public func stateRestorationActivity() -> Foundation.NSUserActivity? { visibleRouteActivity() }

    /// `stateRestorationActivity()` for routes that can be saved: every tab's stack, the presentations and the held
    /// link, which `connect(_:options:)` shows again.
    ///
    /// - Returns: The activity of the screen showing with the saved screens (of the app's first activity type at a
    ///   root, or of type `savedScreensActivityType` in an app without activities).
    public func stateRestorationActivity() -> Foundation.NSUserActivity?
    where Route: Swift.Codable, Route.NavigationTab: Swift.Codable {
        let saved = router.savedScreens()
        let activity =
            visibleRouteActivity() ?? Foundation.NSUserActivity(activityType: Self.savedScreensActivityType)
        var userInfo = activity.userInfo ?? [:]
        userInfo[Self.savedScreensKey] = saved
        activity.userInfo = userInfo
        activity.requiredUserInfoKeys?.insert(Self.savedScreensKey)
        return activity
    }

    /// The type of the activity that saves the screens while none of the app's activities describes the screen
    /// showing: the app's first activity type, or `RouteNavigation.SavedScreens` for routes without activities.
    public static var savedScreensActivityType: Swift.String {
        (Route.self as? any UserActivityRoute.Type)?.userActivityTypes.first ?? "RouteNavigation.SavedScreens"
    }

    /// The `userInfo` key of the saved screens.
    private static var savedScreensKey: Swift.String { "RouteNavigation.SavedScreens" }

    private func visibleRouteActivity() -> Foundation.NSUserActivity? {
        router.state.visibleRoute.flatMap { $0 as? any UserActivityRoute }?.userActivity()
    }
}
#endif

"""#),
        ("UserActivityRoute.swift", #"""
// NSUserActivity is part of Foundation only on Apple platforms, which are the ones with the Objective-C runtime.
#if canImport(ObjectiveC)
import Foundation

/// A route enum whose screens become NSUserActivity objects, for Handoff, Spotlight and state restoration: the
/// activities file routegen generates gives the members, and the wiring file declares the conformance. `RouteLinks`
/// and `SceneLinks` then continue the app's activities and advertise the screen showing.
public protocol UserActivityRoute: NavigableRoute {
    /// Every activity type a route becomes: the list Info.plist's `NSUserActivityTypes` holds.
    static var userActivityTypes: [Swift.String] { get }
    /// The type of the route's activity; nil for a route that becomes none (an action, a sign-in link).
    var userActivityType: Swift.String? { get }

    /// The route an activity of one of the types describes; nil for another type, or for a link that no longer
    /// opens it.
    ///
    /// - Parameter userActivity: The activity the system hands over.
    init?(userActivity: Foundation.NSUserActivity)
    /// A new activity for the route.
    ///
    /// - Returns: The activity; nil for a route that becomes none.
    func userActivity() -> Foundation.NSUserActivity?
    /// Writes the route's title, link and eligibility into an activity the system made for the route's type.
    ///
    /// - Parameter activity: The activity to describe the route in.
    func describe(in activity: Foundation.NSUserActivity)
}
#endif

"""#),
    ]
}
