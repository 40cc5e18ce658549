/// Tidies rendered Swift so templates can be written for readability: lays out each line (`SwiftLineLayout`), strips
/// trailing spaces, drops blank lines right after an opening brace or before a closing one, and collapses runs of
/// blank lines.
enum SourceLayout {
    static func normalize(_ text: String) -> String {
        String(decoding: normalize(utf8: Array(text.utf8)), as: UTF8.self)
    }

    /// One pass over the bytes: a blank line is held back until the next line shows whether it stays. Only ASCII
    /// spaces and line breaks are removed, so valid UTF-8 stays valid.
    static func normalize(utf8 bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        var heldBlankLine = false
        var previousLineOpensBrace = false
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
            var contentEnd = lineEnd
            while contentEnd > lineStart, bytes[contentEnd - 1] == space || bytes[contentEnd - 1] == tab {
                contentEnd -= 1
            }
            let line = bytes[lineStart..<contentEnd]
            lineStart = lineEnd + 1

            if line.isEmpty {
                // Kept at the start of the file, and after any line but a blank one or one that opens a brace.
                if output.isEmpty || !previousLineOpensBrace { heldBlankLine = true }
                continue
            }
            if heldBlankLine, line.first(where: { $0 != space }) != closingBrace { output.append(newline) }
            heldBlankLine = false
            SwiftLineLayout.append(line, to: &output)
            output.append(newline)
            previousLineOpensBrace = line.last == openingBrace
        }
        if output.isEmpty { output.append(newline) }
        return output
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let openingBrace = UInt8(ascii: "{")
    private static let closingBrace = UInt8(ascii: "}")
}
