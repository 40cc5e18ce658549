#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A route with its values, one screen of a stack.
package struct StackEntry: Sendable {
    package let route: Route
    /// One per `route.parameters`; nil for an absent optional value.
    package let values: [ParameterValue?]
}

/// What opening a route does to the app's screens, as the generated navigation state applies it: select a tab and
/// show its root, push the route's stack (its parents, then itself) onto a tab's stack or the current one, present
/// the stack in a sheet or over the full screen, or hand the route to the app as an action.
package enum LinkNavigation: Sendable {
    case selectTab(String)
    /// `tab` nil: onto the stack showing now.
    case push(tab: String?, stack: [StackEntry])
    case sheet(stack: [StackEntry])
    case fullScreen(stack: [StackEntry])
    case action

    package init(route: Route, values: [ParameterValue?], in table: RouteTable) {
        switch route.navigation {
        case .selectTab(let tab): self = .selectTab(tab)
        case .action: self = .action
        case .push(let tab):
            self = .push(
                tab: tab ?? Self.mountedTab(of: route, values),
                stack: Self.stack(of: route, values: values, in: table)
            )
        case .sheet: self = .sheet(stack: Self.stack(of: route, values: values, in: table))
        case .fullScreen: self = .fullScreen(stack: Self.stack(of: route, values: values, in: table))
        }
    }

    /// The tab a feature's link names before its mount, which the app pushes the feature's screens onto.
    static func mountedTab(of route: Route, _ values: [ParameterValue?]) -> String? {
        guard route.namesMountedTab, case .choice(_, let tab)? = values.first else { return nil }
        return tab.name
    }

    /// The route's parents with the values the route gives them, nearest last, then the route. A parent that selects
    /// a tab is that tab's root, which no stack holds.
    package static func stack(of route: Route, values: [ParameterValue?], in table: RouteTable) -> [StackEntry] {
        var entries = [StackEntry(route: route, values: values)]
        var current = entries[0]
        while let parent = current.route.parent {
            let parentValues = zip(parent.route.parameters, parent.arguments)
                .map { parameter, argument -> ParameterValue? in
                    switch argument {
                    case .parameter(let index):
                        return current.values[index]
                            .map { value in
                                ValueConversion.converted(
                                    value,
                                    from: current.route.parameters[index],
                                    to: parameter,
                                    caseSensitive: table.caseSensitive
                                )
                            }
                    case .absent: return nil
                    case .defaultValue(let text):
                        return ParameterValue.parse(
                            specText: text,
                            as: parameter.type,
                            caseSensitive: table.caseSensitive
                        )
                    }
                }
            current = StackEntry(route: parent.route, values: parentValues)
            if case .selectTab = parent.route.navigation { break }
            entries.append(current)
        }
        return entries.reversed()
    }
}
