import RouteURLReader

/// Finds the links an earlier version of a spec opened that the new version breaks, each proven by a concrete link
/// resolved under both.
///
/// Links are compared origin by origin (the spec's own schemes and hosts, and each old scheme or host that redirects
/// list), and on each the path space is cut into regions by which shape each matcher takes a path to: a region where
/// the earlier spec opens a route and the new one opens something else, nothing, or the same route with values it
/// refuses, holds the witnesses. Only regions that can differ are searched. A pattern that both specs have with the
/// same shape, for the same route, keeps its paths unless a shape of the new spec that the earlier one lacks takes
/// some; so the patterns both have unchanged cost a comparison each, and only changed ones, and the shapes they
/// meet, are searched.
struct LinkCompatibility {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence

    struct Findings {
        /// One broken link for each pattern of the earlier spec and each way its links break, in no particular order.
        var breaks: [LinkJudgement]
        /// Whether two patterns of the earlier spec are ambiguous. Only the patterns the new spec does not have are
        /// checked: two it has too would make the new spec ambiguous, which its own check rules out.
        var earlierIsAmbiguous: Bool
    }

    func findings() -> Findings {
        var collector = BreakCollector(old: old, new: new, correspondence: correspondence)
        for pairing in OriginPairing.pairings(old: old, new: new) {
            if let newPatterns = pairing.newPatterns {
                let analysis = PairedPatterns(
                    old: pairing.oldPatterns,
                    new: newPatterns,
                    oldCaseSensitive: old.caseSensitive,
                    newCaseSensitive: new.caseSensitive,
                    correspondence: correspondence,
                    oldContext: Set(old.context.map(\.name))
                )
                analysis.findBreaks(on: pairing, into: &collector)
            } else {
                findFirstOpenedLink(on: pairing, into: &collector)
            }
        }
        return Findings(breaks: collector.breaks, earlierIsAmbiguous: collector.earlierIsAmbiguous)
    }

    /// An origin the new spec does not take at all breaks every link on it: one is enough to show it. None of the
    /// earlier spec's patterns on it has a twin, so each is checked for ambiguity.
    private func findFirstOpenedLink(on pairing: OriginPairing, into collector: inout BreakCollector) {
        let shapes = ShapeList(patterns: pairing.oldPatterns, caseSensitive: old.caseSensitive)
        var hasBreak = false
        for index in shapes.indices {
            let overlapping = shapes.shapes(overlapping: shapes[index].pattern)
            if shapes.isAmbiguous(index, with: overlapping) { collector.earlierIsAmbiguous = true }
            guard !hasBreak else { continue }
            let excluded = overlapping.filter { shapes.precedes($0, index) }.map { shapes[$0].pattern }
            let search = RegionSearch(
                old: .init(shape: shapes[index], caseSensitive: old.caseSensitive),
                new: nil,
                excluded: excluded
            )
            guard let path = search.path(for: .opensInOld) else { continue }
            let query = QueryChoice(old: shapes[index].declaration, new: nil, oldCaseSensitive: old.caseSensitive)
                .items(pinning: nil)
            let url = LinkWritingRules.text(prefix: pairing.origin.linkPrefix, path: path, query: query)
            hasBreak = collector.record(url, on: pairing)
        }
    }
}

/// The patterns of each spec that take links on one origin, or on several that both specs treat alike.
struct OriginPairing {
    /// The origin the witnesses use.
    let origin: LinkOrigin
    let oldPatterns: [LinkPattern]
    /// Nil when the new spec takes no link on the origin.
    let newPatterns: [LinkPattern]?
    /// Tells apart the breaks of pairings that share patterns.
    let group: Int
    /// Whether the new spec takes links on the origin as its own, rather than only through redirects that list it.
    let isOwnInNew: Bool

    private enum Side: Hashable {
        case own
        case legacy(LinkOrigin)
        case none
    }

    static func pairings(old: RouteTable, new: RouteTable) -> [OriginPairing] {
        let oldOwn = old.ownOrigins
        let newOwn = Set(new.ownOrigins)
        var pairings: [OriginPairing] = []
        var seen: [[Side]: Int] = [:]
        for (origin, oldSide) in oldOwn.map({ ($0, Side.own) }) + old.legacyOrigins.map({ ($0, Side.legacy($0)) }) {
            let newSide: Side =
                newOwn.contains(origin) ? .own : new.legacyOrigins.contains(origin) ? .legacy(origin) : .none
            // Every origin the new spec drops is shown on its own; origins both treat alike are compared once.
            let key = newSide == .none ? [oldSide, .legacy(origin)] : [oldSide, newSide]
            guard seen[key] == nil else { continue }
            seen[key] = pairings.count
            pairings.append(
                OriginPairing(
                    origin: origin,
                    oldPatterns: patterns(of: old, on: oldSide),
                    newPatterns: newSide == .none ? nil : patterns(of: new, on: newSide),
                    group: pairings.count,
                    isOwnInNew: newSide == .own
                )
            )
        }
        return pairings
    }

    private static func patterns(of table: RouteTable, on side: Side) -> [LinkPattern] {
        switch side {
        case .own, .none: return table.allPatterns
        case .legacy(let origin): return table.patterns(on: origin)
        }
    }
}

extension RouteTable {
    /// The schemes, then the hosts, the spec takes links on as its own, in lowercase.
    var ownOrigins: [LinkOrigin] {
        schemes.map { LinkOrigin.scheme($0.asciiLowercased) } + hosts.map { .host($0.asciiLowercased) }
    }
}

extension LinkOrigin {
    /// What a link on the origin starts with, before its path.
    var linkPrefix: String {
        switch self {
        case .scheme(let scheme): return scheme + "://"
        case .host(let host): return "https://" + host + "/"
        }
    }
}

/// The breaks found so far: each candidate link resolved under both specs, and kept only when the new spec breaks it
/// and no earlier link broke the same pattern in the same way.
struct BreakCollector {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence
    private(set) var breaks: [LinkJudgement] = []
    var earlierIsAmbiguous = false
    private var keys: Set<BreakKey> = []
    /// Made for the first candidate: a comparison that finds none orders no routes for resolving links.
    private var judge: LinkJudge?

    init(old: RouteTable, new: RouteTable, correspondence: RouteCorrespondence) {
        self.old = old
        self.new = new
        self.correspondence = correspondence
    }

    /// Records `url`, a link on `pairing`'s origin, if the new spec breaks it in a way not recorded yet; returns
    /// whether it breaks.
    @discardableResult mutating func record(_ url: String, on pairing: OriginPairing) -> Bool {
        let judge = self.judge ?? LinkJudge(old: old, new: new, correspondence: correspondence)
        self.judge = judge
        guard case .broken(var judgement) = judge.judge(url) else { return false }
        guard keys.insert(BreakKey(judgement.oldPattern, judgement.change, group: pairing.group)).inserted else {
            return true
        }
        if !pairing.isOwnInNew { judgement.redirectOrigin = pairing.origin }
        breaks.append(judgement)
        return true
    }
}

/// One kind of break of one pattern: further links that break the same way add nothing.
private struct BreakKey: Hashable {
    let pattern: ObjectIdentifier
    let change: String
    let group: Int

    init(_ pattern: LinkPattern, _ change: LinkJudgement.Change, group: Int) {
        self.pattern = ObjectIdentifier(pattern.declaration)
        self.group = group
        switch change {
        case .rejected(.invalidParameterValue(let failure)):
            self.change = "invalid \(failure.parameter.name) \(failure.brokenConstraint?.summary ?? "")"
        case .rejected(.missingParameter(let pattern, let index)):
            self.change = "missing " + pattern.declaration.parameters[index].name
        case .rejected(.unsupportedScheme), .rejected(.untrustedHost): self.change = "origin"
        case .rejected: self.change = "rejected"
        case .opensOther(let route): self.change = "opens " + route.qualifiedName
        case .losesValue(let parameter, _): self.change = "loses " + parameter.label
        }
    }
}
