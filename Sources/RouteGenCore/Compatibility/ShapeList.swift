/// The patterns of one spec that take links on one origin, as the shapes the generated matcher tries, each with its
/// place in the matcher's order, filed in a trie so that the shapes sharing a path with a pattern are found without
/// looking at the others.
struct ShapeList {
    struct Shape {
        let route: Route
        let length: Int
        let pattern: PathPattern
        let specificity: Specificity
    }

    let caseSensitive: Bool
    let shapes: [Shape]
    /// The index of each pattern's first shape; a pattern's shapes are neighbours, shortest first.
    private let firstShapeOfPattern: [Int]
    private let trie: PatternTrie

    init(patterns: [Route], caseSensitive: Bool) {
        self.caseSensitive = caseSensitive
        var shapes: [Shape] = []
        var firstShapeOfPattern: [Int] = []
        var trie = PatternTrie()
        for route in patterns {
            firstShapeOfPattern.append(shapes.count)
            for length in route.shapeLengths {
                trie.insert(shapeOf: route, length: length, caseSensitive: caseSensitive, id: shapes.count)
                let pattern = PathPattern(
                    shape: route.segments[..<length],
                    parameters: route.parameters,
                    caseSensitive: caseSensitive
                )
                shapes.append(Shape(route: route, length: length, pattern: pattern, specificity: Specificity(pattern)))
            }
        }
        self.shapes = shapes
        self.firstShapeOfPattern = firstShapeOfPattern
        self.trie = trie
    }

    /// The shapes of the pattern at `index` of the list the shapes were made from, shortest first.
    func shapes(ofPattern index: Int) -> Range<Int> {
        firstShapeOfPattern[
            index
        ]..<(firstShapeOfPattern.indices.contains(index + 1) ? firstShapeOfPattern[index + 1] : shapes.count)
    }

    /// Whether the matcher tries shape `first` before shape `second`: by specificity, then, for the identical patterns
    /// only an ambiguous spec has, by declaration, as `RouteOrder` sorts them.
    func precedes(_ first: Int, _ second: Int) -> Bool {
        (shapes[first].specificity, first) < (shapes[second].specificity, second)
    }

    /// Whether shape `index` and another route's shape among `overlapping`, the shapes that share a path with it,
    /// are ambiguous: neither takes a strict subset of the other's paths.
    func isAmbiguous(_ index: Int, with overlapping: [Int]) -> Bool {
        let shape = shapes[index]
        return overlapping.contains { other in
            shapes[other].route !== shape.route
                && shape.pattern.isSubset(of: shapes[other].pattern)
                    == shapes[other].pattern.isSubset(of: shape.pattern)
        }
    }

    /// The shapes that share a path with `pattern`, which may come from a spec with another case rule.
    func shapes(overlapping pattern: PathPattern) -> [Int] {
        trie.patterns(overlapping: pattern, literalsFoldCase: !caseSensitive)
    }
}

extension PatternTrie {
    /// Every stored pattern that shares a path with `query`, found by walking only the branches whose segment sets
    /// meet the query's.
    fileprivate func patterns(overlapping query: PathPattern, literalsFoldCase: Bool) -> [Int] {
        var found: [Int] = []
        var pending = [(node: Self.root, depth: 0)]
        while let (node, depth) = pending.popLast() {
            guard depth < query.segments.count else {
                found += self[node].endingPatterns
                found += self[node].openPatterns
                if query.acceptsMoreSegments {
                    let children = self[node].literalChildren.nodes + self[node].otherChildren.nodes
                    found += children.flatMap(patterns(under:))
                }
                continue
            }
            // A pattern ending in `**` here takes whatever the query has left; one ending without it is too short.
            found += self[node].openPatterns
            let set = query.segments[depth]
            pending += children(of: node, meeting: set, literalsFoldCase: literalsFoldCase).map { ($0, depth + 1) }
        }
        return found
    }

    private func children(of node: Int, meeting set: SegmentSet, literalsFoldCase: Bool) -> [Int] {
        let literals = self[node].literalChildren
        var children: [Int]
        if case .finite(let values) = set, literalsFoldCase || !values.values.contains(where: \.foldsCase) {
            // Every spelling a stored literal can have is one of these keys, so lookups find them all.
            var seen: Set<Int> = []
            children = values.values
                .flatMap { value in
                    [
                        value, .init(text: value.text.asciiLowercased, foldsCase: true),
                        .init(text: value.text, foldsCase: false),
                    ]
                    .compactMap { literals[$0] }
                }
                .filter { seen.insert($0).inserted }
        } else {
            children = literals.entries.filter { SegmentSet.finite(FiniteSegments($0.key)).meets(set) }.map(\.node)
        }
        children += self[node].otherChildren.entries.filter { $0.key.meets(set) }.map(\.node)
        return children
    }
}

extension SegmentSet {
    /// Whether some segment is in both sets, for sets of two specs whose case rules may differ: a value that folds
    /// case stands for every spelling, which `commonSegment(with:)`, written for the sets of one spec, does not try.
    func meets(_ other: SegmentSet) -> Bool {
        switch (self, other) {
        case (.finite(let values), .finite(let otherValues)):
            return values.values.contains { value in otherValues.values.contains { value.sharesSpelling(with: $0) } }
        // The infinite sets accept a segment in every spelling or in none.
        case (.finite(let values), _): return values.values.contains { other.contains($0.text) }
        case (_, .finite(let values)): return values.values.contains { contains($0.text) }
        default: return commonSegment(with: other) != nil
        }
    }
}

extension FiniteSegments.Value {
    func sharesSpelling(with other: FiniteSegments.Value) -> Bool {
        switch (foldsCase, other.foldsCase) {
        case (false, false): return text == other.text
        case (true, true): return text == other.text
        case (true, false): return other.text.asciiLowercased == text
        case (false, true): return text.asciiLowercased == other.text
        }
    }
}

extension PathPattern {
    /// Whether some path is in both patterns, for patterns of two specs whose case rules may differ.
    func meets(_ other: PathPattern) -> Bool {
        let (shorter, longer) = segments.count <= other.segments.count ? (self, other) : (other, self)
        guard shorter.segments.count == longer.segments.count || shorter.acceptsMoreSegments else { return false }
        return zip(shorter.segments, longer.segments).allSatisfy { $0.meets($1) }
    }
}
