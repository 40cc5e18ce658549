/// Reads one YAML mapping with a fixed set of keys, so that every key the schema does not know is reported.
struct MappingReader {
    let node: YAMLNode
    let pairs: [YAMLNode.Pair]
    let allowedKeys: [String]
    /// Keys that are wrong here but meaningful nearby, offered as did-you-mean: `routes` in a route, say.
    let otherKnownKeys: [String]

    init(_ node: YAMLNode, pairs: [YAMLNode.Pair], allowedKeys: [String], otherKnownKeys: [String] = []) {
        self.node = node
        self.pairs = pairs
        self.allowedKeys = allowedKeys
        self.otherKnownKeys = otherKnownKeys
    }

    subscript(key: String) -> YAMLNode? { pairs.first { $0.key.scalarText == key }?.value }

    /// A key a format declares, in a mapping that shares it with another kind's: the config's rendering choices, which
    /// an entry and the plugin's options both have.
    subscript<Key: FormatKey>(key: Key) -> YAMLNode? { self[key.rawValue] }

    /// One error per key outside `allowedKeys`, each with a did-you-mean where a key is close.
    /// `reportedElsewhere`: keys whose presence another, more specific error already explains.
    /// `context` is only worked out when there is an unknown key.
    func unknownKeyDiagnostics(in context: @autoclosure () -> String, reportedElsewhere: [String] = []) -> [Diagnostic]
    {
        pairs.compactMap { pair in
            guard let key = pair.key.scalarText, !allowedKeys.contains(key), !reportedElsewhere.contains(key) else {
                return nil
            }
            let hint = Spelling.hint(for: key, among: allowedKeys + otherKnownKeys)
            let fallback =
                hint.isEmpty ? "; expected one of \(allowedKeys.map { "'\($0)'" }.joined(separator: ", "))" : hint
            return .error(.unknownKey, "unknown key '\(key)' in \(context())\(fallback)", at: pair.key.location)
        }
    }

    /// Whether an unknown key is a likely misspelling of `key`, so a "missing key" error would only repeat it.
    func hasMisspelling(of key: String) -> Bool {
        pairs.contains { pair in
            guard let text = pair.key.scalarText, !allowedKeys.contains(text) else { return false }
            return Spelling.suggestion(for: text, among: allowedKeys + otherKnownKeys) == key
        }
    }
}
