/// `Double` values, carried by a generated file whose spec has one: read from link text and written back.
public enum DoubleValue {
    /// A plain decimal: an optional `-`, digits, and optionally `.` and more digits; no exponent, `inf`, `nan`,
    /// `.5` or `5.`, and finite.
    @inline(never)
    public static func parse(_ text: EncodedText) -> Double? {
        var decoder = text.decoder()
        var step = decoder.next()
        if step == .byte(UInt8(ascii: "-")) { step = decoder.next() }
        var digitsBeforePoint = 0, digitsAfterPoint = 0, hasPoint = false
        while case .byte(let byte) = step {
            if byte == UInt8(ascii: "."), !hasPoint, digitsBeforePoint > 0 {
                hasPoint = true
            } else if ASCII.isDigit(byte) {
                if hasPoint { digitsAfterPoint += 1 } else { digitsBeforePoint += 1 }
            } else {
                return nil
            }
            step = decoder.next()
        }
        guard step == .end, digitsBeforePoint > 0, !hasPoint || digitsAfterPoint > 0 else { return nil }
        // The syntax is checked above, so the standard library only converts; a text of up to 15 bytes stays
        // inside the String, and only longer ones allocate.
        guard let value = Double(ValueParsing.string(text)), value.isFinite else { return nil }
        return value
    }

    /// A plain decimal, never an exponent, which `parse` refuses: `1e-07` is written `0.0000001`.
    /// Swift's shortest round-tripping digits are kept; only the decimal point moves.
    public static func text(_ value: Double) -> String {
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

    /// The value of the path segment at `index`, or nil when it is not one.
    public static func at(_ index: Int, of link: Link) -> Double? {
        parse(link.segment(index))
    }
}
