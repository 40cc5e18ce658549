import Testing
@testable import RouteURLReader

/// Schemes, authorities, hosts and path segments, as `Link.read` takes them.
struct LinkReadingTests {
    static let longLabel = String(repeating: "a", count: 2_049)

    @Test(arguments: [
        ("myapp://users/42", ["users", "42"]), ("myapp:/users/42", ["users", "42"]),
        ("myapp:users/42", ["users", "42"]), ("myapp:///users", ["users"]), ("MyApp://users/42", ["users", "42"]),
        ("my.app+2-X://users", ["users"]), ("myapp://users//42/", ["users", "42"]),
        ("myapp:////users///42//", ["users", "42"]), ("myapp://", []), ("myapp:", []), ("myapp:/", []),
        ("myapp://xn--a/account/billing", ["xn--a", "account", "billing"]),
        ("myapp://xn--caf-dma/menu", ["xn--caf-dma", "menu"]), ("myapp://\(longLabel)/x", [longLabel, "x"]),
        ("myapp://[::1]/x", ["[::1]", "x"]), ("myapp:/users:42/x", ["users:42", "x"]), ("myapp:/a@b/x", ["a@b", "x"]),
        ("myapp://users/a%2Fb", ["users", "a/b"]), ("myapp://users/a%252F", ["users", "a%2F"]),
        ("myapp://users/a+b", ["users", "a+b"]), ("myapp://users/a%2Bb", ["users", "a+b"]),
        ("myapp://users/a%20b", ["users", "a b"]), ("myapp://users/a b", ["users", "a b"]),
        ("myapp://users/%75sers", ["users", "users"]), ("myapp://users/café", ["users", "café"]),
        ("myapp://users/...", ["users", "..."]), ("myapp://users/.a", ["users", ".a"]),
        ("myapp://users/%2e%2e%2e", ["users", "..."]), ("myapp://users/42#fragment/more", ["users", "42"]),
        ("myapp://users/42?q=1#x", ["users", "42"]), ("myapp://users/42#%zz", ["users", "42"]),
        ("myapp://users/42?%zz", ["users", "42"]), ("https://example.com", []), ("https://example.com/", []),
        ("https://example.com/users/42", ["users", "42"]), ("HTTPS://Example.COM/users/42", ["users", "42"]),
        ("https://www.example.com/users", ["users"]), ("https://xn--caf-dma.example/menu", ["menu"]),
        ("https://XN--CAF-DMA.example/menu", ["menu"]), ("https://example.com//users//", ["users"]),
        ("https://example.com?q=1", []),
    ]) func readsSegments(text: String, expected: [String]) {
        #expect(segmentBytes(text) == .success(expected.map { Array($0.utf8) }))
    }

    @Test(arguments: [
        ("http://example.com/users", LinkRejection.unsupportedScheme("http")),
        ("HTTP://example.com/users", .unsupportedScheme("http")), ("ftp://example.com", .unsupportedScheme("ftp")),
        ("otherapp://users", .unsupportedScheme("otherapp")), ("myapp2://users", .unsupportedScheme("myapp2")),
        ("users/42", .unsupportedScheme("")), ("/users/42", .unsupportedScheme("")),
        ("//example.com/users", .unsupportedScheme("")), ("", .unsupportedScheme("")),
        (" myapp://users", .unsupportedScheme("")), ("1app://users", .unsupportedScheme("")),
        ("my_app://users", .unsupportedScheme("")), ("my%61pp://users", .unsupportedScheme("")),
        ("myapp", .unsupportedScheme("")), ("https://example.com.", .untrustedHost("example.com.")),
        ("https://example.com./users", .untrustedHost("example.com.")),
        ("https://ex%61mple.com/users", .untrustedHost("ex%61mple.com")),
        ("https://evil.com/users", .untrustedHost("evil.com")),
        ("https://example.com.evil.com/users", .untrustedHost("example.com.evil.com")),
        ("https://café.example/menu", .untrustedHost("café.example")),
        ("https://caf%C3%A9.example/menu", .untrustedHost("caf%C3%A9.example")),
        ("https://[::1]/users", .untrustedHost("[::1]")), ("https:///users", .untrustedHost("")),
        ("https:/example.com/users", .untrustedHost("")), ("https:example.com/users", .untrustedHost("")),
        ("https://\(longLabel)/users", .untrustedHost(longLabel)),
        ("https://\(longLabel).example.com/users", .untrustedHost(longLabel + ".example.com")),
        ("myapp://user@users/42", .userInfoOrPort), ("myapp://@users/42", .userInfoOrPort),
        ("myapp://:@users", .userInfoOrPort), ("myapp://users:42/x", .userInfoOrPort),
        ("myapp://users:/x", .userInfoOrPort), ("myapp://[::1]:8/x", .userInfoOrPort),
        ("https://user@example.com/users", .userInfoOrPort), ("https://user:secret@example.com/users", .userInfoOrPort),
        ("https://example.com@evil.com/users", .userInfoOrPort),
        ("https://evil.com@example.com/users", .userInfoOrPort), ("https://example.com:443/users", .userInfoOrPort),
        ("https://example.com:/users", .userInfoOrPort), ("https://example.com:", .userInfoOrPort),
        ("https://[::1]:443/users", .userInfoOrPort), ("https://[::1]:/users", .userInfoOrPort),
    ]) func rejectsSchemeOrAuthority(text: String, expected: LinkRejection) {
        #expect(segments(text) == .failure(expected))
    }

    @Test func refusesHTTPSWithoutTrustedHosts() {
        let policy = LinkPolicy(customSchemes: ["myapp"], trustedHosts: [], literalsIgnoreCase: true)
        #expect(segments("https://example.com/users", policy) == .failure(.unsupportedScheme("https")))
        #expect(segments("myapp://users", policy) == .success(["users"]))
    }

    @Test func reportsWhereTheLinkCameFrom() throws {
        #expect(try reading("myapp://users") { $0.origin } == .customScheme)
        #expect(try reading("https://example.com/users") { $0.origin } == .universalLink)
    }

    @Test(arguments: [
        // Escapes that are not two hexadecimal digits.
        "myapp://users/%", "myapp://users/%4", "myapp://users/%zz", "myapp://users/%4g", "myapp://users/a%",
        "myapp://%/users", "https://example.com/users/%g0",
        // Segments that climb: `.` and `..`, written or escaped.
        "myapp://users/.", "myapp://users/..", "myapp://users/%2e", "myapp://users/%2E%2e", "myapp://users/.%2E",
        "myapp://./users", "myapp://../users", "myapp://%2e%2e/users", "https://example.com/users/../admin",
        // Ill-formed UTF-8: overlong forms, surrogates, past U+10FFFF, cut short, stray continuation bytes.
        "myapp://users/%C0%AF", "myapp://users/%C1%BF", "myapp://users/%E0%80%AF", "myapp://users/%E0%9F%BF",
        "myapp://users/%F0%80%80%AF", "myapp://users/%F0%8F%BF%BF", "myapp://users/%ED%A0%80",
        "myapp://users/%ED%BF%BF", "myapp://users/%ED%A0%BD%ED%B8%80", "myapp://users/%F4%90%80%80",
        "myapp://users/%F5%80%80%80", "myapp://users/%F8%88%80%80%80", "myapp://users/%FF", "myapp://users/%FE",
        "myapp://users/%80", "myapp://users/%BF", "myapp://users/%C3", "myapp://users/%C3x", "myapp://users/%E2%82",
        "myapp://users/%E2%82/x", "myapp://users/%F0%9F%98", "myapp://users/%C3%A9%A9",
        // Controls: C0 (TAB, LF and CR too), DEL and C1, escaped or raw.
        "myapp://users/%00", "myapp://users/a%00b", "myapp://users/%01", "myapp://users/%09", "myapp://users/%0A",
        "myapp://users/%0D", "myapp://users/%1B", "myapp://users/%1F", "myapp://users/%7F", "myapp://users/%C2%80",
        "myapp://users/%C2%85", "myapp://users/%C2%9F", "myapp://users/a\tb", "myapp://users/a\nb",
        "myapp://users/a\u{0}b", "myapp://users/a\u{7F}", "myapp://users/\u{85}", "myapp://a%0Ab/users",
        // Bidi embeddings, overrides and isolates.
        "myapp://users/%E2%80%AA", "myapp://users/%E2%80%AB", "myapp://users/%E2%80%AC", "myapp://users/%E2%80%AD",
        "myapp://users/%E2%80%AEgnp.exe", "myapp://users/%E2%81%A6", "myapp://users/%E2%81%A7",
        "myapp://users/%E2%81%A8", "myapp://users/%E2%81%A9", "myapp://users/\u{202E}x",
        "https://example.com/a%E2%81%A6b",
    ]) func rejectsMalformedPath(text: String) { #expect(segments(text) == .failure(.malformedPath)) }

    @Test(arguments: [
        ("%ED%9F%BF", "\u{D7FF}"), ("%EE%80%80", "\u{E000}"), ("%F4%8F%BF%BF", "\u{10FFFF}"),
        ("%F0%90%80%80", "\u{10000}"), ("%F0%9F%98%80", "😀"), ("%C2%A0", "\u{A0}"), ("%C2%A0", "\u{A0}"),
        ("%DF%BF", "\u{7FF}"), ("%E0%A0%80", "\u{800}"), ("%E2%80%8E", "\u{200E}"), ("%E2%80%8F", "\u{200F}"),
        ("%D8%9C", "\u{061C}"), ("%E2%80%8B", "\u{200B}"), ("%E2%80%A9", "\u{2029}"), ("%E2%81%A5", "\u{2065}"),
        ("%E2%81%AA", "\u{206A}"), ("%E2%80%A9", "\u{2029}"),
        // The byte order mark is a character like any other: kept, never dropped.
        ("%EF%BB%BF", "\u{FEFF}"), ("%EF%BB%BFme", "\u{FEFF}me"), ("\u{FEFF}", "\u{FEFF}"),
        // No normalisation: NFC and NFD spellings stay what they are.
        ("caf%C3%A9", "caf\u{E9}"), ("cafe%CC%81", "cafe\u{301}"), ("%CC%81", "\u{301}"),
    ]) func keepsScalars(segment: String, expected: String) {
        #expect(segmentBytes("myapp://users/\(segment)") == .success([Array("users".utf8), Array(expected.utf8)]))
    }

    @Test func checksEverySegmentEvenPastTheOnesARouteReads() {
        #expect(segments("myapp://users/42/x/y/z/%00") == .failure(.malformedPath))
        #expect(
            segments("myapp://users/42/" + String(repeating: "a/", count: 10_000) + "..") == .failure(.malformedPath)
        )
    }

    @Test func readsManySegments() throws {
        let path = (0..<5_000).map(String.init).joined(separator: "/")
        let strings = try reading("myapp://\(path)") { (0..<$0.count).map($0.string(at:)) }
        #expect(strings == (0..<5_000).map(String.init))
    }
}
