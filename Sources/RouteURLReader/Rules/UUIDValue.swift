/// `UUID` values, carried by a generated file whose spec has one: read from link text and written back.
public enum UUIDValue {
    /// The 8-4-4-4-12 hexadecimal form, digits in either case.
    @inline(never)
    public static func parse(_ text: EncodedText) -> UUID? {
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

    /// The lowercase form, as most web links write UUIDs.
    public static func text(_ value: UUID) -> String {
        value.uuidString.lowercased()
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    public static func at(_ index: Int, of link: Link) -> UUID? {
        parse(link.segment(index))
    }
}
