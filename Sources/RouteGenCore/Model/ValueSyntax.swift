import RouteURLReader

/// The text forms a typed parameter accepts, for values written in a spec (defaults, literal segments). They are
/// the URL reader's parsers, the ones every generated file copies, applied to text that is not percent-encoded, so
/// the spec and the generated code cannot disagree about what a value is.
package enum ValueSyntax {
    /// An optional `-` and decimal digits that fit in `Int`; no `+`, no spaces.
    package static func int(_ text: String) -> Int? { LinkText(decoded: text).int }

    /// An optional `-`, digits, and optionally `.` followed by digits: no exponent, `inf`, `nan`, or so many
    /// digits that the value is not finite.
    package static func double(_ text: String) -> Double? { LinkText(decoded: text).double }

    /// Exactly `true` or `false`.
    package static func bool(_ text: String) -> Bool? { LinkText(decoded: text).bool }

    /// The 8-4-4-4-12 hexadecimal form, in either case.
    package static func isUUID(_ text: String) -> Bool { LinkText(decoded: text).uuid != nil }
}
