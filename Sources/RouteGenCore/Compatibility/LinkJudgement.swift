/// A link that the earlier version of a spec opened and the new version breaks, resolved by the engine of
/// `routegen match` under each.
///
/// The new version keeps a link when it opens the earlier route's counterpart directly, reading every value the link
/// spells for that route from the same part of the link, or when one of its redirects takes the link: a redirect is
/// the team's explicit decision about where the link goes now. A fallback is no such decision: a link that falls back
/// is rejected.
struct LinkJudgement {
    enum Change {
        /// The new spec rejects the link.
        case rejected(LinkRejection)
        /// The new spec opens another route, directly.
        case opensOther(Route)
        /// The new spec opens the counterpart, but not with the value that this parameter of the earlier route read
        /// from this part of the link.
        case losesValue(Parameter, LinkPlace)
    }

    let url: String
    let old: LinkExplanation
    let new: LinkExplanation
    /// The pattern that took the link under the earlier spec: a route, or a redirect's old link shape.
    let oldPattern: LinkPattern
    /// The route the earlier spec opened, directly or through `oldPattern`.
    let opened: Route
    let change: Change
    /// The scheme or host a redirect of the new spec must list to take the link: one the new spec does not take as
    /// its own. Nil for a link on one of its own.
    var redirectOrigin: LinkOrigin? = nil
}

/// A part of a link that gives a route a value.
enum LinkPlace: Hashable {
    /// Path segments by position: one for a parameter or `*`, those after the fixed ones for `**`.
    case segments(Range<Int>)
    /// The query item of this name.
    case query(String)
}

/// Judges links under both versions of a spec.
struct LinkJudge {
    let old: LinkExplainer
    let new: LinkExplainer
    let correspondence: RouteCorrespondence

    init(old: RouteTable, new: RouteTable, correspondence: RouteCorrespondence) {
        self.old = LinkExplainer(table: old)
        self.new = LinkExplainer(table: new)
        self.correspondence = correspondence
    }

    enum Verdict {
        /// The earlier spec does not open the link: it is free to change.
        case notOpened
        case kept
        case broken(LinkJudgement)
    }

    func judge(_ url: String) -> Verdict {
        let before = old.explain(url)
        guard let link = before.resolvedLink else { return .notOpened }
        let after = new.explain(url)
        let opened = link.openedRoute
        guard let change = Self.change(from: link, opened: opened, to: after, correspondence: correspondence) else {
            return .kept
        }
        return .broken(
            LinkJudgement(url: url, old: before, new: after, oldPattern: link.pattern, opened: opened, change: change)
        )
    }

    private static func change(
        from link: ResolvedLink,
        opened: Route,
        to after: LinkExplanation,
        correspondence: RouteCorrespondence
    ) -> LinkJudgement.Change? {
        let newLink: ResolvedLink
        switch after.verdict {
        case .rejected(let rejection): return .rejected(rejection)
        case .resolved(let resolved): newLink = resolved
        }
        let newRoute: Route
        switch newLink.pattern {
        case .redirect: return nil
        case .route(let route): newRoute = route
        }
        guard newRoute === correspondence.counterpart(of: opened) else { return .opensOther(newRoute) }
        let newPlaces = Set(newLink.placedValues(segmentCount: after.segments?.count ?? 0).map(\.place))
        let lost = link.placedValues(segmentCount: after.segments?.count ?? 0).first { !newPlaces.contains($0.place) }
        return lost.map { .losesValue($0.parameter, $0.place) }
    }
}

extension ResolvedLink {
    /// Each value of the opened route that the link spells, with the part of the link it comes from; values left at
    /// their default or absent are not spelled. Through a redirect, a value comes from where the redirect read it.
    func placedValues(segmentCount: Int) -> [(parameter: Parameter, place: LinkPlace)] {
        switch pattern {
        case .route(let route):
            return zip(route.parameters, values)
                .compactMap { parameter, bound in
                    Self.place(of: bound, named: parameter.name, segmentCount: segmentCount).map { (parameter, $0) }
                }
        case .redirect(let redirect):
            let own = redirect.declaration.parameters
            return zip(redirect.target.route.parameters, redirect.target.arguments)
                .compactMap { parameter, argument in
                    guard case .parameter(let index) = argument else { return nil }
                    return Self.place(of: values[index], named: own[index].name, segmentCount: segmentCount)
                        .map { (parameter, $0) }
                }
        }
    }

    private static func place(of bound: BoundValue, named name: String, segmentCount: Int) -> LinkPlace? {
        switch bound.origin {
        case .segment(let position): return .segments(position..<position + 1)
        case .segments(let start): return start < segmentCount ? .segments(start..<segmentCount) : nil
        case .query: return .query(name)
        case .queryDefault, .absent: return nil
        }
    }
}
