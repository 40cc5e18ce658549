/// The text form for people: each `FILE:LINE:COL: error: message` line (the part Xcode and CI annotate) followed by
/// the source line with a caret under the place, then notes with their own lines and `help:` suggestions.
package struct DiagnosticText {
    /// ANSI colours, for a terminal.
    package var usesColour: Bool
    /// A 1-based line of a diagnostic's file, or nil when it cannot be read; then the excerpt is left out.
    package var sourceLine: (_ file: String, _ line: Int) -> String?

    package init(usesColour: Bool, sourceLine: @escaping (_ file: String, _ line: Int) -> String?) {
        self.usesColour = usesColour
        self.sourceLine = sourceLine
    }

    package func render(_ diagnostic: Diagnostic) -> String {
        let places = [diagnostic.location] + diagnostic.notes.compactMap(\.location)
        let gutterWidth = String(places.map(\.line).max() ?? 1).count
        var lines = [heading(diagnostic.location, severity: diagnostic.severity.rawValue, diagnostic.message)]
        lines += excerpt(at: diagnostic.location, gutterWidth: gutterWidth)
        for note in diagnostic.notes {
            if let location = note.location {
                lines.append(heading(location, severity: note.kind.rawValue, note.message))
                lines += excerpt(at: location, gutterWidth: gutterWidth)
            } else {
                // A help may end in lines to paste, such as YAML: they start under the first line's text.
                let messageLines = note.message.split(separator: "\n", omittingEmptySubsequences: false)
                let lead =
                    String(repeating: " ", count: gutterWidth + 1) + paint("= ", .gutter)
                    + paint(note.kind.rawValue + ":", .label(note.kind.rawValue)) + " "
                lines.append(lead + Self.visible(String(messageLines[0])))
                let indent = String(repeating: " ", count: gutterWidth + 1 + 2 + note.kind.rawValue.count + 2)
                lines += messageLines.dropFirst().map { indent + Self.visible(String($0)) }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func heading(_ location: SourceLocation, severity: String, _ message: String) -> String {
        paint("\(location): ", .bold) + paint(severity + ":", .label(severity))
            + paint(" " + Self.visible(message), .bold)
    }

    /// The line, then a caret under the column and tildes under the rest of the token there.
    private func excerpt(at location: SourceLocation, gutterWidth: Int) -> [String] {
        guard let text = sourceLine(location.file, location.line) else { return [] }
        let scalars = Array(text.unicodeScalars)
        let start = min(max(location.column - 1, 0), scalars.count)
        let shown = scalars.map(Self.shown)
        let padding = shown[..<start].map { $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count) }.joined()
        let tokenLength = Self.tokenLength(in: scalars, from: start)
        let tokenWidth = shown[start..<min(start + tokenLength, shown.count)].map(\.count).reduce(0, +)
        let underline = "^" + String(repeating: "~", count: max(0, tokenWidth - 1))
        let number = String(location.line)
        let blankGutter = String(repeating: " ", count: gutterWidth + 1) + paint("|", .gutter)
        return [
            paint(String(repeating: " ", count: gutterWidth - number.count) + number + " |", .gutter) + " "
                + shown.joined(), blankGutter + " " + padding + paint(underline, .caret),
        ]
    }

    /// How many characters from `start` belong to the token there: a quoted string to its closing quote, a flow
    /// indicator alone, anything else up to white space, a flow separator or a `: `.
    static func tokenLength(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return 1 }
        let first = scalars[start]
        if first == "\"" || first == "'" {
            let close = scalars[(start + 1)...].firstIndex(of: first) ?? (scalars.count - 1)
            return close - start + 1
        }
        if "[]{},".unicodeScalars.contains(first) { return 1 }
        var end = start
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar == " " || scalar == "\t" || ",[]{}".unicodeScalars.contains(scalar) { break }
            if scalar == ":", end + 1 == scalars.count || scalars[end + 1] == " " { break }
            end += 1
        }
        return max(1, end - start)
    }

    /// Invisible characters, such as a bidirectional override, shown by their code point so that text reads as it is.
    static func visible(_ text: String) -> String { text.unicodeScalars.map(shown).joined() }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        scalar != "\t" && scalar.isInvisible ? "<\(scalar.codePointText)>" : String(scalar)
    }

    // MARK: Colour

    private enum Style {
        case bold, gutter, caret
        case label(String)

        var code: String {
            switch self {
            case .bold: return "1"
            case .gutter: return "34"
            case .caret: return "1;32"
            case .label("error"): return "1;31"
            case .label("warning"): return "1;35"
            case .label: return "1;36"
            }
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        usesColour ? "\u{1B}[\(style.code)m\(text)\u{1B}[0m" : text
    }
}
