/// Which route of the new spec each route of the earlier one became, so that a link can be asked to open "the same
/// route" across versions.
///
/// A route keeps its identity by its name with its groups (`account.billing`). A route whose name is gone from the
/// new spec was renamed or moved into a group when a route whose name is new has the same path pattern: the same
/// literals (ignoring ASCII case), and parameters, `*` and `**` in the same places, whatever their names and types.
/// Among several such routes the first declared is taken, each at most once. A route with neither has no counterpart:
/// it was removed.
struct RouteCorrespondence {
    private var counterparts: [ObjectIdentifier: Route] = [:]
    /// The new routes that are some old route's counterpart, under its name or another.
    private var matched: Set<ObjectIdentifier> = []

    init(old: RouteTable, new: RouteTable) {
        var gone: [Route] = []
        var arrivals: [Route] = []
        pair(old.root, new.root, gone: &gone, arrivals: &arrivals)
        guard !gone.isEmpty, !arrivals.isEmpty else { return }
        var arrivalsByShape: [String: [Route]] = [:]
        for route in arrivals { arrivalsByShape[Self.pathShape(of: route), default: []].append(route) }
        for route in gone {
            let key = Self.pathShape(of: route)
            guard let candidates = arrivalsByShape[key], let first = candidates.first else { continue }
            arrivalsByShape[key] = Array(candidates.dropFirst())
            counterparts[ObjectIdentifier(route)] = first
            matched.insert(ObjectIdentifier(first))
        }
    }

    /// Pairs the entries of two levels by name, most often found in the same place; an old route without a namesake
    /// is gone, a new one an arrival.
    private mutating func pair(_ old: RouteLevel, _ new: RouteLevel, gone: inout [Route], arrivals: inout [Route]) {
        var newByName: [String: Int]?
        var used = [Bool](repeating: false, count: new.entries.count)
        for (position, entry) in old.entries.enumerated() {
            let index: Int?
            if position < new.entries.count, !used[position], new.entries[position].caseName == entry.caseName {
                index = position
            } else {
                if newByName == nil {
                    newByName = Dictionary(new.entries.enumerated().map { ($1.caseName, $0) }) { first, _ in first }
                }
                index = newByName?[entry.caseName].flatMap { used[$0] ? nil : $0 }
            }
            switch (entry, index.map { new.entries[$0] }) {
            case (.route(let route), .route(let namesake)?):
                counterparts[ObjectIdentifier(route)] = namesake
                matched.insert(ObjectIdentifier(namesake))
            case (.group(let group), .group(let namesake)?):
                pair(group.level, namesake.level, gone: &gone, arrivals: &arrivals)
            default:
                gone += Self.routes(of: entry)
                continue
            }
            used[index!] = true
        }
        for (index, entry) in new.entries.enumerated() where !used[index] { arrivals += Self.routes(of: entry) }
    }

    private static func routes(of entry: RouteLevelEntry) -> [Route] {
        switch entry {
        case .route(let route): return [route]
        case .group(let group): return group.level.allRoutes
        }
    }

    /// The route of the new spec that `route`, a route of the earlier spec, became; nil when it was removed.
    func counterpart(of route: Route) -> Route? { counterparts[ObjectIdentifier(route)] }

    /// Whether `route` of the new spec is a route the earlier spec did not have, under its name or another.
    func isAdded(_ route: Route) -> Bool { !matched.contains(ObjectIdentifier(route)) }

    /// `/users/:` for `/Users/:id`, `/docs/:?` for `/docs/:page?`, `/files/**` for `/files/**path`.
    static func pathShape(of route: Route) -> String {
        var key = ""
        for segment in route.segments {
            switch segment {
            case .literal(let text): key += "/" + text.asciiLowercased
            case .parameter(let index):
                let parameter = route.parameters[index]
                switch (parameter.source, parameter.presence) {
                case (.remainingSegments, _): key += "/**"
                case (_, .optional): key += "/:?"
                default: key += "/:"
                }
            }
        }
        return key.isEmpty ? "/" : key
    }
}
