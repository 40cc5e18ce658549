/// Reads Unicode scalars from decoded bytes, accepting only well-formed UTF-8 (Unicode, table 3-7).
///
/// Overlong forms, surrogates (U+D800–U+DFFF), values past U+10FFFF and cut-off sequences are all ill-formed:
/// each could smuggle a character past a check that looks at the bytes.
public struct UTF8Scalars {
    /// What `next()` read.
    public enum Step: Equatable {
        /// The next scalar's value.
        case scalar(UInt32)
        /// The text is read to its end.
        case end
        /// A bad escape or ill-formed UTF-8. Nothing after it is read.
        case invalid
    }

    /// The decoder of the text's bytes.
    public var decoder: PercentDecoder

    /// Reads the next scalar.
    @inline(__always)
    public mutating func next() -> Step {
        let lead: UInt8
        switch decoder.next() {
        case .end: return .end
        case .badEscape: return .invalid
        case .byte(let byte): lead = byte
        }
        // The lead byte fixes the length and the range of the first continuation byte; the others are 80–BF.
        let continuationCount: Int
        var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
        var scalar: UInt32
        switch lead {
        case 0x00...0x7F: return .scalar(UInt32(lead))
        case 0xC2...0xDF: continuationCount = 1; scalar = UInt32(lead & 0x1F)
        case 0xE0: continuationCount = 2; scalar = UInt32(lead & 0x0F); secondByteRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2; scalar = UInt32(lead & 0x0F)
        case 0xED: continuationCount = 2; scalar = UInt32(lead & 0x0F); secondByteRange = 0x80...0x9F
        case 0xF0: continuationCount = 3; scalar = UInt32(lead & 0x07); secondByteRange = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3; scalar = UInt32(lead & 0x07)
        case 0xF4: continuationCount = 3; scalar = UInt32(lead & 0x07); secondByteRange = 0x80...0x8F
        default: return .invalid
        }
        for position in 0..<continuationCount {
            guard case .byte(let byte) = decoder.next(),
                  (position == 0 ? secondByteRange : 0x80...0xBF).contains(byte) else { return .invalid }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(scalar)
    }
}
