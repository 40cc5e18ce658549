#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a value of one parameter stands for a value of another: how a redirect gives its target route its values, and
/// how a route gives the routes beneath it theirs. A value converts to its own type, an Int to a Double, anything but
/// `**` to text, and an enum to an enum with the same values (their case ignored, unless the spec is case-sensitive);
/// an optional value only to an optional parameter or one with a default. This one rule decides whether `check`
/// accepts a conversion, gives `routegen match` its values (`converted(_:)`), and writes the generated code that
/// converts (`ParameterValueCode.converted`), so the three cannot disagree.
enum ValueConversion: Equatable {
    /// The value as it is.
    case same
    /// An Int as a Double.
    case intAsDouble
    /// A number or a flag as its Swift text (`String(_:)`: `1e-05`, as Swift writes it).
    case swiftText
    /// A UUID as its lowercase text.
    case uuidText
    /// Each case of an enum as the case of `target` with the same value, by the source's cases in order.
    case enumCases(target: EnumerationType, cases: [EnumerationType.Case])

    enum Problem: Error, Equatable {
        /// The source may be absent and the target is required.
        case mayBeAbsent
        /// Both are enums, with different values.
        case enumValuesDiffer
        /// Some value of the source's type is no value of the target's.
        case typeDoesNotConvert
    }

    /// How a value of `source` becomes a value of `target` on every link, or why it cannot.
    static func between(_ source: Parameter, and target: Parameter, caseSensitive: Bool) -> Result<Self, Problem> {
        if source.presence == .optional, target.presence == .required { return .failure(.mayBeAbsent) }
        switch (source.type, target.type) {
        case (.stringList, .stringList), (.string, .string), (.int, .int), (.double, .double), (.bool, .bool),
            (.uuid, .uuid):
            return .success(.same)
        case (.int, .double): return .success(.intAsDouble)
        case (.int, .string), (.double, .string), (.bool, .string): return .success(.swiftText)
        case (.uuid, .string): return .success(.uuidText)
        case (.enumeration(let sourceType), .enumeration(let targetType)):
            guard let cases = enumCases(from: sourceType, to: targetType, caseSensitive: caseSensitive) else {
                return .failure(.enumValuesDiffer)
            }
            return .success(.enumCases(target: targetType, cases: cases))
        default: return .failure(.typeDoesNotConvert)
        }
    }

    /// Why a value of `source` cannot become a value of `target` on every link, or nil when it always can.
    static func problem(from source: Parameter, to target: Parameter, caseSensitive: Bool) -> Problem? {
        guard case .failure(let problem) = between(source, and: target, caseSensitive: caseSensitive) else {
            return nil
        }
        return problem
    }

    /// The case of `target` each case of `source` stands for: the one with the same value, compared as the spec
    /// compares links' values. Nil unless the two enums have the same values, so that every case has exactly one.
    private static func enumCases(from source: EnumerationType, to target: EnumerationType, caseSensitive: Bool)
        -> [EnumerationType.Case]?
    {
        let fold = { (value: String) in value.folded(caseSensitive: caseSensitive) }
        guard Set(source.cases.map { fold($0.rawValue) }) == Set(target.cases.map { fold($0.rawValue) }) else {
            return nil
        }
        // The check refuses two values of one enum that differ only in a case it ignores, so each value has one case.
        let targetCases = Dictionary(target.cases.map { (fold($0.rawValue), $0) }) { first, _ in first }
        return source.cases.compactMap { targetCases[fold($0.rawValue)] }
    }

    /// `value`, of `source`, as a value of `target`, as the generated code converts it; the check refuses the specs
    /// whose values cannot always convert, and the value of one that cannot stays as it is.
    static func converted(_ value: ParameterValue, from source: Parameter, to target: Parameter, caseSensitive: Bool)
        -> ParameterValue
    {
        guard case .success(let conversion) = between(source, and: target, caseSensitive: caseSensitive) else {
            return value
        }
        return conversion.converted(value)
    }

    /// `value`, a value of the conversion's source, as a value of its target.
    func converted(_ value: ParameterValue) -> ParameterValue {
        switch (self, value) {
        case (.intAsDouble, .int(let number)): return .double(Double(number))
        case (.swiftText, .int(let number)): return .text(String(number))
        case (.swiftText, .double(let number)): return .text(String(number))
        case (.swiftText, .bool(let flag)): return .text(String(flag))
        case (.uuidText, .uuid(let uuid)): return .text(uuid.uuidString.lowercased())
        case (.enumCases(let target, let cases), .choice(let source, let sourceCase)):
            guard let index = source.cases.firstIndex(of: sourceCase), cases.indices.contains(index) else {
                return value
            }
            return .choice(target, cases[index])
        default: return value
        }
    }

    /// `Int`, `String?`, or `enum (top, bottom)` for a redirect's enum, whose type has no name of its own.
    static func typeDescription(_ parameter: Parameter) -> String {
        guard case .enumeration(let enumeration) = parameter.type, enumeration.typeName.isEmpty else {
            return parameter.swiftTypeName()
        }
        return "enum (" + enumeration.cases.map(\.rawValue).joined(separator: ", ") + ")"
    }
}
