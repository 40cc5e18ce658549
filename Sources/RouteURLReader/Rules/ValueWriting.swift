/// Writes typed values as the text `ValueParsing` reads back as the same value.
///
/// Each type has a function of its own name, like `Link`'s accessors, to keep type checking of large files fast.
enum ValueWriting {
    static func int(_ value: Int) -> String {
        String(value)
    }

    /// A plain decimal, never an exponent, which `ValueParsing.double` refuses: `1e-07` is written `0.0000001`.
    /// Swift's shortest round-tripping digits are kept; only the decimal point moves.
    static func double(_ value: Double) -> String {
        let text = "\(value)"
        guard let exponentMark = text.firstIndex(of: "e"),
              let exponent = Int(text[text.index(after: exponentMark)...]) else {
            return text
        }
        let isNegative = text.hasPrefix("-")
        let mantissa = text[text.index(text.startIndex, offsetBy: isNegative ? 1 : 0)..<exponentMark]
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var pointPosition = parts[0].count + exponent
        if pointPosition <= 0 {
            digits = String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        } else if pointPosition >= digits.count {
            digits += String(repeating: "0", count: pointPosition - digits.count + 1)
        }
        var fraction = digits.dropFirst(pointPosition)
        while fraction.count > 1, fraction.last == "0" { fraction = fraction.dropLast() }
        return (isNegative ? "-" : "") + digits.prefix(pointPosition) + "." + fraction
    }

    static func bool(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    /// The lowercase form, as most web links write UUIDs.
    static func uuid(_ value: UUID) -> String {
        value.uuidString.lowercased()
    }
}
