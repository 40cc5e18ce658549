/// Quotes command words for a POSIX shell, so a printed command can be pasted as it is.
enum ShellWords {
    static func join(_ words: [String]) -> String { words.map(quote).joined(separator: " ") }

    static func quote(_ word: String) -> String {
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "/._-+=:@%,".unicodeScalars.contains(scalar)
            }
        return safe
            ? word
            : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
