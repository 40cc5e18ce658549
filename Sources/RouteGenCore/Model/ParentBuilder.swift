/// Interprets each route's `parent:`: the route beneath it when a link opens it. A parent must be a route whose screen
/// can sit under the route's, in the same tab's stack or the same presentation's, get every value it needs from the
/// route's values without a conversion that can fail, and never lead back to the route.
struct ParentBuilder {
    let caseSensitive: Bool
    let routes: RouteReference
    let log: DiagnosticLog

    /// The parents of the routes that name one, by the route's identity; a parent with an error is left out.
    func build(_ declared: [(route: Route, parent: ParentDocument)]) -> [ObjectIdentifier: RouteParent] {
        var parents: [ObjectIdentifier: RouteParent] = [:]
        for (route, document) in declared {
            guard
                let target = routes.find(
                    document.route,
                    as: "the parent '\(document.route.value)' of route '\(route.qualifiedName)'",
                    group: "name one of its routes",
                    reportingTo: log
                )
            else { continue }
            guard target !== route else {
                log.report(
                    .error(
                        .parentCycle,
                        "route '\(route.qualifiedName)' names itself as its parent",
                        at: document.route.location
                    )
                )
                continue
            }
            guard checkNavigation(of: route, under: target, at: document.route.location),
                let arguments = arguments(of: target, from: route, values: document.values, at: document.route)
            else { continue }
            parents[ObjectIdentifier(route)] = RouteParent(
                route: target,
                arguments: arguments,
                location: document.route.location
            )
        }
        reportCycles(in: &parents, declared: declared)
        return parents
    }

    // MARK: - Navigation

    /// Whether the parent's screen can sit beneath the route's: in the same tab's stack, as that tab's root or pushed
    /// onto it; on the current stack, pushed; or in the same kind of presentation, whose root it becomes. Reports
    /// why not.
    private func checkNavigation(of route: Route, under parent: Route, at location: SourceLocation) -> Bool {
        let problem: String?
        switch (route.navigation, parent.navigation) {
        case (.push(let tab?), .push(let parentTab?)), (.push(let tab?), .selectTab(let parentTab)):
            problem = tab == parentTab ? nil : "it is in tab '\(parentTab)' and the route in tab '\(tab)'"
        case (.push(nil), .push(nil)), (.sheet, .sheet), (.fullScreen, .fullScreen): problem = nil
        case (.selectTab(let tab), _):
            problem = "the route selects tab '\(tab)' and shows its root, so nothing is beneath it"
        case (.action, _): problem = "the route is an action, which shows no screen"
        case (_, .action): problem = "it is an action, which shows no screen"
        case (.push, _), (.sheet, _), (.fullScreen, _):
            problem =
                "it is shown \(Self.describe(parent.navigation)), and the route \(Self.describe(route.navigation)); a "
                + "parent is shown the way its route is, or is the root of the route's tab"
        }
        guard let problem else { return true }
        log.report(
            .error(
                .parentNavigation,
                "'\(parent.qualifiedName)' cannot be the parent of route '\(route.qualifiedName)': \(problem)",
                at: location,
                notes: [.init("'\(parent.qualifiedName)' is declared here", at: parent.location)]
            )
        )
        return false
    }

    private static func describe(_ navigation: Navigation) -> String {
        switch navigation {
        case .push(let tab?): return "pushed in tab '\(tab)'"
        case .push(nil): return "pushed onto the current stack"
        case .selectTab(let tab): return "as the root of tab '\(tab)'"
        case .sheet: return "in a sheet"
        case .fullScreen: return "over the full screen"
        case .action: return "as an action"
        }
    }

    // MARK: - Values

    /// Where each of the parent's values comes from: the route's parameter that `values:` names for it, else the
    /// one with its label, else nothing (optional) or the parent's default. Nil after reporting a value the route
    /// cannot give on every link.
    private func arguments(
        of parent: Route,
        from route: Route,
        values: [ValueSourceDocument],
        at reference: Located<String>
    ) -> [ArgumentSource]? {
        let before = log.mark
        var mapped: [String: Located<String>] = [:]
        for value in values {
            guard parent.parameters.contains(where: { $0.label == value.label.value }) else {
                let hint = Spelling.hint(for: value.label.value, among: parent.parameters.map(\.label))
                log.report(
                    .error(
                        .unknownParameter,
                        "'\(value.label.value)' under 'values' is not a parameter of the parent '\(parent.qualifiedName)'\(hint)",
                        at: value.label.location
                    )
                )
                continue
            }
            guard route.parameters.contains(where: { $0.name == value.source.value }) else {
                let hint = Spelling.hint(for: value.source.value, among: route.parameters.map(\.name))
                log.report(
                    .error(
                        .unknownParameter,
                        "'\(value.source.value)' is not a parameter of route '\(route.qualifiedName)'\(hint)",
                        at: value.source.location
                    )
                )
                continue
            }
            mapped[value.label.value] = value.source
        }
        guard log.diagnostics(since: before).isEmpty else { return nil }
        var arguments: [ArgumentSource] = []
        for target in parent.parameters {
            let source =
                mapped[target.label].map { mapping in route.parameters.firstIndex { $0.name == mapping.value } }
                ?? route.parameters.firstIndex { $0.label == target.label }
            guard let index = source else {
                switch target.presence {
                case .optional: arguments.append(.absent)
                case .defaulted(let text): arguments.append(.defaultValue(text))
                case .required:
                    log.report(
                        .error(
                            .missingValue,
                            "route '\(route.qualifiedName)' gives no value for '\(target.label)' of its parent '\(parent.qualifiedName)'; give it one with 'parent: { route: \(parent.qualifiedName), values: { \(target.label): ... } }'",
                            at: reference.location
                        )
                    )
                }
                continue
            }
            let location = mapped[target.label]?.location ?? reference.location
            if let problem = conversionProblem(from: route.parameters[index], to: target, of: route) {
                log.report(
                    .error(
                        .incompatibleValue,
                        "route '\(route.qualifiedName)' cannot give '\(target.label)' of its parent '\(parent.qualifiedName)' the value of '\(route.parameters[index].name)': \(problem)",
                        at: location
                    )
                )
                continue
            }
            arguments.append(.parameter(index))
        }
        return log.diagnostics(since: before).isEmpty ? arguments : nil
    }

    /// Why a value of the route's `source` may not be a value of the parent's `target`: the conversion rules of
    /// redirects, and the parent's constraints, which hold only if the route's value has the same.
    private func conversionProblem(from source: Parameter, to target: Parameter, of route: Route) -> String? {
        switch ValueConversion.problem(from: source, to: target, caseSensitive: caseSensitive) {
        case .mayBeAbsent:
            return "this route's '\(source.name)' may be absent, and the parent's '\(target.label)' is required; make "
                + "'\(source.name)' required or give '\(target.label)' a default"
        case .enumValuesDiffer: return "the two enums must have the same values"
        case .typeDoesNotConvert:
            return "\(ValueConversion.typeDescription(source)) does not always convert to "
                + "\(ValueConversion.typeDescription(target)); give '\(source.name)' that type in route "
                + "'\(route.qualifiedName)'"
        case nil:
            guard !target.constraints.isEmpty else { return nil }
            guard source.type == target.type, Set(target.constraints).isSubset(of: source.constraints) else {
                return "the parent's '\(target.label)' has constraints "
                    + "(\(target.constraints.map(\.summary).joined(separator: ", "))) that this route's '\(source.name)' "
                    + "may break; give '\(source.name)' the same constraints"
            }
            return nil
        }
    }

    // MARK: - Cycles

    /// Each cycle of parents once, at the route of the cycle declared first; its routes lose their parents, so that
    /// no stack is endless.
    private func reportCycles(
        in parents: inout [ObjectIdentifier: RouteParent],
        declared: [(route: Route, parent: ParentDocument)]
    ) {
        var written: [ObjectIdentifier: SourceLocation] = [:]
        for (route, document) in declared { written[ObjectIdentifier(route)] = document.route.location }
        var finished: Set<ObjectIdentifier> = []
        for (route, _) in declared where !finished.contains(ObjectIdentifier(route)) {
            var path: [Route] = []
            var onPath: Set<ObjectIdentifier> = []
            var current: Route? = route
            while let step = current, !finished.contains(ObjectIdentifier(step)) {
                guard onPath.insert(ObjectIdentifier(step)).inserted else {
                    let cycle = Array(path.drop { $0 !== step })
                    log.report(
                        .error(
                            .parentCycle,
                            "the parents of route '\(step.qualifiedName)' lead back to it: "
                                + (cycle.map { "'\($0.qualifiedName)'" } + ["'\(step.qualifiedName)'"])
                                .joined(separator: " -> "),
                            at: written[ObjectIdentifier(step)] ?? step.location
                        )
                    )
                    for member in cycle { parents[ObjectIdentifier(member)] = nil }
                    break
                }
                path.append(step)
                current = parents[ObjectIdentifier(step)]?.route
            }
            finished.formUnion(onPath)
        }
    }
}
