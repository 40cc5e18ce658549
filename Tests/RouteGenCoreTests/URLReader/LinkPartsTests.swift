import Testing
@testable import RouteURLReader

/// How text is cut into scheme, authority, path and query, before anything is judged.
struct LinkPartsTests {
    /// The parts as text: nil where a part is absent.
    struct Parts: Equatable, CustomStringConvertible {
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var description: String {
            "scheme \(scheme ?? "nil") authority \(authority ?? "nil") path \(path) query \(query ?? "nil")"
        }
    }

    static func parts(_ text: String) -> Parts {
        var text = text
        return text.withUTF8 { bytes in
            let parts = LinkParts.split(bytes)
            func string(_ range: Range<Int>?) -> String? {
                range.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
            }
            return Parts(
                scheme: string(parts.scheme),
                authority: string(parts.authority),
                path: string(parts.path)!,
                query: string(parts.query)
            )
        }
    }

    @Test(arguments: [
        ("myapp://users/42", Parts(scheme: "myapp", authority: "users", path: "/42", query: nil)),
        ("myapp:/users/42", Parts(scheme: "myapp", authority: nil, path: "/users/42", query: nil)),
        ("myapp:users/42", Parts(scheme: "myapp", authority: nil, path: "users/42", query: nil)),
        ("myapp:///users", Parts(scheme: "myapp", authority: "", path: "/users", query: nil)),
        ("https://example.com", Parts(scheme: "https", authority: "example.com", path: "", query: nil)),
        ("https://example.com?q=1", Parts(scheme: "https", authority: "example.com", path: "", query: "q=1")),
        ("https://example.com#x?y", Parts(scheme: "https", authority: "example.com", path: "", query: nil)),
        ("https://a/b?c?d=/e#f#g", Parts(scheme: "https", authority: "a", path: "/b", query: "c?d=/e")),
        ("https://u:p@h:1/x", Parts(scheme: "https", authority: "u:p@h:1", path: "/x", query: nil)),
        ("a+b.c-9:x", Parts(scheme: "a+b.c-9", authority: nil, path: "x", query: nil)),
        ("myapp:", Parts(scheme: "myapp", authority: nil, path: "", query: nil)),
        ("myapp:?", Parts(scheme: "myapp", authority: nil, path: "", query: "")),
        ("myapp:/", Parts(scheme: "myapp", authority: nil, path: "/", query: nil)),
        ("myapp://", Parts(scheme: "myapp", authority: "", path: "", query: nil)),
        // No scheme: a relative reference, which the reader refuses.
        ("users/42", Parts(scheme: nil, authority: nil, path: "users/42", query: nil)),
        ("//example.com/x", Parts(scheme: nil, authority: "example.com", path: "/x", query: nil)),
        ("1app://x", Parts(scheme: nil, authority: nil, path: "1app://x", query: nil)),
        ("my_app://x", Parts(scheme: nil, authority: nil, path: "my_app://x", query: nil)),
        (":x", Parts(scheme: nil, authority: nil, path: ":x", query: nil)),
        ("a/b:c", Parts(scheme: nil, authority: nil, path: "a/b:c", query: nil)),
        ("", Parts(scheme: nil, authority: nil, path: "", query: nil)),
    ]) func splits(text: String, expected: Parts) { #expect(Self.parts(text) == expected) }

    @Test(arguments: [
        ("users", false), ("", false), ("[::1]", false), ("[v1.fe:80]", false), ("user@host", true), ("@host", true),
        ("host:80", true), ("host:", true), ("[::1]:80", true), ("[::1]:", true), ("a]:b", true),
    ]) func findsUserInfoOrPort(authority: String, expected: Bool) {
        var authority = authority
        #expect(authority.withUTF8 { LinkParts.hasUserInfoOrPort($0) } == expected)
    }
}
