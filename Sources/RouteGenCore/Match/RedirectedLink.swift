import RouteURLReader

/// The route an old link's redirect opens, with the values the generated code gives it.
package struct RedirectedLink: Sendable {
    package var route: Route
    /// One per `route.parameters`, converted from the redirect's own values as the generated matcher converts them.
    package var values: [BoundValue]

    /// `values` are the redirect's own bound values, one per parameter of its declaration.
    init(_ redirect: Redirect, values: [BoundValue], caseSensitive: Bool) {
        let target = redirect.target
        route = target.route
        self.values = zip(target.route.parameters, target.arguments)
            .map { target, argument in
                guard case .parameter(let index) = argument, let value = values[index].value else {
                    return .withoutLink(target, caseSensitive: caseSensitive)
                }
                return BoundValue(
                    value: ValueConversion.converted(
                        value,
                        from: redirect.declaration.parameters[index],
                        to: target,
                        caseSensitive: caseSensitive
                    ),
                    origin: values[index].origin
                )
            }
    }
}
