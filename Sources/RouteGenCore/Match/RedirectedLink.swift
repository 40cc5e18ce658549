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
                return BoundValue(
                    value: ValueConversion.converted(
                        value,
                        from: pattern.parameters[index],
                        to: target,
                        caseSensitive: caseSensitive
                    ),
                    origin: values[index].origin
                )
            }
    }
}
