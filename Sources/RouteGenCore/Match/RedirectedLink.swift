import RouteURLReader

/// The route an old link's redirect opens, with the values the generated code gives it.
package struct RedirectedLink: Sendable {
    package var route: Route
    /// One per `route.parameters`, converted from the redirect's own values as the generated matcher converts them.
    package var values: [BoundValue]

    /// `pattern` is the redirect's pattern; `values` its own bound values, one per `pattern.parameters`.
    init(_ redirect: RedirectTarget, pattern: Route, values: [BoundValue], caseSensitive: Bool) {
        route = redirect.route
        self.values = zip(redirect.route.parameters, redirect.arguments)
            .map { target, argument in
                guard case .parameter(let index) = argument, let value = values[index].value else {
                    return .withoutLink(target, caseSensitive: caseSensitive)
                }
                return BoundValue(value: Self.converted(value, to: target.type), origin: values[index].origin)
            }
    }

    /// The conversions the model allows: an Int as a Double, a scalar as its URL text, anything else as it is.
    private static func converted(_ value: ParameterValue, to type: ValueType) -> ParameterValue {
        switch (value, type) {
        case (.int(let number), .double): return .double(Double(number))
        case (.int(let number), .string): return .text(LinkWritingRules.text(of: number))
        case (.double(let number), .string): return .text(LinkWritingRules.text(of: number))
        case (.bool(let flag), .string): return .text(LinkWritingRules.text(of: flag))
        case (.uuid(let uuid), .string): return .text(LinkWritingRules.text(of: uuid))
        default: return value
        }
    }
}
