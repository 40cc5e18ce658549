import Testing
@testable import RouteURLReader

/// Literal segments and enum values: byte for byte, with ASCII-only case folding when the spec asks for it.
struct LiteralTests {
    static let caseSensitive = LinkPolicy(customSchemes: ["myapp"], trustedHosts: [], literalsIgnoreCase: false)

    enum Category: String, CaseIterable {
        case news
        case kiosk
        case darkMode = "dark-mode"
        case café
    }

    @Test(arguments: [
        ("kiosk", "kiosk", true, true), ("KIOSK", "kiosk", true, false), ("Kiosk", "kiosk", true, false),
        ("%6Biosk", "kiosk", true, true), ("%4Biosk", "kiosk", true, false),
        // KELVIN SIGN: Unicode lowercases it to `k`; ASCII folding leaves it alone.
        ("%E2%84%AAiosk", "kiosk", false, false), ("\u{212A}iosk", "kiosk", false, false),
        ("%EF%BB%BFme", "me", false, false), ("me%EF%BB%BF", "me", false, false), ("m", "me", false, false),
        ("mee", "me", false, false), ("caf%C3%A9", "caf\u{E9}", true, true), ("CAF%C3%A9", "caf\u{E9}", true, false),
        ("caf%C3%89", "caf\u{E9}", false, false), ("cafe%CC%81", "caf\u{E9}", false, false),
        ("caf%C3%A9", "cafe\u{301}", false, false), ("%C4%B0", "i", false, false), ("%C4%B1", "i", false, false),
        ("%EF%AC%80", "ff", false, false), ("a+b", "a+b", true, true), ("a%2Bb", "a+b", true, true),
        ("a+b", "a b", false, false), ("a%20b", "a b", true, true),
    ]) func comparesLiterals(segment: String, literal: String, foldedMatch: Bool, exactMatch: Bool) throws {
        let text = "myapp://x/\(segment)"
        #expect(try reading(text, testPolicy) { $0.segment(1, is: literal) } == foldedMatch)
        #expect(try reading(text, Self.caseSensitive) { $0.segment(1, is: literal) } == exactMatch)
    }

    @Test(
        arguments: [
            ("news", Category.news, Category.news), ("NEWS", .news, nil), ("dark-mode", .darkMode, .darkMode),
            ("Dark-Mode", .darkMode, nil), ("dark%2Dmode", .darkMode, .darkMode), ("darkMode", nil, nil),
            ("%E2%84%AAiosk", nil, nil), ("caf%C3%A9", .café, .café), ("cafe%CC%81", nil, nil),
            ("CAF%C3%A9", .café, nil), ("%EF%BB%BFnews", nil, nil),
        ] as [(String, Category?, Category?)]
    ) func readsChoices(segment: String, folded: Category?, exact: Category?) throws {
        let text = "myapp://x/\(segment)?c=\(segment)"
        #expect(try reading(text, testPolicy) { ChoiceValue.at(1, of: $0, as: Category.self) } == folded)
        #expect(try reading(text, Self.caseSensitive) { ChoiceValue.at(1, of: $0, as: Category.self) } == exact)
        let decoded = try reading(text) { $0.string(at: 1) }
        #expect(
            try reading(text, testPolicy) { ChoiceQuery.value("c", in: $0, as: Category.self) }
                == (folded.map { .value($0) } ?? .invalid(decoded))
        )
    }

    static let firstSegments = ["account", "dark-mode", "explore", "inbox", "search", "users", "z"]

    @Test(
        arguments: [
            ("account", 0), ("dark-mode", 1), ("EXPLORE", 2), ("inbox", 3), ("Search", 4), ("users", 5), ("z", 6),
            ("%75sers", 5), ("a", nil), ("accounts", nil), ("b", nil), ("user", nil), ("usersx", nil), ("zz", nil),
            ("%E2%84%AAiosk", nil), ("\u{FEFF}users", nil), ("%C3%BCsers", nil), ("0", nil),
        ] as [(String, Int?)]
    ) func findsLiteralsBySearch(segment: String, expected: Int?) throws {
        #expect(try reading("myapp://\(segment)") { $0.index(ofSegment: 0, in: Self.firstSegments) } == expected)
    }

    @Test func searchesEveryPositionOfTables() throws {
        for size in 0..<12 {
            let table = (0..<size).map { "s\(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))))" }
            for (position, literal) in table.enumerated() {
                #expect(
                    try reading("myapp://\(literal.uppercased())") { $0.index(ofSegment: 0, in: table) } == position
                )
                #expect(try reading("myapp://\(literal)0") { $0.index(ofSegment: 0, in: table) } == nil)
            }
        }
    }

    @Test func searchesCaseSensitivelyWhenAsked() throws {
        let table = ["Users", "admin"]
        #expect(try reading("myapp://Users", Self.caseSensitive) { $0.index(ofSegment: 0, in: table) } == 0)
        #expect(try reading("myapp://users", Self.caseSensitive) { $0.index(ofSegment: 0, in: table) } == nil)
        #expect(try reading("myapp://admin", Self.caseSensitive) { $0.index(ofSegment: 0, in: table) } == 1)
    }
}
