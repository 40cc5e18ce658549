#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteURLReader

/// A typed parameter value, as the generated code holds it.
package enum ParameterValue: Hashable, Sendable {
    case text(String)
    case texts([String])
    case int(Int)
    case double(Double)
    case bool(Bool)
    case uuid(UUID)
    /// A value of an enum parameter: the type and the case the text selected.
    case choice(EnumerationType, EnumerationType.Case)
}

extension ParameterValue {
    /// The value `text` stands for, read by the parsers the generated code copies, or nil when it is not a value of
    /// `type`. Enum values compare like literal segments: ignoring ASCII case unless the spec is case-sensitive.
    static func parse(_ text: LinkText, as type: ValueType, caseSensitive: Bool) -> ParameterValue? {
        switch type {
        case .string: return .text(text.decoded)
        case .stringList: return .texts([text.decoded])
        case .int: return text.int.map(ParameterValue.int)
        case .double: return text.double.map(ParameterValue.double)
        case .bool: return text.bool.map(ParameterValue.bool)
        case .uuid: return text.uuid.map(ParameterValue.uuid)
        case .enumeration(let enumeration):
            let match = enumeration.cases.first { text.equals($0.rawValue, ignoringCase: !caseSensitive) }
            return match.map { .choice(enumeration, $0) }
        }
    }

    /// The same for text written in the spec, such as a default value, which is not percent-encoded.
    static func parse(specText text: String, as type: ValueType, caseSensitive: Bool) -> ParameterValue? {
        parse(LinkText(decoded: text), as: type, caseSensitive: caseSensitive)
    }
}

extension ParameterValue {
    /// The value as a canonical link writes it, before percent-encoding: one text, or one per segment for `**`.
    package var linkTexts: [String] {
        switch self {
        case .text(let text): return [text]
        case .texts(let texts): return texts
        case .int(let value): return [LinkWritingRules.text(of: value)]
        case .double(let value): return [LinkWritingRules.text(of: value)]
        case .bool(let value): return [LinkWritingRules.text(of: value)]
        case .uuid(let value): return [LinkWritingRules.text(of: value)]
        case .choice(_, let value): return [value.rawValue]
        }
    }
}
