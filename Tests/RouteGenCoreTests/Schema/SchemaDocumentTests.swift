import Foundation
import Testing
@testable import RouteGenCore

/// The schema documents: valid, stable JSON that editors can show help for.
@Suite("Schema: documents") struct SchemaDocumentTests {
    @Test("Each schema is valid JSON naming its dialect, a stable id and a title", arguments: RouteGenSchema.allCases)
    func header(kind: RouteGenSchema) throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(kind.text.utf8)) as? [String: Any]
        let object = try #require(parsed)
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(object["$id"] as? String == "https://routegen.invalid/schema/\(kind.rawValue)-v1.json")
        #expect((object["title"] as? String)?.isEmpty == false)
        #expect(kind.document.keys.prefix(4) == ["$schema", "$id", "title", "description"], "the header reads first")
    }

    @Test("Each schema's text is the same on every run and ends with a newline", arguments: RouteGenSchema.allCases)
    func stable(kind: RouteGenSchema) {
        #expect(kind.text == kind.text)
        #expect(kind.text.hasSuffix("}\n"))
        #expect(JSONText.pretty(kind.document) == kind.text)
    }

    @Test("The config schema's readers are the ones the generator knows") func readerChoices() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(RouteGenSchema.config.text.utf8)) as? [String: Any]
        let definitions = try #require(parsed?["$defs"] as? [String: Any])
        let entry = try #require(definitions["entry"] as? [String: Any])
        let reader = try #require((entry["properties"] as? [String: Any])?["reader"] as? [String: Any])
        #expect(reader["enum"] as? [String] == RenderOptions.Reader.allCases.map(\.rawValue))
    }

    @Test("JSON text escapes what JSON requires and keeps member order") func jsonText() throws {
        let value: JSONValue = ["b": "quote \" slash \\ line\n tab\t bell\u{7} é /", "a": [1, true, false, [], [:]]]
        let text = JSONText.pretty(value)
        #expect(
            text == """
                {
                  "b": "quote \\" slash \\\\ line\\n tab\\t bell\\u0007 é /",
                  "a": [
                    1,
                    true,
                    false,
                    [],
                    {}
                  ]
                }

                """
        )
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["b"] as? String == "quote \" slash \\ line\n tab\t bell\u{7} é /")
    }

    /// Every object schema with properties in `value`, with where it is, for the checks below.
    static func objectSchemas(in value: JSONValue, at path: String = "#") -> [(path: String, schema: JSONValue)] {
        var found: [(String, JSONValue)] = []
        switch value {
        case .object(let members):
            if value["type"] == "object", value["properties"] != nil { found.append((path, value)) }
            for member in members { found += objectSchemas(in: member.value, at: path + "/" + member.key) }
        case .array(let items):
            for (index, item) in items.enumerated() { found += objectSchemas(in: item, at: path + "/\(index)") }
        default: break
        }
        return found
    }

    @Test("Every mapping is closed and every key has a description for hover help", arguments: RouteGenSchema.allCases)
    func described(kind: RouteGenSchema) throws {
        let mappings = Self.objectSchemas(in: kind.document)
        #expect(mappings.count >= (kind == .spec ? 5 : 2))
        for (path, schema) in mappings {
            #expect(schema["additionalProperties"] == false, "\(path)")
            #expect(schema["description"]?.stringValue?.isEmpty == false || path == "#", "\(path)")
            for key in schema["properties"]?.keys ?? [] {
                #expect(
                    schema["properties"]?[key]?["description"]?.stringValue?.isEmpty == false,
                    "\(path)/properties/\(key)"
                )
            }
        }
        for name in kind.document["$defs"]?.keys ?? [] {
            #expect(kind.document["$defs"]?[name]?["description"]?.stringValue?.isEmpty == false, "$defs/\(name)")
        }
    }

    @Test("Every $ref names a definition of the same schema", arguments: RouteGenSchema.allCases) func references(
        kind: RouteGenSchema
    ) {
        func references(in value: JSONValue) -> [String] {
            switch value {
            case .object(let members):
                return members.flatMap { $0.key == "$ref" ? [$0.value.stringValue ?? ""] : references(in: $0.value) }
            case .array(let items): return items.flatMap(references)
            default: return []
            }
        }
        let definitions = Set(kind.document["$defs"]?.keys ?? [])
        let used = references(in: kind.document)
        #expect(!used.isEmpty)
        for reference in used {
            #expect(
                reference.hasPrefix("#/$defs/") && definitions.contains(String(reference.dropFirst(8))),
                "\(reference)"
            )
        }
        #expect(Set(used.map { String($0.dropFirst(8)) }) == definitions, "every definition is used")
    }
}
