/// The identifiers of Swift code that name something, with where each starts: comments and the text of string
/// literals are skipped, an interpolation's code is read, and an identifier after `.` (a member) or in backticks is
/// not one. Enough of Swift's lexical grammar for routegen's own sources and generated files, which is what it reads.
struct SwiftCodeTokens {
    struct Identifier: Equatable {
        /// The UTF-8 offsets of the identifier in the text.
        var range: Range<Int>
        var name: String
        /// The identifier before it in the code, if any: `struct` for a declared name.
        var previous: String?
        /// Whether `<` follows it at once, opening a generic parameter clause or arguments.
        var opensAngle: Bool
        /// Whether it is written after `.`, as a member or a module's declaration.
        var isMember: Bool
    }

    /// A `{` or `}` of code, in order with the identifiers, for tracking scopes.
    enum Token: Equatable {
        case identifier(Identifier)
        case openBrace
        case closeBrace
        case comma
        case closeAngle
    }

    let tokens: [Token]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        var previous: String?
        // Each open string records the parenthesis depth its interpolation returns to, and its delimiter.
        var interpolations: [(depth: Int, quotes: Int, hashes: Int)] = []
        var parenthesisDepth = 0

        func at(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_")
        }
        func startsWith(_ literal: String, at offset: Int) -> Bool {
            let literal = Array(literal.utf8)
            return offset + literal.count <= bytes.count && Array(bytes[offset..<offset + literal.count]) == literal
        }

        /// Skips a string's text from `index`, stopping after its closing delimiter or at an interpolation's `(`.
        func skipString(quotes: Int, hashes: Int) -> (end: Int, interpolates: Bool) {
            var offset = index
            let close = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while offset < bytes.count {
                if startsWith(close, at: offset) { return (offset + close.utf8.count, false) }
                if startsWith(escape + "(", at: offset) { return (offset + escape.utf8.count + 1, true) }
                offset += startsWith(escape, at: offset) ? escape.utf8.count + 1 : 1
            }
            return (offset, false)
        }

        func openString() -> (quotes: Int, hashes: Int)? {
            var offset = index
            while at(offset) == UInt8(ascii: "#") { offset += 1 }
            guard at(offset) == UInt8(ascii: "\"") else { return nil }
            let hashes = offset - index
            let quotes = startsWith("\"\"\"", at: offset) ? 3 : 1
            index = offset + quotes
            return (quotes, hashes)
        }

        func readString(quotes: Int, hashes: Int) {
            let (end, interpolates) = skipString(quotes: quotes, hashes: hashes)
            index = end
            if interpolates {
                parenthesisDepth += 1
                interpolations.append((parenthesisDepth, quotes, hashes))
            }
        }

        while index < bytes.count {
            let byte = bytes[index]
            if startsWith("//", at: index) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if startsWith("/*", at: index) {
                var depth = 0
                repeat {
                    if startsWith("/*", at: index) {
                        depth += 1
                        index += 2
                    } else if startsWith("*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < bytes.count
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#"), let delimiter = openString() {
                readString(quotes: delimiter.quotes, hashes: delimiter.hashes)
            } else if byte == UInt8(ascii: "(") {
                parenthesisDepth += 1
                index += 1
            } else if byte == UInt8(ascii: ")") {
                if let open = interpolations.last, open.depth == parenthesisDepth {
                    interpolations.removeLast()
                    parenthesisDepth -= 1
                    index += 1
                    readString(quotes: open.quotes, hashes: open.hashes)
                } else {
                    parenthesisDepth -= 1
                    index += 1
                }
            } else if byte == UInt8(ascii: "`") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
                index += 1
                previous = nil
            } else if isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) {
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                let isMember = start > 0 && bytes[start - 1] == UInt8(ascii: ".")
                tokens.append(
                    .identifier(
                        Identifier(
                            range: start..<index,
                            name: name,
                            previous: previous,
                            opensAngle: at(index) == UInt8(ascii: "<"),
                            isMember: isMember
                        )
                    )
                )
                previous = name
            } else if byte >= 0x30 && byte <= 0x39 {
                while index < bytes.count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
            } else {
                switch byte {
                case UInt8(ascii: "{"): tokens.append(.openBrace)
                case UInt8(ascii: "}"): tokens.append(.closeBrace)
                case UInt8(ascii: ","): tokens.append(.comma)
                case UInt8(ascii: ">"): tokens.append(.closeAngle)
                default: break
                }
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") { previous = nil }
                index += 1
            }
        }
        self.tokens = tokens
    }
}
