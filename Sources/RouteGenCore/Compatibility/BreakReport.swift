/// The diagnostic of each broken link: an error where the fix goes (in the new spec when there is such a place, in
/// the earlier one otherwise) naming the link, what each version does with it, and how to keep it working.
struct BreakReport {
    let old: RouteTable
    let new: RouteTable
    let correspondence: RouteCorrespondence

    /// The route a redirect for the link could open: the counterpart of the route it opened, else the route that
    /// opens it now if that route is no new one, else the fallback's route. Nil when the break is about a value, which
    /// a redirect cannot mend, or about a new route, which no redirect can take links from.
    func redirectTarget(for judgement: LinkJudgement) -> Route? {
        guard !spellingMatters(judgement) else { return nil }
        switch judgement.change {
        case .rejected(.noRoute), .rejected(.unsupportedScheme), .rejected(.untrustedHost): break
        case .rejected(.invalidParameterValue(let failure))
        where failure.brokenConstraint == nil && failure.origin != .query: break
        case .opensOther(let route) where !correspondence.isAdded(route): break
        default: return nil
        }
        if let counterpart = correspondence.counterpart(of: judgement.opened) { return counterpart }
        if case .opensOther(let route) = judgement.change { return route }
        return new.fallback?.route
    }

    func diagnostic(for judgement: LinkJudgement, suggestion: RedirectSuggestion?) -> Diagnostic {
        let change = judgement.change
        let opened = "route '\(judgement.opened.qualifiedName)'" + through(judgement.oldPattern)
        let message: String
        switch change {
        case .rejected(let rejection):
            message = "'\(judgement.url)' opened \(opened); this spec rejects it with \(rejection.generatedError)"
        case .opensOther(let route):
            message = "'\(judgement.url)' opened \(opened); this spec opens route '\(route.qualifiedName)' instead"
        case .losesValue(let parameter, let place):
            message =
                "'\(judgement.url)' opened \(opened); this spec opens it without the value of '\(parameter.label)' that the link gives in \(place.described)"
        }
        let location = self.location(of: judgement, change)
        var notes: [Diagnostic.Note] = [
            .init("the earlier spec resolves it to \(judgement.old.generatedResult)"),
            .init("this spec resolves it to \(judgement.new.generatedResult)\(fallbackRemark(judgement.new))"),
        ]
        let oldPattern = judgement.oldPattern.declaration
        if location.file != oldPattern.location.file {
            notes.append(
                .init(
                    "\(judgement.oldPattern.kindName) '\(oldPattern.qualifiedName)' is declared here in the earlier spec",
                    at: oldPattern.location
                )
            )
        }
        notes.append(.help(advice(for: judgement, change)))
        if let suggestion, let target = redirectTarget(for: judgement) {
            let purpose =
                target === correspondence.counterpart(of: judgement.opened)
                ? "keeps such links opening '\(target.qualifiedName)'"
                : "sends such links to '\(target.qualifiedName)', as the team's explicit decision"
            let hasRedirects = new.redirects.contains { $0.declaration.groupPath.first == suggestion.home.feature }
            let file = suggestion.home.file ?? new.location.file
            // With features, several specs are at hand, and the redirect may go in another than the error's.
            let place: String
            switch (new.mountedFeatures.isEmpty, hasRedirects) {
            case (true, true): place = "add it under the spec's 'redirects:'"
            case (true, false): place = "add it to the spec"
            case (false, true): place = "add it under the 'redirects:' of '\(file)'"
            case (false, false): place = "add it to '\(file)'"
            }
            notes.append(
                .help("this redirect \(purpose); \(place):\n" + suggestion.text(besideRedirects: hasRedirects))
            )
        }
        return .error(.brokenLink, message, at: location, notes: notes)
    }

    /// The error that stands for the breaks past the ones shown.
    func summary(hidden: Int, total: Int, at location: SourceLocation) -> Diagnostic {
        .error(.brokenLink, "\(hidden) more broken links are not shown; \(total) in all", at: location)
    }

    private func through(_ pattern: LinkPattern) -> String {
        switch pattern {
        case .route: return ""
        case .redirect(let redirect): return " through redirect '\(redirect.declaration.name)'"
        }
    }

    /// Where the fix goes: the parameter that refuses a value the earlier pattern read, the route that takes the link,
    /// or the counterpart whose path moved; the earlier spec's pattern when the new spec has none (a removed route).
    func location(of judgement: LinkJudgement, _ change: LinkJudgement.Change) -> SourceLocation {
        switch change {
        case .rejected(.invalidParameterValue(let failure)) where refusesOwnValue(judgement):
            // A redirect checks the constraints of the route it opens: they are written at the route's parameter.
            guard case .redirect(let redirect) = failure.pattern, let broken = failure.brokenConstraint,
                let target = zip(redirect.target.route.parameters, redirect.target.arguments)
                    .first(where: { $0.1 == .parameter(failure.parameterIndex) && $0.0.constraints.contains(broken) })
            else { return failure.parameter.location }
            return target.0.location
        case .rejected(.missingParameter(let pattern, let index)) where refusesOwnValue(judgement):
            return pattern.declaration.parameters[index].location
        case .rejected(.unsupportedScheme), .rejected(.untrustedHost): return new.location
        case .opensOther(let route): return route.location
        default: return (newPattern(for: judgement) ?? judgement.oldPattern).declaration.location
        }
    }

    /// The pattern of the new spec that stands for the earlier one: its route's counterpart, or the redirect of the
    /// same name.
    private func newPattern(for judgement: LinkJudgement) -> LinkPattern? {
        switch judgement.oldPattern {
        case .redirect(let redirect):
            let name = redirect.declaration.name
            return new.redirects.first { $0.declaration.name == name }.map(LinkPattern.redirect)
        case .route: return correspondence.counterpart(of: judgement.opened).map(LinkPattern.route)
        }
    }

    /// Whether the new spec refuses the link for a value or query item of the pattern that stands for the earlier one
    /// (or of a redirect to the counterpart), and a refused path value is one the earlier pattern read too. Otherwise
    /// another route's parameter refuses it, or the counterpart's parameter where the earlier path had a literal (the
    /// tab of `/:tab/items` beside a removed `/offers/items`): the link lost its path, and that parameter is not the
    /// one to mend.
    private func refusesOwnValue(_ judgement: LinkJudgement) -> Bool {
        switch judgement.change {
        case .rejected(.invalidParameterValue(let failure)):
            guard standsForEarlierPattern(failure.pattern, judgement) else { return false }
            guard case .segment(let position) = failure.origin else { return true }
            return earlierValue(at: position, judgement) != nil
        case .rejected(.missingParameter(let pattern, _)): return standsForEarlierPattern(pattern, judgement)
        default: return false
        }
    }

    private func standsForEarlierPattern(_ pattern: LinkPattern, _ judgement: LinkJudgement) -> Bool {
        if let standing = newPattern(for: judgement), standing === pattern { return true }
        guard let counterpart = correspondence.counterpart(of: judgement.opened) else { return false }
        switch pattern {
        case .route: return false
        case .redirect(let redirect): return redirect.target.route === counterpart
        }
    }

    /// The parameter of the earlier pattern that read the link's path segment at `position`, if one did.
    private func earlierValue(at position: Int, _ judgement: LinkJudgement) -> Parameter? {
        guard let link = judgement.old.resolvedLink else { return nil }
        return link.placedValues(segmentCount: judgement.old.segments?.count ?? 0)
            .first { placed in
                guard case .segments(let range) = placed.place else { return false }
                return range.contains(position)
            }?
            .parameter
    }

    private func fallbackRemark(_ explanation: LinkExplanation) -> String {
        switch explanation.fallback {
        case .route(let route)?:
            return "; its fallback opens route '\(route.qualifiedName)' instead, which is no decision about this link"
        case .openInBrowser?: return "; its fallback opens it in the browser, which is no decision about this link"
        case nil: return ""
        }
    }

    /// Whether the link may break for its spelling alone: the new spec compares literals and enum values with case
    /// and the earlier one did not, and the link's path has capitals.
    private func spellingMatters(_ judgement: LinkJudgement) -> Bool {
        guard !old.caseSensitive, new.caseSensitive, case .rejected = judgement.change else { return false }
        return judgement.old.segments?.contains { $0.utf8.contains { (0x41...0x5A).contains($0) } } ?? false
    }

    private func advice(for judgement: LinkJudgement, _ change: LinkJudgement.Change) -> String {
        let opened = judgement.opened.qualifiedName
        if spellingMatters(judgement) {
            return
                "this spec compares literals and enum values with case (caseSensitive: true), and the earlier one took any spelling; leave out 'caseSensitive: true', so that the links already out there keep working"
        }
        switch change {
        case .rejected(.unsupportedScheme(let scheme)):
            return
                "this spec takes no links on '\(scheme)://'; keep '\(scheme)' in 'schemes', or list it under 'schemes' of redirects that take its links"
        case .rejected(.untrustedHost(let host)):
            return
                "this spec takes no links on 'https://\(host)'; keep '\(host)' in 'hosts', or list it under 'hosts' of redirects that take its links"
        case .rejected(.invalidParameterValue) where !refusesOwnValue(judgement),
            .rejected(.missingParameter) where !refusesOwnValue(judgement):
            return lostPath(judgement)
        case .rejected(.invalidParameterValue(let failure)):
            let name = failure.parameter.name
            if let constraint = failure.brokenConstraint {
                return
                    "'\(name)' now requires \(constraint.summary), and the earlier spec took '\(failure.text)'; loosen the constraint so that the links already out there keep working"
            }
            if case .enumeration = failure.parameter.type, wasEnumeration(failure, judgement) {
                return
                    "'\(failure.text)' is no longer a value of '\(name)'; keep it among the values, so that the links already out there keep working"
            }
            return
                "'\(name)' is \(failure.parameter.swiftTypeName()) now, and '\(failure.text)' is none; keep the type the earlier spec gave it, which took '\(failure.text)'"
        case .rejected(.missingParameter(let pattern, let index)):
            return
                "'\(pattern.declaration.parameters[index].name)' is required now, and the links made before it do not carry it; make it optional, or give it a default"
        case .rejected: return lostPath(judgement)
        case .opensOther(let route) where correspondence.isAdded(route):
            return
                "route '\(route.qualifiedName)' is new and takes links that opened '\(opened)'; give it a path that no link of the earlier spec used"
        case .opensOther(let route):
            return
                "the links that opened '\(opened)' reach '\(route.qualifiedName)' now; keep them opening '\(opened)', or add a redirect that says where they go"
        case .losesValue(let parameter, let place):
            return
                "the earlier route read '\(parameter.label)' from \(place.described); read a value there again (an optional query item, if the route no longer needs it)"
        }
    }

    /// Whether the earlier pattern read the refused value as a value of an enum too, so that the text was one of its
    /// values: a query item of the same name, or the path segment's parameter.
    private func wasEnumeration(_ failure: ValueFailure, _ judgement: LinkJudgement) -> Bool {
        let earlier: Parameter?
        switch failure.origin {
        case .segment(let position): earlier = earlierValue(at: position, judgement)
        case .query:
            earlier = judgement.oldPattern.declaration.parameters.first {
                $0.isQuery && $0.name == failure.parameter.name
            }
        }
        guard case .enumeration? = earlier?.type else { return false }
        return true
    }

    /// The advice for a link that no pattern standing for the earlier one takes with its path any more.
    private func lostPath(_ judgement: LinkJudgement) -> String {
        guard let counterpart = correspondence.counterpart(of: judgement.opened) else { return removal(judgement) }
        switch judgement.oldPattern {
        case .redirect(let redirect):
            let name = redirect.target.name
            guard let moved = new.redirects.first(where: { $0.declaration.name == name }) else {
                return "redirect '\(name)' is removed; restore it, or add a redirect that takes its links"
            }
            return
                "redirect '\(name)' no longer takes it with its path '\(moved.declaration.path)'; restore its earlier path '\(redirect.declaration.path)', or add a redirect that takes that"
        case .route(let route):
            return
                "'\(counterpart.qualifiedName)' no longer takes it with its path '\(counterpart.path)' (the earlier one was '\(route.path)'); restore that path, or add a redirect that takes the earlier one"
        }
    }

    /// The advice for a link whose route is gone from the new spec.
    private func removal(_ judgement: LinkJudgement) -> String {
        let opened = judgement.opened.qualifiedName
        switch judgement.oldPattern {
        case .route: return "route '\(opened)' is removed; restore it, or add a redirect that takes its links"
        case .redirect(let redirect):
            return
                "redirect '\(redirect.declaration.name)' is removed, and so is route '\(opened)' it opened; restore them, or add a redirect that takes its links"
        }
    }
}

extension LinkPlace {
    /// `path segment 2`, `path segments 2 to 4`, `query item 'page'`, counting segments from 1 as people do.
    var described: String {
        switch self {
        case .segments(let range) where range.count == 1: return "path segment \(range.lowerBound + 1)"
        case .segments(let range): return "path segments \(range.lowerBound + 1) to \(range.upperBound)"
        case .query(let name): return "query item '\(name)'"
        }
    }
}
