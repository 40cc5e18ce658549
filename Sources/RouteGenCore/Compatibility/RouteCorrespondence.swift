/// Which route of the new spec each route of the earlier one became, so that a link can be asked to open "the same
/// route" across versions.
///
/// A route keeps its identity by its name with its groups (`account.billing`). A route whose name is gone from the
/// new spec was renamed or moved into a group when a route whose name is new has its path pattern (`PatternShape`),
/// whatever other changes do to its links: a removed scheme or host, a new route that takes some of them, narrower
/// values. Otherwise it was renamed when a route whose name is new takes its links: of the links the earlier spec
/// opened with it (`RouteSampleLinks`) on an origin both specs take as their own, the new route opens the largest
/// share. Pairing by links rather than by the order of declaration keeps `articleBySlug: /articles/:slug` from taking
/// the place of `article: /articles/:id` (Int) when only an Int route is left, and pairs `/posts/:id` with
/// `/posts/:id?`. Each route is paired at most once, the largest shares first; among equal shares a route that kept
/// its name (moved into a group) comes first, then declaration order. A route with neither has no counterpart: it
/// was removed.
struct RouteCorrespondence {
    private var counterparts: [ObjectIdentifier: Route] = [:]
    /// The new routes that are some old route's counterpart, under its name or another.
    private var matched: Set<ObjectIdentifier> = []

    init(old: RouteTable, new: RouteTable) {
        var gone: [Route] = []
        var arrivals: [Route] = []
        pair(old.root, new.root, gone: &gone, arrivals: &arrivals)
        guard !gone.isEmpty, !arrivals.isEmpty else { return }
        // The same values first, so that a narrowed route's rename is not taken for a new route of its shape.
        pairByShape(gone: &gone, arrivals: &arrivals, keepingValues: true)
        pairByShape(gone: &gone, arrivals: &arrivals, keepingValues: false)
        // Links on an origin the new spec drops break whichever route took them: they tell no rename.
        let newOrigins = Set(new.ownOrigins)
        guard !gone.isEmpty, !arrivals.isEmpty, let origin = old.ownOrigins.first(where: newOrigins.contains) else {
            return
        }
        pairByLinks(gone: gone, arrivals: arrivals, old: old, new: new, on: origin)
    }

    /// Pairs each gone route with the arrival of the same path pattern, where no other gone route or arrival has it.
    private mutating func pairByShape(gone: inout [Route], arrivals: inout [Route], keepingValues: Bool) {
        guard !gone.isEmpty, !arrivals.isEmpty else { return }
        let goneByShape = Dictionary(grouping: gone) { PatternShape($0, keepingValues: keepingValues) }
        let arrivalsByShape = Dictionary(grouping: arrivals) { PatternShape($0, keepingValues: keepingValues) }
        for (shape, routes) in goneByShape {
            guard routes.count == 1, let namesakes = arrivalsByShape[shape], namesakes.count == 1 else { continue }
            counterparts[ObjectIdentifier(routes[0])] = namesakes[0]
            matched.insert(ObjectIdentifier(namesakes[0]))
        }
        gone.removeAll { counterparts[ObjectIdentifier($0)] != nil }
        arrivals.removeAll { matched.contains(ObjectIdentifier($0)) }
    }

    private mutating func pairByLinks(
        gone: [Route],
        arrivals: [Route],
        old: RouteTable,
        new: RouteTable,
        on origin: LinkOrigin
    ) {
        let before = LinkExplainer(table: old)
        let after = LinkExplainer(table: new)
        let arrivalIndex = Dictionary(uniqueKeysWithValues: arrivals.enumerated().map { (ObjectIdentifier($1), $0) })
        var shares: [(share: Double, sameName: Bool, gone: Int, arrival: Int)] = []
        for (goneIndex, route) in gone.enumerated() {
            var opened = 0
            var taken: [Int: Int] = [:]
            for url in RouteSampleLinks.urls(of: route.declaration, in: old, on: origin) {
                guard let link = before.explain(url).resolvedLink, case .route(let opener) = link.pattern,
                    opener === route
                else { continue }
                opened += 1
                guard let newLink = after.explain(url).resolvedLink, case .route(let newOpener) = newLink.pattern,
                    let index = arrivalIndex[ObjectIdentifier(newOpener)]
                else { continue }
                taken[index, default: 0] += 1
            }
            for (index, count) in taken {
                let sameName = arrivals[index].caseName == route.caseName
                shares.append((Double(count) / Double(opened), sameName, goneIndex, index))
            }
        }
        shares.sort {
            ($0.share, $0.sameName ? 1 : 0, -$0.gone, -$0.arrival) > (
                $1.share, $1.sameName ? 1 : 0, -$1.gone, -$1.arrival
            )
        }
        var pairedGone: Set<Int> = []
        var pairedArrivals: Set<Int> = []
        for candidate in shares
        where !pairedGone.contains(candidate.gone) && !pairedArrivals.contains(candidate.arrival) {
            pairedGone.insert(candidate.gone)
            pairedArrivals.insert(candidate.arrival)
            counterparts[ObjectIdentifier(gone[candidate.gone])] = arrivals[candidate.arrival]
            matched.insert(ObjectIdentifier(arrivals[candidate.arrival]))
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
}

/// A route's path pattern without what a rename may change along with it: the names of its parameters and its query
/// items, and unless `keepingValues`, the bounds of its values and the values of its enums. `/places/:placeId`
/// (String) and `/places/:spot` (String, at most 40 characters) have one shape without their values; `/places/:placeId`
/// (Int) has another.
private struct PatternShape: Hashable {
    enum Piece: Hashable {
        case literal(String)
        /// A path parameter, `*` or `**`: its type without the enum's name, which follows the parameter's, and the
        /// enum's values and the constraints when kept.
        case value(
            Parameter.Source,
            isOptional: Bool,
            type: ValueType?,
            values: [String],
            constraints: [ValueConstraint]
        )
    }

    let pieces: [Piece]

    init(_ route: Route, keepingValues: Bool) {
        pieces = route.segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(let index):
                let parameter = route.parameters[index]
                var type: ValueType? = parameter.type
                var values: [String] = []
                if case .enumeration(let enumeration) = parameter.type {
                    type = nil
                    values = keepingValues ? enumeration.cases.map(\.rawValue) : []
                }
                return .value(
                    parameter.source,
                    isOptional: parameter.presence == .optional,
                    type: type,
                    values: values,
                    constraints: keepingValues ? parameter.constraints : []
                )
            }
        }
    }
}
