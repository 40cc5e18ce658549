import RouteURLReader

/// Writes a route's canonical URL the way the generated `url` property does, with the same writing rules: the first
/// custom scheme, else https and the first host; every byte outside RFC 3986's unreserved characters
/// percent-encoded; query items in spec order without nil values and values equal to their default; a later
/// optional segment only after earlier ones.
enum CanonicalLink {
    /// `values` holds one value per parameter of the route or redirect; nil for an optional value left out.
    static func url(for pattern: PatternDeclaration, values: [ParameterValue?], in table: RouteTable) -> String {
        url(for: pattern, values: values, caseSensitive: table.caseSensitive, prefix: table.canonicalPrefix)
    }

    /// The same link on an old scheme or host that only redirects take: `shopold://` or `https://old.example.com/`.
    static func url(
        for pattern: PatternDeclaration,
        values: [ParameterValue?],
        in table: RouteTable,
        on origin: LinkOrigin
    ) -> String {
        let prefix: String
        switch origin {
        case .scheme(let scheme): prefix = scheme + "://"
        case .host(let host): prefix = "https://" + host + "/"
        }
        return url(for: pattern, values: values, caseSensitive: table.caseSensitive, prefix: prefix)
    }

    private static func url(
        for pattern: PatternDeclaration,
        values: [ParameterValue?],
        caseSensitive: Bool,
        prefix: String
    ) -> String {
        var path: [String] = []
        var optionalSegmentMissing = false
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): path.append(text)
            case .parameter(let index):
                guard !optionalSegmentMissing, let value = values[index] else {
                    optionalSegmentMissing = true
                    continue
                }
                path += value.linkTexts
            }
        }
        var query: [(name: String, value: String?)] = []
        for (parameter, value) in zip(pattern.parameters, values) where parameter.isQuery {
            guard let value, !isDefault(value, of: parameter, caseSensitive: caseSensitive) else { continue }
            query.append((parameter.name, value.linkTexts.joined()))
        }
        return LinkWritingRules.text(prefix: prefix, path: path, query: query)
    }

    private static func isDefault(_ value: ParameterValue, of parameter: Parameter, caseSensitive: Bool) -> Bool {
        guard case .defaulted(let text) = parameter.presence else { return false }
        return ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive) == value
    }

    static func percentEncoded(_ text: String) -> String { LinkWritingRules.percentEncoded(text) }
}
