/// Patterns stored by their segment sets, one node per distinct prefix. Literal children are kept by value so that
/// overlapping literals are found by lookup rather than by comparing every pair.
///
/// A large spec puts a node or two per route into the trie, nearly all with one child or one pattern, so a node's
/// lists hold their first element inline and allocate only beyond it.
struct PatternTrie {
    struct Node {
        var literalChildren = TrieChildren<FiniteSegments.Value>()
        /// Children for every other set.
        var otherChildren = TrieChildren<SegmentSet>()
        /// Patterns that end at this node.
        var endingPatterns = PatternIDs()
        /// Patterns that continue with `**` after this node.
        var openPatterns = PatternIDs()
    }

    private(set) var nodes = [Node()]

    static let root = 0

    /// Stores under the identifier `id` the pattern of the shape of `declaration` that keeps its first `length`
    /// segments, without building the pattern.
    mutating func insert(shapeOf declaration: PatternDeclaration, length: Int, caseSensitive: Bool, id: Int) {
        var node = Self.root
        let acceptsMoreSegments = PathPattern.forEachSegment(
            of: declaration.segments[..<length],
            parameters: declaration.parameters,
            caseSensitive: caseSensitive
        ) { segment in
            switch segment {
            case .literal(let value): node = child(of: node, forLiteral: value)
            case .set(let set): node = child(of: node, for: set)
            }
        }
        if acceptsMoreSegments { nodes[node].openPatterns.append(id) } else { nodes[node].endingPatterns.append(id) }
    }

    private mutating func child(of node: Int, for set: SegmentSet) -> Int {
        if let literal = set.singleValue { return child(of: node, forLiteral: literal) }
        if let existing = nodes[node].otherChildren[set] { return existing }
        nodes.append(Node())
        nodes[node].otherChildren.insert(nodes.count - 1, for: set)
        return nodes.count - 1
    }

    private mutating func child(of node: Int, forLiteral literal: FiniteSegments.Value) -> Int {
        if let existing = nodes[node].literalChildren[literal] { return existing }
        nodes.append(Node())
        nodes[node].literalChildren.insert(nodes.count - 1, for: literal)
        return nodes.count - 1
    }

    subscript(node: Int) -> Node { nodes[node] }

    /// Every pattern stored at `node` itself, ending ones first.
    func patterns(at node: Int) -> [Int] { Array(nodes[node].endingPatterns) + nodes[node].openPatterns }

    /// Every pattern stored at `node` or below it.
    func patterns(under node: Int) -> [Int] {
        var result: [Int] = []
        var stack = [node]
        while let current = stack.popLast() {
            result += patterns(at: current)
            stack += nodes[current].literalChildren.nodes
            stack += nodes[current].otherChildren.nodes
        }
        return result
    }
}

/// Pattern identifiers of one trie node, the first held inline.
struct PatternIDs: RandomAccessCollection {
    /// -1 while empty: identifiers are never negative, and an optional would double the node's size.
    private var first = -1
    private var rest: [Int] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { first < 0 ? 0 : 1 + rest.count }

    subscript(position: Int) -> Int { position == 0 ? first : rest[position - 1] }

    mutating func append(_ id: Int) { if first < 0 { first = id } else { rest.append(id) } }
}

/// A trie node's children by the set on the edge to them, in insertion order; the root of a large spec has thousands.
struct TrieChildren<Key: Hashable> {
    private(set) var entries: [(key: Key, node: Int)] = []
    private var index: [Key: Int] = [:]

    var count: Int { entries.count }
    var nodes: [Int] { entries.map(\.node) }

    subscript(key: Key) -> Int? { index[key] }

    mutating func insert(_ node: Int, for key: Key) {
        entries.append((key, node))
        index[key] = node
    }
}
