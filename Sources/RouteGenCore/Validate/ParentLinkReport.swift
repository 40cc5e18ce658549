import RouteURLReader

/// The error of a parent whose link leads elsewhere with values the route above it gives it: those values, the link,
/// where it leads, and how to mend it.
struct ParentLinkReport {
    let table: RouteTable
    let links: ParentLinks
    let witness: ParentLinks.Witness
    let fix: ParentLinkFix

    private var route: Route { links.route }
    private var parent: Route { links.parent.route }

    /// The error for a link that `overlap.first`, a shape more specific than the parent's, takes first.
    func taken(by overlap: RouteOverlap) -> Diagnostic {
        let taker = overlap.first
        let opened = "route '\(taker.owner.openedRoute.qualifiedName)'"
        let destination: String
        switch taker.owner {
        case .route: destination = opened
        case .redirect(let redirect):
            destination = "redirect '\(redirect.declaration.qualifiedName)', which opens \(opened)"
        }
        let outcome =
            accepts(taker)
            ? "which opens \(destination); the stack would show a screen whose link leads elsewhere, and restore it as "
                + opened : "which \(destination) matches first and refuses; \(Self.leadsNowhere)"
        let deciding = decidingValue(in: overlap)
        let bounds = deciding.map { fix.bounds(past: $0, in: taker.pattern) } ?? []
        let help =
            deciding.flatMap { value in
                fix.constraint(on: value.parameter, tries: bounds)
                    .map {
                        "give \(described(value)) a constraint such as '\($0)', which leaves \(text(of: value)) out, or "
                            + "name another parent"
                    }
            } ?? "give \(described(deciding)) a type or constraints under which no value of it gives "
            + "'\(parent.qualifiedName)' a link that another route takes, or name another parent"
        let precedence =
            "\(taker.owner.kindName) '\(taker.declaration.qualifiedName)' is declared here: '\(taker.writtenPath)' is "
            + "more specific than '\(overlap.second.writtenPath)', so it takes the link first"
        return .error(
            .parentLinkLeadsElsewhere,
            "\(heading), \(outcome)",
            at: links.parent.location,
            notes: [.init(precedence, at: taker.declaration.location), .help(help)]
        )
    }

    /// The error for a link that the app refuses: a query value of the route fills a path segment with text that no
    /// path segment holds.
    func refused() -> Diagnostic {
        let refused = witness.values.first { value in
            value.positions.contains { !WitnessValues.isPathSegment(witness.path[$0]) }
        }
        let help =
            refused.flatMap { value in
                fix.constraint(on: value.parameter, tries: [.length(1...Int.max)])
                    .map { "give \(described(value)) a constraint such as '\($0)', or name another parent" }
            } ?? "give \(described(refused)) constraints that keep every value a path segment ('minLength: 1', and "
            + "'characters' without '.', tab and line breaks), or name another parent"
        return .error(
            .parentLinkLeadsElsewhere,
            "\(heading), which the app refuses: a path segment is never empty, '.' or '..', and holds no tab or line "
                + "break; \(Self.leadsNowhere)",
            at: links.parent.location,
            notes: [.help(help)]
        )
    }

    private static let leadsNowhere = "the stack would show a screen whose link leads nowhere, and could not restore it"

    /// `'profile' cannot be the parent of route 'post': with userId "me", its screen beneath 'post' has the link
    /// 'myapp://users/me'`.
    private var heading: String {
        let values = witness.values.map { "\(name(of: $0)) \(text(of: $0))" }
        let condition = values.isEmpty ? "" : "with \(values.joined(separator: " and ")), "
        return
            "'\(parent.qualifiedName)' cannot be the parent of route '\(route.qualifiedName)': \(condition)its screen "
            + "beneath '\(route.qualifiedName)' has the link \(link)"
    }

    /// The parent's link, quoted: the canonical link, or in a feature spec the path under the feature's mount.
    private var link: String {
        let query = links.query(beside: witness)
        guard let prefix = RouteTable.canonicalPrefix(schemes: table.schemes, hosts: table.hosts) else {
            return "'\(LinkWritingRules.text(prefix: "/", path: witness.path, query: query))' under the feature's mount"
        }
        return "'\(LinkWritingRules.text(prefix: prefix, path: witness.path, query: query))'"
    }

    private func name(of value: ParentLinks.Witness.Value) -> String { route.parameters[value.parameter].name }

    /// A value as messages show it: text and enum values quoted, numbers, flags and UUIDs as they are, the segments of
    /// `**` as a list.
    private func text(of value: ParentLinks.Witness.Value) -> String {
        let parameter = route.parameters[value.parameter]
        switch parameter.type {
        case .stringList: return "[" + value.texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .string, .enumeration: return "\"\(value.texts[0])\""
        case .int, .double, .bool, .uuid: return value.texts[0]
        }
    }

    /// `'userId' of route 'post'`, or `the parameters of route 'post'` when no one value decides.
    private func described(_ value: ParentLinks.Witness.Value?) -> String {
        (value.map { "'\(name(of: $0))'" } ?? "the parameters") + " of route '\(route.qualifiedName)'"
    }

    /// The first of the witness's values whose place the taker does not take whatever it holds: the value that
    /// decides where the link leads.
    private func decidingValue(in overlap: RouteOverlap) -> ParentLinks.Witness.Value? {
        witness.values.first { value in
            value.positions.contains {
                !overlap.second.pattern.set(at: $0).isSubset(of: overlap.first.pattern.set(at: $0))
            }
        }
    }

    /// Whether the taker's own parameters accept the values the link gives them, so that it opens it.
    private func accepts(_ taker: RouteOrder.Shape) -> Bool {
        let declaration = taker.declaration
        for (position, segment) in taker.segments.enumerated() {
            guard case .parameter(let index) = segment else { continue }
            let parameter = declaration.parameters[index]
            let rule = WitnessValues.Rule(parameter: parameter, caseSensitive: table.caseSensitive)
            let texts =
                parameter.source == .remainingSegments ? Array(witness.path[position...]) : [witness.path[position]]
            guard texts.allSatisfy(rule.accepts) else { return false }
        }
        let query = links.query(beside: witness)
        for parameter in declaration.parameters where parameter.isQuery {
            let rule = WitnessValues.Rule(parameter: parameter, caseSensitive: table.caseSensitive)
            guard let item = query.first(where: { $0.name == parameter.name }), let value = item.value else {
                if parameter.presence == .required { return false }
                continue
            }
            guard rule.accepts(value) else { return false }
        }
        return true
    }
}
