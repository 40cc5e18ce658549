/// A part of a URL as written, with the escapes it may contain still in place.
///
/// The bytes belong to the text being read and are valid only while it is.
public struct EncodedText {
    /// The bytes as written.
    public var bytes: UnsafeBufferPointer<UInt8>
    /// Query text writes a space as `+`, as HTML forms do; in a path `+` is a plus.
    public var plusIsSpace: Bool

    /// The text of `bytes`, as written.
    @inlinable
    public init(bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) {
        self.bytes = bytes
        self.plusIsSpace = plusIsSpace
    }

    /// A decoder at the start of the text.
    @inlinable
    public func decoder() -> PercentDecoder {
        PercentDecoder(bytes: bytes, plusIsSpace: plusIsSpace)
    }

    /// Whether decoding can change the bytes; when it cannot, they are used as they are.
    @inlinable
    public var needsDecoding: Bool {
        bytes.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
    }
}

/// Decodes `%XX` escapes one byte at a time, so that nothing is copied before it is needed.
public struct PercentDecoder {
    /// What `next()` read.
    public enum Step: Equatable {
        /// The next decoded byte.
        case byte(UInt8)
        /// The text is read to its end.
        case end
        /// A `%` not followed by two hexadecimal digits. Nothing after it is read: the text is malformed.
        case badEscape
    }

    /// The bytes as written.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Whether `+` decodes as a space.
    public let plusIsSpace: Bool
    /// The index of the next byte to read.
    public var index = 0

    /// A decoder at the start of `bytes`.
    @inlinable
    public init(bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool) {
        self.bytes = bytes
        self.plusIsSpace = plusIsSpace
    }

    // Called for every byte of every segment: inlined, the steps cost no more than a loop over the bytes.
    /// Reads the next byte, decoding an escape.
    @inlinable
    @inline(__always)
    public mutating func next() -> Step {
        guard index < bytes.count else { return .end }
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count,
                  let high = ASCII.hexValue(bytes[index + 1]),
                  let low = ASCII.hexValue(bytes[index + 2]) else {
                index = bytes.count
                return .badEscape
            }
            index += 3
            return .byte(high << 4 | low)
        }
        index += 1
        return .byte(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
    }
}
