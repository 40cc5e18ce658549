/// Where the screens saved with a route may be restored, by the route's navigation: the rule the navigation library
/// applies when it restores saved screens.
enum SavedScreenPlaces {
    /// Which of the screens saved with a route under its earlier navigation the current one drops.
    enum Dropped: Equatable {
        /// Every one.
        case all
        /// Those saved on any stack but this tab's: a route pushed onto the current stack that is now pushed in it.
        case outside(tab: String)
    }

    /// What restoring drops of the screens saved with a route shown `earlier` when it is shown `now`; nil when the
    /// earlier navigation saved none with it (an action, a tab's root) or the current one keeps them all.
    static func dropped(from earlier: Navigation, to now: Navigation) -> Dropped? {
        switch (earlier, now) {
        // Never on a stack: nothing saved. The tab a route selected is saved as the selected tab, which is kept.
        case (.action, _), (.selectTab, _): return nil
        case (.push(let tab?), .push(let newTab?)): return tab == newTab ? nil : .all
        // A screen pushed onto whichever stack showed still belongs on every stack.
        case (.push(_?), .push(nil)), (.push(nil), .push(nil)), (.sheet, .sheet), (.fullScreen, .fullScreen): return nil
        case (.push(nil), .push(let tab?)): return .outside(tab: tab)
        case (.push, _), (.sheet, _), (.fullScreen, _): return .all
        }
    }
}
