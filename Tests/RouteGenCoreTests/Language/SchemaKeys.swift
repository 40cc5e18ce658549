@testable import RouteGenCore

/// Every key the spec's JSON Schema lets a spec write, named by where it is written: `spec.routes` at the top level,
/// `route.parent` under a route, `parent.values` under a parent's mapping. A key under a `$defs` entry takes the
/// entry's name as its owner (`pathParameterMapping.min`), a key under an inline mapping the name of the key that
/// holds it (`activities.prefix`). Each value of a closed list is named too, after its owner: `navigation: sheet`,
/// `typeName: Int?`, `auth: false`.
enum SchemaKeys {
    static var spec: Set<String> {
        var keys: Set<String> = []
        var visited: Set<String> = []
        collect(RouteGenSchema.spec.document, owner: "spec", into: &keys, visited: &visited)
        return keys
    }

    /// Walks every place a key can be written; `if` and `not` only say which keys go together, so they are skipped.
    private static func collect(
        _ schema: JSONValue,
        owner: String,
        into keys: inout Set<String>,
        visited: inout Set<String>
    ) {
        if let reference = schema["$ref"]?.stringValue {
            let name = String(reference.split(separator: "/").last ?? "")
            guard visited.insert(name).inserted, let definition = RouteGenSchema.spec.document["$defs"]?[name] else {
                return
            }
            collect(definition, owner: name, into: &keys, visited: &visited)
        }
        for value in schema["enum"]?.arrayValue ?? [] {
            if let text = value.stringValue { keys.insert("\(owner): \(text)") }
        }
        if schema["type"] == "object", let properties = schema["properties"] {
            for key in properties.keys where !forbidden(in: schema).contains(key) {
                keys.insert("\(owner).\(key)")
                if let value = properties[key] { collect(value, owner: key, into: &keys, visited: &visited) }
            }
        }
        for combination in ["anyOf", "oneOf", "allOf"] {
            for member in schema[combination]?.arrayValue ?? [] {
                collect(member, owner: owner, into: &keys, visited: &visited)
            }
        }
        for nested in ["then", "else", "additionalProperties", "items"] {
            if let value = schema[nested] { collect(value, owner: owner, into: &keys, visited: &visited) }
        }
    }

    /// The properties a mapping lists but refuses whatever their value, as a path parameter does `default`: those
    /// a `not` of the mapping's own, or of one of its `allOf`, names as required on its own.
    private static func forbidden(in schema: JSONValue) -> Set<String> {
        let negations = ([schema] + (schema["allOf"]?.arrayValue ?? [])).compactMap { $0["not"] }
        let refused = negations.flatMap { $0["anyOf"]?.arrayValue ?? [$0] }.filter { $0.keys == ["required"] }
        return Set(
            refused.compactMap { $0["required"]?.arrayValue }.filter { $0.count == 1 }.compactMap(\.first?.stringValue)
        )
    }
}
