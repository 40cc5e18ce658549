extension RouteLevel {
    /// This level and every group level below it that the app's files declare: a mounted feature's level is the
    /// feature's, which its own file declares.
    package var ownLevels: [RouteLevel] {
        [self]
            + entries.flatMap { entry -> [RouteLevel] in
                guard case .group(let group) = entry, group.feature == nil else { return [] }
                return group.level.ownLevels
            }
    }
}

extension RouteTable {
    /// The features this app mounts, in the order its spec lists them.
    package var mountedFeatureGroups: [RouteGroup] {
        root.entries.compactMap { entry in
            guard case .group(let group) = entry, group.feature != nil else { return nil }
            return group
        }
    }

    /// The redirects that the spec of the mounted feature `group` declares, which the feature's code matches.
    package func mountedRedirects(of group: RouteGroup) -> [Route] {
        mountedFeatureRedirects.filter { $0.groupPath.first == group.caseName }
    }

    /// The modules of the features this app mounts, each once, which its generated files import.
    package var featureModules: [String] {
        mountedFeatureGroups.reduce(into: []) { modules, group in
            guard let module = group.feature?.module, !modules.contains(module) else { return }
            modules.append(module)
        }
    }

    /// The table of the app's own code: each mounted feature's group keeps its case, but its routes, which the
    /// feature's generated code declares and matches, are left out; everything else is this table's.
    package var ownRoutesTable: RouteTable {
        guard !mountedFeatures.isEmpty else { return self }
        let entries = root.entries.map { entry -> RouteLevelEntry in
            guard case .group(var group) = entry, group.feature != nil else { return entry }
            group.level.entries = []
            group.level.enumerations = []
            return .group(group)
        }
        var own = RouteTable(
            enumName: enumName,
            access: access,
            schemes: schemes,
            hosts: hosts,
            caseSensitive: caseSensitive,
            tabs: tabs,
            root: RouteLevel(
                typePath: root.typePath,
                entries: entries,
                enumerations: root.enumerations,
                location: root.location
            ),
            redirects: redirects.filter { $0.groupPath.isEmpty },
            fallback: fallback,
            context: context,
            contextEnumerations: contextEnumerations,
            location: location
        )
        own.legacyOrigins = legacyOrigins
        own.originLocations = originLocations
        own.mountedFeatures = mountedFeatures
        own.mountedFeatureRedirects = redirects.filter { !$0.groupPath.isEmpty }
        own.parents = parents
        own.declaresActivities = declaresActivities
        own.activities = activities
        own.intents = intents
        return own
    }
}
