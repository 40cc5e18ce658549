/// Which decoded text may reach the app, checked once for every path segment and for each query value read.
public enum TextRules {
    /// Where in a link the text is.
    public enum Place {
        /// A path segment.
        case pathSegment
        /// A query item's value, which may also hold tab and line breaks.
        case queryValue
    }

    /// Whether `text` decodes to well-formed UTF-8 whose every scalar is allowed in `place`, and, for a path
    /// segment, is not `.` or `..`, which would let a link climb out of its route wherever the path is reused.
    public static func accepts(_ text: EncodedText, in place: Place) -> Bool {
        if isPlainVisibleASCII(text.bytes) {
            // Nothing to decode and nothing forbidden: only the dot segments remain to refuse.
            return place == .queryValue || !isDotSegment(text.bytes)
        }
        var scalars = UTF8Scalars(decoder: text.decoder())
        var count = 0
        var isAllDots = true
        while true {
            switch scalars.next() {
            case .invalid:
                return false
            case .end:
                return place == .queryValue || !(isAllDots && count <= 2)
            case .scalar(let scalar):
                guard isAllowed(scalar, in: place) else { return false }
                count += 1
                isAllDots = isAllDots && scalar == 0x2E
            }
        }
    }

    /// Printable ASCII without `%`, the bytes of nearly every segment: text that decodes to itself and is allowed
    /// everywhere.
    public static func isPlainVisibleASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E || byte == 0x25 {
            return false
        }
        return true
    }

    /// Whether the bytes are `.` or `..`.
    public static func isDotSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (bytes.count == 1 || bytes.count == 2) && bytes.allSatisfy { $0 == 0x2E }
    }

    /// Whether a decoded scalar may appear in `place`: no control character or bidi embedding, except tab and line
    /// breaks in a query value.
    public static func isAllowed(_ scalar: UInt32, in place: Place) -> Bool {
        if place == .queryValue, scalar == 0x09 || scalar == 0x0A || scalar == 0x0D {
            // Text shared through a link, a message body for one, may span lines.
            return true
        }
        return !isControl(scalar) && !isBidiEmbeddingOrIsolate(scalar)
    }

    /// C0 controls, DEL and C1 controls: invisible, and NUL ends strings in C APIs.
    public static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (0x7F...0x9F).contains(scalar)
    }

    /// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text around them, so a
    /// value could display as something it is not. The marks U+200E, U+200F and U+061C stay allowed: they only
    /// steer neutral characters, and right-to-left text needs them.
    public static func isBidiEmbeddingOrIsolate(_ scalar: UInt32) -> Bool {
        (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
    }
}
