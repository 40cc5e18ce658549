/// The links that break because the app's mount of a feature no longer lists a tab the earlier mount listed: the
/// change is one line of the app spec, so it is one error at the mount's `tabs`, with a note for each link, rather
/// than an error at each of the feature's routes, which did not change.
struct LostMountTabs {
    let old: RouteTable
    let new: RouteTable

    /// The breaks that a lost tab explains, as one error per feature and tab, and the other breaks.
    func split(_ breaks: [LinkJudgement]) -> (diagnostics: [Diagnostic], rest: [LinkJudgement]) {
        var explained: [(key: LostTab, breaks: [LinkJudgement])] = []
        var rest: [LinkJudgement] = []
        for judgement in breaks {
            guard let lost = lostTab(for: judgement) else {
                rest.append(judgement)
                continue
            }
            if let index = explained.firstIndex(where: { $0.key == lost }) {
                explained[index].breaks.append(judgement)
            } else {
                explained.append((lost, [judgement]))
            }
        }
        return (explained.map { diagnostic(for: $0.key, $0.breaks) }, rest)
    }

    private struct LostTab: Equatable {
        let feature: String
        let tab: String
    }

    /// The tab a link of a feature's route named before the mount, when the new mount of that feature lists it no
    /// longer.
    private func lostTab(for judgement: LinkJudgement) -> LostTab? {
        guard let feature = judgement.opened.groupPath.first, let earlier = mount(of: feature, in: old),
            let tab = judgement.old.segments?.first, earlier.tabs.contains(tab), let now = mount(of: feature, in: new),
            !now.tabs.contains(tab)
        else { return nil }
        return LostTab(feature: feature, tab: tab)
    }

    private func mount(of feature: String, in table: RouteTable) -> MountedFeatureCode? {
        table.mountedFeatureGroups.first { $0.caseName == feature }?.feature
    }

    private func diagnostic(for lost: LostTab, _ breaks: [LinkJudgement]) -> Diagnostic {
        let group = new.mountedFeatureGroups.first { $0.caseName == lost.feature }
        let location = group?.feature?.tabsLocation ?? group?.location ?? new.location
        let count = breaks.count == 1 ? "1 link" : "\(breaks.count) links"
        let notes = breaks.map { judgement in
            Diagnostic.Note(
                "'\(judgement.url)' opened route '\(judgement.opened.qualifiedName)'; this spec resolves it to \(judgement.new.generatedResult)",
                at: judgement.oldPattern.declaration.location
            )
        }
        return .error(
            .brokenLink,
            "feature '\(lost.feature)' is no longer mounted under tab '\(lost.tab)', so the \(count) of its routes on that tab that the earlier spec opened break",
            at: location,
            notes: notes + [
                .help(
                    "keep '\(lost.tab)' among the app's 'tabs' and the mount's 'tabs', so that the links already out there keep working"
                )
            ]
        )
    }
}
