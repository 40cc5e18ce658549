/// Every shape of every route, most specific first, and how the generated matcher files them for dispatch on the
/// first segment.
///
/// A shape whose first segment accepts exactly one value (a literal, or an enum with one value) is filed under that
/// value; a path tries the shapes filed under its first segment, then the shapes that start with any other
/// parameter. That keeps the most-specific-first order: a parameter accepting several values can never be more
/// specific than a literal-first shape it overlaps, while a one-value enum can, so it must share the literal's file;
/// tried after it, `/:kind(enum [a])/5` would lose to the less specific `/a/:n(Int)`.
///
/// `firstMatch(for:)` is the model's twin of the generated matcher, for tools that explain a URL without compiling
/// anything and for tests that hold the generated code to it.
package struct RouteOrder: Sendable {
    package struct Shape: Sendable {
        package var route: Route
        /// The route's segments, without the optional ones this shape leaves out.
        package var segments: [PatternSegment]
        package var pattern: PathPattern
        package var specificity: Specificity

        /// Each shape of `route`: its segments, then without each trailing optional parameter in turn.
        package static func shapes(of route: Route, caseSensitive: Bool) -> [Shape] {
            route.shapeLengths.map { length in
                shape(of: route, length: length, pattern: PathPattern(shape: route.segments[..<length], parameters: route.parameters,
                                                                      caseSensitive: caseSensitive))
            }
        }

        /// The shape of `route` that keeps its first `length` segments, whose pattern is already known.
        static func shape(of route: Route, length: Int, pattern: PathPattern) -> Shape {
            Shape(route: route, segments: Array(route.segments[..<length]), pattern: pattern, specificity: Specificity(pattern))
        }

        /// The pattern as written in the spec, cut where this shape ends: `/a` for the short shape of `/a/:x?`.
        package var writtenPath: String {
            // Split on bytes: a `/` is one byte that is never part of another character, and splitting characters
            // costs a grapheme check for each.
            var written = ""
            for segment in route.path.utf8.split(separator: UInt8(ascii: "/")).prefix(segments.count) {
                written += "/"
                written += Substring(segment)
            }
            return written.isEmpty ? "/" : written
        }
    }

    package let shapes: [Shape]
    /// The values shapes start with, as the matcher compares them with a path's first segment (ASCII-lowercased
    /// when the spec folds case), in the order they are first met in `shapes`.
    package let firstSegmentKeys: [String]
    private let shapesByFirstSegment: [String: [Shape]]
    package let shapesStartingWithParameter: [Shape]
    private let foldsCase: Bool

    package init(table: RouteTable) {
        self.init(patterns: table.allPatterns, caseSensitive: table.caseSensitive)
    }

    /// The order of `patterns`, the routes and redirects that take links on one set of schemes and hosts.
    package init(patterns: [Route], caseSensitive: Bool) {
        foldsCase = !caseSensitive
        // Only identical patterns, which validation rejects, tie; declaration order keeps even their order fixed.
        shapes = patterns
            .flatMap { Shape.shapes(of: $0, caseSensitive: caseSensitive) }
            .enumerated()
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map(\.element)

        var keys: [String] = []
        var byFirstSegment: [String: [Shape]] = [:]
        var startingWithParameter: [Shape] = []
        for shape in shapes {
            guard let value = shape.pattern.segments.first?.singleValue else {
                startingWithParameter.append(shape)
                continue
            }
            let key = caseSensitive ? value.text : value.text.asciiLowercased
            if byFirstSegment[key] == nil { keys.append(key) }
            byFirstSegment[key, default: []].append(shape)
        }
        firstSegmentKeys = keys
        shapesByFirstSegment = byFirstSegment
        shapesStartingWithParameter = startingWithParameter
    }

    /// The shapes filed under `key`, most specific first.
    package func shapes(startingWith key: String) -> [Shape] {
        shapesByFirstSegment[key] ?? []
    }

    /// The shapes the matcher tries for a path whose first segment, compared as literals are, is `firstKey`.
    package func candidates(firstKey: String?) -> [Shape] {
        (firstKey.map(shapes(startingWith:)) ?? []) + shapesStartingWithParameter
    }

    /// The shape that the percent-decoded, non-empty `path` segments select, or nil when none accepts them.
    package func firstMatch(for path: [String]) -> Shape? {
        candidates(firstKey: path.first.map { foldsCase ? $0.asciiLowercased : $0 }).first { $0.pattern.matches(path) }
    }
}
