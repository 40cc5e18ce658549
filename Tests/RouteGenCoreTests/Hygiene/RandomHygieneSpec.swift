/// Random specs within the accepted grammar whose names and text are as awkward as the grammar allows: names that are
/// Swift keywords, standard-library and Foundation types, or the generated code's own helpers; descriptions, literals,
/// enum values and query keys of any Unicode text. Each spec also says which cases each of its enums must declare.
struct RandomHygieneSpec {
    var yaml: String
    var rootName: String
    /// Case names by qualified enum name: `R3` for the root, `R3.Default` for a group whose name is `default`.
    var expectedCases: [String: [String]]

    static let keywordNames = [
        "default", "switch", "return", "in", "is", "as", "where", "while", "for", "let", "var", "case", "enum",
        "struct", "class", "func", "import", "true", "false", "nil", "Any", "throws", "try", "await", "super", "repeat",
        "defer", "guard", "do", "else", "catch", "static", "public", "private", "internal", "open", "operator",
        "protocol", "subscript", "typealias", "inout", "rethrows", "associatedtype", "extension", "fallthrough",
        "continue", "break", "throw", "if", "deinit", "precedencegroup", "fileprivate", "some", "any", "async", "actor",
        "get", "set", "mutating", "override", "lazy", "weak", "unowned", "required", "convenience", "final", "indirect",
        "package", "consume", "borrowing", "consuming", "macro", "isolated", "nonisolated", "sending", "Self", "self",
        "init", "Type",
    ]

    static let libraryNames = [
        "String", "Int", "Double", "Bool", "UUID", "URL", "Result", "Array", "Optional", "Error", "Never", "Void",
        "Character", "Substring", "Set", "Dictionary", "Data", "Date", "Hashable", "Sendable", "Equatable", "Codable",
        "CaseIterable", "RawRepresentable", "Foundation", "Swift", "Unicode", "UInt8", "Range", "print", "precondition",
        "fatalError", "min", "max", "type", "description", "hashValue", "rawValue", "allCases", "id",
    ]

    static let generatedNames = [
        "url", "checkedURL", "requiresAuth", "navigation", "destination", "resolve", "link", "notes", "misses", "route",
        "destinations", "optionalQuery", "requiredQuery", "requireAllowed", "requireEachAllowed", "firstSegment",
        "routeValue", "routeRequest", "routeLink", "routeMisses", "RouteRequest", "FirstSegment", "RouteLink",
        "RouteMisses", "PathValueMisses", "MatchNotes", "Link", "ASCII", "LinkPolicy", "TextRules", "ValueWriting",
        "policy", "outcome", "match", "matchAnyPath", "firstSegments", "value", "text", "bucket", "rejection", "query",
        "segments", "reason", "source", "context", "resolvedOutcome", "redirect",
    ]

    static let plainNames = ["home", "profile", "userId", "item", "settings", "a", "b_c", "x1", "Account", "_hidden"]

    /// Pieces of text that end comments or literals, start code, or hide what text says.
    static let hostilePieces = [
        "\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "*/", "/*", "\"", "\\", "\\(", "#",
        "\0", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{200B}", "\u{200D}", "\u{200F}", "é", "e\u{301}", "👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "\u{E000}", "\u{FFFF}", " typealias Injected = Int ", "\"\"\"", "#\"", "`",
    ]

    /// Text a literal segment or enum value may hold: visible, without the characters paths reserve.
    static let segmentPieces = [
        "caf\u{E9}", "q\"uote", "back\\slash", "\\(x)", "a+b", "semi;colon", "comma,", "\u{200F}mark",
        "zero\u{200B}width", "日本", "👨‍👩‍👧", "e\u{301}", "it's", "(paren)", "[br]", "@at", "=eq", "&amp", "$1", "~tilde",
        "`tick`",
    ]

    static func make(index: Int, using generator: inout SeededGenerator) -> RandomHygieneSpec {
        var spec = RandomHygieneSpec(yaml: "", rootName: "R\(index)", expectedCases: [:])
        var lines = [
            "version: 1", "name: \(spec.rootName)", "schemes: [app\(index)]", "hosts: [example.com]", "routes:",
        ]
        var routeNumber = 0
        lines += spec.level(
            typeName: spec.rootName,
            indent: "  ",
            depth: 0,
            routeNumber: &routeNumber,
            using: &generator
        )
        spec.yaml = lines.joined(separator: "\n") + "\n"
        return spec
    }

    private mutating func level(
        typeName: String,
        indent: String,
        depth: Int,
        routeNumber: inout Int,
        using generator: inout SeededGenerator
    ) -> [String] {
        var lines: [String] = []
        var names: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let name = Self.name(using: &generator)
            guard !names.contains(name) else { continue }
            names.append(name)
            lines.append(indent + "\(Self.yamlKey(name)):")
            if depth == 0, Int.random(in: 0..<5, using: &generator) == 0 {
                lines.append(indent + "  description: \(Self.yamlString(Self.text(using: &generator)))")
                lines.append(indent + "  routes:")
                let groupType = typeName + "." + name.prefix(1).uppercased() + name.dropFirst()
                lines += level(
                    typeName: groupType,
                    indent: indent + "    ",
                    depth: depth + 1,
                    routeNumber: &routeNumber,
                    using: &generator
                )
            } else {
                lines += Self.route(number: routeNumber, indent: indent + "  ", using: &generator)
                routeNumber += 1
            }
        }
        expectedCases[typeName] = names
        return lines
    }

    private static func route(number: Int, indent: String, using generator: inout SeededGenerator) -> [String] {
        var segments = ["r\(number)"]
        var labels: [String] = []
        var params: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            if Bool.random(using: &generator) {
                segments.append(segmentText(using: &generator))
            } else {
                let label = name(using: &generator)
                guard !labels.contains(label) else { continue }
                labels.append(label)
                segments.append(":" + label)
                params.append("\(yamlKey(label)): \(constrained(type(using: &generator), using: &generator))")
            }
        }
        var lines = [
            indent + "path: \(yamlString("/" + segments.joined(separator: "/")))",
            indent + "description: \(yamlString(text(using: &generator)))",
        ]
        if !params.isEmpty {
            lines.append(indent + "params:")
            lines += params.map { indent + "  " + $0 }
        }
        var query: [String] = []
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let label = name(using: &generator)
            guard !labels.contains(label) else { continue }
            labels.append(label)
            let key = Bool.random(using: &generator) ? label : "k" + text(using: &generator)
            let type = constrained(type(using: &generator), using: &generator)
            let optionalType =
                type.hasPrefix("{") ? type.dropFirst(2).dropLast(2) + ", optional: true" : "type: \(type)?"
            query.append("\(yamlString(key)): { \(optionalType), name: \(yamlKey(label)) }")
        }
        if !query.isEmpty {
            lines.append(indent + "query:")
            lines += query.map { indent + "  " + $0 }
        }
        return lines
    }

    private static func type(using generator: inout SeededGenerator) -> String {
        let scalarTypes = ["String", "Int", "Double", "Bool", "UUID"]
        let choice = Int.random(in: 0..<7, using: &generator)
        if choice < scalarTypes.count { return scalarTypes[choice] }
        var values: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let value = Bool.random(using: &generator) ? segmentText(using: &generator) : name(using: &generator)
            if !values.contains(value) { values.append(value) }
        }
        return "{ enum: [" + values.map(yamlString).joined(separator: ", ") + "] }"
    }

    /// Now and then an Int, Double or String with constraints, the String's allowed characters any Unicode text.
    private static func constrained(_ type: String, using generator: inout SeededGenerator) -> String {
        guard Int.random(in: 0..<3, using: &generator) == 0 else { return type }
        switch type {
        case "Int": return "{ type: Int, min: -3, max: 9 }"
        case "Double": return "{ type: Double, min: -0.5 }"
        case "String":
            // Without '-', each character stands for itself, so no range can be backwards.
            let characters = "a" + text(using: &generator).replacingOccurrences(of: "-", with: "")
            return "{ type: String, minLength: 1, maxLength: 12, characters: \(yamlString(characters)) }"
        default: return type
        }
    }

    private static func name(using generator: inout SeededGenerator) -> String {
        let pools = [keywordNames, libraryNames, generatedNames, plainNames]
        return pools.randomElement(using: &generator)!.randomElement(using: &generator)!
    }

    private static func segmentText(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...2, using: &generator)).map { _ in segmentPieces.randomElement(using: &generator)! }
            .joined()
    }

    /// Up to eight pieces: hostile ones, and scalars from anywhere in Unicode.
    static func text(using generator: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            if Bool.random(using: &generator) {
                text += hostilePieces.randomElement(using: &generator)!
            } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator)) {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// A YAML double-quoted string: every scalar outside printable ASCII written as an escape.
    static func yamlString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return quoted + "\""
    }

    /// Names are plain YAML keys, except those YAML would read as something else.
    private static func yamlKey(_ name: String) -> String {
        ["true", "false", "nil"].contains(name) ? "\"\(name)\"" : name
    }
}
