extension Shell.Result {
    /// Standard error without the source excerpts of text diagnostics (the quoted line and the caret line under
    /// it), and with `= note:` lines unindented (their indent follows the excerpts' gutter), for tests about which
    /// diagnostics are printed; `DiagnosticTextTests` and `CompilerStyleOutputTests`
    /// cover the excerpts.
    var standardErrorWithoutExcerpts: String {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).filter { !Self.isExcerptLine($0) }
            .map { $0.drop { $0 == " " }.hasPrefix("= ") ? $0.drop { $0 == " " } : $0 }.joined(separator: "\n")
    }

    /// `  12 | text` or `     | ^~~`.
    private static func isExcerptLine(_ line: Substring) -> Bool {
        let gutter = line.prefix { $0 == " " || $0.isNumber }
        return line.dropFirst(gutter.count).hasPrefix("|") && !gutter.isEmpty
    }
}
