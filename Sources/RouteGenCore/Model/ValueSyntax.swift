/// The text forms a typed parameter accepts. The generated parsers implement the same rules; tests keep them equal.
package enum ValueSyntax {
    /// An optional `-` and decimal digits that fit in `Int`; no `+`, no spaces.
    package static func int(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text)
    }

    /// An optional `-`, digits, and optionally `.` followed by digits: no exponent, `inf`, `nan`, or so many
    /// digits that the value is not finite.
    package static func double(_ text: String) -> Double? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }) else { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    package static func bool(_ text: String) -> Bool? {
        switch text {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// The 8-4-4-4-12 hexadecimal form, in either case.
    package static func isUUID(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard utf8.count == 36 else { return false }
        for (index, byte) in utf8.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte) else { return false }
            }
        }
        return true
    }
}
