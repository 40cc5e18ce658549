#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a value of one parameter can always stand for a value of another: how a redirect gives its target route
/// its values, and how a route gives the routes beneath it theirs. A value converts to its own type, an Int to a
/// Double, anything but `**` to text, and an enum to an enum with the same values; an optional value only to an
/// optional parameter or one with a default.
enum ValueConversion {
    enum Problem: Equatable {
        /// The source may be absent and the target is required.
        case mayBeAbsent
        /// Both are enums, with different values.
        case enumValuesDiffer
        /// Some value of the source's type is no value of the target's.
        case typeDoesNotConvert
    }

    /// Why a value of `source` cannot become a value of `target` on every link, or nil when it always can.
    static func problem(from source: Parameter, to target: Parameter, caseSensitive: Bool) -> Problem? {
        if source.presence == .optional, target.presence == .required { return .mayBeAbsent }
        switch (source.type, target.type) {
        case (.stringList, .stringList), (.string, .string), (.int, .int), (.double, .double), (.bool, .bool),
            (.uuid, .uuid), (.int, .double), (.int, .string), (.double, .string), (.bool, .string), (.uuid, .string):
            return nil
        case (.enumeration(let sourceValues), .enumeration(let targetValues)):
            let values = { (type: EnumerationType) in
                Set(type.cases.map { $0.rawValue.folded(caseSensitive: caseSensitive) })
            }
            return values(sourceValues) == values(targetValues) ? nil : .enumValuesDiffer
        default: return .typeDoesNotConvert
        }
    }

    /// `value` as a value of `type`, by a conversion `problem(from:to:)` allowed: the same value, an Int as a Double, a
    /// number or a flag as its Swift text (`String(_:)`: `1e-05`, as Swift writes it), a UUID as its lowercase text,
    /// an enum case as the case of the same raw value. The generated matcher gives a redirect's target its values this
    /// way, the generated stack a route's parents theirs (`ParameterValueCode.converted`), and `routegen match` both.
    static func converted(_ value: ParameterValue, to type: ValueType) -> ParameterValue {
        switch (value, type) {
        case (.int(let number), .double): return .double(Double(number))
        case (.int(let number), .string): return .text(String(number))
        case (.double(let number), .string): return .text(String(number))
        case (.bool(let flag), .string): return .text(String(flag))
        case (.uuid(let uuid), .string): return .text(uuid.uuidString.lowercased())
        case (.choice(_, let value), .enumeration(let enumeration)):
            let same =
                enumeration.cases.first { $0.rawValue == value.rawValue }
                ?? enumeration.cases.first { $0.rawValue.asciiLowercased == value.rawValue.asciiLowercased }
            return same.map { .choice(enumeration, $0) } ?? .choice(enumeration, value)
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
