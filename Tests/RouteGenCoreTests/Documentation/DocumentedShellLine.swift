import Foundation

/// The words of a command line as the documentation shows it: a shell line, or a usage synopsis.
enum DocumentedShellLine {
    /// The commands of a shell line, each as its words: quotes removed, a `#` comment dropped, and commands split at
    /// `&&`, `||`, `;`, `|` and line breaks.
    static func commands(in line: String) -> [[String]] {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
        }
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case " ", "\t": endWord()
            case "#" where !inWord:
                endCommand()
                return commands
            case "&", "|", ";", "\n": endCommand()
            default:
                word.append(character)
                inWord = true
            }
        }
        endCommand()
        return commands
    }

    /// The words of a synopsis such as `routegen check [SPEC... | --config FILE]`, without the brackets and bars
    /// that mark optional and alternative parts.
    static func synopsisWords(_ line: String) -> [String] {
        line.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]()")) }
            .filter { !$0.isEmpty && $0 != "|" }
    }
}
