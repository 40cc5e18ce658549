@testable import RouteGenCore

/// Small random specs in which a route stands on a parent beside routes and a redirect that may take the parent's
/// links: the parent's path of literals, typed parameters, a trailing optional one or `**`; the route's values of
/// each type that converts to the parent's, in the path or the query, some optional, some constrained.
struct RandomParentSpec {
    var yaml: String

    static let literals = ["a", "b", "B", "me", "0", "1", "3.0", "true"]

    /// Each value the brute force gives a parameter, before its type and constraints pick the ones it accepts: the
    /// literals in other spellings, numbers the literals are not, and texts that only a query value may be.
    static let texts =
        literals + [
            "A", "ME", "2", "3", "-1", "1.5", "00", "TRUE", "false", "zz", "x.y",
            "00000000-0000-4000-8000-000000000001", "", ".", "..", "\t",
        ]

    /// A type of the parent's parameter, and the types of the route's values that convert to it.
    private static let conversions: [(parent: String, route: [String])] = [
        ("String", ["String", "String", "Int", "Double", "Bool", "UUID"]), ("Int", ["Int"]),
        ("Double", ["Double", "Int"]), ("{ enum: [a, b] }", ["{ enum: [a, B] }"]),
    ]

    static func make(using generator: inout SeededGenerator) -> RandomParentSpec {
        var lines = ["version: 1", "schemes: [myapp]", "caseSensitive: \(Bool.random(using: &generator))"]
        if Bool.random(using: &generator) {
            let literal = literals.randomElement(using: &generator)!
            lines += ["redirects:", "  old: { path: '/p/\(literal)', to: home }"]
        }
        lines += ["routes:", "  home: { path: /home }"]
        for index in 0..<Int.random(in: 1...3, using: &generator) {
            lines.append("  other\(index): { \(otherRoute(using: &generator)) }")
        }
        lines += parentAndRoute(using: &generator)
        return RandomParentSpec(yaml: lines.joined(separator: "\n") + "\n")
    }

    /// A route that may take some of the parent's links: under `/p`, with a literal or a typed parameter after it.
    private static func otherRoute(using generator: inout SeededGenerator) -> String {
        var pieces = ["p"]
        var params: [String] = []
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
            if Bool.random(using: &generator) {
                pieces.append(literals.randomElement(using: &generator)!)
            } else {
                let type = ["Int", "Double", "Bool", "UUID", "{ enum: [b, me] }"].randomElement(using: &generator)!
                params.append("o\(params.count): \(type)")
                pieces.append(":o\(params.count - 1)")
            }
        }
        if Int.random(in: 0..<4, using: &generator) == 0 { pieces.append("**") }
        let path = "path: '/\(pieces.joined(separator: "/"))'"
        return params.isEmpty ? path : path + ", params: { \(params.joined(separator: ", ")) }"
    }

    private static func parentAndRoute(using generator: inout SeededGenerator) -> [String] {
        var parentPieces = ["p"]
        var parentParams: [String] = []
        var routePieces = ["c"]
        var routeParams: [String] = []
        var routeQuery: [String] = []
        var values: [String] = []
        let count = Int.random(in: 1...2, using: &generator)
        for index in 0..<count {
            if index == count - 1, Int.random(in: 0..<5, using: &generator) == 0 {
                parentPieces.append("**q\(index)")
                routePieces.append("**v\(index)")
                if Bool.random(using: &generator) { routeParams.append("v\(index): { maxLength: 2 }") }
                values.append("q\(index): v\(index)")
                continue
            }
            let optional = index == count - 1 && Int.random(in: 0..<3, using: &generator) == 0
            let conversion = conversions.randomElement(using: &generator)!
            let routeType = conversion.route.randomElement(using: &generator)!
            parentPieces.append(":q\(index)" + (optional ? "?" : ""))
            parentParams.append("q\(index): \(conversion.parent)")
            let declaration = "v\(index): { type: \(routeType)\(constraint(for: routeType, using: &generator)) }"
                .replacingOccurrences(of: "type: { enum: [a, B] }", with: "enum: [a, B]")
            if optional || Bool.random(using: &generator) {
                // An optional value of the route only where the parent's is optional too.
                let presence = optional && Bool.random(using: &generator) ? ", optional: true }" : " }"
                routeQuery.append(String(declaration.dropLast(2)) + presence)
            } else {
                routePieces.append(":v\(index)")
                routeParams.append(declaration)
            }
            values.append("q\(index): v\(index)")
        }
        var lines = ["  parent:", "    path: '/\(parentPieces.joined(separator: "/"))'"]
        if !parentParams.isEmpty { lines.append("    params: { \(parentParams.joined(separator: ", ")) }") }
        lines += ["  child:", "    path: '/\(routePieces.joined(separator: "/"))'"]
        if !routeParams.isEmpty { lines.append("    params: { \(routeParams.joined(separator: ", ")) }") }
        if !routeQuery.isEmpty { lines.append("    query: { \(routeQuery.joined(separator: ", ")) }") }
        lines.append("    parent: { route: parent, values: { \(values.joined(separator: ", ")) } }")
        return lines
    }

    /// A constraint a value of `type` may have, as the rest of its mapping: none most often.
    private static func constraint(for type: String, using generator: inout SeededGenerator) -> String {
        let choices: [String]
        switch type {
        case "String": choices = ["", "", ", minLength: 2", ", maxLength: 1", ", characters: a-z", ", minLength: 1"]
        case "Int": choices = ["", "", ", min: 1", ", max: 0"]
        default: choices = [""]
        }
        return choices.randomElement(using: &generator)!
    }
}
