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
        case .push(let tab): self = .push(tab: tab, stack: Self.stack(of: route, values: values, in: table))
        case .sheet: self = .sheet(stack: Self.stack(of: route, values: values, in: table))
        case .fullScreen: self = .fullScreen(stack: Self.stack(of: route, values: values, in: table))
        }
    }

    /// The route's parents with the values the route gives them, nearest last, then the route. A parent that selects
    /// a tab is that tab's root, which no stack holds.
    package static func stack(of route: Route, values: [ParameterValue?], in table: RouteTable) -> [StackEntry] {
        var entries = [StackEntry(route: route, values: values)]
        var current = entries[0]
        while let parent = table.parent(of: current.route) {
            let parentValues = zip(parent.route.parameters, parent.arguments)
                .map { parameter, argument -> ParameterValue? in
                    switch argument {
                    case .parameter(let index):
                        return current.values[index].map { Self.converted($0, to: parameter.type) }
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

    /// `value` as a value of `type`, as the generated stack converts it: the same value, an Int as a Double, a number
    /// or a flag as its Swift text, a UUID as its lowercase text, an enum case as the case of the same raw value.
    private static func converted(_ value: ParameterValue, to type: ValueType) -> ParameterValue {
        switch (value, type) {
        case (.int(let number), .double): return .double(Double(number))
        case (.int(let number), .string): return .text(String(number))
        case (.double(let number), .string): return .text(String(number))
        case (.bool(let flag), .string): return .text(String(flag))
        case (.uuid(let uuid), .string): return .text(uuid.uuidString.lowercased())
        case (.choice(_, let value), .enumeration(let enumeration)):
            let same =
                enumeration.cases.first { $0.rawValue == value.rawValue }
                ?? enumeration.cases.first { $0.rawValue.asciiLowercased == value.rawValue.asciiLowercased }
            return same.map { .choice(enumeration, $0) } ?? .choice(enumeration, value)
        default: return value
        }
    }
}
