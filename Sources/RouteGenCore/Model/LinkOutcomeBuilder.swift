/// Interprets what a link resolves to besides its route: the spec's `fallback:` and its `context:` keys, checked
/// against the routes already built.
struct LinkOutcomeBuilder {
    let caseSensitive: Bool
    let hasHosts: Bool
    /// Type names a context enum cannot take: the generated code's own and the ones it refers to.
    let reservedTypeNames: Set<String>
    let log: DiagnosticLog

    // MARK: - Fallback

    func fallback(_ document: Located<FallbackDocument>?, routes: RouteReference) -> LinkFallback? {
        guard let document else { return nil }
        let opensInBrowser = document.value.webLinksOpenInBrowser
        if let opensInBrowser, opensInBrowser.value, !hasHosts {
            log.report(
                .warning(
                    .webLinksWithoutHosts,
                    "'webLinks: openInBrowser' has no effect: the spec has no hosts, so it has no https links",
                    at: opensInBrowser.location
                )
            )
        }
        var fallback = LinkFallback(route: nil, webLinksOpenInBrowser: opensInBrowser?.value == true)
        if let name = document.value.route {
            guard
                let route = routes.find(
                    name,
                    as: "the fallback route '\(name.value)'",
                    group: "the fallback names one of its routes",
                    reportingTo: log
                )
            else { return nil }
            let required = route.parameters.filter { $0.presence == .required }
            guard required.isEmpty else {
                log.report(
                    .error(
                        .fallbackParameters,
                        "the fallback route '\(name.value)' needs \(required.map { "'\($0.label)'" }.joined(separator: ", ")); a fallback gets no values from the link, so every parameter of its route must be optional or have a default",
                        at: name.location,
                        notes: [.init("'\(name.value)' is declared here", at: route.location)]
                    )
                )
                return nil
            }
            fallback.route = route
        }
        return fallback
    }

    // MARK: - Context

    /// The context's values, typed like query parameters and never required, with the enums their enum values need.
    func context(_ declarations: [ParameterDocument], patterns: [LinkPattern]) -> (
        parameters: [Parameter], enumerations: [EnumerationType]
    ) {
        guard !declarations.isEmpty else { return ([], []) }
        let builder = RouteParameterBuilder(owner: "the context", caseSensitive: caseSensitive, log: log)
        let (_, built) = builder.build(segments: [], params: [], query: declarations)
        var parameters: [Parameter] = []
        var enumerations: [EnumerationType] = []
        var enumerationLocations: [String: SourceLocation] = [:]
        for var parameter in built {
            if parameter.label == ReservedNames.contextSourceProperty {
                log.report(
                    .error(
                        .nameClash,
                        "context key '\(parameter.name)' would be the property '\(ReservedNames.contextSourceProperty)', which holds where the app got the link; give it another name with 'name:'",
                        at: parameter.location
                    )
                )
                continue
            }
            if parameter.presence == .required { parameter.presence = .optional }
            if case .enumeration(let enumeration) = parameter.type {
                let typeName = SwiftName.upperCamel(parameter.label)
                if reservedTypeNames.contains(typeName) {
                    log.report(
                        .error(
                            .nameClash,
                            "context key '\(parameter.name)' would generate the type '\(typeName)', which the generated code needs for something else; rename it with 'name:'",
                            at: parameter.location
                        )
                    )
                    continue
                }
                if let first = enumerationLocations[typeName] {
                    log.report(
                        .error(
                            .nameClash,
                            "context keys '\(parameter.name)' and another both generate the enum '\(typeName)'; rename one with 'name:'",
                            at: parameter.location,
                            notes: [.init("the other context key", at: first)]
                        )
                    )
                    continue
                }
                enumerationLocations[typeName] = parameter.location
                let named = EnumerationType(typeName: typeName, cases: enumeration.cases)
                enumerations.append(named)
                parameter.type = .enumeration(named)
            }
            parameters.append(parameter)
        }
        reportRouteQueryKeys(sharedWith: parameters, in: patterns)
        return (parameters, enumerations)
    }

    /// A route's own query key that is also a context key: the route's value and the context would both claim it,
    /// so the spec must rename one.
    private func reportRouteQueryKeys(sharedWith context: [Parameter], in patterns: [LinkPattern]) {
        let contextKeys = Dictionary(context.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        for pattern in patterns {
            let declaration = pattern.declaration
            for parameter in declaration.parameters where parameter.isQuery {
                guard let contextLocation = contextKeys[parameter.name] else { continue }
                log.report(
                    .error(
                        .queryKeyIsContextKey,
                        "query key '\(parameter.name)' of \(pattern.kindName) '\(declaration.qualifiedName)' is also a context key; context keys are read from every link and belong to no route, so rename one of them",
                        at: parameter.location,
                        notes: [.init("the context key", at: contextLocation)]
                    )
                )
            }
        }
    }
}

/// The routes a spec entry may name, as `fallback:` and a redirect's `to:` do: `profile`, or `account.billing` inside
/// a group.
struct RouteReference {
    let routes: [Route]
    /// Every route and group the spec declares, by qualified name, including those left out of `routes` for errors
    /// of their own, which a reference to them must not report again.
    let declaredRouteNames: Set<String>
    let declaredGroupNames: Set<String>

    /// The route `name` names, or nil after reporting why there is none. `subject` starts the message
    /// ("the fallback route 'x'"); `group` says what to write instead of a group's name.
    func find(_ name: Located<String>, as subject: String, group: String, reportingTo log: DiagnosticLog) -> Route? {
        if let route = routes.first(where: { $0.qualifiedName == name.value }) { return route }
        // A route with errors of its own was reported where it is declared.
        guard !declaredRouteNames.contains(name.value) else { return nil }
        if declaredGroupNames.contains(name.value) {
            let example =
                routes.first { $0.qualifiedName.hasPrefix(name.value + ".") }.map { ", such as '\($0.qualifiedName)'" }
                ?? ""
            log.report(.error(.unknownRoute, "'\(name.value)' is a group; \(group)\(example)", at: name.location))
            return nil
        }
        // A route inside a group named without its groups is the likeliest mistake.
        let sameCase = routes.first { $0.caseName == name.value }.map { "; did you mean '\($0.qualifiedName)'?" }
        let hint = sameCase ?? Spelling.hint(for: name.value, among: routes.map(\.qualifiedName))
        log.report(
            .error(
                .unknownRoute,
                "\(subject) is not a route of the spec\(hint.isEmpty ? "; write a route's name, with its groups before it as in 'account.profile'" : hint)",
                at: name.location
            )
        )
        return nil
    }
}
