import Testing
@testable import RouteURLReader

/// Query items, found lazily by name: decoding, first-wins, empty items, and which values are acceptable text.
struct QueryTests {
    static func string(_ query: String, _ name: String = "q") throws -> QueryValue<String> {
        try reading("myapp://search?\(query)") { QueryItems.text(name, in: $0) }
    }

    @Test(arguments: [
        ("q=a", QueryValue<String>.value("a")), ("q=a+b", .value("a b")), ("q=a%2Bb", .value("a+b")),
        ("q=a%20b", .value("a b")), ("q=a%2B%2Bb++", .value("a++b  ")), ("q=", .value("")), ("q", .value("")),
        ("q&q=x", .value("")), ("q=1&q=2", .value("1")), ("x=1&q=2&q=3", .value("2")), ("&&q=1&&", .value("1")),
        ("&", .absent), ("", .absent), ("Q=1", .absent), ("qq=1", .absent), ("q%3D1", .absent), ("%71=1", .value("1")),
        ("q=a=b", .value("a=b")), ("q=a%26b", .value("a&b")), ("q=a?b/c", .value("a?b/c")), ("x=1#q=2", .absent),
        ("q=1#x", .value("1")), ("q%zz=1&q=2", .value("2")), ("q=%EF%BB%BF", .value("\u{FEFF}")),
        ("q=%EF%BB%BFa", .value("\u{FEFF}a")), ("q=caf%C3%A9", .value("caf\u{E9}")), ("q=café", .value("caf\u{E9}")),
        ("q=line%0Anext%0D%0Aend%09tab", .value("line\nnext\r\nend\ttab")),
        ("q=%E2%80%8F%D7%A9%D7%9C%D7%95%D7%9D", .value("\u{200F}שלום")), ("q=%00", .invalid("%00")),
        ("q=a%00b", .invalid("a%00b")), ("q=%01", .invalid("%01")), ("q=%1B", .invalid("%1B")),
        ("q=%1F", .invalid("%1F")), ("q=%7F", .invalid("%7F")), ("q=%C2%85", .invalid("%C2%85")),
        ("q=%C2%9F", .invalid("%C2%9F")), ("q=%E2%80%AEtxt.exe", .invalid("%E2%80%AEtxt.exe")),
        ("q=%E2%81%A6x%E2%81%A9", .invalid("%E2%81%A6x%E2%81%A9")), ("q=%", .invalid("%")), ("q=%zz", .invalid("%zz")),
        ("q=%zz&q=1", .invalid("%zz")), ("q=%4", .invalid("%4")), ("q=%C0%AF", .invalid("%C0%AF")),
        ("q=%ED%A0%80", .invalid("%ED%A0%80")), ("q=%F4%90%80%80", .invalid("%F4%90%80%80")),
        ("q=%E2%82", .invalid("%E2%82")),
    ]) func readsStrings(query: String, expected: QueryValue<String>) throws {
        let value = try Self.string(query)
        #expect(value == expected)
        if case .value(let text) = value, case .value(let expectedText) = expected {
            #expect(Array(text.utf8) == Array(expectedText.utf8))
        }
    }

    @Test func comparesNamesExactlyAfterDecoding() throws {
        #expect(try Self.string("q+x=1", "q x") == .value("1"))
        #expect(try Self.string("q%20x=1", "q x") == .value("1"))
        #expect(try Self.string("q%2Bx=1", "q+x") == .value("1"))
        #expect(try Self.string("q+x=1", "q+x") == .absent)
        #expect(try Self.string("caf%C3%A9=1", "caf\u{E9}") == .value("1"))
        #expect(try Self.string("cafe%CC%81=1", "caf\u{E9}") == .absent)
        #expect(try Self.string("%E2%84%AA=1", "k") == .absent)
        #expect(try Self.string("%E2%84%AA=1", "K") == .absent)
        #expect(try Self.string("=1", "q") == .absent)
    }

    @Test(arguments: [
        ("page=2", QueryValue<Int>.value(2)), ("page=-2", .value(-2)), ("page=4%32", .value(42)),
        ("page=abc", .invalid("abc")), ("page=", .invalid("")), ("page", .invalid("")), ("page=+1", .invalid(" 1")),
        ("page=%2B1", .invalid("+1")), ("page=1%0A", .invalid("1\n")), ("page=1%00", .invalid("1%00")),
        ("x=1", .absent),
    ]) func readsInts(query: String, expected: QueryValue<Int>) throws {
        #expect(
            try reading("myapp://search?\(query)") { QueryItems.value("page", in: $0, parsing: IntValue.parse) }
                == expected
        )
    }

    @Test func readsEveryType() throws {
        let text = "myapp://x?d=-1.5&b=true&u=6BA7B810-9DAD-11D1-80B4-00C04FD430C8&bad=maybe"
        #expect(try reading(text) { QueryItems.value("d", in: $0, parsing: DoubleValue.parse) } == .value(-1.5))
        #expect(try reading(text) { QueryItems.value("b", in: $0, parsing: BoolValue.parse) } == .value(true))
        #expect(try reading(text) { QueryItems.value("bad", in: $0, parsing: BoolValue.parse) } == .invalid("maybe"))
        #expect(
            try reading(text) { QueryItems.value("u", in: $0, parsing: UUIDValue.parse) }
                == .value(UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!)
        )
        #expect(try reading(text) { QueryItems.value("missing", in: $0, parsing: UUIDValue.parse) } == .absent)
        #expect(try reading("myapp://x") { QueryItems.text("q", in: $0) } == .absent)
        #expect(try reading("myapp://x?") { QueryItems.text("q", in: $0) } == .absent)
    }

    /// A megabyte of query is read correctly; how fast is for the benchmark, not a test.
    @Test func readsAMegabyteQuery() throws {
        let filler = (0..<70_000).map { "k\($0)=v%20\($0)" }.joined(separator: "&")
        #expect(filler.utf8.count > 1_000_000)
        let text = "myapp://search?\(filler)&q=found&&k7=later"
        #expect(try reading(text) { QueryItems.text("q", in: $0) } == .value("found"))
        #expect(try reading(text) { QueryItems.text("k7", in: $0) } == .value("v 7"))
        #expect(try reading(text) { QueryItems.text("k69999", in: $0) } == .value("v 69999"))
        #expect(try reading(text) { QueryItems.text("absent", in: $0) } == .absent)
        let long = String(repeating: "%41", count: 400_000)
        #expect(
            try reading("myapp://search?q=\(long)") { QueryItems.text("q", in: $0) }
                == .value(String(repeating: "A", count: 400_000))
        )
        #expect(try reading("myapp://search?q=\(long)%") { QueryItems.text("q", in: $0) } == .invalid(long + "%"))
    }
}
