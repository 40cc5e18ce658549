// Generated from the files in Sources/RouteURLReader/Rules/ by `ROUTEGEN_RECORD=1 swift test`; edit those files,
// not this one. A test fails when the two differ, so every generated file carries the reader that is tested.

enum URLReaderSource {
    static let files: [(name: String, text: String)] = [
        ("ASCII.swift", #"""
/// The ASCII classes the rules need, by byte value: locale and Unicode properties never enter.
enum ASCII {
    /// Whether the byte is `A`–`Z` or `a`–`z`.
    static func isLetter(_ byte: Swift.UInt8) -> Swift.Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether the byte is `0`–`9`.
    static func isDigit(_ byte: Swift.UInt8) -> Swift.Bool {
        (0x30...0x39).contains(byte)
    }

    /// The value of a hexadecimal digit in either case, or nil.
    static func hexValue(_ byte: Swift.UInt8) -> Swift.UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    /// `A`–`Z` as `a`–`z`; every other byte, including each byte of a non-ASCII character, unchanged.
    static func lowercased(_ byte: Swift.UInt8) -> Swift.UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// Whether two byte strings are equal once `A`–`Z` are folded to `a`–`z`, as schemes and hosts are
    /// compared.
    static func equalIgnoringCase(
        _ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>, _ other: Swift.String
    ) -> Swift.Bool {
        withBytes(of: other) { other in
            guard bytes.count == other.count else { return false }
            for index in 0..<other.count where lowercased(bytes[index]) != lowercased(other[index]) {
                return false
            }
            return true
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text`: in place for a native string, as every string of the generated
    /// code is, so that comparing costs neither a copy nor reference counting; through a copy otherwise.
    static func withBytes<Result>(
        of text: Swift.String, _ body: (Swift.UnsafeBufferPointer<Swift.UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Swift.Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

"""#),
        ("BoolValue.swift", #"""
/// `Bool` values, carried by a generated file whose spec has one: read from link text and written back.
enum BoolValue {
    /// Exactly `true` or `false`, in lowercase.
    @inline(never)
    static func parse(_ text: EncodedText) -> Swift.Bool? {
        if ValueParsing.equals(text, "true", foldingCase: false) { return true }
        if ValueParsing.equals(text, "false", foldingCase: false) { return false }
        return nil
    }

    /// The text `parse` reads back as `value`.
    static func text(_ value: Swift.Bool) -> Swift.String {
        value ? "true" : "false"
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    static func at(_ index: Swift.Int, of link: Link) -> Swift.Bool? {
        parse(link.segment(index))
    }
}

"""#),
        ("ChoiceQuery.swift", #"""
/// Enum values read from query items, carried by a generated file whose spec reads one there.
enum ChoiceQuery {
    /// The value of the first query item named `name`, compared as the link's literals are.
    static func value<Choice: Swift.CaseIterable & Swift.RawRepresentable>(
        _ name: Swift.String, in link: Link, as type: Choice.Type
    ) -> QueryValue<Choice> where Choice.RawValue == Swift.String {
        QueryItems.value(name, in: link) { ChoiceValue.parse($0, as: type, foldingCase: link.literalsIgnoreCase) }
    }
}

"""#),
        ("ChoiceValue.swift", #"""
/// Enum values, carried by a generated file whose spec has an enum parameter or context key.
enum ChoiceValue {
    /// The value of `Choice` whose raw value the text spells, byte for byte, or with `A`–`Z` and `a`–`z` equal
    /// when `foldingCase`. Never Unicode case mapping: U+212A KELVIN SIGN is not `k`.
    @inline(never)
    static func parse<Choice: Swift.CaseIterable & Swift.RawRepresentable>(
        _ text: EncodedText, as type: Choice.Type, foldingCase: Swift.Bool
    ) -> Choice? where Choice.RawValue == Swift.String {
        Choice.allCases.first { ValueParsing.equals(text, $0.rawValue, foldingCase: foldingCase) }
    }

    /// The value the segment at `index` spells, compared as the link's literals are.
    static func at<Choice: Swift.CaseIterable & Swift.RawRepresentable>(
        _ index: Swift.Int, of link: Link, as type: Choice.Type
    ) -> Choice? where Choice.RawValue == Swift.String {
        parse(link.segment(index), as: type, foldingCase: link.literalsIgnoreCase)
    }
}

"""#),
        ("DoubleValue.swift", #"""
/// `Double` values, carried by a generated file whose spec has one: read from link text and written back.
enum DoubleValue {
    /// A plain decimal: an optional `-`, digits, and optionally `.` and more digits; no exponent, `inf`, `nan`,
    /// `.5` or `5.`, and finite.
    @inline(never)
    static func parse(_ text: EncodedText) -> Swift.Double? {
        var decoder = text.decoder()
        var step = decoder.next()
        if step == .byte(Swift.UInt8(ascii: "-")) { step = decoder.next() }
        var digitsBeforePoint = 0, digitsAfterPoint = 0, hasPoint = false
        while case .byte(let byte) = step {
            if byte == Swift.UInt8(ascii: "."), !hasPoint, digitsBeforePoint > 0 {
                hasPoint = true
            } else if ASCII.isDigit(byte) {
                if hasPoint { digitsAfterPoint += 1 } else { digitsBeforePoint += 1 }
            } else {
                return nil
            }
            step = decoder.next()
        }
        guard step == .end, digitsBeforePoint > 0, !hasPoint || digitsAfterPoint > 0 else { return nil }
        // The syntax is checked above, so the standard library only converts; a text of up to 15 bytes stays
        // inside the String, and only longer ones allocate.
        guard let value = Swift.Double(ValueParsing.string(text)), value.isFinite else { return nil }
        return value
    }

    /// A plain decimal, never an exponent, which `parse` refuses: `1e-07` is written `0.0000001`.
    /// Swift's shortest round-tripping digits are kept; only the decimal point moves.
    static func text(_ value: Swift.Double) -> Swift.String {
        let text = "\(value)"
        guard let exponentMark = text.firstIndex(of: "e"),
              let exponent = Swift.Int(text[text.index(after: exponentMark)...]) else {
            return text
        }
        let isNegative = text.hasPrefix("-")
        let mantissa = text[text.index(text.startIndex, offsetBy: isNegative ? 1 : 0)..<exponentMark]
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = Swift.String(parts[0]) + (parts.count > 1 ? Swift.String(parts[1]) : "")
        var pointPosition = parts[0].count + exponent
        if pointPosition <= 0 {
            digits = Swift.String(repeating: "0", count: 1 - pointPosition) + digits
            pointPosition = 1
        } else if pointPosition >= digits.count {
            digits += Swift.String(repeating: "0", count: pointPosition - digits.count + 1)
        }
        var fraction = digits.dropFirst(pointPosition)
        while fraction.count > 1, fraction.last == "0" { fraction = fraction.dropLast() }
        return (isNegative ? "-" : "") + digits.prefix(pointPosition) + "." + fraction
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    static func at(_ index: Swift.Int, of link: Link) -> Swift.Double? {
        parse(link.segment(index))
    }
}

"""#),
        ("IntValue.swift", #"""
/// `Int` values, carried by a generated file whose spec has one: read from link text and written back.
enum IntValue {
    /// An optional `-` and decimal digits, leading zeros allowed, that fit in `Int`; no `+`, no spaces.
    @inline(never)
    static func parse(_ text: EncodedText) -> Swift.Int? {
        var decoder = text.decoder()
        var step = decoder.next()
        let isNegative = step == .byte(Swift.UInt8(ascii: "-"))
        if isNegative { step = decoder.next() }
        guard step != .end else { return nil }
        var value = 0
        while case .byte(let byte) = step {
            guard ASCII.isDigit(byte) else { return nil }
            // Built on the side of the sign, so that Int.min, whose magnitude has no positive Int, still fits.
            let digit = Swift.Int(byte - Swift.UInt8(ascii: "0"))
            let (shifted, shiftOverflows) = value.multipliedReportingOverflow(by: 10)
            let (next, addOverflows) = isNegative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            guard !shiftOverflows, !addOverflows else { return nil }
            value = next
            step = decoder.next()
        }
        return step == .end ? value : nil
    }

    /// The text `parse` reads back as `value`.
    static func text(_ value: Swift.Int) -> Swift.String {
        Swift.String(value)
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    static func at(_ index: Swift.Int, of link: Link) -> Swift.Int? {
        parse(link.segment(index))
    }
}

"""#),
        ("Link.swift", #"""
/// A URL the app takes, ready for matching: its path segments checked, its query read on demand.
///
/// A `Link` exists only inside `read`'s closure and points into the text being read: it must not escape it.
struct Link {
    /// Which of the policy's kinds of link it is.
    enum Origin {
        /// One of the app's custom schemes.
        case customScheme
        /// An https link to one of the trusted hosts.
        case universalLink
    }

    /// Which kind of link it is.
    let origin: Origin
    /// Whether literal segments and enum values match ignoring ASCII case, as the policy says.
    let literalsIgnoreCase: Swift.Bool
    /// The path segments the routes match, as written; empty segments are skipped.
    let segments: Swift.UnsafeBufferPointer<Swift.UnsafeBufferPointer<Swift.UInt8>>
    /// The query as written, or nil without `?`.
    let query: Swift.UnsafeBufferPointer<Swift.UInt8>?

    /// A link of parts already checked, as `read` makes it.
    init(
        origin: Origin,
        literalsIgnoreCase: Swift.Bool,
        segments: Swift.UnsafeBufferPointer<Swift.UnsafeBufferPointer<Swift.UInt8>>,
        query: Swift.UnsafeBufferPointer<Swift.UInt8>?
    ) {
        self.origin = origin
        self.literalsIgnoreCase = literalsIgnoreCase
        self.segments = segments
        self.query = query
    }

    /// Takes `text` apart, checks its scheme, authority and every path segment, and hands the link to `body`.
    ///
    /// For a `URL`, pass `url.absoluteString`; text from elsewhere, a QR code for one, follows the same rules.
    /// With a custom scheme the host is the first segment: `myapp://users/42`, `myapp:/users/42` and
    /// `myapp:users/42` all have the segments `users`, `42`.
    static func read<Value>(
        _ text: Swift.String, _ policy: LinkPolicy, _ body: (Link) -> Value
    ) -> Swift.Result<Value, LinkRejection> {
        var text = text
        return text.withUTF8 { bytes in
            let parts = LinkParts.split(bytes)
            let origin: Origin
            switch policy.origin(of: parts, in: bytes) {
            case .success(let found): origin = found
            case .failure(let rejection): return .failure(rejection)
            }
            let path = Swift.UnsafeBufferPointer(rebasing: bytes[routedPath(of: parts, from: origin)])
            let query = parts.query.map { Swift.UnsafeBufferPointer(rebasing: bytes[$0]) }
            // Segments lie between slashes, so there is at most one more than there are slashes; the table of a
            // path of up to 64 segments stays on the stack.
            let capacity = path.reduce(1) { $1 == LinkParts.slash ? $0 + 1 : $0 }
            let segmentType = Swift.UnsafeBufferPointer<Swift.UInt8>.self
            return withUnsafeTemporaryAllocation(of: segmentType, capacity: capacity) { storage in
                var count = 0
                var start = 0
                while start < path.count {
                    let end = LinkParts.end(of: path, from: start) { $0 == LinkParts.slash }
                    if end > start {
                        let segment = Swift.UnsafeBufferPointer(rebasing: path[start..<end])
                        let encoded = EncodedText(bytes: segment, plusIsSpace: false)
                        guard TextRules.accepts(encoded, in: .pathSegment) else {
                            return .failure(.malformedPath)
                        }
                        (storage.baseAddress! + count).initialize(to: segment)
                        count += 1
                    }
                    start = end + 1
                }
                let link = Link(origin: origin, literalsIgnoreCase: policy.literalsIgnoreCase,
                                segments: Swift.UnsafeBufferPointer(rebasing: storage[..<count]), query: query)
                return .success(body(link))
            }
        }
    }

    /// The bytes whose segments the routes match: with a custom scheme the authority, where there is one, is the
    /// first segment.
    static func routedPath(of parts: LinkParts, from origin: Origin) -> Swift.Range<Swift.Int> {
        let start = origin == .customScheme
            ? parts.authority?.lowerBound ?? parts.path.lowerBound
            : parts.path.lowerBound
        return start..<parts.path.upperBound
    }

    /// The number of path segments.
    var count: Swift.Int {
        segments.count
    }

    /// Whether the path has exactly `expected` segments.
    func segmentCount(is expected: Swift.Int) -> Swift.Bool {
        segments.count == expected
    }

    /// Whether the path has `minimum` segments or more.
    func segmentCount(isAtLeast minimum: Swift.Int) -> Swift.Bool {
        segments.count >= minimum
    }

    /// Whether the path has from `minimum` to `maximum` segments.
    func segmentCount(isFrom minimum: Swift.Int, through maximum: Swift.Int) -> Swift.Bool {
        segments.count >= minimum && segments.count <= maximum
    }

    /// The segment at `index` as written. Out of range is a programming error and stops the program.
    func segment(_ index: Swift.Int) -> EncodedText {
        precondition(segments.indices.contains(index), "segment \(index) of a link with \(segments.count)")
        return EncodedText(bytes: segments[index], plusIsSpace: false)
    }

    /// Whether the segment at `index` decodes to `literal`, ignoring ASCII case if the policy says so.
    func segment(_ index: Swift.Int, is literal: Swift.String) -> Swift.Bool {
        ValueParsing.equals(segment(index), literal, foldingCase: literalsIgnoreCase)
    }

    /// The position in `sortedLiterals` of the literal the segment at `index` decodes to, found by binary search.
    /// The literals must be in ascending order of their UTF-8 bytes, `A`–`Z` taken as `a`–`z` if the policy
    /// ignores case.
    func index(ofSegment index: Swift.Int, in sortedLiterals: [Swift.String]) -> Swift.Int? {
        let text = segment(index)
        var low = 0, high = sortedLiterals.count
        while low < high {
            let middle = (low + high) / 2
            let literal = sortedLiterals[middle]
            guard let order = ValueParsing.compare(text, literal, foldingCase: literalsIgnoreCase) else {
                return nil
            }
            if order == 0 { return middle }
            if order < 0 { high = middle } else { low = middle + 1 }
        }
        return nil
    }

    /// The decoded segment; every segment is acceptable text once `read` has handed out the link.
    func string(at index: Swift.Int) -> Swift.String {
        ValueParsing.string(segment(index))
    }
}

"""#),
        ("LinkParts.swift", #"""
/// Where the parts of a URL lie in its UTF-8 bytes, found the way RFC 3986 section 3 takes a URI apart.
///
/// Nothing is decoded or judged here: each part is a range of the bytes as written, delimiters excluded.
struct LinkParts {
    /// The scheme, or nil when the text does not start with one.
    var scheme: Swift.Range<Swift.Int>?
    /// What follows `//` up to the path, or nil without `//`. It may be empty, as in `myapp:///users`.
    var authority: Swift.Range<Swift.Int>?
    /// What follows the authority (or the scheme) up to `?` or `#`.
    var path: Swift.Range<Swift.Int>
    /// What follows `?` up to `#`, or nil without `?`.
    var query: Swift.Range<Swift.Int>?

    /// Reads the bytes once. The fragment, after `#`, is left out: it never takes part in routing.
    static func split(_ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>) -> LinkParts {
        var position = 0
        let scheme = schemeEnd(bytes).map { end in
            position = end + 1
            return 0..<end
        }
        var authority: Swift.Range<Swift.Int>?
        if position + 1 < bytes.count, bytes[position] == slash, bytes[position + 1] == slash {
            let start = position + 2
            position = end(of: bytes, from: start) { $0 == slash || $0 == questionMark || $0 == numberSign }
            authority = start..<position
        }
        let pathStart = position
        position = end(of: bytes, from: position) { $0 == questionMark || $0 == numberSign }
        let path = pathStart..<position
        var query: Swift.Range<Swift.Int>?
        if position < bytes.count, bytes[position] == questionMark {
            let start = position + 1
            position = end(of: bytes, from: start) { $0 == numberSign }
            query = start..<position
        }
        return LinkParts(scheme: scheme, authority: authority, path: path, query: query)
    }

    /// The index of the `:` that ends a scheme: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func schemeEnd(_ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Swift.Int? {
        guard let first = bytes.first, ASCII.isLetter(first) else { return nil }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == colon { return index }
            guard ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == plus || byte == minus || byte == dot else {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Whether an authority carries a user name, a password or a port, which no link of the app has.
    /// A `:` inside `[...]` belongs to an IPv6 address; any other `:` starts a port, even an empty one.
    static func hasUserInfoOrPort(_ authority: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Swift.Bool {
        var isInsideBrackets = false
        for byte in authority {
            switch byte {
            case at: return true
            case openingBracket: isInsideBrackets = true
            case closingBracket: isInsideBrackets = false
            case colon where !isInsideBrackets: return true
            default: continue
            }
        }
        return false
    }

    /// The index of the first byte from `start` that `isDelimiter` accepts, or the end of the bytes.
    static func end(
        of bytes: Swift.UnsafeBufferPointer<Swift.UInt8>,
        from start: Swift.Int,
        at isDelimiter: (Swift.UInt8) -> Swift.Bool
    ) -> Swift.Int {
        var index = start
        while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
        return index
    }

    /// `/`
    static var slash: Swift.UInt8 { Swift.UInt8(ascii: "/") }
    /// `?`
    static var questionMark: Swift.UInt8 { Swift.UInt8(ascii: "?") }
    /// `#`
    static var numberSign: Swift.UInt8 { Swift.UInt8(ascii: "#") }
    /// `:`
    static var colon: Swift.UInt8 { Swift.UInt8(ascii: ":") }
    /// `@`
    static var at: Swift.UInt8 { Swift.UInt8(ascii: "@") }
    /// `+`
    static var plus: Swift.UInt8 { Swift.UInt8(ascii: "+") }
    /// `-`
    static var minus: Swift.UInt8 { Swift.UInt8(ascii: "-") }
    /// `.`
    static var dot: Swift.UInt8 { Swift.UInt8(ascii: ".") }
    /// `[`
    static var openingBracket: Swift.UInt8 { Swift.UInt8(ascii: "[") }
    /// `]`
    static var closingBracket: Swift.UInt8 { Swift.UInt8(ascii: "]") }
}

"""#),
        ("LinkPolicy.swift", #"""
/// Which links the app takes: its custom schemes, the hosts of its universal links, and how literals compare.
struct LinkPolicy: Swift.Sendable {
    /// Compared with a URL's scheme ignoring ASCII case.
    var customSchemes: [Swift.String]
    /// Compared with an https URL's host as written, ignoring ASCII case only: bare host names, as a spec's are.
    /// Without hosts, https is refused.
    var trustedHosts: [Swift.String]
    /// Whether literal segments and enum values match with `A`–`Z` equal to `a`–`z`; never Unicode case
    /// mapping.
    var literalsIgnoreCase: Swift.Bool

    /// The policy of a spec's schemes, hosts and case rule.
    init(customSchemes: [Swift.String], trustedHosts: [Swift.String], literalsIgnoreCase: Swift.Bool) {
        self.customSchemes = customSchemes
        self.trustedHosts = trustedHosts
        self.literalsIgnoreCase = literalsIgnoreCase
    }

    /// Where the link comes from, if the policy takes its scheme and authority, or why not. User info and ports are
    /// refused before a host is reported untrusted, so that an authority like `example.com@evil.com` never needs
    /// reading.
    func origin(
        of parts: LinkParts, in bytes: Swift.UnsafeBufferPointer<Swift.UInt8>
    ) -> Swift.Result<Link.Origin, LinkRejection> {
        guard let schemeRange = parts.scheme else { return .failure(.unsupportedScheme("")) }
        let scheme = Swift.UnsafeBufferPointer(rebasing: bytes[schemeRange])
        let origin: Link.Origin
        if customSchemes.contains(where: { ASCII.equalIgnoringCase(scheme, $0) }) {
            origin = .customScheme
        } else if !trustedHosts.isEmpty, ASCII.equalIgnoringCase(scheme, "https") {
            origin = .universalLink
        } else {
            let lowercased = scheme.map(ASCII.lowercased)
            return .failure(.unsupportedScheme(Swift.String(decoding: lowercased, as: Swift.UTF8.self)))
        }
        let authority = parts.authority.map { Swift.UnsafeBufferPointer(rebasing: bytes[$0]) }
            ?? Swift.UnsafeBufferPointer(start: nil, count: 0)
        // The host is compared as written: escapes stay escapes and punycode stays punycode, so the only
        // hosts trusted are the spellings the spec lists. Those are bare names, without `@`, `:` or brackets, so an
        // authority equal to one has no user info or port and need not be searched for them.
        if origin == .universalLink, trustedHosts.contains(where: { ASCII.equalIgnoringCase(authority, $0) }) {
            return .success(origin)
        }
        if LinkParts.hasUserInfoOrPort(authority) { return .failure(.userInfoOrPort) }
        if origin == .universalLink {
            return .failure(.untrustedHost(Swift.String(decoding: authority, as: Swift.UTF8.self)))
        }
        return .success(origin)
    }
}

/// Why a text is not a link the app takes, before any route is tried.
enum LinkRejection: Swift.Error, Swift.Equatable {
    /// The scheme in lowercase, its canonical form; empty when the text does not start with a scheme.
    case unsupportedScheme(Swift.String)
    /// The https URL's host as written, escapes and all.
    case untrustedHost(Swift.String)
    /// The authority has a user name, a password or a port.
    case userInfoOrPort
    /// A segment has a bad escape, ill-formed UTF-8, a control or bidi control character, or is `.` or `..`.
    case malformedPath
}

"""#),
        ("LinkWriting.swift", #"""
/// Writes canonical links, which `Link` reads back as the same segments and query values.
enum LinkWriting {
    /// `prefix` (`myapp://` or `https://example.com/`), then the segments joined by `/`, then `?` and the query
    /// items that have a value, in order. Every name, value and segment is percent-encoded by `PercentEncoding`, so
    /// each stays one segment or one item whatever it holds.
    ///
    /// An empty segment is written as `%00`: `Link` skips empty segments, so `a//b` would read as another path (and
    /// open another screen), while a NUL is a control character it refuses, so the link resolves to an error.
    static func text(
        prefix: Swift.String, path: [Swift.String], query: [(name: Swift.String, value: Swift.String?)]
    ) -> Swift.String {
        var text = prefix
        for (index, segment) in path.enumerated() {
            if index > 0 { text += "/" }
            text += segment.isEmpty ? "%00" : PercentEncoding.encoded(segment)
        }
        var separator = "?"
        for item in query {
            guard let value = item.value else { continue }
            text += separator + PercentEncoding.encoded(item.name) + "=" + PercentEncoding.encoded(value)
            separator = "&"
        }
        return text
    }
}

"""#),
        ("OptionalSegments.swift", #"""
/// Writing a path's optional segments, carried by a generated file whose spec has one.
enum OptionalSegments {
    /// The values before the first absent one: a later optional segment cannot be written without the earlier ones.
    static func leading(_ values: [Swift.String?]) -> [Swift.String] {
        var leading: [Swift.String] = []
        for value in values {
            guard let value else { break }
            leading.append(value)
        }
        return leading
    }
}

"""#),
        ("PercentDecoding.swift", #"""
/// A part of a URL as written, with the escapes it may contain still in place.
///
/// The bytes belong to the text being read and are valid only while it is.
struct EncodedText {
    /// The bytes as written.
    var bytes: Swift.UnsafeBufferPointer<Swift.UInt8>
    /// Query text writes a space as `+`, as HTML forms do; in a path `+` is a plus.
    var plusIsSpace: Swift.Bool

    /// The text of `bytes`, as written.
    init(bytes: Swift.UnsafeBufferPointer<Swift.UInt8>, plusIsSpace: Swift.Bool) {
        self.bytes = bytes
        self.plusIsSpace = plusIsSpace
    }

    /// A decoder at the start of the text.
    func decoder() -> PercentDecoder {
        PercentDecoder(bytes: bytes, plusIsSpace: plusIsSpace)
    }

    /// Whether decoding can change the bytes; when it cannot, they are used as they are.
    var needsDecoding: Swift.Bool {
        bytes.contains { $0 == Swift.UInt8(ascii: "%") || (plusIsSpace && $0 == Swift.UInt8(ascii: "+")) }
    }
}

/// Decodes `%XX` escapes one byte at a time, so that nothing is copied before it is needed.
struct PercentDecoder {
    /// What `next()` read.
    enum Step: Swift.Equatable {
        /// The next decoded byte.
        case byte(Swift.UInt8)
        /// The text is read to its end.
        case end
        /// A `%` not followed by two hexadecimal digits. Nothing after it is read: the text is malformed.
        case badEscape
    }

    /// The bytes as written.
    let bytes: Swift.UnsafeBufferPointer<Swift.UInt8>
    /// Whether `+` decodes as a space.
    let plusIsSpace: Swift.Bool
    /// The index of the next byte to read.
    var index = 0

    /// A decoder at the start of `bytes`.
    init(bytes: Swift.UnsafeBufferPointer<Swift.UInt8>, plusIsSpace: Swift.Bool) {
        self.bytes = bytes
        self.plusIsSpace = plusIsSpace
    }

    // Called for every byte of every segment: inlined, the steps cost no more than a loop over the bytes.
    /// Reads the next byte, decoding an escape.
    @inline(__always)
    mutating func next() -> Step {
        guard index < bytes.count else { return .end }
        let byte = bytes[index]
        if byte == Swift.UInt8(ascii: "%") {
            guard index + 2 < bytes.count,
                  let high = ASCII.hexValue(bytes[index + 1]),
                  let low = ASCII.hexValue(bytes[index + 2]) else {
                index = bytes.count
                return .badEscape
            }
            index += 3
            return .byte(high << 4 | low)
        }
        index += 1
        return .byte(plusIsSpace && byte == Swift.UInt8(ascii: "+") ? Swift.UInt8(ascii: " ") : byte)
    }
}

"""#),
        ("PercentEncoding.swift", #"""
/// Writes values into canonical URLs so that `Link` reads them back unchanged.
enum PercentEncoding {
    /// `text` with every byte outside RFC 3986's unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`,
    /// `_`, `~`) written as `%XX` in uppercase hexadecimal. A value then stays one segment or one query item
    /// whatever it holds, and `+` arrives as a plus, not a space.
    static func encoded(_ text: Swift.String) -> Swift.String {
        var text = text
        return text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: Swift.UInt8.self, capacity: bytes.count * 3) { buffer in
                var count = 0
                for byte in bytes {
                    if isUnreserved(byte) {
                        buffer[count] = byte
                        count += 1
                    } else {
                        buffer[count] = Swift.UInt8(ascii: "%")
                        buffer[count + 1] = hexDigit(byte >> 4)
                        buffer[count + 2] = hexDigit(byte & 0x0F)
                        count += 3
                    }
                }
                let written = Swift.UnsafeBufferPointer(rebasing: buffer[..<count])
                return Swift.String(decoding: written, as: Swift.UTF8.self)
            }
        }
    }

    /// Whether the byte is one of RFC 3986's unreserved characters, which are written as they are.
    static func isUnreserved(_ byte: Swift.UInt8) -> Swift.Bool {
        ASCII.isLetter(byte) || ASCII.isDigit(byte)
            || byte == Swift.UInt8(ascii: "-") || byte == Swift.UInt8(ascii: ".")
            || byte == Swift.UInt8(ascii: "_") || byte == Swift.UInt8(ascii: "~")
    }

    /// The uppercase hexadecimal digit of a value from 0 to 15.
    static func hexDigit(_ value: Swift.UInt8) -> Swift.UInt8 {
        value < 10 ? Swift.UInt8(ascii: "0") + value : Swift.UInt8(ascii: "A") + value - 10
    }
}

"""#),
        ("QueryItems.swift", #"""
/// The outcome of reading one query parameter.
enum QueryValue<Value: Swift.Equatable & Swift.Sendable>: Swift.Equatable, Swift.Sendable {
    /// The query has no item of that name.
    case absent
    /// The first item of that name holds this value.
    case value(Value)
    /// The first item of that name holds no value of the type. Its text is decoded when it is acceptable text,
    /// and as written otherwise (a bad escape, ill-formed UTF-8, a forbidden character).
    case invalid(Swift.String)
}

/// Finds query items by name, lazily: nothing is decoded into a dictionary, and only names are decoded at all.
/// Carried by a generated file whose spec reads query items: a route's query parameters or the context's keys.
enum QueryItems {
    /// The decoded text of the first item named `name`.
    static func text(_ name: Swift.String, in link: Link) -> QueryValue<Swift.String> {
        value(name, in: link, parsing: ValueParsing.string)
    }

    /// The value of the first item named `name`, parsed by `parse`: `IntValue.parse`, say.
    static func value<Value>(
        _ name: Swift.String, in link: Link, parsing parse: (EncodedText) -> Value?
    ) -> QueryValue<Value> {
        guard let query = link.query, let text = firstValue(named: name, in: query) else { return .absent }
        guard TextRules.accepts(text, in: .queryValue) else {
            return .invalid(Swift.String(decoding: text.bytes, as: Swift.UTF8.self))
        }
        guard let value = parse(text) else { return .invalid(ValueParsing.string(text)) }
        return .value(value)
    }

    /// The same, with a value that `isAllowed` refuses made invalid, as text of the wrong type is: a spec's
    /// constraint on a query parameter.
    static func value<Value>(
        _ name: Swift.String, in link: Link, parsing parse: (EncodedText) -> Value?,
        allowing isAllowed: (Value) -> Swift.Bool
    ) -> QueryValue<Value> {
        let found = value(name, in: link, parsing: parse)
        guard case .value(let parsed) = found, !isAllowed(parsed),
              case .value(let written) = text(name, in: link) else {
            return found
        }
        return .invalid(written)
    }

    /// The value of the first item whose decoded name is exactly `name`, as written.
    ///
    /// Items are split on `&`, empty ones skipped; an item without `=` has the empty value. Only the names are
    /// decoded, one byte at a time until they differ, so a long query costs one pass and no copy.
    static func firstValue(
        named name: Swift.String, in query: Swift.UnsafeBufferPointer<Swift.UInt8>
    ) -> EncodedText? {
        ASCII.withBytes(of: name) { name in
            var start = 0
            while start < query.count {
                let nameEnd = LinkParts.end(of: query, from: start) {
                    $0 == Swift.UInt8(ascii: "=") || $0 == Swift.UInt8(ascii: "&")
                }
                let end = nameEnd < query.count && query[nameEnd] == Swift.UInt8(ascii: "=")
                    ? LinkParts.end(of: query, from: nameEnd + 1) { $0 == Swift.UInt8(ascii: "&") } : nameEnd
                let itemName = Swift.UnsafeBufferPointer(rebasing: query[start..<nameEnd])
                if end > start, names(itemName, match: name) {
                    let valueStart = min(nameEnd + 1, end)
                    let value = Swift.UnsafeBufferPointer(rebasing: query[valueStart..<end])
                    return EncodedText(bytes: value, plusIsSpace: true)
                }
                start = end + 1
            }
            return nil
        }
    }

    /// Whether an item's name as written decodes to `name`. A name without `%` or `+` decodes to itself, so its
    /// bytes are compared directly, which keeps a query of many items one quick pass.
    static func names(
        _ written: Swift.UnsafeBufferPointer<Swift.UInt8>, match name: Swift.UnsafeBufferPointer<Swift.UInt8>
    ) -> Swift.Bool {
        if !written.contains(where: { $0 == Swift.UInt8(ascii: "%") || $0 == Swift.UInt8(ascii: "+") }) {
            return written.count == name.count && written.elementsEqual(name)
        }
        var decoder = PercentDecoder(bytes: written, plusIsSpace: true)
        for expected in name {
            guard decoder.next() == .byte(expected) else { return false }
        }
        return decoder.next() == .end
    }
}

"""#),
        ("TextCharacters.swift", #"""
/// The characters a spec allows in `String` values, checked once a value has been read, in one pass over the text.
/// Carried by a generated file whose spec sets `characters:`.
enum TextCharacters {
    /// Whether every Unicode scalar of `text` lies in one of `allowed`.
    static func allowed(_ text: Swift.String, in allowed: [Swift.ClosedRange<Swift.Unicode.Scalar>]) -> Swift.Bool {
        text.unicodeScalars.allSatisfy { scalar in allowed.contains { $0.contains(scalar) } }
    }
}

"""#),
        ("TextRules.swift", #"""
/// Which decoded text may reach the app, checked once for every path segment and for each query value read.
enum TextRules {
    /// Where in a link the text is.
    enum Place {
        /// A path segment.
        case pathSegment
        /// A query item's value, which may also hold tab and line breaks.
        case queryValue
    }

    /// Whether `text` decodes to well-formed UTF-8 whose every scalar is allowed in `place`, and, for a path
    /// segment, is not `.` or `..`, which would let a link climb out of its route wherever the path is reused.
    static func accepts(_ text: EncodedText, in place: Place) -> Swift.Bool {
        if isPlainVisibleASCII(text.bytes) {
            // Nothing to decode and nothing forbidden: only the dot segments remain to refuse.
            return place == .queryValue || !isDotSegment(text.bytes)
        }
        var scalars = UTF8Scalars(decoder: text.decoder())
        var count = 0
        var isAllDots = true
        while true {
            switch scalars.next() {
            case .invalid:
                return false
            case .end:
                return place == .queryValue || !(isAllDots && count <= 2)
            case .scalar(let scalar):
                guard isAllowed(scalar, in: place) else { return false }
                count += 1
                isAllDots = isAllDots && scalar == 0x2E
            }
        }
    }

    /// Printable ASCII without `%`, the bytes of nearly every segment: text that decodes to itself and is allowed
    /// everywhere.
    static func isPlainVisibleASCII(_ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Swift.Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E || byte == 0x25 {
            return false
        }
        return true
    }

    /// Whether the bytes are `.` or `..`.
    static func isDotSegment(_ bytes: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Swift.Bool {
        (bytes.count == 1 || bytes.count == 2) && bytes.allSatisfy { $0 == 0x2E }
    }

    /// Whether a decoded scalar may appear in `place`: no control character or bidi embedding, except tab and line
    /// breaks in a query value.
    static func isAllowed(_ scalar: Swift.UInt32, in place: Place) -> Swift.Bool {
        if place == .queryValue, scalar == 0x09 || scalar == 0x0A || scalar == 0x0D {
            // Text shared through a link, a message body for one, may span lines.
            return true
        }
        return !isControl(scalar) && !isBidiEmbeddingOrIsolate(scalar)
    }

    /// C0 controls, DEL and C1 controls: invisible, and NUL ends strings in C APIs.
    static func isControl(_ scalar: Swift.UInt32) -> Swift.Bool {
        scalar < 0x20 || (0x7F...0x9F).contains(scalar)
    }

    /// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text around them, so a
    /// value could display as something it is not. The marks U+200E, U+200F and U+061C stay allowed: they only
    /// steer neutral characters, and right-to-left text needs them.
    static func isBidiEmbeddingOrIsolate(_ scalar: Swift.UInt32) -> Swift.Bool {
        (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
    }
}

"""#),
        ("UTF8Scalars.swift", #"""
/// Reads Unicode scalars from decoded bytes, accepting only well-formed UTF-8 (Unicode, table 3-7).
///
/// Overlong forms, surrogates (U+D800–U+DFFF), values past U+10FFFF and cut-off sequences are all ill-formed:
/// each could smuggle a character past a check that looks at the bytes.
struct UTF8Scalars {
    /// What `next()` read.
    enum Step: Swift.Equatable {
        /// The next scalar's value.
        case scalar(Swift.UInt32)
        /// The text is read to its end.
        case end
        /// A bad escape or ill-formed UTF-8. Nothing after it is read.
        case invalid
    }

    /// The decoder of the text's bytes.
    var decoder: PercentDecoder

    /// Reads the next scalar.
    @inline(__always)
    mutating func next() -> Step {
        let lead: Swift.UInt8
        switch decoder.next() {
        case .end: return .end
        case .badEscape: return .invalid
        case .byte(let byte): lead = byte
        }
        // The lead byte fixes the length and the range of the first continuation byte; the others are 80–BF.
        let continuationCount: Swift.Int
        var secondByteRange: Swift.ClosedRange<Swift.UInt8> = 0x80...0xBF
        var scalar: Swift.UInt32
        switch lead {
        case 0x00...0x7F: return .scalar(Swift.UInt32(lead))
        case 0xC2...0xDF: continuationCount = 1; scalar = Swift.UInt32(lead & 0x1F)
        case 0xE0: continuationCount = 2; scalar = Swift.UInt32(lead & 0x0F); secondByteRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2; scalar = Swift.UInt32(lead & 0x0F)
        case 0xED: continuationCount = 2; scalar = Swift.UInt32(lead & 0x0F); secondByteRange = 0x80...0x9F
        case 0xF0: continuationCount = 3; scalar = Swift.UInt32(lead & 0x07); secondByteRange = 0x90...0xBF
        case 0xF1...0xF3: continuationCount = 3; scalar = Swift.UInt32(lead & 0x07)
        case 0xF4: continuationCount = 3; scalar = Swift.UInt32(lead & 0x07); secondByteRange = 0x80...0x8F
        default: return .invalid
        }
        for position in 0..<continuationCount {
            guard case .byte(let byte) = decoder.next(),
                  (position == 0 ? secondByteRange : 0x80...0xBF).contains(byte) else { return .invalid }
            scalar = scalar << 6 | Swift.UInt32(byte & 0x3F)
        }
        return .scalar(scalar)
    }
}

"""#),
        ("UUIDValue.swift", #"""
/// `UUID` values, carried by a generated file whose spec has one: read from link text and written back.
enum UUIDValue {
    /// The 8-4-4-4-12 hexadecimal form, digits in either case.
    @inline(never)
    static func parse(_ text: EncodedText) -> Foundation.UUID? {
        var decoder = text.decoder()
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isComplete = withUnsafeMutableBytes(of: &bytes) { bytes in
            var digitCount = 0
            for position in 0..<36 {
                guard case .byte(let byte) = decoder.next() else { return false }
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard byte == Swift.UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let digit = ASCII.hexValue(byte) else { return false }
                bytes[digitCount / 2] |= digitCount % 2 == 0 ? digit << 4 : digit
                digitCount += 1
            }
            return decoder.next() == .end
        }
        return isComplete ? Foundation.UUID(uuid: bytes) : nil
    }

    /// The lowercase form, as most web links write UUIDs.
    static func text(_ value: Foundation.UUID) -> Swift.String {
        value.uuidString.lowercased()
    }

    /// The value of the path segment at `index`, or nil when it is not one.
    static func at(_ index: Swift.Int, of link: Link) -> Foundation.UUID? {
        parse(link.segment(index))
    }
}

"""#),
        ("ValueBounds.swift", #"""
/// The length a spec sets on `String` values, checked once a value has been read: one pass over the text, whatever
/// it holds, so a hostile value costs no more than its length. Carried by a generated file whose spec bounds the
/// length of text.
enum ValueBounds {
    /// Whether `text` has a number of characters in `range`, counted as `String.count` counts them (grapheme
    /// clusters). Counting stops one past the upper bound, so a long value is refused after that many characters.
    static func length(of text: Swift.String, in range: Swift.ClosedRange<Swift.Int>) -> Swift.Bool {
        var count = 0
        for _ in text {
            count += 1
            if count > range.upperBound { return false }
        }
        return count >= range.lowerBound
    }
}

"""#),
        ("ValueParsing.swift", #"""
/// Typed values read straight from encoded text, decoding escapes on the way, without copying it first.
///
/// Each parser accepts exactly the language of docs/spec-format.md#values; anything else is nil.
/// The text should already have passed `TextRules`; a bad escape still reads as no value. Each other type has
/// a parser of its own (`IntValue`, `UUIDValue`, …), which a generated file carries only when its spec has
/// the type.
enum ValueParsing {
    /// The decoded text. A String keeps up to 15 UTF-8 bytes inline, so a short value allocates nothing.
    @inline(never)
    static func string(_ text: EncodedText) -> Swift.String {
        guard text.needsDecoding else { return Swift.String(decoding: text.bytes, as: Swift.UTF8.self) }
        // Decoding never lengthens text, so the encoded length is room enough.
        return withUnsafeTemporaryAllocation(of: Swift.UInt8.self, capacity: text.bytes.count) { buffer in
            var decoder = text.decoder()
            var count = 0
            while case .byte(let byte) = decoder.next() {
                buffer[count] = byte
                count += 1
            }
            let written = Swift.UnsafeBufferPointer(rebasing: buffer[..<count])
            return Swift.String(decoding: written, as: Swift.UTF8.self)
        }
    }

    /// Whether the decoded text is `literal`, byte for byte, or with `A`–`Z` equal to `a`–`z` when `foldingCase`.
    static func equals(_ text: EncodedText, _ literal: Swift.String, foldingCase: Swift.Bool) -> Swift.Bool {
        compare(text, literal, foldingCase: foldingCase) == 0
    }

    /// How the decoded text orders against `literal`, byte by byte (negative: before; zero: equal; positive:
    /// after); nil when the text has a bad escape, which equals no literal.
    static func compare(_ text: EncodedText, _ literal: Swift.String, foldingCase: Swift.Bool) -> Swift.Int? {
        ASCII.withBytes(of: literal) { literal in
            var decoder = text.decoder()
            for expected in literal {
                switch decoder.next() {
                case .badEscape: return nil
                case .end: return -1
                case .byte(let byte):
                    let (actual, expected) = foldingCase
                        ? (ASCII.lowercased(byte), ASCII.lowercased(expected))
                        : (byte, expected)
                    if actual != expected { return actual < expected ? -1 : 1 }
                }
            }
            switch decoder.next() {
            case .badEscape: return nil
            case .end: return 0
            case .byte: return 1
            }
        }
    }
}

"""#),
    ]
}
