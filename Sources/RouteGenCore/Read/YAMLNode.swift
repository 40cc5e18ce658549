/// A YAML node with the position where it starts. Every scalar stays a string: the spec schema decides its type,
/// so YAML 1.1 surprises such as `no` becoming `false` cannot happen.
package struct YAMLNode: Sendable {
    package struct Pair: Sendable {
        package var key: YAMLNode
        package var value: YAMLNode
    }

    package enum Content: Sendable {
        /// `isPlain` is false for quoted and block scalars, which can never mean null.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    package var content: Content
    package var location: SourceLocation

    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// Null where a value was taken out of the tree, keeping its place for messages.
    package static func takenValue(at location: SourceLocation) -> YAMLNode {
        YAMLNode(.scalar("", isPlain: true), at: location)
    }

    /// Plain `~`, `null` or nothing at all, the spellings of null in YAML.
    package var isNull: Bool {
        guard case .scalar(let text, let isPlain) = content, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The text of a scalar; nil for a collection.
    package var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// Whether this is a mapping with `key` among its keys.
    package func hasKey(_ key: String) -> Bool {
        guard case .mapping(let pairs) = content else { return false }
        return pairs.contains { $0.key.scalarText == key }
    }

    /// Moves the pairs out of this mapping, leaving it empty, so that the caller holds the only reference to them
    /// and each pair's subtree is freed as soon as the caller is done with it. Nil when this is not a mapping.
    package mutating func takePairs() -> [Pair]? {
        guard case .mapping(let pairs) = content else { return nil }
        content = .mapping([])
        return pairs
    }

    /// Moves the value of the first `key` out of this mapping, leaving null in its place (the key stays, so that
    /// key checks still see it), for the same reason as `takePairs()`.
    package mutating func takeValue(ofKey key: String) -> YAMLNode? {
        guard var pairs = takePairs() else { return nil }
        defer { content = .mapping(pairs) }
        guard let index = pairs.firstIndex(where: { $0.key.scalarText == key }) else { return nil }
        let value = pairs[index].value
        pairs[index].value = .takenValue(at: value.location)
        return value
    }

    /// The name of this node's kind, for messages such as "expected a mapping, found a sequence".
    package var kindDescription: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}
