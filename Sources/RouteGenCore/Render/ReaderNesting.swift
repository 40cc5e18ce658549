extension URLReaderSource {
    /// The reader as every generated file carries it, inside its private namespace: the files in name order, each
    /// line indented by four spaces (blank lines stay empty), one blank line between files.
    static let nestedInNamespace: String = files.map { file in
        file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .trimmingNewlines
    }.joined(separator: "\n\n")
}

private extension String {
    /// Without the line feeds at either end; found over the UTF-8 bytes, since the reader's text is long.
    var trimmingNewlines: String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: "\n") }),
              let last = bytes.lastIndex(where: { $0 != UInt8(ascii: "\n") }) else { return "" }
        return String(self[first...last])
    }
}
