/// Where the parts of a URL lie in its UTF-8 bytes, found the way RFC 3986 section 3 takes a URI apart.
///
/// Nothing is decoded or judged here: each part is a range of the bytes as written, delimiters excluded.
public struct LinkParts {
    /// The scheme, or nil when the text does not start with one.
    public var scheme: Range<Int>?
    /// What follows `//` up to the path, or nil without `//`. It may be empty, as in `myapp:///users`.
    public var authority: Range<Int>?
    /// What follows the authority (or the scheme) up to `?` or `#`.
    public var path: Range<Int>
    /// What follows `?` up to `#`, or nil without `?`.
    public var query: Range<Int>?

    /// Reads the bytes once. The fragment, after `#`, is left out: it never takes part in routing.
    public static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> LinkParts {
        var position = 0
        let scheme = schemeEnd(bytes).map { end in
            position = end + 1
            return 0..<end
        }
        var authority: Range<Int>?
        if position + 1 < bytes.count, bytes[position] == slash, bytes[position + 1] == slash {
            let start = position + 2
            position = end(of: bytes, from: start) { $0 == slash || $0 == questionMark || $0 == numberSign }
            authority = start..<position
        }
        let pathStart = position
        position = end(of: bytes, from: position) { $0 == questionMark || $0 == numberSign }
        let path = pathStart..<position
        var query: Range<Int>?
        if position < bytes.count, bytes[position] == questionMark {
            let start = position + 1
            position = end(of: bytes, from: start) { $0 == numberSign }
            query = start..<position
        }
        return LinkParts(scheme: scheme, authority: authority, path: path, query: query)
    }

    /// The index of the `:` that ends a scheme: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    public static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, ASCII.isLetter(first) else { return nil }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == colon { return index }
            guard ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == plus || byte == minus || byte == dot else {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Whether an authority carries a user name, a password or a port, which no link of the app has.
    /// A `:` inside `[...]` belongs to an IPv6 address; any other `:` starts a port, even an empty one.
    public static func hasUserInfoOrPort(_ authority: UnsafeBufferPointer<UInt8>) -> Bool {
        var isInsideBrackets = false
        for byte in authority {
            switch byte {
            case at: return true
            case openingBracket: isInsideBrackets = true
            case closingBracket: isInsideBrackets = false
            case colon where !isInsideBrackets: return true
            default: continue
            }
        }
        return false
    }

    /// The index of the first byte from `start` that `isDelimiter` accepts, or the end of the bytes.
    public static func end(
        of bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        at isDelimiter: (UInt8) -> Bool
    ) -> Int {
        var index = start
        while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
        return index
    }

    /// `/`
    public static var slash: UInt8 { UInt8(ascii: "/") }
    /// `?`
    public static var questionMark: UInt8 { UInt8(ascii: "?") }
    /// `#`
    public static var numberSign: UInt8 { UInt8(ascii: "#") }
    /// `:`
    public static var colon: UInt8 { UInt8(ascii: ":") }
    /// `@`
    public static var at: UInt8 { UInt8(ascii: "@") }
    /// `+`
    public static var plus: UInt8 { UInt8(ascii: "+") }
    /// `-`
    public static var minus: UInt8 { UInt8(ascii: "-") }
    /// `.`
    public static var dot: UInt8 { UInt8(ascii: ".") }
    /// `[`
    public static var openingBracket: UInt8 { UInt8(ascii: "[") }
    /// `]`
    public static var closingBracket: UInt8 { UInt8(ascii: "]") }
}
