import Foundation
import Testing
@testable import RouteURLReader

/// Thousands of seeded random and hostile strings, taken apart by Foundation's `URL` and by the reader.
///
/// Every difference must fall under a named rule below, and each rule must be hit as often as recorded, so that
/// a rule nobody reaches, or a new kind of difference, is noticed. The reader reads `url.absoluteString`, as the
/// generated code does; it also reads the original text, as it does for text that never became a `URL`.
///
/// This pins the Foundation of the Swift toolchain on Linux (swift-foundation's URL parser). Darwin's Foundation
/// may differ, and a toolchain update may move the counts: review the new examples before changing them.
struct FoundationDifferentialTests {
    enum Rule: String, CaseIterable {
        /// `URL(string:)` returns nil (an unknown port, a space in the host, a bracket out of place...). Only the
        /// reader's not crashing is checked.
        case foundationRejectedString
        /// `URL(string:)` accepts an empty scheme (`://example.com`) and reports it as `""`; the reader finds none.
        case foundationAcceptsEmptyScheme
        /// When a component holds a character a URL cannot (a space, a non-ASCII letter, a `%` that starts no
        /// escape, a bracket in the path), `absoluteString` escapes that whole component again, `%` included:
        /// `/%41 b` becomes `/%2541%20b`, whose segment is the text `%41 b`. Read as written, the segment is `A b`
        /// (or malformed, for a stray `%`).
        case foundationEscapesPercentSignsOfInvalidComponent
        /// When it escapes invalid characters, `absoluteString` drops an empty port (`myapp://h:/x y` becomes
        /// `myapp://h/x%20y`); read as written, the text has a port.
        case foundationDropsEmptyPort
        /// `absoluteString` maps a host with non-ASCII characters through IDNA: `café` becomes `xn--caf-dma`, and
        /// characters IDNA ignores, U+FEFF for one, vanish. `host(percentEncoded: true)` may percent-encode the
        /// UTF-8 instead. The reader takes what `absoluteString` holds, as written.
        case foundationMapsUnicodeHostThroughIDNA
        /// `URLComponents.percentEncodedHost` decodes a punycode host to Unicode; the reader never does.
        case componentsDecodesPunycodeHost
        /// `host` drops the brackets of an IP literal; the reader keeps the host as written.
        case foundationStripsIPv6Brackets
        /// `host` is nil for an empty authority (`myapp:///users`); the reader sees an empty one.
        case foundationReportsEmptyHostAsNil
        /// An authority ending in `:` has an empty port, which `port` reports as nil; the reader refuses it.
        case readerRejectsEmptyPort
        /// The path has empty segments (`//`, a trailing `/`), which the reader drops.
        case readerDropsEmptySegments
        /// A segment decodes to `.` or `..`, which the reader refuses.
        case readerRejectsDotSegment
        /// A segment decodes to text with a control character, which the reader refuses.
        case readerRejectsControlCharacter
        /// A segment decodes to text with a bidi embedding, override or isolate, which the reader refuses.
        case readerRejectsBidiControl
        /// `removingPercentEncoding` drops a U+FEFF BYTE ORDER MARK that starts the text; the reader keeps it.
        case foundationDropsByteOrderMark
        /// A query item without `=` has a nil value in Foundation and the empty value in the reader.
        case readerReadsItemWithoutEqualsAsEmpty
        /// Foundation lists an empty item (from `&&` or a trailing `&`) under the empty name; the reader skips it.
        case readerSkipsEmptyQueryItems
        /// A query value with a control character other than TAB, LF and CR, which the reader calls invalid.
        case readerRejectsControlCharacterInQueryValue
        /// A query value with a bidi embedding, override or isolate, which the reader calls invalid.
        case readerRejectsBidiControlInQueryValue
    }

    /// The examples each rule has among the 5,000 strings of seed 1.
    static let expectedCounts: [Rule: Int] = [
        .foundationRejectedString: 1761, .foundationAcceptsEmptyScheme: 344,
        .foundationEscapesPercentSignsOfInvalidComponent: 810, .foundationDropsEmptyPort: 2,
        .foundationMapsUnicodeHostThroughIDNA: 71, .componentsDecodesPunycodeHost: 266,
        .foundationStripsIPv6Brackets: 47, .foundationReportsEmptyHostAsNil: 63, .readerRejectsEmptyPort: 4,
        .readerDropsEmptySegments: 1564, .readerRejectsDotSegment: 124, .readerRejectsControlCharacter: 298,
        .readerRejectsBidiControl: 204, .foundationDropsByteOrderMark: 130, .readerReadsItemWithoutEqualsAsEmpty: 260,
        .readerSkipsEmptyQueryItems: 161, .readerRejectsControlCharacterInQueryValue: 23,
        .readerRejectsBidiControlInQueryValue: 27,
    ]

    @Test func agreesWithFoundationUpToNamedRules() {
        var generator = SeededGenerator(seed: 1)
        var counts: [Rule: Int] = [:]
        var unexplained: [String] = []
        var comparedPaths = 0
        var comparedQueryValues = 0
        for _ in 0..<5_000 {
            let text = Self.randomLink(using: &generator)
            var comparison = Comparison(text: text)
            comparison.run()
            for rule in comparison.rules { counts[rule, default: 0] += 1 }
            unexplained += comparison.unexplained.map { "\(text): \($0)" }
            comparedPaths += comparison.comparedPath ? 1 : 0
            comparedQueryValues += comparison.comparedQueryValues
        }
        #expect(
            unexplained.isEmpty,
            "\(unexplained.count) unexplained differences, first:\n\(unexplained.prefix(20).joined(separator: "\n"))"
        )
        for rule in Rule.allCases {
            #expect(counts[rule, default: 0] == Self.expectedCounts[rule, default: 0], "\(rule)")
        }
        // Enough strings get past every rule to have their whole path and query compared.
        #expect(comparedPaths == 1_468)
        #expect(comparedQueryValues == 1_495)
    }

    /// The differences between Foundation and the reader for one text.
    struct Comparison {
        let text: String
        var rules: Set<Rule> = []
        var unexplained: [String] = []
        var comparedPath = false
        var comparedQueryValues = 0

        init(text: String) { self.text = text }

        mutating func run() {
            guard let url = URL(string: text) else {
                _ = ReaderView(text)
                rules.insert(.foundationRejectedString)
                return
            }
            let reader = ReaderView(url.absoluteString)
            compareWithOriginal(reader, ReaderView(text), absoluteString: url.absoluteString)
            if url.scheme == "", reader.scheme == nil {
                rules.insert(.foundationAcceptsEmptyScheme)
                return
            }
            guard url.scheme == reader.scheme else {
                return unexplained.append("scheme \(url.scheme ?? "nil") against \(reader.scheme ?? "nil")")
            }
            guard reader.scheme != nil else { return }
            let foundationRefusesAuthority = url.user != nil || url.password != nil || url.port != nil
            if reader.hasUserInfoOrPort != foundationRefusesAuthority {
                if reader.hasUserInfoOrPort, let authority = reader.authority, authority.hasSuffix(":") {
                    rules.insert(.readerRejectsEmptyPort)
                } else {
                    unexplained.append("user info or port: Foundation \(foundationRefusesAuthority)")
                }
                return
            }
            guard !reader.hasUserInfoOrPort, let host = compareHost(url, reader) else { return }
            comparePath(url, reader, host: host)
            if case .success = reader.segments { compareQuery(url, reader) }
        }

        /// The reader on the text as written against the reader on `absoluteString`.
        mutating func compareWithOriginal(_ reader: ReaderView, _ original: ReaderView, absoluteString: String) {
            guard reader.authority != original.authority || reader.segments != original.segments else { return }
            if original.authority?.hasSuffix(":") == true, reader.authority?.hasSuffix(":") == false {
                rules.insert(.foundationDropsEmptyPort)
            } else if let authority = original.authority, authority != reader.authority,
                authority.unicodeScalars.contains(where: { !$0.isASCII })
            {
                rules.insert(.foundationMapsUnicodeHostThroughIDNA)
            } else if FoundationDifferentialTests.hasCharacterURLsCannotHold(text), absoluteString.contains("%25") {
                rules.insert(.foundationEscapesPercentSignsOfInvalidComponent)
            } else {
                unexplained.append("as written \(original.segments), from the URL \(reader.segments)")
            }
        }

        /// The host as Foundation reports it, as the reader would write it, or nil when the difference is unexplained.
        mutating func compareHost(_ url: URL, _ reader: ReaderView) -> String? {
            let host = url.host(percentEncoded: true)
            let componentsHost = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost
            if let authority = reader.authority, let componentsHost, componentsHost != authority {
                if authority.lowercased().contains("xn--") {
                    rules.insert(.componentsDecodesPunycodeHost)
                } else {
                    unexplained.append("URLComponents host \(componentsHost) against \(authority)")
                }
            }
            switch (reader.authority, host) {
            case (nil, nil): return ""
            case (let authority?, let host?) where authority == host: return host
            case ("", nil):
                rules.insert(.foundationReportsEmptyHostAsNil)
                return ""
            case (let authority?, let host?) where authority == "[\(host)]":
                rules.insert(.foundationStripsIPv6Brackets)
                return authority
            case (let authority?, let host?) where authority.lowercased().contains("xn--") && host.contains("%"):
                rules.insert(.foundationMapsUnicodeHostThroughIDNA)
                return nil
            case (let authority, let host):
                unexplained.append("host \(host ?? "nil") against \(authority ?? "nil")")
                return nil
            }
        }

        mutating func comparePath(_ url: URL, _ reader: ReaderView, host: String) {
            var components = url.path(percentEncoded: true).split(separator: "/", omittingEmptySubsequences: false)
                .map(String.init)
            if reader.isCustomScheme {
                components.insert(host, at: 0)
            } else if components.first == "" {
                components.removeFirst()
            }
            let written = components.filter { !$0.isEmpty }
            if written.count != components.count - (reader.isCustomScheme && host.isEmpty ? 1 : 0) {
                rules.insert(.readerDropsEmptySegments)
            }
            let decoded = written.map { $0.removingPercentEncoding }
            switch reader.segments {
            case .success(let segments):
                comparedPath = true
                if decoded.contains(nil) {
                    unexplained.append("Foundation cannot decode \(written), the reader reads \(segments)")
                } else if Self.bytes(decoded.map { $0! }) == Self.bytes(segments) {
                    return
                } else if Self.bytes(decoded.map { $0! }) == Self.bytes(segments.map(Self.droppingLeadingByteOrderMark))
                {
                    rules.insert(.foundationDropsByteOrderMark)
                } else {
                    unexplained.append("segments \(decoded) against \(segments)")
                }
            case .failure(.malformedPath):
                let texts = decoded.compactMap { $0 }
                guard texts.count == decoded.count else { return }
                if texts.contains(where: { $0 == "." || $0 == ".." }) {
                    rules.insert(.readerRejectsDotSegment)
                } else if texts.contains(where: { $0.unicodeScalars.contains { TextRules.isControl($0.value) } }) {
                    rules.insert(.readerRejectsControlCharacter)
                } else if texts.contains(where: {
                    $0.unicodeScalars.contains { TextRules.isBidiEmbeddingOrIsolate($0.value) }
                }) {
                    rules.insert(.readerRejectsBidiControl)
                } else {
                    unexplained.append("the reader refuses \(written), which Foundation decodes to \(texts)")
                }
            case .failure(let rejection): unexplained.append("the reader refuses the path: \(rejection)")
            }
        }

        static func bytes(_ strings: [String]) -> [[UInt8]] { strings.map { Array($0.utf8) } }

        static func droppingLeadingByteOrderMark(_ text: String) -> String {
            text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        }

        mutating func compareQuery(_ url: URL, _ reader: ReaderView) {
            guard let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems else {
                return
            }
            var seen: Set<String> = []
            for item in items {
                // The name as the reader decodes it, to look it up; Foundation's decoding may drop a leading U+FEFF.
                let readerName = withEncodedText(item.name, plusIsSpace: true) {
                    TextRules.accepts($0, in: .queryValue) ? ValueParsing.string($0) : nil
                }
                guard let name = item.name.replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                    let readerName, seen.insert(readerName).inserted
                else { continue }
                if name != readerName {
                    guard name == Self.droppingLeadingByteOrderMark(readerName) else {
                        unexplained.append("query name \(name) against \(readerName)")
                        continue
                    }
                    rules.insert(.foundationDropsByteOrderMark)
                }
                let readerValue = reader.queryValue(readerName)
                comparedQueryValues += 1
                guard let written = item.value else {
                    if item.name.isEmpty {
                        rules.insert(.readerSkipsEmptyQueryItems)
                    } else if readerValue == .value("") {
                        rules.insert(.readerReadsItemWithoutEqualsAsEmpty)
                    } else {
                        unexplained.append("query \(name) without '=' read as \(readerValue)")
                    }
                    continue
                }
                let decoded = written.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                switch (decoded, readerValue) {
                case (nil, .invalid(written)): continue
                case (let decoded?, .value(let value)) where Array(decoded.utf8) == Array(value.utf8): continue
                case (let decoded?, .value(let value))
                where Array(decoded.utf8) == Array(Self.droppingLeadingByteOrderMark(value).utf8):
                    rules.insert(.foundationDropsByteOrderMark)
                case (let decoded?, .invalid) where decoded.unicodeScalars.contains { TextRules.isControl($0.value) }:
                    rules.insert(.readerRejectsControlCharacterInQueryValue)
                case (let decoded?, .invalid)
                where decoded.unicodeScalars.contains { TextRules.isBidiEmbeddingOrIsolate($0.value) }:
                    rules.insert(.readerRejectsBidiControlInQueryValue)
                default: unexplained.append("query \(name): Foundation \(decoded ?? "nil"), reader \(readerValue)")
                }
            }
        }
    }

    /// What the reader makes of a text, trusting whichever scheme and host it has, so that its path and query are read.
    struct ReaderView {
        let text: String
        let scheme: String?
        let authority: String?
        let hasUserInfoOrPort: Bool
        let isCustomScheme: Bool
        let segments: Result<[String], LinkRejection>
        let policy: LinkPolicy

        init(_ text: String) {
            self.text = text
            var bytes = text
            let (scheme, authority, hasUserInfoOrPort) = bytes.withUTF8 { bytes in
                let parts = LinkParts.split(bytes)
                func string(_ range: Range<Int>?) -> String? {
                    range.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
                }
                let authority = parts.authority.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
                return (
                    string(parts.scheme), string(parts.authority), authority.map(LinkParts.hasUserInfoOrPort) ?? false
                )
            }
            self.scheme = scheme
            self.authority = authority
            self.hasUserInfoOrPort = hasUserInfoOrPort
            isCustomScheme = scheme?.lowercased() != "https"
            policy = LinkPolicy(
                customSchemes: isCustomScheme ? [scheme ?? ""] : [],
                // Trusted hosts are bare names, as a spec's are: an authority with user info or a port is refused
                // whatever the policy trusts.
                trustedHosts: [hasUserInfoOrPort ? "" : authority ?? ""],
                literalsIgnoreCase: false
            )
            segments = RouteGenCoreTests.segments(text, policy)
        }

        func queryValue(_ name: String) -> QueryValue<String> {
            (try? Link.read(text, policy) { QueryItems.text(name, in: $0) }.get()) ?? .absent
        }
    }

    /// Whether `absoluteString` has to escape something in `text`: a character outside RFC 3986's, a bracket, or
    /// a `%` that starts no escape.
    static func hasCharacterURLsCannotHold(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.indices.contains { index in
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                return
                    !(index + 2 < bytes.count && ASCII.hexValue(bytes[index + 1]) != nil
                    && ASCII.hexValue(bytes[index + 2]) != nil)
            }
            return byte >= 0x7F || byte <= 0x20 || " \"<>\\^`{|}[]".utf8.contains(byte)
        }
    }

    // MARK: - Random links

    static let schemes = [
        "myapp", "MyApp", "https", "HTTPS", "http", "a+b.c-1", "x", "1ab", "my_app", "", "my app", "m\u{FF}app",
    ]
    static let plainHosts = ["example.com", "EXAMPLE.COM", "users", "xn--caf-dma.example", "", "xn--a", "a.b."]
    static let hosts = [
        "example.com", "EXAMPLE.COM", "users", "xn--caf-dma.example", "caf\u{E9}.example", "ex%61mple.com", "[::1]",
        "[::1", "::1]", "[v1.x]", "user@h", "u:p@h", "@h", "h:80", "h:", "h:x", "",
        String(repeating: "a", count: 2_049), "h%zz", "%00", "a.b.", "h]", "a b", "h\\", "%2e%2e", "..", "xn--a",
        "\u{FF}", "%C3%A9", "%E2%80%AE", "%EF%BB%BFh",
    ]
    static let pieces = [
        "users", "42", "%2F", "%zz", "%", "%4", "%C0%AF", "%ED%A0%80", "%C3%A9", "\u{E9}", "e%CC%81", "\u{1F600}",
        "%F0%9F%98%80", ".", "..", "%2e%2E", "%00", "%09", "%0A", "%0D", "%7F", "%C2%85", "%E2%80%AE", "%E2%81%A6",
        "%E2%80%8F", "%EF%BB%BF", "+", "%2B", " ", "[", "]", "@", ":", "", "a;b", "~", "xn--a", "\\", "|", "{}", "%25",
        "%41", "\u{202E}", "\t", "a%2fb", "=", "&", "?", "\u{FEFF}",
    ]
    static let names = ["q", "Q", "page", "a%20b", "a+b", "", "%zz", "q%00", "%71", "\u{E9}"]

    static func randomLink(using generator: inout SeededGenerator) -> String {
        func pick(_ choices: [String]) -> String { choices.randomElement(using: &generator)! }
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }
        if chance(5) {
            let alphabet = [":", "/", "?", "#", "@", "[", "]", "%", "a", "1", "\u{E9}", " ", "&", "="]
            return (0..<Int.random(in: 0...20, using: &generator)).map { _ in pick(alphabet) }.joined()
        }
        var text = pick(schemes) + (chance(92) ? ":" : "")
        if chance(75) { text += "//" + pick(chance(60) ? plainHosts : hosts) } else if chance(40) { text += "/" }
        let segmentCount = Int.random(in: 0...5, using: &generator)
        for index in 0..<segmentCount {
            let separator =
                index == 0 && !text.hasSuffix("/") && !text.hasSuffix(":")
                ? "/" : (chance(10) ? "//" : (index == 0 ? "" : "/"))
            text += separator + (0..<Int.random(in: 1...3, using: &generator)).map { _ in pick(pieces) }.joined()
        }
        if chance(10) { text += "/" }
        if chance(50) {
            let items = (0..<Int.random(in: 0...4, using: &generator))
                .map { _ in
                    pick(names)
                        + (chance(80)
                            ? "="
                                + (0..<Int.random(in: 0...3, using: &generator))
                                .map { _ in pick(pieces + ["a+b", "%2B", "/"]) }.joined() : "")
                }
            text += "?" + items.joined(separator: chance(20) ? "&&" : "&") + (chance(10) ? "&" : "")
        }
        if chance(20) { text += "#" + pick(pieces) + pick(pieces) }
        return text
    }
}
