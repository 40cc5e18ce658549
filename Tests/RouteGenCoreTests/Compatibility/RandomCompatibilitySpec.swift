@testable import RouteGenCore

/// Small random specs for the compatibility properties: paths over a tiny alphabet with typed, constrained, optional,
/// `*` and `**` segments, and query items with every presence, kept as routes so that a test can take one away, add
/// one, change one, or rename one along with a change that could hide the rename.
struct RandomCompatibilitySpec {
    struct Route {
        var name: String
        var pieces: [String]
        /// By parameter name: the value of its `params` entry.
        var params: [(name: String, declaration: String)]
        var query: [(key: String, declaration: String)]
        /// The group the route is declared in, if any.
        var group: String? = nil

        var path: String { "/" + pieces.joined(separator: "/") }

        var qualifiedName: String { group.map { "\($0).\(name)" } ?? name }

        /// The route's entry, indented as an entry of `routes:` at the top.
        var lines: [String] {
            var lines = ["  \(name):", "    path: \"\(path)\""]
            if !params.isEmpty {
                lines.append("    params:")
                lines += params.map { "      \($0.name): \($0.declaration)" }
            }
            if !query.isEmpty {
                lines.append("    query:")
                lines += query.map { "      \($0.key): \($0.declaration)" }
            }
            return lines
        }
    }

    var caseSensitive: Bool
    var routes: [Route]
    var schemes = ["app"]
    var hosts = ["example.com"]
    /// The entries of `redirects:`, as YAML lines.
    var redirects: [String] = []

    var yaml: String {
        let header = [
            "version: 1", "schemes: [\(schemes.joined(separator: ", "))]", "hosts: [\(hosts.joined(separator: ", "))]",
            "caseSensitive: \(caseSensitive)",
        ]
        var lines = header + (redirects.isEmpty ? [] : ["redirects:"] + redirects) + ["routes:"]
        var groups: [String] = []
        for route in routes {
            guard let group = route.group else {
                lines += route.lines
                continue
            }
            guard !groups.contains(group) else { continue }
            groups.append(group)
            lines += ["  \(group):", "    routes:"]
            lines += routes.filter { $0.group == group }.flatMap(\.lines).map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The checked table, or nil when the spec has errors (ambiguous routes, mostly).
    var table: RouteTable? { RouteGenerator.check(spec: Array(yaml.utf8), specPath: "random.yaml").table }

    static let literals = ["a", "b", "B", "1", "true"]
    static let enumValues = ["a", "b", "1", "true", "B"]

    /// A spec without errors.
    static func make(using generator: inout SeededGenerator) -> (spec: RandomCompatibilitySpec, table: RouteTable) {
        while true {
            let spec = RandomCompatibilitySpec(
                caseSensitive: Bool.random(using: &generator),
                routes: (0..<Int.random(in: 2...5, using: &generator)).map { route(named: "r\($0)", using: &generator) }
            )
            if let table = spec.table { return (spec, table) }
        }
    }

    static func route(named name: String, using generator: inout SeededGenerator) -> Route {
        var route = Route(name: name, pieces: [], params: [], query: [])
        func parameter(optional: Bool) -> String {
            let name = "p\(route.params.count)"
            route.params.append((name, pathType(using: &generator)))
            return ":\(name)" + (optional ? "?" : "")
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4: route.pieces.append(literals.randomElement(using: &generator)!)
            case 4: route.pieces.append("*w\(route.pieces.count)")
            default: route.pieces.append(parameter(optional: false))
            }
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: route.pieces.append("**rest")
        case 1: route.pieces.append(parameter(optional: true))
        default: break
        }
        for index in 0..<Int.random(in: 0...2, using: &generator) {
            route.query.append(("q\(index)", queryType(using: &generator)))
        }
        return route
    }

    static func pathType(using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<9, using: &generator) {
        case 0: return "String"
        case 1: return "{ maxLength: \(Int.random(in: 1...3, using: &generator)) }"
        case 2: return "{ characters: \(["a-z", "0-9", "a-b1"].randomElement(using: &generator)!) }"
        case 3: return "Int"
        case 4: return "{ type: Int, min: \(Int.random(in: 0...2, using: &generator)) }"
        case 5: return "Double"
        case 6: return "Bool"
        case 7: return "UUID"
        default:
            let values = enumValues.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))
            return "{ enum: [" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "] }"
        }
    }

    static func queryType(using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: return "String"
        case 1: return "String?"
        case 2: return "Int?"
        case 3: return "{ type: Int, default: 1 }"
        case 4: return "{ type: Int, optional: true, max: \(Int.random(in: 1...3, using: &generator)) }"
        case 5: return "{ enum: [a, b], optional: true }"
        default: return "{ type: String, optional: true, maxLength: 2 }"
        }
    }

    /// A change that renames a route or moves it into a group, keeping its path, along with one that could hide the
    /// rename from a pairing by links: a scheme or host removed (with or without a redirect that lists it and takes
    /// the route's links there), a new route that takes some of its links, or its values narrowed.
    enum RenameCompanion: CaseIterable {
        case originRemoved, originMovedToRedirect, overlappingRouteAdded, valuesNarrowed
    }

    /// The spec after a rename and `companion`, and the renamed route's index; nil when the spec offers no place for
    /// `companion` or the change makes the spec invalid.
    static func renamed(
        _ spec: RandomCompatibilitySpec,
        with companion: RenameCompanion,
        using generator: inout SeededGenerator
    ) -> (spec: RandomCompatibilitySpec, route: Int)? {
        var changed = spec
        let index = Int.random(in: spec.routes.indices, using: &generator)
        if Bool.random(using: &generator) {
            changed.routes[index].name += "Renamed"
        } else {
            changed.routes[index].group = "moved"
        }
        let route = changed.routes[index]
        switch companion {
        case .originRemoved, .originMovedToRedirect:
            let removedScheme = Bool.random(using: &generator)
            let removed: String
            if removedScheme {
                removed = changed.schemes.remove(at: Int.random(in: changed.schemes.indices, using: &generator))
            } else {
                removed = changed.hosts.remove(at: Int.random(in: changed.hosts.indices, using: &generator))
            }
            guard companion == .originMovedToRedirect else { break }
            changed.redirects = ["  fromRemovedOrigin:", "    path: \"\(route.path)\""]
            if !route.params.isEmpty {
                changed.redirects.append("    params:")
                changed.redirects += route.params.map { "      \($0.name): \($0.declaration)" }
            }
            changed.redirects += [
                "    to: \(route.qualifiedName)", "    \(removedScheme ? "schemes" : "hosts"): [\(removed)]",
            ]
        case .overlappingRouteAdded:
            // A literal where the route reads a segment takes some of its links, and is more specific.
            guard let piece = route.pieces.lastIndex(where: { $0.hasPrefix(":") && !$0.hasSuffix("?") }) else {
                return nil
            }
            var taker = Route(name: "taker", pieces: route.pieces, params: route.params, query: route.query)
            let parameter = String(taker.pieces[piece].dropFirst())
            taker.pieces[piece] = literals.randomElement(using: &generator)!
            taker.params.removeAll { $0.name == parameter }
            changed.routes.append(taker)
        case .valuesNarrowed:
            let narrowable = route.params.indices.filter { narrowed(route.params[$0].declaration) != nil }
            guard let parameter = narrowable.randomElement(using: &generator) else { return nil }
            changed.routes[index].params[parameter].declaration = narrowed(route.params[parameter].declaration)!
        }
        guard changed.table != nil else { return nil }
        return (changed, index)
    }

    /// A declaration of the same type that takes fewer values, if the type has one.
    static func narrowed(_ declaration: String) -> String? {
        if declaration == "String" { return "{ maxLength: 1 }" }
        if declaration == "Int" { return "{ type: Int, min: 2 }" }
        if declaration.hasPrefix("{ enum: ["), let comma = declaration.firstIndex(of: ",") {
            return declaration[..<comma] + "] }"
        }
        return nil
    }
}
