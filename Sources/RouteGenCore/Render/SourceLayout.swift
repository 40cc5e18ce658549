/// Tidies rendered Swift so templates can be written for readability: strips trailing spaces, drops blank lines
/// right after an opening brace or before a closing one, and collapses runs of blank lines.
enum SourceLayout {
    static func normalize(_ text: String) -> String {
        var lines: [Substring] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine
            while line.last == " " || line.last == "\t" { line = line.dropLast() }
            let isBlank = line.isEmpty
            if isBlank, let previous = lines.last, previous.isEmpty || previous.hasSuffix("{") { continue }
            if !isBlank, line.drop(while: { $0 == " " }).hasPrefix("}"), lines.last?.isEmpty == true { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
