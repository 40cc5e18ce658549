/// A feature owns every link under its mount: the app's generated code hands such links to the feature's matcher
/// before any route of its own, so an app route or redirect under a mount, or a mount under another, is an error.
/// Routes whose pattern has a parameter where a mount has a literal are not under it: the mount is more specific.
struct MountOwnershipCheck {
    let table: RouteTable
    /// Each app route or redirect under a feature's mount, by the feature's name.
    private var routesUnderMounts: [String: Set<ObjectIdentifier>] = [:]
    /// The names of each pair of features whose mounts overlap, both ways round.
    private var overlappingFeatures: Set<[String]> = []
    private(set) var diagnostics: [Diagnostic] = []

    init(table: RouteTable) {
        self.table = table
        check()
    }

    /// Whether the ambiguity of two patterns is already reported here: an app pattern under a feature's mount and
    /// the feature's routes, or the routes of two features mounted in one place, are one error, not one per pair.
    func reportsOverlap(of first: LinkPattern, _ second: LinkPattern) -> Bool {
        let (first, second) = (first.declaration, second.declaration)
        guard let firstFeature = first.groupPath.first, let secondFeature = second.groupPath.first else {
            return covers(first, second) || covers(second, first)
        }
        return overlappingFeatures.contains([firstFeature, secondFeature]) || covers(first, second)
            || covers(second, first)
    }

    private func covers(_ feature: PatternDeclaration, _ pattern: PatternDeclaration) -> Bool {
        guard let name = feature.groupPath.first else { return false }
        return routesUnderMounts[name]?.contains(ObjectIdentifier(pattern)) == true
    }

    private mutating func check() {
        let features = table.mountedFeatureGroups
        guard !features.isEmpty else { return }
        let featureNames = Set(features.map(\.caseName))
        // A feature's routes and redirects are under its mount, and named inside it.
        let ownPatterns = table.routesAndRedirects.filter { pattern in
            pattern.declaration.groupPath.first.map { !featureNames.contains($0) } ?? true
        }
        for (index, group) in features.enumerated() {
            guard let feature = group.feature else { continue }
            let prefix = Self.prefix(of: feature, caseSensitive: table.caseSensitive)
            for pattern in ownPatterns
            where Self.isUnder(pattern.declaration.segments, prefix, caseSensitive: table.caseSensitive) {
                routesUnderMounts[group.caseName, default: []].insert(ObjectIdentifier(pattern.declaration))
                diagnostics.append(ownership(of: pattern, underMountOf: group, feature))
            }
            for earlier in features[..<index] {
                guard let other = earlier.feature else { continue }
                let otherPrefix = Self.prefix(of: other, caseSensitive: table.caseSensitive)
                let (shorter, longer) =
                    otherPrefix.count <= prefix.count ? (otherPrefix, prefix) : (prefix, otherPrefix)
                guard zip(shorter, longer).allSatisfy({ !$0.isDisjoint(with: $1) }) else { continue }
                overlappingFeatures.formUnion([
                    [earlier.caseName, group.caseName], [group.caseName, earlier.caseName],
                ])
                diagnostics.append(
                    .error(
                        .mountOverlap,
                        "features '\(earlier.caseName)' and '\(group.caseName)' are mounted where both would take the "
                            + "same links ('\(Self.text(of: other))' and '\(Self.text(of: feature))'); mount them apart",
                        at: group.location,
                        notes: [.init("feature '\(earlier.caseName)' is mounted here", at: earlier.location)]
                    )
                )
            }
        }
    }

    /// The error for an app pattern that takes links under a feature's mount, with a link the feature's own route
    /// takes too when there is one.
    private func ownership(of pattern: LinkPattern, underMountOf group: RouteGroup, _ feature: MountedFeatureCode)
        -> Diagnostic
    {
        let declaration = pattern.declaration
        let pathPattern = PathPattern(
            shape: declaration.segments,
            parameters: declaration.parameters,
            caseSensitive: table.caseSensitive
        )
        // A link the feature's own route takes too, when there is one; else any link of the pattern.
        let collision = group.level.allRoutes.lazy
            .compactMap { route -> (Route, [String])? in
                let other = PathPattern(
                    shape: route.segments,
                    parameters: route.parameters,
                    caseSensitive: table.caseSensitive
                )
                return pathPattern.commonPath(with: other).map { (route, $0) }
            }
            .first
        var notes: [Diagnostic.Note] = [.init("feature '\(group.caseName)' is mounted here", at: group.location)]
        if let (route, link) = collision {
            notes.append(.init("'\(route.qualifiedName)' takes '\(ExamplePath.text(link))' too", at: route.location))
        }
        let witness = (collision?.1 ?? pathPattern.commonPath(with: pathPattern))
            .map { " such as '\(ExamplePath.text($0))'" }
        return .error(
            .mountOverlap,
            "\(pattern.kindName) '\(declaration.qualifiedName)' takes links under the mount of feature "
                + "'\(group.caseName)' ('\(Self.text(of: feature))')\(witness ?? ""), which the feature "
                + "alone takes; move it into the feature's spec or out of the mount",
            at: declaration.location,
            notes: notes
        )
    }

    /// The literals each segment of the mount takes: one, or the tabs for the segment that names one.
    private static func prefix(of feature: MountedFeatureCode, caseSensitive: Bool) -> [Set<String>] {
        let fold = { (text: String) in caseSensitive ? text : text.asciiLowercased }
        let literals = feature.mount.map { Set([fold($0)]) }
        return feature.isUnderTabs ? [Set(feature.tabs.map(fold))] + literals : literals
    }

    private static func isUnder(_ segments: [PatternSegment], _ prefix: [Set<String>], caseSensitive: Bool) -> Bool {
        guard segments.count >= prefix.count else { return false }
        return zip(segments, prefix)
            .allSatisfy { segment, accepted in
                guard case .literal(let text) = segment else { return false }
                return accepted.contains(caseSensitive ? text : text.asciiLowercased)
            }
    }

    /// `/museum/art`, or `/:tab/weather` for a feature mounted under tabs.
    private static func text(of feature: MountedFeatureCode) -> String {
        (feature.isUnderTabs ? "/:tab" : "") + feature.mount.map { "/" + $0 }.joined()
    }
}
