/// Typed values read straight from encoded text, decoding escapes on the way, without copying it first.
///
/// Each parser accepts exactly the language of docs/spec-format.md#values; anything else is nil.
/// The text should already have passed `TextRules`; a bad escape still reads as no value. Each other type has
/// a parser of its own (`IntValue`, `UUIDValue`, …), which a generated file carries only when its spec has
/// the type.
public enum ValueParsing {
    /// The decoded text. A String keeps up to 15 UTF-8 bytes inline, so a short value allocates nothing.
    @inlinable
    @inline(never)
    public static func string(_ text: EncodedText) -> String {
        guard text.needsDecoding else { return String(decoding: text.bytes, as: UTF8.self) }
        // Decoding never lengthens text, so the encoded length is room enough.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.bytes.count) { buffer in
            var decoder = text.decoder()
            var count = 0
            while case .byte(let byte) = decoder.next() {
                buffer[count] = byte
                count += 1
            }
            let written = UnsafeBufferPointer(rebasing: buffer[..<count])
            return String(decoding: written, as: UTF8.self)
        }
    }

    /// Whether the decoded text is `literal`, byte for byte, or with `A`–`Z` equal to `a`–`z` when `foldingCase`.
    @inlinable
    public static func equals(_ text: EncodedText, _ literal: String, foldingCase: Bool) -> Bool {
        compare(text, literal, foldingCase: foldingCase) == 0
    }

    /// How the decoded text orders against `literal`, byte by byte (negative: before; zero: equal; positive:
    /// after); nil when the text has a bad escape, which equals no literal.
    @inlinable
    public static func compare(_ text: EncodedText, _ literal: String, foldingCase: Bool) -> Int? {
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
