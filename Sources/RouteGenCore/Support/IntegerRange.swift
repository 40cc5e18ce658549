/// Digits that are an integer in form but not one an `Int` holds, which deserve their own message: "needs an Int" is
/// no help for a value that is one, only too large.
package enum IntegerRange {
    /// The values an `Int` holds, as the messages give them.
    package static let intRange = "\(Int.min) to \(Int.max)"

    /// True for an optional '-' and one or more ASCII digits whose value is beyond an `Int`'s range.
    package static func isBeyondInt(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return false
        }
        return Int(text) == nil
    }

    /// "is beyond an Int's range (…)", the reason such a value is refused.
    package static var beyondIntReason: String { "is beyond an Int's range (\(intRange))" }
}
