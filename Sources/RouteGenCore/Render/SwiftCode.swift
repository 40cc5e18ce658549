/// Small pieces of Swift source shared by the view model builders.
enum SwiftCode {
    /// A Swift string literal for any text, escapes included.
    static func stringLiteral(_ text: String) -> String {
        String(reflecting: text)
    }

    static func arrayLiteral(_ texts: [String]) -> String {
        "[" + texts.map(stringLiteral).joined(separator: ", ") + "]"
    }

    /// `///` lines for a free-text description followed by more lines, with a blank `///` between them.
    static func docLines(_ description: String?, then extra: [String] = []) -> [String] {
        var lines = (description ?? "")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingCharacters(in: " \t\r") }
        while lines.last?.isEmpty == true { lines.removeLast() }
        if !lines.isEmpty, !extra.isEmpty { lines.append("") }
        return (lines + extra).map { $0.isEmpty ? "///" : "/// " + $0 }
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}
