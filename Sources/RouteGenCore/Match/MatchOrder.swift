/// The pattern shapes in the order the generated matcher tries them. Shapes are sorted by `Specificity`; those that
/// start with a literal are filed under it, and a path tries the shapes filed under its first segment, then the
/// shapes that start with a parameter or a wildcard (and the root), as the generated first-segment dispatch does.
struct MatchOrder {
    struct Candidate {
        var route: Route
        var shape: [PatternSegment]
    }

    private var shapesByFirstLiteral: [String: [Candidate]] = [:]
    private var shapesStartingWithParameter: [Candidate] = []

    init(table: RouteTable) {
        let sorted = table.allRoutes
            .flatMap { route in
                route.shapes.map { shape in
                    (candidate: Candidate(route: route, shape: shape),
                     specificity: Specificity(shape: shape, parameters: route.parameters, caseSensitive: table.caseSensitive))
                }
            }
            .sorted { $0.specificity < $1.specificity }
            .map(\.candidate)
        for candidate in sorted {
            if case .literal(let text)? = candidate.shape.first {
                shapesByFirstLiteral[table.caseSensitive ? text : text.lowercased(), default: []].append(candidate)
            } else {
                shapesStartingWithParameter.append(candidate)
            }
        }
    }

    /// The literals that patterns start with, as compared with the path's first segment.
    var firstLiterals: [String] {
        shapesByFirstLiteral.keys.sorted()
    }

    /// The shapes tried for a path whose first segment, as compared with literals, is `firstKey`.
    func candidates(firstKey: String?) -> [Candidate] {
        (firstKey.flatMap { shapesByFirstLiteral[$0] } ?? []) + shapesStartingWithParameter
    }
}
