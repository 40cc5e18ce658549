/// Routes whose navigation changed so that the screens the earlier version saved with them no longer belong where they
/// were saved. When the app restores saved screens it places each by the current spec: on tab T's stack only routes
/// pushed in T or pushed on the current stack, as a sheet's root only a sheet and on its stack sheets or routes pushed
/// on the current stack, likewise for a full-screen cover, and no action or route that selects a tab on any stack. A
/// screen that no longer belongs is dropped with the screens above it, which were opened from it. (A sheet now pushed
/// onto the current stack stays where it was above a sheet's root and goes as a root: it counts as dropped.) Not a
/// Swift change, so not subject to the source-change policy: a warning, since the app still builds and opens every
/// link. A mounted feature's routes pushed in another tab because its mount's `tab` changed are reported once, at the
/// mount, which is where the app keeps the earlier tab.
struct NavigationChanges {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence

    /// A feature's pushed routes that its mount now pushes onto another tab: `earlier` and `now` are theirs.
    private struct MovedMount {
        let group: RouteGroup
        let earlier: Navigation
        let now: Navigation
        let dropped: SavedScreenPlaces.Dropped
        var routes: [String]
    }

    func diagnostics() -> [Diagnostic] {
        var moves: [MovedMount] = []
        var diagnostics: [Diagnostic] = []
        for route in old.allRoutes {
            guard let counterpart = correspondence.counterpart(of: route),
                let dropped = SavedScreenPlaces.dropped(from: route.navigation, to: counterpart.navigation)
            else { continue }
            let name = counterpart.qualifiedName
            if let group = mountGroup(pushing: counterpart, from: route.navigation) {
                if let index = moves.firstIndex(where: {
                    $0.group.caseName == group.caseName && $0.earlier == route.navigation
                        && $0.now == counterpart.navigation
                }) {
                    moves[index].routes.append(name)
                } else {
                    moves.append(
                        MovedMount(
                            group: group,
                            earlier: route.navigation,
                            now: counterpart.navigation,
                            dropped: dropped,
                            routes: [name]
                        )
                    )
                }
                continue
            }
            diagnostics.append(
                .warning(
                    .navigationChanged,
                    "route '\(name)' was \(Self.described(route.navigation)) and is now "
                        + "\(Self.described(counterpart.navigation)): \(Self.loss(dropped, of: "it"))",
                    at: counterpart.navigationLocation ?? counterpart.location,
                    notes: [
                        .help(
                            "to keep them, keep the earlier navigation: give route '\(name)' 'navigation: \(Self.written(route.navigation))'"
                        )
                    ]
                )
            )
        }
        return diagnostics + moves.map(Self.warning)
    }

    /// The mounted feature whose mount now pushes `route` onto another tab than `earlier` did: a feature's own spec
    /// names no tab, so only its mount moves its pushed routes between tabs.
    private func mountGroup(pushing route: Route, from earlier: Navigation) -> RouteGroup? {
        guard case .push = earlier, case .push = route.navigation, let feature = route.groupPath.first else {
            return nil
        }
        return new.mountedFeatureGroups.first { $0.caseName == feature }
    }

    private static func warning(_ move: MovedMount) -> Diagnostic {
        let feature = move.group.caseName
        let routes = move.routes.map { "'\($0)'" }.joined(separator: ", ")
        let keep: String
        if case .push(let tab?) = move.earlier {
            keep = "give feature '\(feature)' 'tab: \(tab)'"
        } else {
            keep = "leave 'tab' out of feature '\(feature)'"
        }
        return .warning(
            .navigationChanged,
            "the mount of feature '\(feature)' pushes its routes \(routes) onto another tab: "
                + "\(move.routes.count == 1 ? "it was" : "they were") \(described(move.earlier)) and "
                + "\(move.routes.count == 1 ? "is" : "are") now \(described(move.now)): "
                + loss(move.dropped, of: move.routes.count == 1 ? "it" : "them"),
            at: move.group.location,
            notes: [.help("to keep them, keep the earlier tab of the mount: \(keep)")]
        )
    }

    /// What restoring the earlier version's screens loses, saved with `routes` (`it` or `them`).
    private static func loss(_ dropped: SavedScreenPlaces.Dropped, of routes: String) -> String {
        switch dropped {
        case .all:
            return "screens the earlier version saved with \(routes) are dropped, with the screens above them, when "
                + "the app restores them"
        case .outside(let tab):
            return "screens the earlier version saved with \(routes) outside tab '\(tab)' are dropped, with the "
                + "screens above them, when the app restores them; those it saved in tab '\(tab)' stay"
        }
    }

    /// `pushed in tab 'orders'`, `a sheet`: how a message says a route is shown.
    private static func described(_ navigation: Navigation) -> String {
        switch navigation {
        case .push(let tab?): return "pushed in tab '\(tab)'"
        case .push(nil): return "pushed onto the current stack"
        case .selectTab(let tab): return "a route that selects tab '\(tab)'"
        case .sheet: return "a sheet"
        case .fullScreen: return "shown over the full screen"
        case .action: return "an action"
        }
    }

    /// The navigation as the spec writes it.
    private static func written(_ navigation: Navigation) -> String {
        switch navigation {
        case .push(let tab?): return "{ push: \(tab) }"
        case .push(nil): return "push"
        case .selectTab(let tab): return "{ tab: \(tab) }"
        case .sheet: return "sheet"
        case .fullScreen: return "fullScreen"
        case .action: return "action"
        }
    }
}
