/// Takes the pairs of one mapping of the root while the reader is still building the tree, each as soon as it is
/// complete: the next stage can then work on them while libyaml parses the rest of the file, and each pair's nodes
/// are freed once it is done with them. The tree keeps each handed-over key, for the duplicate-key check, with null
/// in place of its value.
package protocol YAMLPairConsumer {
    /// The key of the root mapping whose value's pairs are handed over: only when the root is a mapping, the key is
    /// the first of its name and its value a mapping without an anchor. Nil to take nothing.
    var handedOverKey: String? { get }
    /// The mapping whose pairs follow starts at `location`.
    mutating func startMapping(at location: SourceLocation)
    mutating func take(_ pair: YAMLNode.Pair)
}

/// Takes nothing: the whole document stays in the tree.
package struct NoPairConsumer: YAMLPairConsumer {
    package var handedOverKey: String? { nil }

    package init() {}

    package func startMapping(at location: SourceLocation) {}
    package func take(_ pair: YAMLNode.Pair) {}
}
