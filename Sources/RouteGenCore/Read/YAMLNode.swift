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

    /// Plain `~`, `null` or nothing at all, the spellings of null in YAML.
    package var isNull: Bool {
        guard case .scalar(let text, let isPlain) = content, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
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
