/// How two routes relate where their patterns accept a common path.
package struct RouteOverlap: Sendable {
    package enum Kind: Sendable {
        /// The two shapes accept exactly the same paths: neither can win.
        case identical
        /// Each shape accepts paths the other does not: which one a shared path means is a guess.
        case crossed
        /// `first` accepts a strict subset of `second`'s paths and wins wherever both match.
        case precedence
    }

    package var kind: Kind
    /// The more specific shape for `.precedence`; otherwise the shape of the route declared first.
    package var first: RouteOrder.Shape
    package var second: RouteOrder.Shape
    /// Percent-decoded segments of a path both shapes accept.
    package var example: [String]

    package var isAmbiguous: Bool { kind != .precedence }
}

/// Decides, for every pair of routes whose patterns share a path, whether the spec is ambiguous there.
///
/// Routes overlap when some path matches both. The overlap is resolved when one shape accepts a strict subset of
/// the other's paths: the subset is more specific and `Specificity` tries it first. Identical or crossed shapes
/// are ambiguous. Shapes are compared one by one, so the short shape of `/a/:x?` and `/a` are identical.
package enum OverlapAnalysis {
    /// One overlap per pair of routes, an ambiguous one when there is any, ordered by where the later route is declared.
    package static func overlaps(in table: RouteTable) -> [RouteOverlap] {
        overlaps(among: table.allPatterns, caseSensitive: table.caseSensitive)
    }

    /// The same for `patterns`, the routes and redirects that take links on one set of schemes and hosts.
    package static func overlaps(among patterns: [LinkPattern], caseSensitive: Bool) -> [RouteOverlap] {
        byPatternPair(shapeOverlaps(among: patterns, caseSensitive: caseSensitive))
    }

    /// Every pair of shapes of two different patterns of the table's own links that share a path.
    static func shapeOverlaps(in table: RouteTable) -> [ShapeOverlap] {
        shapeOverlaps(among: table.allPatterns, caseSensitive: table.caseSensitive)
    }

    /// Every pair of shapes of two different patterns among `patterns` that share a path, each pair once: the
    /// ambiguity check reads one for each pair of patterns, the parent check each shape that takes a parent's link.
    static func shapeOverlaps(among patterns: [LinkPattern], caseSensitive: Bool) -> [ShapeOverlap] {
        // The trie takes each shape's segments without a pattern being built for it; the full shapes, patterns
        // included, are made only for the few pairs that overlap.
        var shapes: [ShapeKey] = []
        var trie = PatternTrie()
        for (routeIndex, pattern) in patterns.enumerated() {
            let declaration = pattern.declaration
            for length in declaration.shapeLengths {
                trie.insert(shapeOf: declaration, length: length, caseSensitive: caseSensitive, id: shapes.count)
                shapes.append(ShapeKey(routeIndex: routeIndex, length: length))
            }
        }
        func shape(_ id: Int) -> RouteOrder.Shape {
            let key = shapes[id]
            let pattern = patterns[key.routeIndex]
            let declaration = pattern.declaration
            return RouteOrder.Shape.shape(
                of: pattern,
                length: key.length,
                pattern: PathPattern(
                    shape: declaration.segments[..<key.length],
                    parameters: declaration.parameters,
                    caseSensitive: caseSensitive
                )
            )
        }

        var found: [ShapeOverlap] = []
        for (one, other) in OverlapFinder(trie: trie).overlappingPairs()
        where shapes[one].routeIndex != shapes[other].routeIndex {
            let (earlier, later) = shapes[one].routeIndex < shapes[other].routeIndex ? (one, other) : (other, one)
            guard let overlap = overlap(shape(earlier), shape(later)) else { continue }
            found.append(
                ShapeOverlap(
                    overlap: overlap,
                    routes: RoutePair(earlier: shapes[earlier].routeIndex, later: shapes[later].routeIndex),
                    shapes: ShapePair(earlier: earlier, later: later)
                )
            )
        }
        return found
    }

    /// One overlap for each pair of patterns among `overlaps`, an ambiguous one when there is any, else the one of
    /// the shapes declared first; ordered by where the later pattern is declared.
    static func byPatternPair(_ overlaps: [ShapeOverlap]) -> [RouteOverlap] {
        var chosen: [RoutePair: ShapeOverlap] = [:]
        for found in overlaps {
            if let current = chosen[found.routes] {
                let isBetter =
                    found.overlap.isAmbiguous != current.overlap.isAmbiguous
                    ? found.overlap.isAmbiguous : found.shapes.precedes(current.shapes)
                guard isBetter else { continue }
            }
            chosen[found.routes] = found
        }
        return chosen.sorted { ($0.key.later, $0.key.earlier) < ($1.key.later, $1.key.earlier) }.map(\.value.overlap)
    }

    /// The overlap of two shapes, with where the shapes and their patterns come from among those analysed.
    struct ShapeOverlap {
        var overlap: RouteOverlap
        fileprivate var routes: RoutePair
        fileprivate var shapes: ShapePair
    }

    /// How `earlier` and `later`, shapes of two different routes, relate; nil when they share no path.
    static func overlap(_ earlier: RouteOrder.Shape, _ later: RouteOrder.Shape) -> RouteOverlap? {
        guard let example = earlier.pattern.commonPath(with: later.pattern) else { return nil }
        switch (earlier.pattern.isSubset(of: later.pattern), later.pattern.isSubset(of: earlier.pattern)) {
        case (true, true): return RouteOverlap(kind: .identical, first: earlier, second: later, example: example)
        case (true, false): return RouteOverlap(kind: .precedence, first: earlier, second: later, example: example)
        case (false, true): return RouteOverlap(kind: .precedence, first: later, second: earlier, example: example)
        case (false, false): return RouteOverlap(kind: .crossed, first: earlier, second: later, example: example)
        }
    }

    /// A shape by the route it belongs to and how many of the route's segments it keeps.
    private struct ShapeKey {
        var routeIndex: Int
        var length: Int
    }

    fileprivate struct RoutePair: Hashable {
        var earlier: Int
        var later: Int
    }

    /// Identifies shapes by their order of declaration, so the overlap reported for a pair of routes never depends
    /// on the order in which they were found.
    fileprivate struct ShapePair {
        var earlier: Int
        var later: Int

        func precedes(_ other: ShapePair) -> Bool { (earlier, later) < (other.earlier, other.later) }
    }
}
