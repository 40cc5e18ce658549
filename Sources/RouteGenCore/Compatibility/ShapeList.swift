/// The patterns of one spec that take links on one origin, as the shapes the generated matcher tries, each with its
/// place in the matcher's order, filed by the literal they start with so that the shapes sharing a path with a
/// pattern are found among few.
///
/// A shape's pattern and specificity are worked out when the comparison first asks for them, which it does only for
/// the shapes a change touches and those they meet.
final class ShapeList {
    struct Shape {
        let owner: LinkPattern
        let declaration: PatternDeclaration
        let length: Int
        let pattern: PathPattern
        let specificity: Specificity
    }

    let caseSensitive: Bool
    /// Each shape's route or redirect and how many of its segments it keeps.
    private let keys: [(owner: LinkPattern, length: Int)]
    /// The index of each pattern's first shape; a pattern's shapes are neighbours, shortest first.
    private let firstShapeOfPattern: [Int]
    /// The shapes that start with a literal, by the literal in lowercase, whatever either spec's case rule.
    private let byFirstLiteral: [String: [Int]]
    /// The shapes that start with a parameter, and the root's.
    private let startingOtherwise: [Int]
    private var made: [Int: Shape] = [:]

    init(patterns: [LinkPattern], caseSensitive: Bool) {
        self.caseSensitive = caseSensitive
        var keys: [(owner: LinkPattern, length: Int)] = []
        var firstShapeOfPattern: [Int] = []
        var byFirstLiteral: [String: [Int]] = [:]
        var startingOtherwise: [Int] = []
        for owner in patterns {
            let declaration = owner.declaration
            firstShapeOfPattern.append(keys.count)
            for length in declaration.shapeLengths {
                if length > 0, case .literal(let text) = declaration.segments[0] {
                    byFirstLiteral[text.asciiLowercased, default: []].append(keys.count)
                } else {
                    startingOtherwise.append(keys.count)
                }
                keys.append((owner, length))
            }
        }
        self.keys = keys
        self.firstShapeOfPattern = firstShapeOfPattern
        self.byFirstLiteral = byFirstLiteral
        self.startingOtherwise = startingOtherwise
    }

    var count: Int { keys.count }
    var indices: Range<Int> { keys.indices }

    subscript(index: Int) -> Shape {
        if let shape = made[index] { return shape }
        let (owner, length) = keys[index]
        let declaration = owner.declaration
        let pattern = PathPattern(
            shape: declaration.segments[..<length],
            parameters: declaration.parameters,
            caseSensitive: caseSensitive
        )
        let shape = Shape(
            owner: owner,
            declaration: declaration,
            length: length,
            pattern: pattern,
            specificity: Specificity(pattern)
        )
        made[index] = shape
        return shape
    }

    /// The shapes of the pattern at `index` of the list the shapes were made from, shortest first.
    func shapes(ofPattern index: Int) -> Range<Int> {
        firstShapeOfPattern[
            index
        ]..<(firstShapeOfPattern.indices.contains(index + 1) ? firstShapeOfPattern[index + 1] : keys.count)
    }

    /// Whether the matcher tries shape `first` before shape `second`: by specificity, then, for the identical patterns
    /// only an ambiguous spec has, by declaration, as `RouteOrder` sorts them.
    func precedes(_ first: Int, _ second: Int) -> Bool {
        (self[first].specificity, first) < (self[second].specificity, second)
    }

    /// Whether shape `index` and another route's shape among `overlapping`, the shapes that share a path with it,
    /// are ambiguous: neither takes a strict subset of the other's paths.
    func isAmbiguous(_ index: Int, with overlapping: [Int]) -> Bool {
        let shape = self[index]
        return overlapping.contains { other in
            self[other].declaration !== shape.declaration
                && shape.pattern.isSubset(of: self[other].pattern) == self[other].pattern.isSubset(of: shape.pattern)
        }
    }

    /// The shapes that share a path with `pattern`, which may come from a spec with another case rule: among those
    /// that start with one of the literals its first segment takes, or with no literal, when its first segment takes
    /// finitely many; among all of them otherwise.
    func shapes(overlapping pattern: PathPattern) -> [Int] {
        var candidates: [Int]
        if case .finite(let values)? = pattern.segments.first {
            var seen: Set<String> = []
            candidates = startingOtherwise
            for value in values.values where seen.insert(value.text.asciiLowercased).inserted {
                candidates += byFirstLiteral[value.text.asciiLowercased] ?? []
            }
        } else {
            candidates = Array(keys.indices)
        }
        return candidates.filter { self[$0].pattern.meets(pattern) }
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
