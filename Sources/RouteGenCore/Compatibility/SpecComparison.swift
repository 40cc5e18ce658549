/// Compares a new version of a spec with an earlier one: every link the earlier one opened that the new one breaks is
/// an error with that link as its proof and, where a redirect mends it, the redirect as YAML, checked by adding it to
/// the new spec, or to the spec of the feature whose mount the link is under, and resolving the link again; and, as
/// the policy asks, each change that breaks the app's Swift code.
struct SpecComparison {
    /// Past this many broken links a single error gives the total, so one sweeping change cannot bury the output.
    static let reportedBreakLimit = 50

    let old: RouteTable
    let new: RouteTable
    /// The new spec's text, to which suggested redirects are added to check them.
    let newText: [UInt8]
    /// Checks a spec's text as the new spec is checked, with redirects added to the specs of the features it mounts
    /// by the name of each feature spec: its table, or nil when it has errors.
    let recheck: (_ text: [UInt8], _ featureRedirects: [String: [RedirectSuggestion]]) -> RouteTable?

    enum Outcome {
        /// The broken links and, as the policy asks, the source changes.
        case compared([Diagnostic])
        /// The earlier spec has ambiguous routes, reported as its own check reports them: its links were never
        /// decided, so there is nothing to compare with.
        case earlierIsAmbiguous([Diagnostic])
    }

    func outcome(sourceChanges policy: SourceChangePolicy) -> Outcome {
        let correspondence = RouteCorrespondence(old: old, new: new)
        let report = BreakReport(old: old, new: new, correspondence: correspondence)
        let findings = LinkCompatibility(old: old, new: new, correspondence: correspondence).findings()
        guard !findings.earlierIsAmbiguous else { return .earlierIsAmbiguous(AmbiguityCheck().diagnostics(for: old)) }
        let lostTabs = LostMountTabs(old: old, new: new).split(findings.breaks)
        let breaks = lostTabs.rest.sorted {
            (report.location(of: $0, $0.change), $0.url) < (report.location(of: $1, $1.change), $1.url)
        }
        let shown = Array(breaks.prefix(Self.reportedBreakLimit))
        let suggestions = checkedSuggestions(for: shown, report: report)
        var diagnostics = lostTabs.diagnostics
        diagnostics += shown.indices.map { report.diagnostic(for: shown[$0], suggestion: suggestions[$0]) }
        if breaks.count > shown.count {
            let first = breaks[shown.count]
            diagnostics.append(
                report.summary(
                    hidden: breaks.count - shown.count,
                    total: breaks.count,
                    at: report.location(of: first, first.change)
                )
            )
        }
        let brokenPatterns = Set(findings.breaks.map { ObjectIdentifier($0.oldPattern.declaration) })
        let sourceChanges = SourceChanges(old: old, new: new, correspondence: correspondence)
        let activityTypes = ActivityTypeChanges(old: old, new: new, correspondence: correspondence)
        let navigation = NavigationChanges(old: old, new: new, correspondence: correspondence)
        return .compared(
            diagnostics + activityTypes.diagnostics() + navigation.diagnostics()
                + sourceChanges.diagnostics(as: policy, brokenPatterns: brokenPatterns)
        )
    }

    /// A redirect for each break that one can mend, kept only if the new spec with it has no errors and keeps the
    /// link: all of them added at once when that works, else each on its own.
    private func checkedSuggestions(for breaks: [LinkJudgement], report: BreakReport) -> [Int: RedirectSuggestion] {
        let targets = breaks.map(report.redirectTarget(for:))
        guard targets.contains(where: { $0 != nil }) else { return [:] }
        // Names in use, by the feature whose spec a redirect goes in (nil for the spec compared).
        var taken: [String?: Set<String>] = [:]
        var suggestions: [Int: RedirectSuggestion] = [:]
        for (index, judgement) in breaks.enumerated() {
            guard let target = targets[index] else { continue }
            let home = RedirectHome.of(path: judgement.oldPattern.declaration.path, to: target, in: new)
            var names = taken[home.feature] ?? namesInUse(in: home)
            suggestions[index] = RedirectSuggestion.make(
                for: judgement,
                to: target,
                in: home,
                newCaseSensitive: new.caseSensitive,
                taken: &names
            )
            taken[home.feature] = names
        }
        guard !suggestions.isEmpty else { return [:] }
        let all = suggestions.sorted { $0.key < $1.key }
        let kept = keptLinks(all, breaks: breaks)
        if kept.count == all.count { return suggestions }
        return suggestions.filter { keptLinks([$0], breaks: breaks).count == 1 }
    }

    /// The names of routes and redirects in the spec a redirect goes in, as that spec writes them.
    private func namesInUse(in home: RedirectHome) -> Set<String> {
        guard let feature = home.feature else {
            return Set(new.allRoutes.map(\.qualifiedName) + new.redirects.map(\.declaration.name))
        }
        let routes = new.allRoutes.filter { $0.groupPath.first == feature }
            .map { String($0.qualifiedName.dropFirst(feature.count + 1)) }
        let redirects = new.redirects.filter { $0.declaration.groupPath.first == feature }.map(\.declaration.name)
        return Set(routes + redirects)
    }

    /// The breaks among `suggestions`' whose links the new spec with every one of them added keeps.
    private func keptLinks(_ suggestions: [(key: Int, value: RedirectSuggestion)], breaks: [LinkJudgement]) -> Set<Int>
    {
        var featureRedirects: [String: [RedirectSuggestion]] = [:]
        for suggestion in suggestions.map(\.value) {
            guard let file = suggestion.home.file else { continue }
            featureRedirects[file, default: []].append(suggestion)
        }
        guard let text = SpecSplice.adding(suggestions.map(\.value).filter { $0.home == .comparedSpec }, to: newText),
            let mended = recheck(text, featureRedirects)
        else { return [] }
        let judge = LinkJudge(old: old, new: mended, correspondence: RouteCorrespondence(old: old, new: mended))
        return Set(
            suggestions.map(\.key)
                .filter { index in
                    if case .kept = judge.judge(breaks[index].url) { return true }
                    return false
                }
        )
    }
}
