/// Reads one mapping of the spec whose keys `Key` declares: a lookup names a declared key, so a misspelt one does not
/// compile, and the unknown keys it reports are those outside `Key`.
struct KeyedMappingReader<Key: FormatKey> {
    let byName: MappingReader

    /// `otherKnownKeys`: keys that are wrong here but meaningful nearby, offered as did-you-mean.
    init(_ node: YAMLNode, pairs: [YAMLNode.Pair], otherKnownKeys: [String] = []) {
        byName = MappingReader(node, pairs: pairs, allowedKeys: Key.names, otherKnownKeys: otherKnownKeys)
    }

    var node: YAMLNode { byName.node }
    var pairs: [YAMLNode.Pair] { byName.pairs }

    subscript(key: Key) -> YAMLNode? { byName[key.rawValue] }

    func hasMisspelling(of key: Key) -> Bool { byName.hasMisspelling(of: key.rawValue) }

    func unknownKeyDiagnostics(in context: @autoclosure () -> String, reportedElsewhere: [String] = []) -> [Diagnostic]
    { byName.unknownKeyDiagnostics(in: context(), reportedElsewhere: reportedElsewhere) }
}
