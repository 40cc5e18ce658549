/// Links that a route's own spec may open with it: the route's canonical URL (or the same link on another origin) for
/// readable values of every kind its parameters accept, with each optional value absent and present, enough to tell
/// which route of another version of the spec takes its links.
enum RouteSampleLinks {
    /// The most values tried for one parameter: the readable candidates come first, and a rename is told apart by a
    /// few links, not by all of them.
    private static let valuesPerParameter = 12

    static func urls(of pattern: PatternDeclaration, in table: RouteTable, on origin: LinkOrigin? = nil) -> [String] {
        let choices = pattern.parameters.map { values(of: $0, caseSensitive: table.caseSensitive) }
        let sampleCount = max(1, choices.map(\.count).max() ?? 1)
        return (0..<sampleCount)
            .map { sample in
                let values = choices.map { $0.isEmpty ? nil : $0[sample % $0.count] }
                guard let origin else { return CanonicalLink.url(for: pattern, values: values, in: table) }
                return CanonicalLink.url(for: pattern, values: values, in: table, on: origin)
            }
    }

    /// The values tried for `parameter`: nil first where a link may leave it out, an empty list for `**`.
    private static func values(of parameter: Parameter, caseSensitive: Bool) -> [ParameterValue?] {
        let rule = WitnessValues.Rule(parameter: parameter, caseSensitive: caseSensitive)
        let place: WitnessValues.Place = parameter.isQuery ? .queryValue : .pathSegment
        var values: [ParameterValue?] = []
        if parameter.source == .remainingSegments {
            values.append(.texts([]))
        } else if parameter.presence != .required {
            values.append(nil)
        }
        for text in WitnessValues.candidates(sets: [], rules: [rule], at: place) where rule.accepts(text) {
            guard values.count < valuesPerParameter else { break }
            let value =
                parameter.source == .remainingSegments
                ? .texts([text])
                : ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive)
            if let value { values.append(value) }
        }
        return values
    }
}
