/// The parts of a random whole-language spec about links other than a route's own: redirects and the old links that
/// reach a route through them, the fallback, the link context, and each route's example links.
extension RandomLanguageSpec {
    /// The prefixes of the spec's own links: `l3:/` (its scheme, to which a path adds `/r1`) and its https host.
    var bases: [String] { schemes.map { "\($0):/" } + hosts.map { "https://\($0)" } }

    /// Redirects to random routes, each giving the route's required values from its path or its query, converted
    /// where a conversion always succeeds; a route now and then gets the old link as an example it opens.
    mutating func makeRedirects(index: Int, using generator: inout SeededGenerator) -> [String] {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            guard
                let targetIndex = routes.indices.filter({ routes[$0].takesSingleValues })
                    .randomElement(using: &generator)
            else { break }
            let target = routes[targetIndex]
            let name = fresh("o")
            var old = LanguageRoute(
                name: name,
                groups: [],
                pieces: [name],
                parameters: [],
                navigation: .push,
                writesNavigation: false
            )
            var values: [(label: String, key: String)] = []
            var opened: [String] = []
            for needed in target.requiredParameters {
                let key = Bool.random(using: &generator) ? needed.label : fresh("v")
                if key != needed.label { values.append((needed.label, key)) }
                var given: LanguageParameter
                if case .query = needed.place, Bool.random(using: &generator) {
                    given = needed.copy(key: key, place: .query(.required))
                    old.parameters.append(given)
                } else {
                    given = needed.copy(key: key, place: .path(optional: false))
                    old.pieces.append(nil)
                    old.parameters.insert(given, at: old.pathParameters.count)
                }
                opened.append("\(needed.label): \(needed.exampleValue(given.sample))")
                let converted = convertible(to: needed, using: &generator)
                if let converted {
                    given.type = converted
                    given.constraints = []
                    given.sample = "7"
                    opened[opened.count - 1] = "\(needed.label): \(needed.exampleValue("7"))"
                } else if Bool.random(using: &generator) {
                    // The route's constraints hold for a redirected value whether or not the redirect repeats them.
                    given.constraints = []
                }
                if let position = old.parameters.firstIndex(where: { $0.key == key }) {
                    old.parameters[position] = given
                }
            }
            var redirect = ["  \(name):", "    path: \"\(old.path)\""]
            usedKeys += ["redirect.path", "redirect.to"]
            let params = old.pathParameters.compactMap { parameter in
                parameter.declaration(
                    owner: "pathParameterMapping",
                    spelledOut: Bool.random(using: &generator),
                    usedKeys: &usedKeys
                )
                .map { "      \(parameter.key!): \($0)" }
            }
            if !params.isEmpty {
                redirect += ["    params:"] + params
                usedKeys.append("redirect.params")
            }
            if !old.queryParameters.isEmpty {
                redirect.append("    query:")
                usedKeys.append("redirect.query")
                for parameter in old.queryParameters {
                    let declaration = parameter.declaration(
                        owner: "parameterMapping",
                        spelledOut: Bool.random(using: &generator),
                        usedKeys: &usedKeys
                    )
                    redirect.append("      \(parameter.key!): \(declaration ?? "String")")
                }
            }
            redirect.append("    to: \(target.qualifiedName)")
            if !values.isEmpty {
                redirect.append(
                    "    values: { " + values.map { "\($0.label): \($0.key)" }.joined(separator: ", ") + " }"
                )
                usedKeys.append("redirect.values")
            }
            var base = bases.randomElement(using: &generator)!
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                redirect.append("    schemes: [old\(index)]")
                usedKeys.append("redirect.schemes")
                base = "old\(index):/"
            case 1:
                redirect.append("    hosts: [old\(index).example.com]")
                usedKeys.append("redirect.hosts")
                base = "https://old\(index).example.com"
            default: break
            }
            if Bool.random(using: &generator) {
                let description = LanguageNames.prose("Old links of \(target.qualifiedName).", using: &generator)
                redirect.append("    description: \(RandomHygieneSpec.yamlString(description))")
                usedKeys.append("redirect.description")
            }
            if Bool.random(using: &generator) {
                let values = opened.isEmpty ? "~" : "{ " + opened.joined(separator: ", ") + " }"
                routes[targetIndex].opens.append((old.link(base: base, full: false), values))
            }
            lines += redirect
        }
        return lines
    }

    /// A type whose every value converts to `parameter`'s; nil now and then, and where the parameter has constraints,
    /// which a redirect checks only on a value of the parameter's own type.
    private func convertible(to parameter: LanguageParameter, using generator: inout SeededGenerator)
        -> LanguageParameter.ValueType?
    {
        guard parameter.constraints.isEmpty, Bool.random(using: &generator) else { return nil }
        switch parameter.type {
        case .double: return .int
        case .string where parameter.place != .wildcard: return .int
        default: return nil
        }
    }

    /// The fallback: a route with no values a link must give, in the short form or the mapping. Spec `index` takes
    /// the next of the four forms, so that a short search sees each.
    mutating func makeFallback(index: Int, using generator: inout SeededGenerator) -> [String] {
        let candidates = routes.filter { route in
            route.requiredParameters.isEmpty && !route.parameters.contains { $0.place == .rest }
        }
        guard let route = candidates.randomElement(using: &generator) else { return [] }
        usedKeys.append("spec.fallback")
        switch index % 4 {
        case 0: return ["fallback: \(route.qualifiedName)"]
        case 1:
            usedKeys.append("fallback.route")
            return ["fallback: { route: \(route.qualifiedName) }"]
        default:
            let webLinks = index % 4 == 2 ? "openInBrowser" : "route"
            usedKeys += ["fallback.route", "fallback.webLinks", "webLinks: \(webLinks)"]
            return ["fallback:", "  route: \(route.qualifiedName)", "  webLinks: \(webLinks)"]
        }
    }

    /// Context keys of every type, some not identifiers (so labelled), none a route's query key.
    mutating func makeContext(using generator: inout SeededGenerator) -> [String] {
        var lines = ["context:"]
        usedKeys.append("spec.context")
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let presences: [LanguageParameter.Presence] = [.required, .optional, .defaulted("")]
            let key = fresh("c")
            var parameter = LanguageParameter.random(
                key: key,
                place: .query(presences.randomElement(using: &generator)!),
                using: &generator
            )
            var written = key
            if Bool.random(using: &generator) {
                written = "utm-" + key
                parameter.name = key
            }
            let declaration = parameter.declaration(
                owner: "parameterMapping",
                spelledOut: Bool.random(using: &generator),
                usedKeys: &usedKeys
            )
            lines.append("  \(written): \(declaration ?? "String")")
        }
        return lines
    }

    /// Links that open each of some routes, with every value or only the required ones, and links each refuses.
    mutating func addExamples(using generator: inout SeededGenerator) {
        for index in routes.indices where Int.random(in: 0..<5, using: &generator) < 3 {
            var route = routes[index]
            let base = bases.randomElement(using: &generator)!
            route.opens.append((route.link(base: base, full: true), route.exampleValues(full: true)))
            if route.parameters.contains(where: { !$0.isRequired }), Bool.random(using: &generator) {
                route.opens.append((route.link(base: base, full: false), route.exampleValues(full: false)))
            }
            for (position, parameter) in route.parameters.enumerated()
            where Int.random(in: 0..<3, using: &generator) == 0 {
                if let invalid = parameter.invalidSample {
                    let named = parameter.key.map { "(\($0))" } ?? ""
                    route.rejects.append(
                        (
                            route.link(base: base, full: true, replacing: position, with: invalid),
                            "invalidParameterValue\(named)"
                        )
                    )
                } else if parameter.isRequired, case .query = parameter.place {
                    route.rejects.append(
                        (
                            route.link(base: base, full: true, replacing: position, with: nil),
                            "missingParameter(\(parameter.key!))"
                        )
                    )
                }
            }
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: route.rejects.append(("\(base)/zz\(route.literal)", "noRoute"))
            case 1: route.rejects.append(("nope://\(route.literal)", "unsupportedScheme"))
            case 2 where !hosts.isEmpty:
                route.rejects.append(("https://evil.example/\(route.literal)", "untrustedHost"))
            default: break
            }
            routes[index] = route
        }
    }

    /// An entry under `routes:`, a group with its own entries inside.
    mutating func lines(of entry: Entry, indent: String, using generator: inout SeededGenerator) -> [String] {
        switch entry {
        case .route(let index):
            // Mostly the short forms, so that each type name is written bare, with and without `?`, now and then.
            let spelledOut = Int.random(in: 0..<3, using: &generator) == 0
            return routes[index].lines(indent: indent, spelledOut: spelledOut, usedKeys: &usedKeys)
        case .group(let group):
            var lines = [indent + "\(group.name):"]
            if let auth = group.auth {
                lines.append(indent + "  auth: \(auth)")
                usedKeys += ["group.auth", "auth: \(auth)"]
            }
            if let navigation = group.navigation {
                lines.append(indent + "  navigation: \(navigation.yaml)")
                usedKeys += ["group.navigation", navigation.coverageName]
            }
            if let parent = group.parent {
                lines.append(indent + "  parent: \(parent)")
                usedKeys.append("group.parent")
            }
            if let description = group.description {
                lines.append(indent + "  description: \(RandomHygieneSpec.yamlString(description))")
                usedKeys.append("group.description")
            }
            lines.append(indent + "  routes:")
            usedKeys.append("group.routes")
            for inner in group.entries { lines += self.lines(of: inner, indent: indent + "    ", using: &generator) }
            return lines
        }
    }
}
