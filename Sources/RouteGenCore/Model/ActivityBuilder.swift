/// Interprets `activities:` and each route's `title:` and `activity:`: which routes become NSUserActivity objects,
/// with which type, title and eligibility. Actions are left out unless they ask, since they show no screen to
/// continue.
struct ActivityBuilder {
    /// What a route says about its activity; the builder looks them up by the route's qualified name.
    struct Declaration {
        var title: Located<String>?
        var activity: RouteActivityDocument?
    }

    let log: DiagnosticLog

    /// Each route that becomes an activity, by the route's qualified name; a route with an error is left out.
    func build(_ spec: ActivitiesDocument?, routes: [Route], declarations: [String: Declaration]) -> [String:
        RouteActivity]
    {
        guard let spec else {
            reportActivitiesWithoutSpec(routes: routes, declarations: declarations)
            return [:]
        }
        let prefix = spec.typePrefix.flatMap { checkedType($0, what: "the activity prefix") }
        var activities: [String: RouteActivity] = [:]
        var routesByType: [String: Route] = [:]
        for route in routes {
            let declaration = declarations[route.qualifiedName]
            guard let activity = activity(of: route, declaration, spec: spec, prefix: prefix) else { continue }
            if let first = routesByType[activity.type] {
                log.report(
                    .error(
                        .duplicateActivityType,
                        "routes '\(first.qualifiedName)' and '\(route.qualifiedName)' have the same activity type '\(activity.type)', so an activity could not say which to restore",
                        at: activity.location,
                        notes: [
                            .init("route '\(first.qualifiedName)'", at: first.location),
                            .help("give one of them its own type: activity: { type: \(activity.type).other }"),
                        ]
                    )
                )
                continue
            }
            routesByType[activity.type] = route
            activities[route.qualifiedName] = activity
        }
        return activities
    }

    private func activity(of route: Route, _ declaration: Declaration?, spec: ActivitiesDocument, prefix: String?)
        -> RouteActivity?
    {
        let explicitType: Located<String>?
        let routeEligibility: ActivityEligibilityDocument
        switch declaration?.activity {
        case .excluded: return nil
        case .included(let type, let eligibility, _):
            explicitType = type
            routeEligibility = eligibility
        case nil:
            if route.navigation == .action { return nil }
            explicitType = nil
            routeEligibility = ActivityEligibilityDocument()
        }
        let type: Located<String>
        if let explicitType {
            guard let checked = checkedType(explicitType, what: "the activity type") else { return nil }
            type = Located(checked, at: explicitType.location)
        } else {
            // Without a valid prefix, already reported, the route has no type to take.
            guard let prefix else { return nil }
            type = Located(prefix + "." + route.qualifiedName, at: route.location)
        }
        let defaults = ActivityEligibility()
        let eligibility = ActivityEligibility(
            handoff: (routeEligibility.handoff ?? spec.eligibility.handoff)?.value ?? defaults.handoff,
            search: (routeEligibility.search ?? spec.eligibility.search)?.value ?? defaults.search,
            prediction: (routeEligibility.prediction ?? spec.eligibility.prediction)?.value ?? defaults.prediction
        )
        let title = declaration?.title?.value
        if title == nil, eligibility.search || eligibility.prediction {
            let features = [eligibility.search ? "Spotlight" : nil, eligibility.prediction ? "Siri suggestions" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            log.report(
                .error(
                    .missingTitle,
                    "route '\(route.qualifiedName)' is offered to \(features), which show an activity by its title, but it has no 'title'",
                    at: route.location,
                    notes: [
                        .help(
                            "give the route a 'title:', or turn \(eligibility.search ? "'search'" : "'prediction'") off in its 'activity'"
                        )
                    ]
                )
            )
            return nil
        }
        return RouteActivity(type: type.value, title: title, eligibility: eligibility, location: type.location)
    }

    /// `activity:` turns nothing on without `activities:`, which gives the types their prefix.
    private func reportActivitiesWithoutSpec(routes: [Route], declarations: [String: Declaration]) {
        for route in routes {
            guard let activity = declarations[route.qualifiedName]?.activity else { continue }
            let location: SourceLocation
            switch activity {
            case .excluded(let written): location = written
            case .included(_, _, let written): location = written
            }
            log.report(
                .error(
                    .activityWithoutActivities,
                    "route '\(route.qualifiedName)' has 'activity', but the spec has no 'activities' to turn activities on",
                    at: location,
                    notes: [.help("add at the top level of the spec: activities: { prefix: com.example.app }")]
                )
            )
        }
    }

    /// The type as written, or nil after saying why it is not one: reverse-DNS form, ASCII letters, digits, `-` and
    /// `_` between dots, as Info.plist lists it and Handoff matches it.
    private func checkedType(_ type: Located<String>, what: String) -> String? {
        let labels = type.value.split(separator: ".", omittingEmptySubsequences: false)
        let allowed = labels.allSatisfy { label in
            !label.isEmpty
                && label.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                }
        }
        guard !allowed else { return type.value }
        log.report(
            .error(
                .invalidActivityType,
                "\(what) '\(type.value)' is not in reverse-DNS form: ASCII letters, digits, '-' and '_' between single dots",
                at: type.location,
                notes: [.help("write it like com.example.app")]
            )
        )
        return nil
    }
}
