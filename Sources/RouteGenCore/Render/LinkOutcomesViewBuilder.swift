/// Builds the view of the link outcome types from the table's fallback and context.
struct LinkOutcomesViewBuilder {
    let table: RouteTable
    let names: GeneratedNames
    /// `"public "` or `""`.
    let access: String
    let checks: ConstraintChecks

    func build() -> LinkOutcomesView {
        let fallbackRoute = table.fallback?.route
        let opensWebLinksInBrowser = table.fallback?.webLinksOpenInBrowser == true && !table.hosts.isEmpty
        return LinkOutcomesView(
            hasFallbackRoute: fallbackRoute != nil,
            opensWebLinksInBrowser: opensWebLinksInBrowser,
            fallbackOutcome: fallbackOutcome(route: fallbackRoute, opensWebLinksInBrowser: opensWebLinksInBrowser)
                .templateText,
            contextEnumerations: table.contextEnumerations.map { enumeration in
                EnumerationView(
                    docLines: EscapedSwiftText.docLines(
                        "The values of the link context's \(enumeration.typeName) values."
                    ),
                    typeName: enumeration.typeName,
                    conformances: "Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable",
                    cases: FileViewBuilder.caseViews(of: enumeration)
                )
            },
            contextProperties: table.context.map { parameter in
                let name = SwiftName.escaped(parameter.label)
                return ContextPropertyView(
                    docLines: EscapedSwiftText.docLines(nil, then: ["The link's `\(parameter.name)` query item."]),
                    declaration: "\(name): \(parameter.codeTypeName())",
                    assignment: "self.\(name) = \(name)"
                )
            },
            contextInitializer: contextInitializer().templateText,
            contextReading: contextReading().templateText
        )
    }

    /// Fallback first where it applies: an https link opens in the browser when the spec says so, any other own link
    /// gets the fallback route, and without either the link is unresolved.
    private func fallbackOutcome(route: Route?, opensWebLinksInBrowser: Bool) -> BreakableCode {
        let otherwise: BreakableCode =
            route.map { .call(".fallback", [routeValue($0), .text("reason: reason")]) } ?? .text(".unresolved(reason)")
        guard opensWebLinksInBrowser else { return otherwise }
        return .group(
            .sequence([
                .text("link.origin == .universalLink"),
                .nest(
                    .sequence([
                        .line, .text("? openInBrowser(text, reason: reason)"), .line,
                        .sequence([.text(": "), otherwise]),
                    ])
                ),
            ])
        )
    }

    /// The route's case with no values from a link: nil for optional parameters, the default for the others.
    private func routeValue(_ route: Route) -> BreakableCode {
        MatchingViewBuilder.routeValue(route, values: route.parameters.map(ParameterValueCode.valueWithoutLink))
    }

    /// `init(campaign: String? = nil, page: Int = 1, source: AppRouteLinkSource? = nil)`
    private func contextInitializer() -> BreakableCode {
        let parameters = table.context.map { parameter -> BreakableCode in
            .text(
                "\(SwiftName.argumentLabel(parameter.label)): \(parameter.codeTypeName()) = \(ParameterValueCode.valueWithoutLink(parameter))"
            )
        }
        return .call("init", parameters + [.text("source: \(names.linkSourceTypeName)? = nil")])
    }

    /// `AppRouteLinkContext(campaign: contextValue(R.QueryItems.text("utm_campaign", in: link)), source: source)`
    private func contextReading() -> BreakableCode {
        let valueCode = ParameterValueCode(reader: names.urlReaderNamespaceName)
        let values = table.context.enumerated()
            .map { index, parameter -> BreakableCode in
                let read = valueCode.queryValue(
                    parameter.type,
                    name: parameter.name,
                    typePrefix: names.linkContextTypeName + ".",
                    check: checks.check(ofContextKey: index)
                )
                var value: [BreakableCode] = [
                    .text(SwiftName.argumentLabel(parameter.label) + ": "), .call("contextValue", [read]),
                ]
                if case .defaulted(let text) = parameter.presence {
                    value.append(.text(" ?? " + ParameterValueCode.literal(text, of: parameter.type)))
                }
                return .sequence(value)
            }
        return .call(names.linkContextTypeName, values + [.text("source: source")])
    }
}
