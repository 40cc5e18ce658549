/// Finds every pair of patterns that accept a common path, without comparing every pattern with every other.
///
/// It walks the trie against itself: a pair of nodes at the same depth is visited only when the segment sets on
/// the way to them overlap at every position, and literals meet literals by lookup. So the work grows with the
/// pairs of prefixes that really overlap, not with the square of the number of routes.
struct OverlapFinder {
    let trie: PatternTrie

    /// Unordered pairs of pattern identifiers, each once.
    func overlappingPairs() -> [(Int, Int)] {
        var pairs: [(Int, Int)] = []
        var pending = [(PatternTrie.root, PatternTrie.root)]
        while let (first, second) = pending.popLast() {
            if first == second {
                pairsWithin(first, into: &pairs)
                pending += childPairsWithin(first)
            } else {
                pairsAcross(first, second, into: &pairs)
                pending += childPairsAcross(first, second)
            }
        }
        return pairs
    }

    /// Patterns of one node all share their prefix; an open one also takes every longer path below the node.
    private func pairsWithin(_ node: Int, into pairs: inout [(Int, Int)]) {
        let here = trie.patterns(at: node)
        for (index, first) in here.enumerated() { for second in here[(index + 1)...] { pairs.append((first, second)) } }
        let open = trie[node].openPatterns
        guard !open.isEmpty else { return }
        for below in patternsStrictlyUnder(node) { for pattern in open { pairs.append((pattern, below)) } }
    }

    private func pairsAcross(_ first: Int, _ second: Int, into pairs: inout [(Int, Int)]) {
        let firstHere = trie.patterns(at: first)
        let secondHere = trie.patterns(at: second)
        for one in firstHere { for other in secondHere { pairs.append((one, other)) } }
        for (openNode, otherNode) in [(first, second), (second, first)] where !trie[openNode].openPatterns.isEmpty {
            for below in patternsStrictlyUnder(otherNode) {
                for pattern in trie[openNode].openPatterns { pairs.append((pattern, below)) }
            }
        }
    }

    private func patternsStrictlyUnder(_ node: Int) -> [Int] {
        let children = trie[node].literalChildren.nodes + trie[node].otherChildren.nodes
        return children.flatMap(trie.patterns(under:))
    }

    private func childPairsWithin(_ node: Int) -> [(Int, Int)] {
        let others = trie[node].otherChildren.entries
        var pairs = trie[node].literalChildren.nodes.map { ($0, $0) }
        for (index, other) in others.enumerated() {
            pairs.append((other.node, other.node))
            for later in others[(index + 1)...] where other.key.commonSegment(with: later.key) != nil {
                pairs.append((other.node, later.node))
            }
            pairs += literalChildren(of: node, overlapping: other.key).map { ($0, other.node) }
        }
        return pairs
    }

    private func childPairsAcross(_ first: Int, _ second: Int) -> [(Int, Int)] {
        let (fewer, more) =
            trie[first].literalChildren.count <= trie[second].literalChildren.count ? (first, second) : (second, first)
        var pairs: [(Int, Int)] = trie[fewer].literalChildren.entries
            .compactMap { value, child in trie[more].literalChildren[value].map { (child, $0) } }
        for other in trie[second].otherChildren.entries {
            pairs += literalChildren(of: first, overlapping: other.key).map { ($0, other.node) }
            pairs += trie[first].otherChildren.entries.filter { $0.key.commonSegment(with: other.key) != nil }
                .map { ($0.node, other.node) }
        }
        for other in trie[first].otherChildren.entries {
            pairs += literalChildren(of: second, overlapping: other.key).map { ($0, other.node) }
        }
        return pairs
    }

    /// The literal children of `node` whose value `set` accepts.
    private func literalChildren(of node: Int, overlapping set: SegmentSet) -> [Int] {
        let literals = trie[node].literalChildren
        switch set {
        case .finite(let values):
            // A literal overlaps a value when it is that value, or when it folds case and the value is a spelling of it.
            return values.values
                .flatMap { value in
                    [value, .init(text: value.text.asciiLowercased, foldsCase: true)].compactMap { literals[$0] }
                }
                .uniqued()
        case .any: return literals.nodes
        case .uuid, .int, .double:
            return literals.entries.compactMap { value, child in set.contains(value.text) ? child : nil }
        }
    }
}

private extension Array where Element == Int {
    func uniqued() -> [Int] {
        var seen: Set<Int> = []
        return filter { seen.insert($0).inserted }
    }
}
