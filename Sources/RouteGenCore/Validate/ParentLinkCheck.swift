/// Refuses a parent whose link, with some values the route above it can give it, opens another route, or none.
///
/// A stack is its screens' links: the app saves each screen as its canonical link and restores it by resolving that
/// link again, and a link to the top screen builds the screens beneath from the route's values. A parent that such
/// values make into a link that a more specific route or a redirect takes first (or that the app refuses) is a screen
/// whose link leads elsewhere: the saved stack comes back with another screen in its place. The search is exact over
/// the values the route's type and constraints allow (`ParentLinks`), so a parent is refused only with a value that
/// shows it, and its error is at the route's `parent:`, where another parent or a constraint on the route's value
/// mends it.
struct ParentLinkCheck {
    let table: RouteTable
    /// Every overlap of two shapes of the table's own links.
    let overlaps: [OverlapAnalysis.ShapeOverlap]

    func diagnostics() -> [Diagnostic] {
        let stacked = table.allRoutes.compactMap { route -> (Route, RouteParent)? in
            // A tab's root is on no stack: its link only selects the tab.
            guard let parent = route.parent, !parent.route.selectsTab else { return nil }
            return (route, parent)
        }
        guard !stacked.isEmpty else { return [] }
        let takers = takersByShape()
        return stacked.compactMap { route, parent in diagnostic(for: route, under: parent, takers: takers) }
    }

    /// A shape of a pattern: the pattern's declaration and how many of its segments the shape keeps.
    private struct ShapeKey: Hashable {
        var declaration: ObjectIdentifier
        var length: Int
    }

    /// For each shape, the overlaps in which another pattern's shape takes some of its paths first, the most specific
    /// taker first. In a spec without ambiguity that is every shape that shares a path with it and comes first.
    private func takersByShape() -> [ShapeKey: [RouteOverlap]] {
        var takers: [ShapeKey: [RouteOverlap]] = [:]
        for found in overlaps where found.overlap.kind == .precedence {
            let taken = found.overlap.second
            let key = ShapeKey(declaration: ObjectIdentifier(taken.declaration), length: taken.segments.count)
            takers[key, default: []].append(found.overlap)
        }
        return takers.mapValues { $0.sorted { $0.first.specificity < $1.first.specificity } }
    }

    /// A link of a parent that leads elsewhere, with the values that give it.
    private enum Problem {
        /// `overlap.first` takes the link before the parent's shape, `overlap.second`.
        case taken(ParentLinks.Witness, by: RouteOverlap)
        /// The app refuses the link.
        case refused(ParentLinks.Witness)
    }

    private func diagnostic(for route: Route, under parent: RouteParent, takers: [ShapeKey: [RouteOverlap]])
        -> Diagnostic?
    {
        let links = ParentLinks(route: route, parent: parent, caseSensitive: table.caseSensitive)
        guard let problem = problem(in: links, takers: takers) else { return nil }
        let fix = ParentLinkFix(links: links) { self.problem(in: $0, takers: takers) == nil }
        switch problem {
        case .taken(let witness, let overlap):
            return ParentLinkReport(table: table, links: links, witness: witness, fix: fix).taken(by: overlap)
        case .refused(let witness):
            return ParentLinkReport(table: table, links: links, witness: witness, fix: fix).refused()
        }
    }

    /// The first link of the parent's shapes, shortest first, that the most specific of the shapes taking its
    /// paths first takes; else the first the app refuses.
    private func problem(in links: ParentLinks, takers: [ShapeKey: [RouteOverlap]]) -> Problem? {
        let shapes = links.shapes()
        let parent = ObjectIdentifier(links.parent.route.declaration)
        for shape in shapes {
            for overlap in takers[ShapeKey(declaration: parent, length: shape.length)] ?? [] {
                guard let witness = links.link(of: shape, takenBy: overlap.first.pattern) else { continue }
                return .taken(witness, by: overlap)
            }
        }
        for shape in shapes { if let witness = links.refusedLink(of: shape) { return .refused(witness) } }
        return nil
    }
}

private extension Route {
    var selectsTab: Bool {
        if case .selectTab = navigation { return true }
        return false
    }
}
