/// Positions computed from raw bytes, for problems found before or outside libyaml's own marks.
enum TextPosition {
    /// The 1-based line and character column of a byte offset; columns count characters, as libyaml's marks do.
    static func location(ofByteOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, min(offset, bytes.count))) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

extension TextPosition {
    /// The byte offset where the character with the given 0-based index starts.
    static func byteOffset(ofCharacter characterIndex: Int, in bytes: [UInt8]) -> Int {
        var characters = 0
        for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
            if characters == characterIndex { return offset }
            characters += 1
        }
        return bytes.count
    }
}

enum UTF8Validation {
    /// The byte offset of the first byte that does not start or continue a well-formed UTF-8 sequence.
    static func firstInvalidSequence(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperBound = 0x9F
            case 0xF0:
                length = 4
                lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperBound = 0x8F
            default: return index
            }
            for position in 1..<length {
                guard index + position < bytes.count else { return index }
                let byte = bytes[index + position]
                let range = position == 1 ? lowerBound...upperBound : 0x80...0xBF
                guard range.contains(byte) else { return index }
            }
            index += length
        }
        return nil
    }
}
