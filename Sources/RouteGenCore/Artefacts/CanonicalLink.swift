/// Writes a route's canonical URL the way the generated `url` property does: the first custom scheme, else https
/// and the first host; every byte outside RFC 3986's unreserved characters percent-encoded; query items in spec
/// order without nil values and values equal to their default; a later optional segment only after earlier ones.
enum CanonicalLink {
    /// - Parameter values: one per `route.parameters`; nil for an optional value left out.
    static func url(for route: Route, values: [ParameterValue?], in table: RouteTable) -> String {
        let prefix = table.schemes.first.map { "\($0)://" } ?? "https://\(table.hosts.first ?? "localhost")/"
        var path: [String] = []
        var optionalSegmentMissing = false
        for segment in route.segments {
            switch segment {
            case .literal(let text):
                path.append(text)
            case .parameter(let index):
                guard !optionalSegmentMissing, let value = values[index] else {
                    optionalSegmentMissing = true
                    continue
                }
                path += segmentTexts(value)
            }
        }
        var text = prefix + path.map(percentEncoded).joined(separator: "/")
        var items: [String] = []
        for (parameter, value) in zip(route.parameters, values) where parameter.isQuery {
            guard let value, !isDefault(value, of: parameter, caseSensitive: table.caseSensitive) else { continue }
            items.append(percentEncoded(parameter.name) + "=" + percentEncoded(segmentTexts(value).joined()))
        }
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        return text
    }

    /// The text of a value: one string, or one per segment for `**`.
    static func segmentTexts(_ value: ParameterValue) -> [String] {
        switch value {
        case .text(let text): return [text]
        case .texts(let texts): return texts
        case .int(let value): return [String(value)]
        // Example values are short decimals, which Swift prints without an exponent, as the generated code writes them.
        case .double(let value): return ["\(value)"]
        case .bool(let value): return [value ? "true" : "false"]
        case .uuid(let value): return [value.uuidString.lowercased()]
        case .choice(_, let value): return [value.rawValue]
        }
    }

    private static func isDefault(_ value: ParameterValue, of parameter: Parameter, caseSensitive: Bool) -> Bool {
        guard case .defaulted(let text) = parameter.presence else { return false }
        return ParameterValue.parse(text, as: parameter.type, caseSensitive: caseSensitive) == value
    }

    static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-._~".utf8.contains(byte)
    }
}
