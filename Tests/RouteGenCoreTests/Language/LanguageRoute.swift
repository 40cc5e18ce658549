/// A route of a random whole-language spec: its path pieces and parameters, how it is shown, and the spec text it is
/// written as. Every route's path starts with a literal of its own, so no two routes or redirects are ambiguous.
struct LanguageRoute {
    enum Navigation: Equatable {
        case push, sheet, fullScreen, action
        case tab(String)
        case pushTab(String)

        var yaml: String {
            switch self {
            case .push: "push"
            case .sheet: "sheet"
            case .fullScreen: "fullScreen"
            case .action: "action"
            case .tab(let tab): "{ tab: \(tab) }"
            case .pushTab(let tab): "{ push: \(tab) }"
            }
        }

        /// The schema key a mapping form uses, or the style among the schema's values.
        var coverageName: String {
            switch self {
            case .tab: "navigation.tab"
            case .pushTab: "navigation.push"
            default: "navigation: \(yaml)"
            }
        }

        /// How a route that has this one as its parent is shown; nil when nothing may sit on it.
        var childNavigation: Navigation? {
            switch self {
            case .push, .sheet, .fullScreen: self
            case .tab(let tab), .pushTab(let tab): .pushTab(tab)
            case .action: nil
            }
        }
    }

    struct Parent {
        var route: String
        /// Parent label to this route's parameter key, where the labels differ.
        var values: [(label: String, key: String)]
        /// `{ route: }` even without values.
        var spelledOut: Bool
    }

    var name: String
    var groups: [String]
    /// Literal text, or nil where the next path parameter goes.
    var pieces: [String?]
    /// Path parameters in path order, then query parameters.
    var parameters: [LanguageParameter]
    var navigation: Navigation
    var writesNavigation: Bool
    var auth: Bool?
    var parent: Parent?
    var description: String?
    var title: String?
    var activity: String?
    var intent: String?
    var opens: [(link: String, values: String)] = []
    var rejects: [(link: String, error: String)] = []

    var qualifiedName: String { (groups + [name]).joined(separator: ".") }
    /// The first segment of the path, which no other route or redirect has.
    var literal: String { pieces[0]! }
    var pathParameters: [LanguageParameter] { parameters.filter { if case .query = $0.place { false } else { true } } }
    var queryParameters: [LanguageParameter] { parameters.filter { if case .query = $0.place { true } else { false } } }
    var requiredParameters: [LanguageParameter] { parameters.filter(\.isRequired) }

    var path: String {
        var parameters = pathParameters.makeIterator()
        return "/"
            + pieces.map { piece in
                if let piece { return piece }
                let parameter = parameters.next()!
                switch parameter.place {
                case .path(let optional): return ":" + parameter.key! + (optional ? "?" : "")
                case .wildcard: return "*" + (parameter.key ?? "")
                default: return "**" + (parameter.key ?? "")
                }
            }
            .joined(separator: "/")
    }

    /// The link's path and query with each parameter's sample, leaving out the optional ones unless `full` and the
    /// parameter `replaced` has `value` in place of its sample (nil: is left out).
    func link(base: String, full: Bool, replacing replaced: Int? = nil, with value: String? = nil) -> String {
        var values = pathParameters.makeIterator()
        var index = 0
        var segments: [String] = []
        for piece in pieces {
            if let piece {
                segments.append(piece)
                continue
            }
            let parameter = values.next()!
            defer { index += 1 }
            let text = index == replaced ? value : (parameter.isRequired || full ? parameter.sample : nil)
            if let text { segments.append(text) }
        }
        var query: [String] = []
        for parameter in queryParameters {
            defer { index += 1 }
            let text = index == replaced ? value : (parameter.isRequired || full ? parameter.sample : nil)
            if let text { query.append(parameter.key! + "=" + text) }
        }
        return base + "/" + segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// The values `link(base:full:)` opens the route with, as an example writes them: an empty `**` is listed too,
    /// since it is neither nil nor a default.
    func exampleValues(full: Bool) -> String {
        let given = parameters.filter { $0.isRequired || full || $0.place == .rest }
        if given.isEmpty { return "~" }
        return "{ "
            + given.map { "\($0.label): \(full || $0.isRequired ? $0.sampleExampleValue : "[]")" }
            .joined(separator: ", ") + " }"
    }

    /// Whether a parent or a redirect could give every value this route needs from single values of its own.
    var takesSingleValues: Bool { !parameters.contains { $0.place == .rest } }

    /// The route's entry under `routes:`, each schema key it uses added to `usedKeys`.
    func lines(indent: String, spelledOut: Bool, usedKeys: inout [String]) -> [String] {
        var lines = [indent + "\(name):", indent + "  path: \"\(path)\""]
        usedKeys.append("route.path")
        let inner = indent + "    "
        let params = pathParameters.compactMap { parameter in
            parameter.declaration(owner: "pathParameterMapping", spelledOut: spelledOut, usedKeys: &usedKeys)
                .map { "\(parameter.key!): \($0)" }
        }
        if !params.isEmpty {
            lines += [indent + "  params:"] + params.map { inner + $0 }
            usedKeys.append("route.params")
        }
        if !queryParameters.isEmpty {
            lines.append(indent + "  query:")
            usedKeys.append("route.query")
            for parameter in queryParameters {
                let declaration = parameter.declaration(
                    owner: "parameterMapping",
                    spelledOut: spelledOut,
                    usedKeys: &usedKeys
                )
                lines.append(inner + "\(parameter.key!): \(declaration ?? "String")")
            }
        }
        if let auth {
            lines.append(indent + "  auth: \(auth)")
            usedKeys += ["route.auth", "auth: \(auth)"]
        }
        if writesNavigation {
            lines.append(indent + "  navigation: \(navigation.yaml)")
            usedKeys += ["route.navigation", navigation.coverageName]
        }
        if let parent {
            lines.append(indent + "  parent: " + parent.yaml(usedKeys: &usedKeys))
            usedKeys.append("route.parent")
        }
        if let description {
            lines.append(indent + "  description: \(RandomHygieneSpec.yamlString(description))")
            usedKeys.append("route.description")
        }
        if !opens.isEmpty || !rejects.isEmpty {
            lines.append(indent + "  examples:")
            usedKeys.append("route.examples")
            if !opens.isEmpty {
                lines += [indent + "    opens:"] + opens.map { inner + "  \"\($0.link)\": \($0.values)" }
                usedKeys.append("examples.opens")
            }
            if !rejects.isEmpty {
                lines += [indent + "    rejects:"] + rejects.map { inner + "  \"\($0.link)\": \($0.error)" }
                usedKeys.append("examples.rejects")
            }
        }
        if let title {
            lines.append(indent + "  title: \(RandomHygieneSpec.yamlString(title))")
            usedKeys.append("route.title")
        }
        if let activity {
            lines.append(indent + "  activity: \(activity)")
            usedKeys.append("route.activity")
        }
        if let intent {
            lines.append(indent + "  intent: \(intent)")
            usedKeys.append("route.intent")
        }
        return lines
    }
}

extension LanguageRoute.Parent {
    func yaml(usedKeys: inout [String]) -> String {
        guard spelledOut || !values.isEmpty else { return route }
        usedKeys.append("parent.route")
        guard !values.isEmpty else { return "{ route: \(route) }" }
        usedKeys.append("parent.values")
        let pairs = values.map { "\($0.label): \($0.key)" }.joined(separator: ", ")
        return "{ route: \(route), values: { \(pairs) } }"
    }
}
