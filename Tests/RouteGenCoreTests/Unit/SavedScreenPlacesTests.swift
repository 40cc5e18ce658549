import Testing
@testable import RouteGenCore

/// Which screens saved with a route under its earlier navigation the app drops when it restores them under the current
/// one: a screen stays only where the current spec would show it.
@Suite("Saved screen places") struct SavedScreenPlacesTests {
    static let transitions: [(earlier: Navigation, now: Navigation, dropped: SavedScreenPlaces.Dropped?)] = [
        // On a tab's stack: routes pushed in the tab or onto the current stack.
        (.push(tab: "orders"), .push(tab: "orders"), nil), (.push(tab: "orders"), .push(tab: nil), nil),
        (.push(tab: "orders"), .push(tab: "home"), .all), (.push(tab: "orders"), .sheet, .all),
        (.push(tab: "orders"), .fullScreen, .all), (.push(tab: "orders"), .action, .all),
        (.push(tab: "orders"), .selectTab("orders"), .all),
        // Pushed onto whichever stack showed: kept on every stack, or on one tab's only.
        (.push(tab: nil), .push(tab: nil), nil), (.push(tab: nil), .push(tab: "orders"), .outside(tab: "orders")),
        (.push(tab: nil), .sheet, .all), (.push(tab: nil), .fullScreen, .all), (.push(tab: nil), .action, .all),
        (.push(tab: nil), .selectTab("home"), .all),
        // A presentation's root and stack: its own kind only.
        (.sheet, .sheet, nil), (.sheet, .fullScreen, .all), (.sheet, .push(tab: nil), .all),
        (.sheet, .push(tab: "orders"), .all), (.sheet, .action, .all), (.sheet, .selectTab("home"), .all),
        (.fullScreen, .fullScreen, nil), (.fullScreen, .sheet, .all), (.fullScreen, .push(tab: nil), .all),
        (.fullScreen, .action, .all),
        // Never on a stack, so nothing saved with them: a selected tab is kept.
        (.action, .sheet, nil), (.action, .push(tab: nil), nil), (.selectTab("home"), .push(tab: "home"), nil),
        (.selectTab("home"), .selectTab("orders"), nil), (.selectTab("home"), .sheet, nil),
    ]

    @Test("A change drops the screens saved where the current navigation would not show them", arguments: transitions)
    func dropped(earlier: Navigation, now: Navigation, dropped: SavedScreenPlaces.Dropped?) {
        #expect(SavedScreenPlaces.dropped(from: earlier, to: now) == dropped)
    }
}
