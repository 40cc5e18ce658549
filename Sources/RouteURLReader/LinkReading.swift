// routegen's own commands (`match`, `docs`) read links through the same rules that every generated file copies,
// so the two cannot disagree. A command explains one link at a time and keeps what it read, so this file copies the
// parts out of the text rather than lending them, as the generated code does. It is not copied into generated files.

/// A link read by the rules in Rules/, with its parts copied out.
package struct LinkReading: Sendable {
    package enum Rejection: Error, Equatable, Sendable {
        /// The scheme in lowercase; empty when the text has none.
        case unsupportedScheme(String)
        /// The https host as written.
        case untrustedHost(String)
        case userInfoOrPort
        /// The first path segment, as written, that the rules refuse.
        case malformedPath(segment: String)
    }

    /// What a query lookup finds: no item of the name, its value still encoded, or a value the rules refuse (bad
    /// escape, ill-formed UTF-8, a forbidden character), reported as written.
    package enum QueryItem: Equatable, Sendable {
        case absent
        case value(LinkText)
        case refused(String)
    }

    /// The path segments the routes match, in order, still encoded.
    package let segments: [LinkText]
    private let query: [UInt8]?

    package static func read(_ text: String, customSchemes: [String], trustedHosts: [String], literalsIgnoreCase: Bool)
        -> Result<LinkReading, Rejection>
    {
        let policy = LinkPolicy(
            customSchemes: customSchemes,
            trustedHosts: trustedHosts,
            literalsIgnoreCase: literalsIgnoreCase
        )
        let outcome = Link.read(text, policy) { link in
            LinkReading(
                segments: link.segments.map { LinkText(encoded: Array($0), plusIsSpace: false) },
                query: link.query.map(Array.init)
            )
        }
        switch outcome {
        case .success(let reading): return .success(reading)
        case .failure(.unsupportedScheme(let scheme)): return .failure(.unsupportedScheme(scheme))
        case .failure(.untrustedHost(let host)): return .failure(.untrustedHost(host))
        case .failure(.userInfoOrPort): return .failure(.userInfoOrPort)
        case .failure(.malformedPath): return .failure(.malformedPath(segment: firstRefusedSegment(of: text, policy)))
        }
    }

    package func query(_ name: String) -> QueryItem {
        guard let query else { return .absent }
        return query.withUnsafeBufferPointer { bytes in
            guard let text = QueryItems.firstValue(named: name, in: bytes) else { return .absent }
            let value = LinkText(encoded: Array(text.bytes), plusIsSpace: true)
            return TextRules.accepts(text, in: .queryValue) ? .value(value) : .refused(value.asWritten)
        }
    }

    /// `read` tells only that some segment is refused; the explanation names it.
    private static func firstRefusedSegment(of text: String, _ policy: LinkPolicy) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let parts = LinkParts.split(bytes)
            guard case .success(let origin) = policy.origin(of: parts, in: bytes) else { return "" }
            let path = UnsafeBufferPointer(rebasing: bytes[Link.routedPath(of: parts, from: origin)])
            for segment in path.split(separator: LinkParts.slash) {
                let encoded = UnsafeBufferPointer(rebasing: segment)
                if !TextRules.accepts(EncodedText(bytes: encoded, plusIsSpace: false), in: .pathSegment) {
                    return String(decoding: encoded, as: UTF8.self)
                }
            }
            return ""
        }
    }
}

/// A segment or query value as written, read with the typed parsers the generated code uses.
package struct LinkText: Hashable, Sendable {
    private let encoded: [UInt8]
    /// In a query, `+` is a space.
    private let plusIsSpace: Bool

    init(encoded: [UInt8], plusIsSpace: Bool) {
        self.encoded = encoded
        self.plusIsSpace = plusIsSpace
    }

    /// Text that is already decoded, such as a default value in a spec, read by the same parsers.
    package init(decoded text: String) {
        self.init(encoded: Array(PercentEncoding.encoded(text).utf8), plusIsSpace: false)
    }

    package var asWritten: String { String(decoding: encoded, as: UTF8.self) }
    package var decoded: String { withText(ValueParsing.string) }
    package var int: Int? { withText(IntValue.parse) }
    package var double: Double? { withText(DoubleValue.parse) }
    package var bool: Bool? { withText(BoolValue.parse) }
    package var uuid: UUID? { withText(UUIDValue.parse) }

    /// Whether the text decodes to `literal`, with `A`–`Z` equal to `a`–`z` when `ignoringCase`, as the generated
    /// code compares literal segments and enum values.
    package func equals(_ literal: String, ignoringCase: Bool) -> Bool {
        withText { ValueParsing.equals($0, literal, foldingCase: ignoringCase) }
    }

    private func withText<Result>(_ body: (EncodedText) -> Result) -> Result {
        encoded.withUnsafeBufferPointer { body(EncodedText(bytes: $0, plusIsSpace: plusIsSpace)) }
    }
}

/// The writing rules of Rules/, for canonical links that routegen prints.
package enum LinkWritingRules {
    package static func text(prefix: String, path: [String], query: [(name: String, value: String?)]) -> String {
        LinkWriting.text(prefix: prefix, path: path, query: query)
    }

    package static func percentEncoded(_ text: String) -> String { PercentEncoding.encoded(text) }

    package static func text(of value: Int) -> String { IntValue.text(value) }

    package static func text(of value: Double) -> String { DoubleValue.text(value) }

    package static func text(of value: Bool) -> String { BoolValue.text(value) }

    package static func text(of value: UUID) -> String { UUIDValue.text(value) }
}

/// The reader's rule for decoded text, for the checks that refuse spec values no link could carry.
package enum LinkTextRules {
    /// Whether a link may carry `scalar` anywhere, in a path segment or a query value: not a control character
    /// (tab and line breaks are allowed only in query values) and not a bidi embedding or isolate.
    package static func isAllowedEverywhere(_ scalar: Unicode.Scalar) -> Bool {
        TextRules.isAllowed(scalar.value, in: .pathSegment)
    }

    /// Whether a query value that a route reads may carry `scalar`: what a path segment may, and tab and line breaks.
    package static func isAllowedInQueryValue(_ scalar: Unicode.Scalar) -> Bool {
        TextRules.isAllowed(scalar.value, in: .queryValue)
    }
}

/// The bound checks of Rules/, which the generated code runs on constrained values.
package enum ValueBoundRules {
    package static func length(of text: String, in range: ClosedRange<Int>) -> Bool {
        ValueBounds.length(of: text, in: range)
    }

    package static func characters(of text: String, in allowed: [ClosedRange<Unicode.Scalar>]) -> Bool {
        TextCharacters.allowed(text, in: allowed)
    }
}
