import Foundation

extension ParameterValue {
    /// The value `text` stands for, read as the generated parsers read it, or nil when it is not a value of `type`.
    /// Enum values compare like literal segments: ignoring case unless the spec is case-sensitive.
    static func parse(_ text: String, as type: ValueType, caseSensitive: Bool) -> ParameterValue? {
        switch type {
        case .string: return .text(text)
        case .stringList: return .texts([text])
        case .int: return ValueSyntax.int(text).map(ParameterValue.int)
        case .double: return ValueSyntax.double(text).map(ParameterValue.double)
        case .bool: return ValueSyntax.bool(text).map(ParameterValue.bool)
        case .uuid: return ValueSyntax.isUUID(text) ? UUID(uuidString: text).map(ParameterValue.uuid) : nil
        case .enumeration(let enumeration):
            let key = caseSensitive ? text : text.lowercased()
            let match = enumeration.cases.first { (caseSensitive ? $0.rawValue : $0.rawValue.lowercased()) == key }
            return match.map { .choice(enumeration, $0) }
        }
    }
}
