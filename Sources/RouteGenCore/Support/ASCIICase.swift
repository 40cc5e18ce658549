extension String {
    /// `A`–`Z` as `a`–`z` and every other character unchanged: how generated code compares literals that ignore
    /// case. Unicode's case mapping is never used, since it equates U+212A KELVIN SIGN with `k`.
    package var asciiLowercased: String {
        guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return self }
        return String(decoding: utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    package var asciiUppercased: String {
        guard utf8.contains(where: { (0x61...0x7A).contains($0) }) else { return self }
        return String(decoding: utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    /// The text as links compare it with the spec's literals and enum values: `asciiLowercased` unless the spec is
    /// case-sensitive. Every comparison of spec text with link text folds case through here.
    package func folded(caseSensitive: Bool) -> String { caseSensitive ? self : asciiLowercased }

    /// Whether the text holds `A`–`Z` or `a`–`z`, the only characters the ASCII case rules change.
    package var containsASCIILetters: Bool {
        utf8.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}
