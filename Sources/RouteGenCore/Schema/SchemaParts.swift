/// Building blocks shared by the spec and config schemas.
///
/// The schemas declare draft 2020-12 but use only keywords that mean the same in draft-07, the newest draft that
/// most editors' YAML support implements, so an editor that knows only draft-07 still reads all of them.
enum SchemaParts {
    static let dialect: JSONValue = "https://json-schema.org/draft/2020-12/schema"

    /// A stable identifier under a reserved domain: it names the schema and is never fetched.
    static func identifier(_ fileName: String) -> JSONValue { .string("https://routegen.invalid/schema/\(fileName)") }

    /// `#/$defs/<name>`, with the description an editor shows where it is used (editors that ignore keywords
    /// beside `$ref` show the definition's own description instead).
    static func reference(_ name: String, _ description: String) -> JSONValue {
        ["description": .string(description), "$ref": .string("#/$defs/\(name)")]
    }

    /// Keywords that apply to a scalar only when it is a string; numbers and booleans keep no spelling to check.
    static let scalarTypes: JSONValue = ["string", "number", "boolean"]

    /// Any scalar but null. routegen reads every scalar as its text, so `123` or `true` is text too.
    static func text(_ description: String, _ constraints: JSONValue.Member...) -> JSONValue {
        .object(
            [.init(key: "description", value: .string(description)), .init(key: "type", value: scalarTypes)]
                + constraints
        )
    }

    /// `true` or `false`; routegen also takes them quoted, since it reads the text.
    static func flag(_ description: String) -> JSONValue {
        [
            "description": .string(description),
            "anyOf": [["type": "boolean"], ["type": "string", "enum": ["true", "false"]]],
        ]
    }

    /// `version: 1`, which routegen reads as a whole number: also `"1"`, `+1` or `01`.
    static func version(_ description: String) -> JSONValue {
        ["description": .string(description), "anyOf": [["const": 1], ["type": "string", "pattern": "^\\+?0*1$"]]]
    }

    /// A mapping with exactly `Key`'s keys, each value as `value` describes it, and `Key`'s required keys required:
    /// the keys routegen's decoders accept (an unknown key is an error).
    static func mapping<Key: FormatKey>(
        _ description: String,
        values value: (Key) -> JSONValue,
        _ constraints: JSONValue.Member...
    ) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init(key: "description", value: .string(description)), .init(key: "type", value: "object"),
        ]
        if !Key.requiredNames.isEmpty { members.append(.init(key: "required", value: required(Key.self))) }
        members.append(.init(key: "properties", value: properties(value)))
        members.append(.init(key: "additionalProperties", value: false))
        return .object(members + constraints)
    }

    /// `properties`: each of `Key`'s keys, in order, with its value as `value` describes it.
    static func properties<Key: FormatKey>(_ value: (Key) -> JSONValue) -> JSONValue {
        .object(Key.allCases.map { .init(key: $0.rawValue, value: value($0)) })
    }

    /// `required`: the keys a mapping of `Key`'s kind must have.
    static func required<Key: FormatKey>(_: Key.Type) -> JSONValue { .array(Key.requiredNames.map { .string($0) }) }

    /// `required` naming `keys`: a rule, or the condition of one, that a mapping has each of them.
    static func required<Key: FormatKey>(_ keys: Key...) -> JSONValue { .array(keys.map { .string($0.rawValue) }) }

    /// `properties` with `key` alone, its value as `value` describes it: a rule, or the condition of one, on that
    /// value.
    static func property<Key: FormatKey>(_ key: Key, _ value: JSONValue) -> JSONValue {
        .object([.init(key: key.rawValue, value: value)])
    }

    /// Reverse-DNS form: ASCII letters, digits, `-` and `_` between single dots, as `ActivityBuilder` checks it.
    static let activityTypePattern: JSONValue = "^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$"

    /// `handoff`, under `activities` or a route's `activity`; `defaultNote` says where an unset one comes from.
    static func handoff(default defaultNote: String) -> JSONValue {
        flag("Offered to Handoff, to continue on the person's other devices. Default true\(defaultNote).")
    }

    /// `search`, under `activities` or a route's `activity`; `defaultNote` says where an unset one comes from.
    static func search(default defaultNote: String) -> JSONValue {
        flag("Offered to Spotlight's on-device index; needs a 'title'. Default false\(defaultNote).")
    }

    /// `prediction`, under `activities` or a route's `activity`; `defaultNote` says where an unset one comes from.
    static func prediction(default defaultNote: String) -> JSONValue {
        flag("Offered to Siri suggestions (iOS, watchOS, visionOS); needs a 'title'. Default false\(defaultNote).")
    }

    /// ASCII letters, digits and underscores, not starting with a digit: `SwiftName.isIdentifier`.
    static let swiftIdentifierPattern: JSONValue = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// A Swift identifier that is none of `excluded`. No number is written like an identifier, but a boolean can be
    /// (`true`, and `yes` or `on` for YAML 1.1 readers), so a boolean passes and routegen judges its text.
    static func swiftIdentifier(_ description: String, excluding excluded: Set<String>) -> JSONValue {
        // A boolean's text is `true` or `false`: a name only where those words are not excluded.
        let types: JSONValue = excluded.isSuperset(of: ["true", "false"]) ? "string" : ["string", "boolean"]
        var members: [JSONValue.Member] = [
            .init(key: "description", value: .string(description)), .init(key: "type", value: types),
            .init(key: "pattern", value: swiftIdentifierPattern),
        ]
        if !excluded.isEmpty {
            members.append(
                .init(key: "not", value: ["type": "string", "enum": .array(excluded.sorted().map { .string($0) })])
            )
        }
        return .object(members)
    }

    /// `name: value` for the `constraints` of `text` and `mapping`.
    static func keyword(_ name: String, _ value: JSONValue) -> JSONValue.Member { .init(key: name, value: value) }
}
