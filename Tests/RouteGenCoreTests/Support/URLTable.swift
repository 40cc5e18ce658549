import Foundation

/// A URL table in `Tests/Fixtures/URLTables/`: lines of `<url>  =>  <expected result>`, as the compiled harness
/// reads them; blank lines and `#` comments are skipped.
struct URLTable {
    struct Entry {
        var line: Int
        var url: String
        var expected: String
    }

    var entries: [Entry]

    init(text: String) {
        entries = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .compactMap { index, line in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
                let parts = text.components(separatedBy: " => ")
                guard parts.count == 2 else { return nil }
                return Entry(
                    line: index + 1,
                    url: parts[0].trimmingCharacters(in: .whitespaces),
                    expected: parts[1].trimmingCharacters(in: .whitespaces)
                )
            }
    }

    /// The table as text the harness reads.
    var text: String { entries.map { "\($0.url)  =>  \($0.expected)\n" }.joined() }
}
