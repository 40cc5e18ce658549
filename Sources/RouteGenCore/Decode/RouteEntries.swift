/// The routes and groups of one `routes` mapping, in order, each name once.
struct RouteEntries {
    private(set) var documents: [RouteEntryDocument] = []
    private var seen: Set<String> = []
    /// The entry before, when its keys are written one per line: where a route's key indented like the route names
    /// belongs.
    private var previous: KeyHome?

    /// An entry whose keys are written one per line, and the last route inside it when it is a group.
    struct KeyHome {
        let name: Located<String>
        /// The column its keys start at.
        let keyColumn: Int
        /// For a group, its last route whose keys are written one per line, the nearest route above a line after it.
        let lastRoute: (name: Located<String>, keyColumn: Int)?
        let isGroup: Bool

        init?(name: Located<String>, _ node: YAMLNode) {
            guard case .mapping(let pairs) = node.content, node.location.line > name.location.line else { return nil }
            self.name = name
            keyColumn = node.location.column
            isGroup = node.hasKey(SpecFormat.Group.routes.rawValue)
            let routes = pairs.last { $0.key.scalarText == SpecFormat.Group.routes.rawValue }?.value
            lastRoute = routes.flatMap(Self.lastRoute(in:))
        }

        /// The last route of a `routes` mapping, inside its last group when that is one.
        static func lastRoute(in routes: YAMLNode) -> (name: Located<String>, keyColumn: Int)? {
            guard case .mapping(let pairs) = routes.content, let last = pairs.last, let name = last.key.scalarText,
                let home = KeyHome(name: Located(name, at: last.key.location), last.value)
            else { return nil }
            guard home.isGroup else { return (home.name, home.keyColumn) }
            return home.lastRoute
        }
    }

    init(capacity: Int) {
        documents.reserveCapacity(capacity)
        seen.reserveCapacity(capacity)
    }

    mutating func add(_ pair: YAMLNode.Pair, decoder: SpecDecoder) {
        // A repeated key was reported by the reader; the first one counts.
        guard let name = pair.key.scalarText, seen.insert(name).inserted else { return }
        let located = Located(name, at: pair.key.location)
        // A misplaced key keeps the entry before as the home of the next one, which may be misplaced too.
        if decoder.reportsMisplacedKey(located, pair.value, home: previous) { return }
        previous = KeyHome(name: located, pair.value)
        if let entry = decoder.entry(named: located, pair.value) { documents.append(entry) }
    }
}
