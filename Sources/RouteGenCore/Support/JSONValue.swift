/// A JSON value whose objects keep their members in the order they are written, so that a schema serializes
/// top-down in a readable order and byte-identically on every run and platform.
package indirect enum JSONValue: Sendable, Equatable {
    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue
    }

    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([Member])

    /// The member named `key` of an object; nil for a missing member and for every other kind of value.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The member names of an object in their order; empty for every other kind of value.
    package var keys: [String] {
        guard case .object(let members) = self else { return [] }
        return members.map(\.key)
    }

    package var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    package var arrayValue: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .integer(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Members in the order written; a key written twice is a mistake in the code that builds the value.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { Member(key: $0.0, value: $0.1) })
        precondition(Set(keys).count == keys.count, "a JSON object names a member twice: \(keys)")
    }
}
