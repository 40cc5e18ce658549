/// Activity types that a route no longer has: Handoff between the earlier and the new app, and the Spotlight items
/// and state the earlier app saved, carry the earlier type, which the new app does not continue. Not a Swift change,
/// so not subject to the source-change policy: a warning wherever the new spec has activities.
struct ActivityTypeChanges {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence

    func diagnostics() -> [Diagnostic] {
        old.allRoutes.compactMap { route in
            guard let counterpart = correspondence.counterpart(of: route), let before = route.activity,
                let after = counterpart.activity, before.type != after.type
            else { return nil }
            return .warning(
                .activityTypeChanged,
                "the activity type of route '\(counterpart.qualifiedName)' is '\(after.type)' now, not '\(before.type)'; Handoff with the earlier app and the Spotlight items it indexed carry the earlier type, which this app does not continue",
                at: after.location,
                notes: [
                    .help(
                        "keep the earlier type: give route '\(counterpart.qualifiedName)' 'type: \(before.type)' in its 'activity' mapping, as in activity: { type: \(before.type) }"
                    )
                ]
            )
        }
    }
}
