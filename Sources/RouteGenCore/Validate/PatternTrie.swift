/// Patterns stored by their segment sets, one node per distinct prefix. Literal children are kept by value so that
/// overlapping literals are found by lookup rather than by comparing every pair.
struct PatternTrie {
    struct Node {
        var literalChildren: [FiniteSegments.Value: Int] = [:]
        /// Children for every other set, in insertion order.
        var otherChildren: [(set: SegmentSet, node: Int)] = []
        var otherChildIndex: [SegmentSet: Int] = [:]
        /// Patterns that end at this node.
        var endingPatterns: [Int] = []
        /// Patterns that continue with `**` after this node.
        var openPatterns: [Int] = []
    }

    private(set) var nodes = [Node()]

    static let root = 0

    /// Stores `pattern` under the identifier `id`.
    mutating func insert(_ pattern: PathPattern, id: Int) {
        var node = Self.root
        for set in pattern.segments {
            node = child(of: node, for: set)
        }
        if pattern.acceptsMoreSegments {
            nodes[node].openPatterns.append(id)
        } else {
            nodes[node].endingPatterns.append(id)
        }
    }

    private mutating func child(of node: Int, for set: SegmentSet) -> Int {
        if let literal = set.singleValue {
            if let existing = nodes[node].literalChildren[literal] { return existing }
            nodes.append(Node())
            nodes[node].literalChildren[literal] = nodes.count - 1
        } else {
            if let existing = nodes[node].otherChildIndex[set] { return existing }
            nodes.append(Node())
            nodes[node].otherChildIndex[set] = nodes.count - 1
            nodes[node].otherChildren.append((set, nodes.count - 1))
        }
        return nodes.count - 1
    }

    subscript(node: Int) -> Node { nodes[node] }

    /// Every pattern stored at `node` or below it.
    func patterns(under node: Int) -> [Int] {
        var result: [Int] = []
        var stack = [node]
        while let current = stack.popLast() {
            let node = nodes[current]
            result += node.endingPatterns + node.openPatterns
            stack += node.literalChildren.values
            stack += node.otherChildren.map(\.node)
        }
        return result
    }
}
