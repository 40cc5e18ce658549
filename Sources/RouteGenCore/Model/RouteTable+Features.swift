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

    /// Every route of this level and of its own levels below, in declaration order: a mounted feature's routes are
    /// the feature's, and what the app decides per route of its own, such as an activity, is never decided for them.
    package var ownRoutes: [Route] {
        entries.flatMap { entry -> [Route] in
            switch entry {
            case .route(let route): return [route]
            case .group(let group): return group.feature == nil ? group.level.ownRoutes : []
            }
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
    package func mountedRedirects(of group: RouteGroup) -> [Redirect] {
        mountedFeatureRedirects.filter { $0.declaration.groupPath.first == group.caseName }
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
        return replacing(
            kind: .appOwnCode,
            root: RouteLevel(
                typePath: root.typePath,
                entries: entries,
                enumerations: root.enumerations,
                location: root.location
            ),
            redirects: redirects.filter { $0.declaration.groupPath.isEmpty },
            mountedFeatureRedirects: redirects.filter { !$0.declaration.groupPath.isEmpty }
        )
    }
}

extension RouteTable {
    /// The same table taking links on `schemes` and `hosts` instead of its own.
    package func takingLinks(onSchemes schemes: [String], hosts: [String]) -> RouteTable {
        replacing(schemes: schemes, hosts: hosts)
    }

    /// This table with the parts given replaced, and every other part kept.
    func replacing(
        kind: RouteTableKind? = nil,
        root: RouteLevel? = nil,
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        redirects: [Redirect]? = nil,
        mountedFeatureRedirects: [Redirect]? = nil
    ) -> RouteTable {
        RouteTable(
            enumName: enumName,
            isPublic: isPublic,
            schemes: schemes ?? self.schemes,
            hosts: hosts ?? self.hosts,
            caseSensitive: caseSensitive,
            tabs: tabs,
            root: root ?? self.root,
            redirects: redirects ?? self.redirects,
            mountedFeatureRedirects: mountedFeatureRedirects ?? self.mountedFeatureRedirects,
            legacyOrigins: legacyOrigins,
            originLocations: originLocations,
            fallback: fallback,
            context: context,
            contextEnumerations: contextEnumerations,
            location: location,
            kind: kind ?? self.kind,
            mountedFeatures: mountedFeatures,
            declaresActivities: declaresActivities
        )
    }
}
