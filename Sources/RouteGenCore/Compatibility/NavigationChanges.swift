/// Routes whose navigation changed so that the screens the earlier version saved with them no longer belong where they
/// were saved. When the app restores saved screens it places each by the current spec: on tab T's stack only routes
/// pushed in T or pushed on the current stack, as a sheet's root only a sheet and on its stack sheets or routes pushed
/// on the current stack, likewise for a full-screen cover, and no action or route that selects a tab on any stack. A
/// screen that no longer belongs is dropped with the screens above it, which were opened from it. (A sheet now pushed
/// onto the current stack stays where it was above a sheet's root and goes as a root: it counts as dropped.) Not a
/// Swift change, so not subject to the source-change policy: a warning, since the app still builds and opens every
/// link.
struct NavigationChanges {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence

    func diagnostics() -> [Diagnostic] {
        old.allRoutes.compactMap { route in
            guard let counterpart = correspondence.counterpart(of: route),
                let dropped = SavedScreenPlaces.dropped(from: route.navigation, to: counterpart.navigation)
            else { return nil }
            let name = counterpart.qualifiedName
            let change =
                "route '\(name)' was \(Self.described(route.navigation)) and is now \(Self.described(counterpart.navigation))"
            let loss: String
            switch dropped {
            case .all:
                loss =
                    "screens the earlier version saved with it are dropped, with the screens above them, when the "
                    + "app restores them"
            case .outside(let tab):
                loss =
                    "screens the earlier version saved with it outside tab '\(tab)' are dropped, with the screens "
                    + "above them, when the app restores them; those it saved in tab '\(tab)' stay"
            }
            return .warning(
                .navigationChanged,
                "\(change): \(loss)",
                at: counterpart.navigationLocation ?? counterpart.location,
                notes: [
                    .help(
                        "to keep them, keep the earlier navigation: give route '\(name)' 'navigation: \(Self.written(route.navigation))'"
                    )
                ]
            )
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
