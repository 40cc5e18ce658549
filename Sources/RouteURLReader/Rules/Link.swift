/// Which links the app takes: its custom schemes, the hosts of its universal links, and how literals compare.
struct LinkPolicy {
    /// Compared with a URL's scheme ignoring ASCII case.
    var customSchemes: [String]
    /// Compared with an https URL's host as written, ignoring ASCII case only. Without hosts, https is refused.
    var trustedHosts: [String]
    /// Whether literal segments and enum values match with `A`–`Z` equal to `a`–`z`; never Unicode case mapping.
    var literalsIgnoreCase: Bool
}

/// Why a text is not a link the app takes, before any route is tried.
enum LinkRejection: Error, Equatable {
    /// The scheme as written; empty when the text does not start with a scheme.
    case unsupportedScheme(String)
    /// The https URL's host as written, escapes and all.
    case untrustedHost(String)
    case userInfoOrPort
    /// A segment has a bad escape, ill-formed UTF-8, a control or bidi control character, or is `.` or `..`.
    case malformedPath
}

/// The outcome of reading one query parameter.
enum QueryValue<Value: Equatable & Sendable>: Equatable, Sendable {
    case absent
    case value(Value)
    /// The first item of that name holds no value of the type. Its text is decoded when it is acceptable text,
    /// and as written otherwise (a bad escape, ill-formed UTF-8, a forbidden character).
    case invalid(String)
}

/// A URL the app takes, ready for matching: its path segments checked, its query read on demand.
///
/// A `Link` exists only inside `read`'s closure and points into the text being read: it must not escape it.
struct Link {
    enum Origin {
        case customScheme
        case universalLink
    }

    let origin: Origin
    let literalsIgnoreCase: Bool
    let segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    let query: UnsafeBufferPointer<UInt8>?

    /// Takes `text` apart, checks its scheme, authority and every path segment, and hands the link to `body`.
    ///
    /// For a `URL`, pass `url.absoluteString`; text from elsewhere, a QR code for one, follows the same rules.
    /// With a custom scheme the host is the first segment: `myapp://users/42`, `myapp:/users/42` and
    /// `myapp:users/42` all have the segments `users`, `42`.
    static func read<Value>(_ text: String, _ policy: LinkPolicy, _ body: (Link) -> Value) -> Result<Value, LinkRejection> {
        var text = text
        return text.withUTF8 { bytes in
            let parts = LinkParts.split(bytes)
            let origin: Origin
            switch acceptedOrigin(of: parts, in: bytes, policy) {
            case .success(let found): origin = found
            case .failure(let rejection): return .failure(rejection)
            }
            let pathStart = origin == .customScheme ? parts.authority?.lowerBound ?? parts.path.lowerBound : parts.path.lowerBound
            let path = UnsafeBufferPointer(rebasing: bytes[pathStart..<parts.path.upperBound])
            let query = parts.query.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
            // Room for one segment more than there are slashes; small paths stay on the stack.
            let capacity = path.reduce(1) { $1 == LinkParts.slash ? $0 + 1 : $0 }
            return withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: capacity) { storage in
                var count = 0
                var start = 0
                while start < path.count {
                    let end = LinkParts.end(of: path, from: start) { $0 == LinkParts.slash }
                    if end > start {
                        let segment = UnsafeBufferPointer(rebasing: path[start..<end])
                        guard TextRules.accepts(EncodedText(bytes: segment, plusIsSpace: false), in: .pathSegment) else {
                            return .failure(.malformedPath)
                        }
                        (storage.baseAddress! + count).initialize(to: segment)
                        count += 1
                    }
                    start = end + 1
                }
                let link = Link(origin: origin, literalsIgnoreCase: policy.literalsIgnoreCase,
                                segments: UnsafeBufferPointer(rebasing: storage[..<count]), query: query)
                return .success(body(link))
            }
        }
    }

    static func acceptedOrigin(of parts: LinkParts, in bytes: UnsafeBufferPointer<UInt8>, _ policy: LinkPolicy) -> Result<Origin, LinkRejection> {
        guard let schemeRange = parts.scheme else { return .failure(.unsupportedScheme("")) }
        let scheme = UnsafeBufferPointer(rebasing: bytes[schemeRange])
        let origin: Origin
        if policy.customSchemes.contains(where: { ASCII.equalIgnoringCase(scheme, $0) }) {
            origin = .customScheme
        } else if !policy.trustedHosts.isEmpty, ASCII.equalIgnoringCase(scheme, "https") {
            origin = .universalLink
        } else {
            return .failure(.unsupportedScheme(String(decoding: scheme, as: UTF8.self)))
        }
        let authority = parts.authority.map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? UnsafeBufferPointer(start: nil, count: 0)
        if LinkParts.hasUserInfoOrPort(authority) { return .failure(.userInfoOrPort) }
        // The host is compared as written: escapes stay escapes and punycode stays punycode, so the only
        // hosts trusted are the spellings the spec lists.
        if origin == .universalLink, !policy.trustedHosts.contains(where: { ASCII.equalIgnoringCase(authority, $0) }) {
            return .failure(.untrustedHost(String(decoding: authority, as: UTF8.self)))
        }
        return .success(origin)
    }

    var count: Int {
        segments.count
    }

    /// The segment at `index` as written. Out of range is a programming error and stops the program.
    func segment(_ index: Int) -> EncodedText {
        precondition(segments.indices.contains(index), "segment \(index) of a link with \(segments.count)")
        return EncodedText(bytes: segments[index], plusIsSpace: false)
    }

    /// Whether the segment at `index` decodes to `literal`, ignoring ASCII case if the policy says so.
    func segment(_ index: Int, is literal: String) -> Bool {
        ValueParsing.equals(segment(index), literal, foldingCase: literalsIgnoreCase)
    }

    /// The position in `sortedLiterals` of the literal the segment at `index` decodes to, found by binary search.
    /// The literals must be in ascending order of their UTF-8 bytes, `A`–`Z` taken as `a`–`z` if the policy
    /// ignores case.
    func index(ofSegment index: Int, in sortedLiterals: [String]) -> Int? {
        let text = segment(index)
        var low = 0, high = sortedLiterals.count
        while low < high {
            let middle = (low + high) / 2
            guard let order = ValueParsing.compare(text, sortedLiterals[middle], foldingCase: literalsIgnoreCase) else { return nil }
            if order == 0 { return middle }
            if order < 0 { high = middle } else { low = middle + 1 }
        }
        return nil
    }

    /// The decoded segment; every segment is acceptable text once `read` has handed out the link.
    func string(at index: Int) -> String {
        ValueParsing.string(segment(index))
    }

    /// The decoded segments from `index` on, for a pattern's trailing `**`.
    func strings(from index: Int) -> [String] {
        (index..<count).map(string(at:))
    }

    func value(at index: Int, as type: String.Type) -> String? {
        string(at: index)
    }

    func value(at index: Int, as type: Int.Type) -> Int? {
        ValueParsing.int(segment(index))
    }

    func value(at index: Int, as type: Double.Type) -> Double? {
        ValueParsing.double(segment(index))
    }

    func value(at index: Int, as type: Bool.Type) -> Bool? {
        ValueParsing.bool(segment(index))
    }

    func value(at index: Int, as type: UUID.Type) -> UUID? {
        ValueParsing.uuid(segment(index))
    }

    func value<Choice: CaseIterable & RawRepresentable>(at index: Int, as type: Choice.Type) -> Choice? where Choice.RawValue == String {
        ValueParsing.choice(segment(index), as: type, foldingCase: literalsIgnoreCase)
    }

    func query(_ name: String, as type: String.Type) -> QueryValue<String> {
        query(name) { ValueParsing.string($0) }
    }

    func query(_ name: String, as type: Int.Type) -> QueryValue<Int> {
        query(name, parsing: ValueParsing.int)
    }

    func query(_ name: String, as type: Double.Type) -> QueryValue<Double> {
        query(name, parsing: ValueParsing.double)
    }

    func query(_ name: String, as type: Bool.Type) -> QueryValue<Bool> {
        query(name, parsing: ValueParsing.bool)
    }

    func query(_ name: String, as type: UUID.Type) -> QueryValue<UUID> {
        query(name, parsing: ValueParsing.uuid)
    }

    func query<Choice: CaseIterable & RawRepresentable>(_ name: String, as type: Choice.Type) -> QueryValue<Choice> where Choice.RawValue == String {
        query(name) { ValueParsing.choice($0, as: type, foldingCase: literalsIgnoreCase) }
    }

    func query<Value>(_ name: String, parsing parse: (EncodedText) -> Value?) -> QueryValue<Value> {
        guard let text = queryText(named: name) else { return .absent }
        guard TextRules.accepts(text, in: .queryValue) else { return .invalid(String(decoding: text.bytes, as: UTF8.self)) }
        guard let value = parse(text) else { return .invalid(ValueParsing.string(text)) }
        return .value(value)
    }

    /// The value of the first query item whose decoded name is exactly `name`, as written.
    ///
    /// Items are split on `&`, empty ones skipped; an item without `=` has the empty value. Only the names are
    /// decoded, one byte at a time until they differ, so a long query costs one pass and no copy.
    func queryText(named name: String) -> EncodedText? {
        guard let query else { return nil }
        var start = 0
        while start < query.count {
            let end = LinkParts.end(of: query, from: start) { $0 == UInt8(ascii: "&") }
            let nameEnd = LinkParts.end(of: query, from: start) { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "&") }
            let itemName = EncodedText(bytes: UnsafeBufferPointer(rebasing: query[start..<nameEnd]), plusIsSpace: true)
            if end > start, ValueParsing.equals(itemName, name, foldingCase: false) {
                let valueStart = min(nameEnd + 1, end)
                return EncodedText(bytes: UnsafeBufferPointer(rebasing: query[valueStart..<end]), plusIsSpace: true)
            }
            start = end + 1
        }
        return nil
    }
}
