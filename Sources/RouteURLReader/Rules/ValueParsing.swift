/// Typed values read straight from encoded text, decoding escapes on the way, without copying it first.
///
/// Each parser accepts exactly the language of docs/spec-format.md#values; anything else is nil.
/// The text should already have passed `TextRules`; a bad escape still reads as no value.
enum ValueParsing {
    /// An optional `-` and decimal digits, leading zeros allowed, that fit in `Int`; no `+`, no spaces.
    @inline(never)
    static func int(_ text: EncodedText) -> Int? {
        var decoder = text.decoder()
        var step = decoder.next()
        let isNegative = step == .byte(UInt8(ascii: "-"))
        if isNegative { step = decoder.next() }
        guard step != .end else { return nil }
        var value = 0
        while case .byte(let byte) = step {
            guard ASCII.isDigit(byte) else { return nil }
            // Built on the side of the sign, so that Int.min, whose magnitude has no positive Int, still fits.
            let digit = Int(byte - UInt8(ascii: "0"))
            let (shifted, shiftOverflows) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflows) = isNegative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            guard !shiftOverflows, !addOverflows else { return nil }
            value = next
            step = decoder.next()
        }
        return step == .end ? value : nil
    }

    /// A plain decimal: an optional `-`, digits, and optionally `.` and more digits; no exponent, `inf`, `nan`,
    /// `.5` or `5.`, and finite.
    @inline(never)
    static func double(_ text: EncodedText) -> Double? {
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
        guard let value = Double(string(text)), value.isFinite else { return nil }
        return value
    }

    /// Exactly `true` or `false`, in lowercase.
    @inline(never)
    static func bool(_ text: EncodedText) -> Bool? {
        if equals(text, "true", foldingCase: false) { return true }
        if equals(text, "false", foldingCase: false) { return false }
        return nil
    }

    /// The 8-4-4-4-12 hexadecimal form, digits in either case.
    @inline(never)
    static func uuid(_ text: EncodedText) -> UUID? {
        var decoder = text.decoder()
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isComplete = withUnsafeMutableBytes(of: &bytes) { bytes in
            var digitCount = 0
            for position in 0..<36 {
                guard case .byte(let byte) = decoder.next() else { return false }
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let digit = ASCII.hexValue(byte) else { return false }
                bytes[digitCount / 2] |= digitCount % 2 == 0 ? digit << 4 : digit
                digitCount += 1
            }
            return decoder.next() == .end
        }
        return isComplete ? UUID(uuid: bytes) : nil
    }

    /// The decoded text. A String keeps up to 15 UTF-8 bytes inline, so a short value allocates nothing.
    @inline(never)
    static func string(_ text: EncodedText) -> String {
        guard text.needsDecoding else { return String(decoding: text.bytes, as: UTF8.self) }
        // Decoding never lengthens text, so the encoded length is room enough.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.bytes.count) { buffer in
            var decoder = text.decoder()
            var count = 0
            while case .byte(let byte) = decoder.next() {
                buffer[count] = byte
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The value of `Choice` whose raw value the text spells, byte for byte, or with `A`–`Z` and `a`–`z` equal
    /// when `foldingCase`. Never Unicode case mapping: U+212A KELVIN SIGN is not `k`.
    @inline(never)
    static func choice<Choice: CaseIterable & RawRepresentable>(
        _ text: EncodedText, as type: Choice.Type, foldingCase: Bool
    ) -> Choice? where Choice.RawValue == String {
        Choice.allCases.first { equals(text, $0.rawValue, foldingCase: foldingCase) }
    }

    static func equals(_ text: EncodedText, _ literal: String, foldingCase: Bool) -> Bool {
        compare(text, literal, foldingCase: foldingCase) == 0
    }

    /// How the decoded text orders against `literal`, byte by byte (negative: before; zero: equal; positive:
    /// after); nil when the text has a bad escape, which equals no literal.
    static func compare(_ text: EncodedText, _ literal: String, foldingCase: Bool) -> Int? {
        ASCII.withBytes(of: literal) { literal in
            var decoder = text.decoder()
            for expected in literal {
                switch decoder.next() {
                case .badEscape: return nil
                case .end: return -1
                case .byte(let byte):
                    let (actual, expected) = foldingCase
                        ? (ASCII.lowercased(byte), ASCII.lowercased(expected))
                        : (byte, expected)
                    if actual != expected { return actual < expected ? -1 : 1 }
                }
            }
            switch decoder.next() {
            case .badEscape: return nil
            case .end: return 0
            case .byte: return 1
            }
        }
    }
}
