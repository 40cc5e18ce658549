/// The lines of a source file, for diagnostics that quote a line or reason about its indentation.
package struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// Where each line starts in `bytes`, then one past the end of the bytes, as if a line followed. Only the lines a
    /// diagnostic shows are decoded, so a large file costs one scan for its line breaks.
    private let lineStarts: [Int]

    /// Splits at LF; a CR before it belongs to the line break, as in YAML.
    package init(_ bytes: [UInt8]) {
        var lineStarts = [0]
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        lineStarts.append(bytes.count + 1)
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    package init(_ text: String) { self.init(Array(text.utf8)) }

    package var count: Int { lineStarts.count - 1 }

    /// The text of a 1-based line without its line break; nil past the end.
    package subscript(line: Int) -> String? {
        guard line >= 1, line <= count else { return nil }
        return Self.lineText(bytes[lineStarts[line - 1]..<(lineStarts[line] - 1)])
    }

    /// The text of a line's bytes without its LF: a CR before the LF belongs to the line break.
    package static func lineText(_ bytes: some BidirectionalCollection<UInt8>) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
