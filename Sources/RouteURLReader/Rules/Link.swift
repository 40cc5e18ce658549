/// A URL the app takes, ready for matching: its path segments checked, its query read on demand.
///
/// A `Link` exists only inside `read`'s closure and points into the text being read: it must not escape it.
public struct Link {
    /// Which of the policy's kinds of link it is.
    public enum Origin {
        /// One of the app's custom schemes.
        case customScheme
        /// An https link to one of the trusted hosts.
        case universalLink
    }

    /// Which kind of link it is.
    public let origin: Origin
    /// Whether literal segments and enum values match ignoring ASCII case, as the policy says.
    public let literalsIgnoreCase: Bool
    /// The path segments the routes match, as written; empty segments are skipped.
    public let segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// The query as written, or nil without `?`.
    public let query: UnsafeBufferPointer<UInt8>?

    /// A link of parts already checked, as `read` makes it.
    @inlinable
    public init(
        origin: Origin,
        literalsIgnoreCase: Bool,
        segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
        query: UnsafeBufferPointer<UInt8>?
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
    @inlinable
    public static func read<Value>(
        _ text: String, _ policy: LinkPolicy, _ body: (Link) -> Value
    ) -> Result<Value, LinkRejection> {
        var text = text
        return text.withUTF8 { bytes in
            let parts = LinkParts.split(bytes)
            let origin: Origin
            switch policy.origin(of: parts, in: bytes) {
            case .success(let found): origin = found
            case .failure(let rejection): return .failure(rejection)
            }
            let path = UnsafeBufferPointer(rebasing: bytes[routedPath(of: parts, from: origin)])
            let query = parts.query.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
            // Segments lie between slashes, so there is at most one more than there are slashes; the table of a
            // path of up to 64 segments stays on the stack.
            let capacity = path.reduce(1) { $1 == LinkParts.slash ? $0 + 1 : $0 }
            let segmentType = UnsafeBufferPointer<UInt8>.self
            return withUnsafeTemporaryAllocation(of: segmentType, capacity: capacity) { storage in
                var count = 0
                var start = 0
                while start < path.count {
                    let end = LinkParts.end(of: path, from: start) { $0 == LinkParts.slash }
                    if end > start {
                        let segment = UnsafeBufferPointer(rebasing: path[start..<end])
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
                                segments: UnsafeBufferPointer(rebasing: storage[..<count]), query: query)
                return .success(body(link))
            }
        }
    }

    /// The bytes whose segments the routes match: with a custom scheme the authority, where there is one, is the
    /// first segment.
    @inlinable
    public static func routedPath(of parts: LinkParts, from origin: Origin) -> Range<Int> {
        let start = origin == .customScheme
            ? parts.authority?.lowerBound ?? parts.path.lowerBound
            : parts.path.lowerBound
        return start..<parts.path.upperBound
    }

    /// The number of path segments.
    @inlinable
    public var count: Int {
        segments.count
    }

    /// Whether the path has exactly `expected` segments.
    @inlinable
    public func segmentCount(is expected: Int) -> Bool {
        segments.count == expected
    }

    /// Whether the path has `minimum` segments or more.
    @inlinable
    public func segmentCount(isAtLeast minimum: Int) -> Bool {
        segments.count >= minimum
    }

    /// Whether the path has from `minimum` to `maximum` segments.
    @inlinable
    public func segmentCount(isFrom minimum: Int, through maximum: Int) -> Bool {
        segments.count >= minimum && segments.count <= maximum
    }

    /// The segment at `index` as written. Out of range is a programming error and stops the program.
    @inlinable
    public func segment(_ index: Int) -> EncodedText {
        precondition(segments.indices.contains(index), "segment \(index) of a link with \(segments.count)")
        return EncodedText(bytes: segments[index], plusIsSpace: false)
    }

    /// Whether the segment at `index` decodes to `literal`, ignoring ASCII case if the policy says so.
    @inlinable
    public func segment(_ index: Int, is literal: String) -> Bool {
        ValueParsing.equals(segment(index), literal, foldingCase: literalsIgnoreCase)
    }

    /// The position in `sortedLiterals` of the literal the segment at `index` decodes to, found by binary search.
    /// The literals must be in ascending order of their UTF-8 bytes, `A`–`Z` taken as `a`–`z` if the policy
    /// ignores case.
    @inlinable
    public func index(ofSegment index: Int, in sortedLiterals: [String]) -> Int? {
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
    @inlinable
    public func string(at index: Int) -> String {
        ValueParsing.string(segment(index))
    }
}
