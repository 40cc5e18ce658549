/// Decodes the routes of the spec's top-level `routes` mapping as the reader completes each one: on a large spec the
/// reading thread waits for libyaml about half the time, and decoding fills that wait instead of following the read.
struct RouteEntryStream: YAMLPairConsumer {
    var handedOverKey: String? { "routes" }
    /// Where the mapping whose pairs were taken starts; nil when the reader handed none over.
    private(set) var mappingLocation: SourceLocation?
    /// The pairs taken, repeated names included.
    private(set) var pairCount = 0
    private var entries = RouteEntries(capacity: 0)
    private var decoder = SpecDecoder()

    mutating func startMapping(at location: SourceLocation) { mappingLocation = location }

    mutating func take(_ pair: YAMLNode.Pair) {
        pairCount += 1
        entries.add(pair, decoder: &decoder)
    }

    /// Moves the decoded routes out, so that the document holds the only reference to them.
    mutating func takeDocuments() -> [RouteEntryDocument] {
        defer { entries = RouteEntries(capacity: 0) }
        return entries.documents
    }

    mutating func takeDiagnostics() -> [Diagnostic] { decoder.takeDiagnostics() }
}

/// The routes and groups of one `routes` mapping, in order, each name once.
struct RouteEntries {
    private(set) var documents: [RouteEntryDocument] = []
    private var seen: Set<String> = []
    /// The entry before, when its keys are written one per line, and the column they start at.
    private var previous: (name: Located<String>, keyColumn: Int)?

    init(capacity: Int) {
        documents.reserveCapacity(capacity)
        seen.reserveCapacity(capacity)
    }

    mutating func add(_ pair: YAMLNode.Pair, decoder: inout SpecDecoder) {
        // A repeated key was reported by the reader; the first one counts.
        guard let name = pair.key.scalarText, seen.insert(name).inserted else { return }
        let located = Located(name, at: pair.key.location)
        let before = previous
        let valueLocation = pair.value.location
        var isBlockMapping = false
        if case .mapping = pair.value.content { isBlockMapping = valueLocation.line > located.location.line }
        previous = isBlockMapping ? (located, valueLocation.column) : nil
        if let before, decoder.reportsMisplacedKey(located, pair.value, after: before.name, keyColumn: before.keyColumn)
        {
            return
        }
        if let entry = decoder.entry(named: located, pair.value) { documents.append(entry) }
    }
}
