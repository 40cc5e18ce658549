/// The only way spec text enters generated Swift: as a string literal or as comment text. Both keep the text from
/// leaving its literal or comment whatever its characters, and write the invisible ones as visible `\u{…}` escapes,
/// so the file says exactly what the spec says and nothing can hide in it.
enum EscapedSwiftText {
    /// A Swift string literal whose value is `text`.
    static func stringLiteral(_ text: String) -> String {
        if needsNoEscapes(text) { return quoted(text) }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default: if scalar.isInvisible { literal += escape(scalar) } else { literal.unicodeScalars.append(scalar) }
            }
        }
        return literal + "\""
    }

    /// `text` between double quotes, made in one allocation: most literals in a generated file take this path, and
    /// each `+` would allocate a new string and copy what came before.
    private static func quoted(_ text: String) -> String {
        var literal = "\""
        literal.reserveCapacity(text.utf8.count + 2)
        literal += text
        literal += "\""
        return literal
    }

    /// Appends the UTF-8 of `stringLiteral(text)`, without making a string of it when nothing needs escaping.
    static func appendStringLiteral(_ text: String, to bytes: inout [UInt8]) {
        guard needsNoEscapes(text) else {
            bytes.appendUTF8(of: stringLiteral(text))
            return
        }
        bytes.append(UInt8(ascii: "\""))
        bytes.appendUTF8(of: text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Printable ASCII without quotes or backslashes, most literals of a generated file, stands in a literal as is.
    private static func needsNoEscapes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy { (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
    }

    /// Text for a `//` comment that must stay on one line, such as a path pattern or a file name: line breaks and
    /// invisible characters are written as escapes.
    static func commentText(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        var comment = ""
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || isHidden(inComment: scalar) {
                comment += escape(scalar)
            } else {
                comment.unicodeScalars.append(scalar)
            }
        }
        return comment
    }

    /// A `//` comment line of `text`, such as a header line; text that already starts with `//` keeps its own
    /// spacing, so a tool's directive reads as the tool expects.
    static func lineComment(_ text: String) -> String {
        if text.hasPrefix("//") { return "//" + commentText(String(text.dropFirst(2))) }
        return text.isEmpty ? "//" : "// " + commentText(text)
    }

    /// `///` lines for a free-text description followed by more lines, with a blank `///` between them. Every kind
    /// of line break in the description starts a new comment line; a break Swift would not end the comment at still
    /// must not look like one in an editor. Lines longer than the file's line width are wrapped by `SwiftLineLayout`,
    /// which knows the column the template places them at.
    static func docLines(_ description: String?, then extra: [String] = []) -> [String] {
        if let lines = plainDocLines(description, then: extra) { return lines }
        var lines = description.map { commentLines($0).map { $0.trimming(" \t") } } ?? []
        while lines.last?.isEmpty == true { lines.removeLast() }
        if !lines.isEmpty, !extra.isEmpty { lines.append("") }
        return (lines + extra.map(commentText)).map { $0.isEmpty ? "///" : "/// " + $0 }
    }

    /// The doc lines of the common case, built directly: a description and extra lines that are each one line of
    /// printable ASCII, with nothing to trim or escape; nil for anything else.
    private static func plainDocLines(_ description: String?, then extra: [String]) -> [String]? {
        func isPlainLine(_ text: String) -> Bool {
            let space = UInt8(ascii: " ")
            guard let first = text.utf8.first, let last = text.utf8.last, first != space, last != space else {
                return false
            }
            return isPrintableASCII(text)
        }
        guard description.map(isPlainLine) ?? true, extra.allSatisfy(isPlainLine) else { return nil }
        var lines: [String] = []
        lines.reserveCapacity(extra.count + 2)
        if let description {
            lines.append("/// " + description)
            if !extra.isEmpty { lines.append("///") }
        }
        for line in extra { lines.append("/// " + line) }
        return lines
    }

    /// `text` split at CR LF, CR, LF, NEL, VT, FF, U+2028 and U+2029, each line as `commentText`.
    private static func commentLines(_ text: String) -> [String] {
        if isPrintableASCII(text) { return [text] }
        var lines: [String] = []
        var line = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if isLineBreak(scalar) {
                lines.append(line)
                line = ""
            } else {
                if isHidden(inComment: scalar) { line += escape(scalar) } else { line.unicodeScalars.append(scalar) }
            }
        }
        return lines + [line]
    }

    /// Text of spaces and printable ASCII only, the common case, has nothing to escape in a comment.
    private static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { (0x20...0x7E).contains($0) } }
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// A tab is only white space in a comment.
    private static func isHidden(inComment scalar: Unicode.Scalar) -> Bool { scalar != "\t" && scalar.isInvisible }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
