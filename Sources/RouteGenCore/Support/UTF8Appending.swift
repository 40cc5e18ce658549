extension [UInt8] {
    /// Appends the UTF-8 of `text` as one copy. Appending `text.utf8` goes byte by byte for the short strings Swift
    /// keeps inline, which most pieces of generated code are.
    mutating func appendUTF8(of text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
