/// A parameter of a random whole-language spec (of a route, a redirect or the link context): how the spec declares
/// it, and values a link can carry for it, so that examples and old links can be written that must resolve.
struct LanguageParameter {
    enum ValueType: Equatable {
        case string, int, double, bool, uuid
        case enumeration([String])

        var name: String {
            switch self {
            case .string: "String"
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .uuid: "UUID"
            case .enumeration: "enum"
            }
        }

        /// The types an App Intent parameter can have.
        var isIntentType: Bool { [.string, .int, .double, .bool].contains(self) }
    }

    enum Place: Equatable {
        /// `:key`, or `:key?` when optional.
        case path(optional: Bool)
        /// `*` or `*key`: one segment, always a String.
        case wildcard
        /// `**` or `**key`: the remaining segments.
        case rest
        case query(Presence)
    }

    enum Presence: Equatable {
        case required, optional
        /// The default as the spec writes it.
        case defaulted(String)
    }

    /// The name in the path or the query key; nil for an unnamed wildcard.
    var key: String?
    /// The Swift label, when `name:` gives one other than the key.
    var name: String?
    var type: ValueType
    var place: Place
    /// Constraint keys and their values as the spec writes them.
    var constraints: [(key: String, value: String)] = []
    /// A value in a link's text that the parameter accepts.
    var sample: String
    /// Whether the declaration says `optional: false`, which changes nothing.
    var saysRequired = false

    var label: String {
        if let name { return name }
        if let key { return key }
        return place == .rest ? "rest" : "wildcard"
    }

    /// Whether the parameter may have a label other than its key: wildcards are labelled by theirs.
    var takesName: Bool {
        switch place {
        case .path, .query: true
        case .wildcard, .rest: false
        }
    }

    /// Whether a link must carry the value: what a parent or a redirect must give.
    var isRequired: Bool {
        switch place {
        case .path(let optional): !optional
        case .wildcard: true
        case .rest: false
        case .query(let presence): presence == .required
        }
    }

    /// The sample as an example writes the value it gives.
    var sampleExampleValue: String { exampleValue(sample) }

    /// The value a link's `text` gives this parameter, as an example writes it.
    func exampleValue(_ text: String) -> String {
        if place == .rest { return "[" + text.split(separator: "/").joined(separator: ", ") + "]" }
        return switch type {
        case .string, .uuid, .enumeration: RandomHygieneSpec.yamlString(text)
        case .int, .double, .bool: text
        }
    }

    /// A value of the type that breaks a constraint, or is not of the type at all; nil when every text is a value.
    var invalidSample: String? {
        switch type {
        case .int, .double, .bool, .uuid: return "zz"
        case .enumeration(let values): return values.contains { $0.lowercased() == "zz" } ? nil : "zz"
        case .string:
            guard let maxLength = constraints.first(where: { $0.key == "maxLength" })?.value, let count = Int(maxLength)
            else { return nil }
            return String(repeating: "a", count: count + 1)
        }
    }

    /// A new parameter that takes the same values as this one, for a parent or a redirect that must give them.
    func copy(key: String, place: Place) -> LanguageParameter {
        LanguageParameter(key: key, type: type, place: place, constraints: constraints, sample: sample)
    }

    /// This parameter with its enum's values in other letter cases, its sample too: the same values to a spec whose
    /// links ignore case, and another enum type. Other types stay as they are.
    func recased(using generator: inout SeededGenerator) -> LanguageParameter {
        guard case .enumeration(let values) = type else { return self }
        let flips = values.map { _ in Bool.random(using: &generator) }
        let recase = { (value: String) -> String in
            let index = values.firstIndex(of: value) ?? 0
            return flips[index] ? value.uppercased() : value.prefix(1).uppercased() + value.dropFirst()
        }
        var recased = self
        recased.type = .enumeration(values.map(recase))
        recased.sample = recase(sample)
        return recased
    }

    /// How the spec declares the parameter, or nil when a String path parameter needs no entry; the schema keys the
    /// declaration uses are added to `usedKeys` under `owner` (the `$defs` name of its mapping). A bare type name is
    /// written instead of a mapping with nothing but the type unless `spelledOut`.
    func declaration(owner: String, spelledOut: Bool, usedKeys: inout [String]) -> String? {
        var entries: [(key: String, value: String)] = []
        switch type {
        case .enumeration(let values):
            entries.append(("enum", "[" + values.map(RandomHygieneSpec.yamlString).joined(separator: ", ") + "]"))
        case .string where place == .wildcard || place == .rest: break
        default: entries.append(("type", type.name))
        }
        if let name { entries.append(("name", name)) }
        switch place {
        case .path(optional: false) where saysRequired, .query(.required) where saysRequired:
            entries.append(("optional", "false"))
        case .query(.optional): entries.append(("optional", "true"))
        case .query(.defaulted(let value)): entries.append(("default", value))
        default: break
        }
        entries += constraints
        if entries.isEmpty { return nil }
        let typeList = owner == "pathParameterMapping" ? "pathTypeName" : "typeName"
        if !spelledOut, entries.map(\.key) == ["type"] {
            usedKeys.append("\(typeList): \(type.name)")
            return type.name
        }
        // `Int?` inside braces is a note for YAML 1.1 readers; as a plain value it is fine.
        if !spelledOut, place == .query(.optional), entries.map(\.key) == ["type", "optional"] {
            usedKeys.append("\(typeList): \(type.name)?")
            return type.name + "?"
        }
        usedKeys += entries.map { "\(owner).\($0.key)" }
        usedKeys += entries.filter { $0.key == "type" }.map { "\(typeList): \($0.value)" }
        usedKeys += entries.filter { $0.key == "optional" }.map { "optional: \($0.value)" }
        return "{ " + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
    }
}

extension LanguageParameter {
    static let uuid = "0f8fad5b-d9cb-469f-a165-70867728950e"
    /// Enum values: plain words, ones that are not identifiers, one that starts with a digit, one with capitals, and
    /// keywords.
    static let enumValues = [
        "new", "top", "dark-mode", "4k", "hot_deal", "Mixed", "x.y", "default", "in", "true", "case",
    ]

    /// A parameter of any type at `place`, now and then constrained, with a sample every constraint accepts. Wildcards
    /// are Strings; a named one may be constrained, as may each segment of `**`. At `.query(.defaulted(_))` the
    /// default is chosen here, to suit the type and constraints (or the item is optional, for a UUID).
    static func random(key: String?, place: Place, using generator: inout SeededGenerator) -> LanguageParameter {
        let type: ValueType
        switch place {
        case .wildcard, .rest: type = .string
        default:
            let types: [ValueType] = [.string, .int, .double, .bool, .uuid, .enumeration([])]
            type = types.randomElement(using: &generator)!
        }
        var parameter = LanguageParameter(key: key, type: type, place: place, sample: "")
        // Most optional query items are plain, so that each type is written as `Int?` now and then.
        let plain = place == .query(.optional) && Int.random(in: 0..<3, using: &generator) > 0
        let constrained = key != nil && !plain && Int.random(in: 0..<3, using: &generator) > 0
        switch type {
        case .string:
            // Each segment of the `**` sample is as long as `minLength` allows and made of characters all sets hold.
            parameter.sample = place == .rest ? "ab/ca" : "abc"
            if constrained {
                parameter.constraints = [
                    ("minLength", "\(Int.random(in: 0...2, using: &generator))"),
                    ("maxLength", "\(Int.random(in: 3...12, using: &generator))"),
                    ("characters", ["a-z", "a-z0-9_-", "-abc"].randomElement(using: &generator)!),
                ]
                .filter { _ in Bool.random(using: &generator) }
            }
        case .int:
            parameter.sample = "7"
            if constrained {
                parameter.constraints = [("min", ["-3", "1", "7"].randomElement(using: &generator)!), ("max", "500")]
                    .filter { _ in Bool.random(using: &generator) }
            }
        case .double:
            parameter.sample = "2.5"
            if constrained {
                parameter.constraints = [("min", "-0.5"), ("max", "99.5")]
                    .filter { _ in Bool.random(using: &generator) }
            }
        case .bool: parameter.sample = ["true", "false"].randomElement(using: &generator)!
        case .uuid: parameter.sample = uuid
        case .enumeration:
            let values = enumValues.filter { _ in Bool.random(using: &generator) }
            parameter.type = .enumeration(values.isEmpty ? ["new"] : values)
            parameter.sample = (values.isEmpty ? ["new"] : values).randomElement(using: &generator)!
        }
        if case .query(.defaulted) = place { parameter.place = .query(parameter.defaultPresence(using: &generator)) }
        switch parameter.place {
        case .path(optional: false), .query(.required):
            parameter.saysRequired = Int.random(in: 0..<6, using: &generator) == 0
            if Int.random(in: 0..<4, using: &generator) == 0 { parameter.name = "n" + key! }
        case .path, .query: if !plain, Int.random(in: 0..<4, using: &generator) == 0 { parameter.name = "n" + key! }
        default: break
        }
        return parameter
    }

    /// A default the type and constraints accept, or optional where the type takes none (a UUID).
    private func defaultPresence(using generator: inout SeededGenerator) -> Presence {
        switch type {
        case .string: .defaulted(constraints.contains { $0.key == "minLength" } ? "abc" : "\"\"")
        case .int: .defaulted("7")
        case .double: .defaulted("1.5")
        case .bool: .defaulted("false")
        case .uuid: .optional
        case .enumeration(let values):
            .defaulted(RandomHygieneSpec.yamlString(values.randomElement(using: &generator)!))
        }
    }
}
