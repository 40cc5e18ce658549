/// The order in which route shapes are tried: whenever one shape accepts a strict subset of another's paths,
/// it comes first, so the first shape that matches a URL is the most specific one, whatever the declaration order.
///
/// Positions compare left to right. At each, a shape that ends there comes first, then finite sets (a literal,
/// enum values, Bool; smaller sets first), then UUID, Int, Double, a String parameter or `*`, and last `**`.
/// Equal sets compare equal, so the comparison moves on to the next position exactly when the two shapes
/// accept the same segments there; ties between different finite sets of the same size go by their values,
/// so the order never depends on the spec's order.
package struct Specificity: Comparable, Sendable {
    private var keys: [Key]

    private struct Key: Comparable, Sendable {
        var rank: Int
        /// Orders finite sets so that a subset comes before its superset.
        var weight = 0
        var values: [FiniteSegments.Value] = []

        static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.weight != rhs.weight { return lhs.weight < rhs.weight }
            return lhs.values.lexicographicallyPrecedes(rhs.values)
        }
    }

    package init(_ pattern: PathPattern) {
        keys = pattern.segments.map { set in
            switch set {
            case .finite(let values): return Key(rank: 1, weight: values.weight, values: values.values)
            case .uuid: return Key(rank: 2)
            case .int: return Key(rank: 3)
            case .double: return Key(rank: 4)
            case .any: return Key(rank: 5)
            }
        }
        keys.append(Key(rank: pattern.acceptsMoreSegments ? 6 : 0))
    }

    /// True when `lhs` is tried before `rhs`.
    package static func < (lhs: Specificity, rhs: Specificity) -> Bool { lhs.keys.lexicographicallyPrecedes(rhs.keys) }
}
