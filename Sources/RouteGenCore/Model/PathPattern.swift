/// The set of paths one route shape accepts: a segment set per position, then, after `**`, any number of
/// further segments. Overlap, inclusion and the examples in diagnostics are all computed on this form.
package struct PathPattern: Hashable, Sendable {
    package var segments: [SegmentSet]
    /// The shape ends in `**`, which accepts zero or more further segments.
    package var acceptsMoreSegments: Bool

    package init(segments: [SegmentSet], acceptsMoreSegments: Bool) {
        self.segments = segments
        self.acceptsMoreSegments = acceptsMoreSegments
    }

    package init(shape: some Collection<PatternSegment>, parameters: [Parameter], caseSensitive: Bool) {
        var segments: [SegmentSet] = []
        segments.reserveCapacity(shape.count)
        let acceptsMoreSegments = Self.forEachSegment(of: shape, parameters: parameters, caseSensitive: caseSensitive) {
            segment in
            switch segment {
            case .literal(let value): segments.append(.finite(FiniteSegments(value)))
            case .set(let set): segments.append(set)
            }
        }
        self.init(segments: segments, acceptsMoreSegments: acceptsMoreSegments)
    }

    /// What one position of a shape accepts: a literal's one value, or a parameter's set.
    enum Segment {
        case literal(FiniteSegments.Value)
        case set(SegmentSet)
    }

    /// Tells `body` what each position of `shape` accepts, in order, and returns whether the shape ends in `**`;
    /// the work of `init(shape:parameters:caseSensitive:)` without building the pattern, for a caller that only
    /// walks it, as a trie does for every route of a large spec.
    static func forEachSegment(
        of shape: some Collection<PatternSegment>,
        parameters: [Parameter],
        caseSensitive: Bool,
        _ body: (Segment) -> Void
    ) -> Bool {
        var acceptsMoreSegments = false
        for segment in shape {
            switch segment {
            case .literal(let text): body(.literal(FiniteSegments.Value(literal: text, foldsCase: !caseSensitive)))
            case .parameter(let index) where parameters[index].source == .remainingSegments: acceptsMoreSegments = true
            case .parameter(let index): body(.set(SegmentSet(parameters[index].type, caseSensitive: caseSensitive)))
            }
        }
        return acceptsMoreSegments
    }

    /// Whether the pattern takes paths of `length` segments.
    func accepts(length: Int) -> Bool { acceptsMoreSegments ? length >= segments.count : length == segments.count }

    /// What the segment at `position` of a path of a length the pattern takes may be.
    func set(at position: Int) -> SegmentSet { position < segments.count ? segments[position] : .any }

    /// Whether the percent-decoded, non-empty `path` segments are in the set.
    package func matches(_ path: [String]) -> Bool {
        guard acceptsMoreSegments ? path.count >= segments.count : path.count == segments.count else { return false }
        return zip(segments, path).allSatisfy { $0.contains($1) }
    }

    /// A path both patterns accept, or nil when they are disjoint.
    package func commonPath(with other: PathPattern) -> [String]? {
        let (shorter, longer) = segments.count <= other.segments.count ? (self, other) : (other, self)
        guard shorter.segments.count == longer.segments.count || shorter.acceptsMoreSegments else { return nil }
        var path: [String] = []
        for (position, set) in longer.segments.enumerated() {
            if position < shorter.segments.count {
                guard let segment = set.commonSegment(with: shorter.segments[position]) else { return nil }
                path.append(segment)
            } else {
                path.append(set.firstSample)
            }
        }
        return path
    }

    package func isSubset(of other: PathPattern) -> Bool {
        if acceptsMoreSegments && !other.acceptsMoreSegments { return false }
        let sameLength = segments.count == other.segments.count
        guard other.acceptsMoreSegments ? segments.count >= other.segments.count : sameLength else { return false }
        return zip(segments, other.segments).allSatisfy { $0.isSubset(of: $1) }
    }

    /// A path this pattern accepts and `other` does not, or nil when this is a subset of `other`.
    package func path(notIn other: PathPattern) -> [String]? {
        guard !isSubset(of: other) else { return nil }
        let samples = segments.map(\.firstSample)
        // A length `other` cannot have.
        if segments.count < other.segments.count { return samples }
        if !other.acceptsMoreSegments {
            if segments.count > other.segments.count { return samples }
            if acceptsMoreSegments { return samples + ["x"] }
        }
        // The same length: some position shared with `other` accepts a segment that `other` refuses there.
        for position in other.segments.indices {
            if let segment = segments[position].segment(notIn: other.segments[position]) {
                var path = samples
                path[position] = segment
                return path
            }
        }
        return nil
    }
}
