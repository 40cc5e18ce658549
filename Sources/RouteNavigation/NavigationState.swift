/// The app's screens: the selected tab and each tab's stack, and what is presented over them, each a stack of
/// routes. A plain value, so a UIKit app and tests use it directly, and a SwiftUI app binds its parts. Two states
/// are equal when they show the same screens: a tab without a stack equals one whose stack is empty.
public struct NavigationState<Route: NavigableRoute>: Hashable, Sendable {
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
            sheetPath = Array(stack.dropFirst())
        case .fullScreen:
            let stack = route.stack
            dismissPresentations()
            fullScreenCover = stack.first
            fullScreenCoverPath = Array(stack.dropFirst())
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
    @discardableResult public mutating func pop() -> Bool {
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
    public mutating func removeScreens(where isRemoved: (Route) -> Bool) {
        for (tab, path) in paths {
            if let index = path.firstIndex(where: isRemoved) { paths[tab] = Array(path[..<index]) }
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
                paths[tab] = Array(path[..<index])
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

    private static func belongs(_ route: Route, onStackOf tab: Tab) -> Bool {
        switch route.placement {
        case .push(let pushedIn): pushedIn == nil || pushedIn == tab
        case .selectTab, .sheet, .fullScreen, .action: false
        }
    }

    private static func belongs(_ route: Route, presentedAs presentation: RoutePlacement<Tab>) -> Bool {
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
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.selectedTab == rhs.selectedTab && lhs.shownPaths == rhs.shownPaths && lhs.sheet == rhs.sheet
            && lhs.sheetPath == rhs.sheetPath && lhs.fullScreenCover == rhs.fullScreenCover
            && lhs.fullScreenCoverPath == rhs.fullScreenCoverPath
    }

    /// Hashes what `==` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
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
