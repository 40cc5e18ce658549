/// Writes values into canonical URLs so that `Link` reads them back unchanged.
public enum PercentEncoding {
    /// `text` with every byte outside RFC 3986's unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`,
    /// `_`, `~`) written as `%XX` in uppercase hexadecimal. A value then stays one segment or one query item
    /// whatever it holds, and `+` arrives as a plus, not a space.
    public static func encoded(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count * 3) { buffer in
                var count = 0
                for byte in bytes {
                    if isUnreserved(byte) {
                        buffer[count] = byte
                        count += 1
                    } else {
                        buffer[count] = UInt8(ascii: "%")
                        buffer[count + 1] = hexDigit(byte >> 4)
                        buffer[count + 2] = hexDigit(byte & 0x0F)
                        count += 3
                    }
                }
                let written = UnsafeBufferPointer(rebasing: buffer[..<count])
                return String(decoding: written, as: UTF8.self)
            }
        }
    }

    /// Whether the byte is one of RFC 3986's unreserved characters, which are written as they are.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// The uppercase hexadecimal digit of a value from 0 to 15.
    public static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
