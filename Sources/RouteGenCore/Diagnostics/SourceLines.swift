/// The lines of a source file, for diagnostics that quote a line or reason about its indentation.
package struct SourceLines: Sendable {
    private let lines: [String]

    /// Splits at LF; a CR before it belongs to the line break, as in YAML.
    package init(_ bytes: [UInt8]) {
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
    }

    package init(_ text: String) {
        self.init(Array(text.utf8))
    }

    package var count: Int { lines.count }

    /// The text of a 1-based line without its line break; nil past the end.
    package subscript(line: Int) -> String? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
    }
}
