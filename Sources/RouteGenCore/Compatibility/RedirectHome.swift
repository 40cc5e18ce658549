/// The spec a suggested redirect goes in. An app spec cannot redirect links under a feature's mount, which the feature
/// alone takes, so a redirect of such a link goes in the feature's own `redirects:`, written as the feature's spec
/// writes paths and names.
enum RedirectHome: Equatable {
    /// The spec compared: paths are whole, and `to:` names a feature's route with the feature's name (`art.piece`).
    case comparedSpec
    /// The spec of `feature`, named `file`, mounted at the literal segments `mount`, after the tab a link names when
    /// `namesTab`.
    case featureSpec(file: String, feature: String, mount: [String], namesTab: Bool)

    /// Where the redirect of a link of the earlier `path` to `target` goes in `table`: the spec of the feature whose
    /// mount the path is under when `target` is that feature's route, else the spec compared.
    static func of(path: String, to target: Route, in table: RouteTable) -> RedirectHome {
        let segments = path.split(separator: "/").map(String.init)
        for group in table.mountedFeatureGroups {
            guard let code = group.feature, !code.mount.isEmpty else { continue }
            let isUnder =
                code.isUnderTabs
                ? segments.count > code.mount.count
                    && Array(segments.dropFirst().prefix(code.mount.count)) == code.mount
                : segments.starts(with: code.mount)
            guard isUnder, target.groupPath.first == group.caseName else { continue }
            return .featureSpec(
                file: target.location.file,
                feature: group.caseName,
                mount: code.mount,
                namesTab: code.isUnderTabs
            )
        }
        return .comparedSpec
    }

    /// The feature whose spec it is; nil for the spec compared.
    var feature: String? {
        guard case .featureSpec(_, let feature, _, _) = self else { return nil }
        return feature
    }

    /// The name of the feature's spec; nil for the spec compared.
    var file: String? {
        guard case .featureSpec(let file, _, _, _) = self else { return nil }
        return file
    }

    /// The path of the redirect: under the mount, and the tab before it, for a feature's spec.
    func path(of earlierPath: String) -> String? {
        guard case .featureSpec(_, _, let mount, let namesTab) = self else { return earlierPath }
        let segments = earlierPath.split(separator: "/", omittingEmptySubsequences: false).dropFirst(namesTab ? 2 : 1)
            .map(String.init)
        guard segments.starts(with: mount) else { return nil }
        return "/" + segments.dropFirst(mount.count).joined(separator: "/")
    }

    /// A feature's redirects take links on the app's schemes and hosts only.
    func takes(_ origin: LinkOrigin?) -> Bool { origin == nil || self == .comparedSpec }

    /// How `to:` names `target`.
    func name(of target: Route) -> String {
        guard case .featureSpec(_, let feature, _, _) = self, target.groupPath.first == feature else {
            return target.qualifiedName
        }
        return String(target.qualifiedName.dropFirst(feature.count + 1))
    }
}
