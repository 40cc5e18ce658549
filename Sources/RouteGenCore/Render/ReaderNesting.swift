extension URLReaderSource {
    /// The reader as every generated file carries it, inside its private namespace: the files in name order, each
    /// line indented by four spaces (blank lines stay empty), one blank line between files.
    static let nestedInNamespace: String = files.map { file in
        file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .trimming("\n")
    }.joined(separator: "\n\n")
}
