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

    mutating func add(_ pair: YAMLNode.Pair, decoder: SpecDecoder) {
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
