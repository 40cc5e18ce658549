@testable import RouteGenCore

/// Small random specs for the compatibility properties: paths over a tiny alphabet with typed, constrained, optional,
/// `*` and `**` segments, and query items with every presence, kept as routes so that a test can take one away, add
/// one or change one.
struct RandomCompatibilitySpec {
    struct Route {
        var name: String
        var pieces: [String]
        /// By parameter name: the value of its `params` entry.
        var params: [(name: String, declaration: String)]
        var query: [(key: String, declaration: String)]

        var path: String { "/" + pieces.joined(separator: "/") }

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

    var yaml: String {
        let header = [
            "version: 1", "schemes: [app]", "hosts: [example.com]", "caseSensitive: \(caseSensitive)", "routes:",
        ]
        return (header + routes.flatMap(\.lines)).joined(separator: "\n") + "\n"
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
}
