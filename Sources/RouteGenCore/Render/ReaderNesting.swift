extension URLReaderSource {
    /// The reader as a generated file with `features` carries it, inside its private namespace: the files it needs
    /// in name order, each line indented by four spaces (blank lines stay empty), one blank line between files.
    static func nestedInNamespace(for features: ReaderFeatures) -> String {
        // On bytes: splitting the reader's 30 KB into Characters would cost every run a grapheme check per byte.
        let newline = UInt8(ascii: "\n")
        var text: [UInt8] = []
        for file in files where features.carries(file.name) {
            let lines = Array(file.text.utf8).split(separator: newline, omittingEmptySubsequences: false)
            guard let first = lines.firstIndex(where: { !$0.isEmpty }),
                let last = lines.lastIndex(where: { !$0.isEmpty })
            else { continue }
            if !text.isEmpty { text += [newline, newline] }
            for index in first...last {
                if index > first { text.append(newline) }
                guard !lines[index].isEmpty else { continue }
                text += "    ".utf8
                text += lines[index]
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The reader's types that the code of a generated file with `features` names, each as a type alias of the
    /// `RouteURLReader` library's, so that the file names them as the copy would and the library's names stay out of
    /// the app's way.
    static func aliasesInNamespace(for features: ReaderFeatures) -> String {
        // On bytes, as above: the declarations sought start lines, and the reader's type names are ASCII.
        var lines: [String] = []
        for file in files where features.carries(file.name) {
            for line in Array(file.text.utf8).split(separator: UInt8(ascii: "\n")) {
                for keyword in ["struct ", "enum "] where line.starts(with: keyword.utf8) {
                    let name = String(
                        decoding: line.dropFirst(keyword.utf8.count).prefix(while: SwiftName.isIdentifierByte),
                        as: UTF8.self
                    )
                    guard features.namesType(name) else { continue }
                    lines.append("    typealias \(name) = RouteURLReader.\(name)")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
