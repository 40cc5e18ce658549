import Testing
@testable import RouteURLReader

/// The writer of canonical URLs, and round trips of values through it and the reader.
struct PercentEncodingTests {
    @Test(arguments: [
        ("abc-._~XYZ019", "abc-._~XYZ019"), ("a b", "a%20b"), ("a+b", "a%2Bb"),
        ("a/b?c#d&e=f%g", "a%2Fb%3Fc%23d%26e%3Df%25g"), ("café", "caf%C3%A9"), ("\u{FEFF}", "%EF%BB%BF"),
        ("😀", "%F0%9F%98%80"), ("", ""), ("\t\n", "%09%0A"), ("!*'();:@$,[]", "%21%2A%27%28%29%3B%3A%40%24%2C%5B%5D"),
    ]) func encodes(text: String, expected: String) { #expect(PercentEncoding.encoded(text) == expected) }

    static let pieces: [String] = [
        "a", "Z", "0", "-", ".", "_", "~", " ", "%", "/", "+", "&", "=", "?", "#", ";", ":", "@", "[", "]", "\\", "é",
        "e\u{301}", "\u{FEFF}", "\u{200E}", "\u{200F}", "\u{061C}", "ß", "\u{212A}", "İ", "ﬀ", "中", "שלום", "😀",
        "\u{10FFFF}", "\u{1F1FA}\u{1F1F8}", "%2F", "%zz", "..", "xn--caf-dma", "\u{A0}", "\u{2028}",
    ]

    /// Strings a path segment may carry (non-empty, not `.` or `..`, no controls or bidi controls) and strings a
    /// query value may carry (also empty, and with TAB, LF and CR) come back byte for byte.
    @Test func roundTripsRandomValues() throws {
        var generator = SeededGenerator(seed: 2_024)
        for _ in 0..<3_000 {
            let count = Int.random(in: 1...8, using: &generator)
            let segment = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let queryPieces = Self.pieces + ["\t", "\n", "\r\n"]
            let value = (0..<Int.random(in: 0...8, using: &generator))
                .map { _ in queryPieces.randomElement(using: &generator)! }.joined()
            guard segment != ".", segment != ".." else { continue }
            let link =
                "myapp://x/\(PercentEncoding.encoded(segment))?\(PercentEncoding.encoded(value))=\(PercentEncoding.encoded(value))"
            #expect(link.utf8.allSatisfy { PercentEncoding.isUnreserved($0) || ":/?=%".utf8.contains($0) })
            let (readSegment, readValue) = try reading(link) { ($0.string(at: 1), QueryItems.text(value, in: $0)) }
            #expect(Array(readSegment.utf8) == Array(segment.utf8), "\(link)")
            #expect(readValue == .value(value), "\(link)")
            if case .value(let readText) = readValue { #expect(Array(readText.utf8) == Array(value.utf8)) }
        }
    }
}
