/// Every shape of every route, most specific first: the order the generated matcher tries them in.
///
/// `firstMatch(for:)` is the model's twin of the generated matcher, for tools that explain a URL without
/// compiling anything and for tests that hold the generated code to it.
public struct RouteOrder: Sendable {
    public struct Shape: Sendable {
        public var route: Route
        /// The route's segments, without the optional ones this shape leaves out.
        public var segments: [PatternSegment]
        public var pattern: PathPattern
        public var specificity: Specificity

        /// The pattern as written in the spec, cut where this shape ends: `/a` for the short shape of `/a/:x?`.
        public var writtenPath: String {
            "/" + route.path.split(separator: "/").prefix(segments.count).joined(separator: "/")
        }
    }

    public let shapes: [Shape]

    public init(table: RouteTable) {
        shapes = table.allRoutes.flatMap { route in
            route.shapes.map { segments in
                let pattern = PathPattern(shape: segments, parameters: route.parameters, caseSensitive: table.caseSensitive)
                return Shape(route: route, segments: segments, pattern: pattern, specificity: Specificity(pattern))
            }
        }.sorted { $0.specificity < $1.specificity }
    }

    /// The shape that the percent-decoded, non-empty `path` segments select, or nil when none accepts them.
    public func firstMatch(for path: [String]) -> Shape? {
        shapes.first { $0.pattern.matches(path) }
    }
}
