/// The apple-app-site-association path patterns of one route shape. In AASA, `*` matches any run of characters
/// and `?` one character, both across `/`; there is no pattern for exactly one segment. So a parameter or `*`
/// becomes `?*` (its segment is never empty, though the pattern also spans later segments), and `**` becomes two
/// patterns: the path without it, and the path followed by `/*`. Literals are percent-encoded as canonical URLs
/// write them. Types are not checked: `/items/abc` opens the app, which reports an invalid value.
enum AASAPattern {
    static func paths(of shape: [PatternSegment], in declaration: PatternDeclaration) -> [String] {
        var prefix = ""
        for segment in shape {
            switch segment {
            case .literal(let text): prefix += "/" + CanonicalLink.percentEncoded(text)
            case .parameter(let index) where declaration.parameters[index].source == .remainingSegments:
                return prefix.isEmpty ? ["/*"] : [prefix, prefix + "/*"]
            case .parameter: prefix += "/?*"
            }
        }
        return [prefix.isEmpty ? "/" : prefix]
    }

    /// The value pattern a required query item must match: any text for a String, whose value may be empty,
    /// and at least one character for the other types.
    static func queryValue(for parameter: Parameter) -> String { parameter.type == .string ? "*" : "?*" }
}
