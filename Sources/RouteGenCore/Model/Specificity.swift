/// The order in which routes are tried: most specific first, segment by segment, whatever the declaration order.
///
/// At each position a shape that ends there beats every other kind, then a literal, an enum value, a Bool, a UUID,
/// an Int, a Double, a String parameter or `*`, and last `**`. Shapes that tie in kind compare by their literal text
/// or values so the order never depends on the spec's order.
public struct Specificity: Comparable, Sendable {
    private var keys: [Key]

    private struct Key: Comparable, Sendable {
        var rank: Int
        var text: String

        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.rank, lhs.text) < (rhs.rank, rhs.text) }
    }

    public init(shape: [PatternSegment], parameters: [Parameter], caseSensitive: Bool) {
        keys = shape.map { segment in
            switch segment {
            case .literal(let text):
                return Key(rank: 1, text: caseSensitive ? text : text.lowercased())
            case .parameter(let index):
                switch parameters[index].type {
                case .enumeration(let enumeration): return Key(rank: 2, text: enumeration.cases.map(\.rawValue).joined(separator: "|"))
                case .bool: return Key(rank: 3, text: "")
                case .uuid: return Key(rank: 4, text: "")
                case .int: return Key(rank: 5, text: "")
                case .double: return Key(rank: 6, text: "")
                case .string: return Key(rank: 7, text: "")
                case .stringList: return Key(rank: 8, text: "")
                }
            }
        }
        if keys.last?.rank != 8 { keys.append(Key(rank: 0, text: "")) }
    }

    /// True when `lhs` is tried before `rhs`.
    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        lhs.keys.lexicographicallyPrecedes(rhs.keys)
    }

    public static func == (lhs: Specificity, rhs: Specificity) -> Bool {
        lhs.keys == rhs.keys
    }
}
