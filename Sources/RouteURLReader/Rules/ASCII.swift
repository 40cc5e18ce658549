/// The ASCII classes the rules need, by byte value: locale and Unicode properties never enter.
public enum ASCII {
    /// Whether the byte is `A`–`Z` or `a`–`z`.
    @inlinable
    public static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether the byte is `0`–`9`.
    @inlinable
    public static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    /// The value of a hexadecimal digit in either case, or nil.
    @inlinable
    public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// `A`–`Z` as `a`–`z`; every other byte, including each byte of a non-ASCII character, unchanged.
    @inlinable
    public static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// Whether two byte strings are equal once `A`–`Z` are folded to `a`–`z`, as schemes and hosts are
    /// compared.
    @inlinable
    public static func equalIgnoringCase(
        _ bytes: UnsafeBufferPointer<UInt8>, _ other: String
    ) -> Bool {
        withBytes(of: other) { other in
            guard bytes.count == other.count else { return false }
            for index in 0..<other.count where lowercased(bytes[index]) != lowercased(other[index]) {
                return false
            }
            return true
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text`: in place for a native string, as every string of the generated
    /// code is, so that comparing costs neither a copy nor reference counting; through a copy otherwise.
    @inlinable
    public static func withBytes<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
