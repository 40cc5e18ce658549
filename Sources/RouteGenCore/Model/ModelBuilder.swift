/// Interprets a decoded spec: resolves names, parses paths, checks types, defaults and references.
struct ModelBuilder: ReportsDiagnostics {
    let log: DiagnosticLog
    private var caseSensitive = false
    private var hasHosts = false
    private var isFeatureSpec = false
    private var tabs: [String] = []
    private var enumName = "AppRoute"
    private var supportTypeNames: Set<String> = []
    /// The type names a type nested in the route enum cannot take: the modules the code names its types through, the
    /// enum's own aliases and support types, and the types of the features it mounts, which the app's code names.
    private var takenTypeNames: Set<String> = []
    /// The route enums of the features the spec mounts, for telling why their names are taken.
    private var mountedFeatureEnums: Set<String> = []
    /// Set when `fallback:` needs the names of routes and groups left out for errors, so that it does not report them
    /// again; most specs have no fallback and pay nothing for it.
    private var recordsDeclaredNames = false
    private var declaredRouteNames: Set<String> = []
    private var declaredGroupNames: Set<String> = []
    /// Each route that names a parent, or whose group does, with the parent as written; resolved once every route
    /// is built, since a parent may be declared after the route.
    private var declaredParents: [(route: Route, parent: ParentDocument)] = []
    /// What each route that gives a `title:` or an `activity:` says, resolved once the table is whole.
    private var activityDeclarations: [String: ActivityBuilder.Declaration] = [:]
    /// Each route's `intent:`, resolved once the table is whole.
    private var intentDeclarations: [String: IntentBuilder.Declaration] = [:]
    /// Where each mounted feature's links start, by the feature's name, for the redirects its spec declares.
    private var featureMounts: [String: RouteMount] = [:]
    /// Where each feature's route enum is first mounted, by the enum's name.
    private var featureTypeNames: [String: SourceLocation] = [:]

    init(log: DiagnosticLog) { self.log = log }

    /// Takes the document: each entry is freed once its routes are built, so that a large spec's document and its
    /// table are never both whole in memory.
    mutating func build(_ document: consuming SpecDocument) -> RouteTable? {
        caseSensitive = document.caseSensitive
        enumName = checkedEnumName(document.name)
        supportTypeNames = Set(GeneratedNames(enumName: enumName).allTopLevelTypeNames)
        mountedFeatureEnums = Self.mountedFeatureEnums(in: document.routes.value)
        takenTypeNames = ReservedNames.typeNames.union(supportTypeNames).union([enumName])
            .union(mountedFeatureEnums.flatMap { [$0] + GeneratedNames(enumName: $0).allTopLevelTypeNames })
        let schemes = checkedSchemes(document.schemes)
        let hosts = checkedHosts(document.hosts)
        hasHosts = !hosts.isEmpty
        let isFeature = document.feature?.value == true
        isFeatureSpec = isFeature
        if document.schemes.isEmpty && document.hosts.isEmpty && !document.originsAreMalformed && !isFeature {
            error(
                .noSchemesOrHosts,
                "the spec needs 'schemes' (custom URL schemes such as [myapp]), 'hosts' (universal-link hosts), or both",
                at: document.location
            )
        }
        tabs = checkedTabs(document.tabs)
        recordsDeclaredNames =
            document.fallback != nil || !document.redirects.isEmpty || Self.namesParents(document.routes.value)
        let routes = document.routes
        document.routes.value = []
        let built = level(
            consume routes,
            typePath: [enumName],
            groupPath: [],
            auth: false,
            navigation: .push(tab: nil),
            parent: nil,
            mount: .none
        )
        let root = withRelations(built, activitiesDocument: document.activities)
        let written =
            document.schemes.map { (LinkOrigin.scheme($0.value.asciiLowercased), $0.location) }
            + document.hosts.map { (LinkOrigin.host($0.value.asciiLowercased), $0.location) }
        let references = references(from: document, root: root, schemes: schemes, hosts: hosts)
        return RouteTable(
            enumName: enumName,
            isPublic: isFeature || document.access?.value == .public,
            schemes: schemes,
            hosts: hosts,
            caseSensitive: caseSensitive,
            tabs: tabs,
            root: root,
            redirects: references.redirects,
            mountedFeatureRedirects: [],
            legacyOrigins: references.legacyOrigins,
            originLocations: Dictionary(written, uniquingKeysWith: { first, _ in first })
                .merging(references.legacyOriginLocations) { own, _ in own },
            fallback: references.fallback,
            context: references.context,
            contextEnumerations: references.contextEnumerations,
            location: document.location,
            kind: isFeature ? .feature(declaredAt: document.feature?.location ?? document.location) : .app,
            mountedFeatures: isFeature ? [] : document.features.map(\.name),
            declaresActivities: document.activities != nil
        )
    }

    /// The routes of `root` with their parents, activities and intents, which need every route: a parent may be
    /// declared after its route, and an activity's type must not repeat another's.
    private mutating func withRelations(_ root: RouteLevel, activitiesDocument: ActivitiesDocument?) -> RouteLevel {
        let declaresActivities = activitiesDocument != nil || !activityDeclarations.isEmpty
        let routes = root.allRoutes
        let tabsRequiringAuth = tabs.isEmpty ? [] : TabRoots(routes: routes).tabsRequiringAuth
        guard
            declaresActivities || !intentDeclarations.isEmpty || !declaredParents.isEmpty || !tabsRequiringAuth.isEmpty
        else { return root }
        var activities: [String: RouteActivity] = [:]
        if declaresActivities {
            // Activity types are the app's: a mounted feature's routes become none, in every file that lists them.
            activities = ActivityBuilder(log: log)
                .build(activitiesDocument, routes: root.ownRoutes, declarations: activityDeclarations)
        }
        var intents: [String: RouteIntent] = [:]
        if !intentDeclarations.isEmpty {
            intents = IntentBuilder(enumName: enumName, log: log)
                .build(routes: routes, declarations: intentDeclarations)
        }
        let parents = declaredParents.isEmpty ? [:] : parents(among: routes)
        guard !activities.isEmpty || !intents.isEmpty || !parents.isEmpty || !tabsRequiringAuth.isEmpty else {
            return root
        }
        var relations = RouteRelationAttachment(
            parents: parents,
            activities: activities,
            intents: intents,
            tabsRequiringAuth: tabsRequiringAuth
        )
        return relations.attach(to: root)
    }

    /// The parent of each route that names one, by the route's identity.
    private mutating func parents(among routes: [Route]) -> [ObjectIdentifier: RouteParent] {
        // Naming enum types rebuilds the routes that have enum values, so each route is looked up again.
        let builtRoutes = Dictionary(routes.map { ($0.qualifiedName, $0) }) { first, _ in first }
        let declared = declaredParents.map { declared in
            (route: builtRoutes[declared.route.qualifiedName] ?? declared.route, parent: declared.parent)
        }
        return ParentBuilder(caseSensitive: caseSensitive, routes: routeReference(to: routes), log: log).build(declared)
    }

    private func routeReference(to routes: [Route]) -> RouteReference {
        RouteReference(routes: routes, declaredRouteNames: declaredRouteNames, declaredGroupNames: declaredGroupNames)
    }

    /// What the spec's redirects, fallback and context resolve to.
    private struct References {
        var redirects: [Redirect] = []
        var legacyOrigins: [LinkOrigin] = []
        var legacyOriginLocations: [LinkOrigin: SourceLocation] = [:]
        var fallback: LinkFallback?
        var context: [Parameter] = []
        var contextEnumerations: [EnumerationType] = []
    }

    /// The redirects, the fallback and the context, which name routes; resolved once every route has its relations,
    /// so that the routes they name are the table's.
    private mutating func references(
        from document: borrowing SpecDocument,
        root: RouteLevel,
        schemes: [String],
        hosts: [String]
    ) -> References {
        var references = References()
        guard document.fallback != nil || !document.context.isEmpty || !document.redirects.isEmpty else {
            return references
        }
        let routes = root.allRoutes
        let named = routeReference(to: routes)
        var redirects = RedirectBuilder(
            caseSensitive: caseSensitive,
            routes: named,
            ownSchemes: schemes,
            ownHosts: hosts,
            featureMounts: featureMounts,
            tabTypeName: GeneratedNames(enumName: enumName).tabTypeName,
            log: log
        )
        references.redirects = redirects.build(document.redirects)
        references.legacyOrigins = redirects.legacyOrigins
        references.legacyOriginLocations = redirects.legacyOriginLocations
        let outcomes = LinkOutcomeBuilder(
            caseSensitive: caseSensitive,
            hasHosts: hasHosts,
            reservedTypeNames: takenTypeNames,
            log: log
        )
        references.fallback = outcomes.fallback(document.fallback, routes: named)
        (references.context, references.contextEnumerations) = outcomes.context(
            document.context,
            patterns: RouteTable.patterns(routes: routes, redirects: references.redirects)
        )
        return references
    }

    /// A group's parent sits beneath each screen pushed or presented in it, but not beneath itself, a tab's root or
    /// an action, which have nothing beneath them.
    private static func groupParent(_ parent: ParentDocument, appliesTo route: Route) -> ParentDocument? {
        switch route.navigation {
        case .selectTab, .action: return nil
        case .push, .sheet, .fullScreen: return parent.route.value == route.qualifiedName ? nil : parent
        }
    }

    /// Whether a route or group among `entries`, at any depth, names a parent.
    private static func namesParents(_ entries: [RouteEntryDocument]) -> Bool {
        entries.contains { entry in
            switch entry {
            case .route(let route): return route.parent != nil
            case .group(let group): return group.parent != nil || namesParents(group.routes.value)
            }
        }
    }

    // MARK: - Top level

    private mutating func checkedEnumName(_ name: Located<String>?) -> String {
        guard let name else { return "AppRoute" }
        guard !ReservedNames.importedModules.contains(name.value) else {
            error(
                .nameClash,
                "'\(name.value)' cannot be the enum name: the generated files import the module of that name, which "
                    + "the enum would hide from them; use a name such as 'AppRoute'",
                at: name.location,
                notes: [Self.takenNames("the generated files import these modules", ReservedNames.importedModules)]
            )
            return "AppRoute"
        }
        guard SwiftName.isIdentifier(name.value), !SwiftName.keywords.contains(name.value),
            !ReservedNames.typesDeclaredInRouteEnums.contains(name.value),
            !ReservedNames.matcherTypes.contains(name.value)
        else {
            let taken = ReservedNames.typesDeclaredInRouteEnums.union(ReservedNames.matcherTypes)
            error(
                .invalidSwiftName,
                "'\(name.value)' cannot be the enum name; use a Swift type name such as 'AppRoute'",
                at: name.location,
                notes: taken.contains(name.value)
                    ? [Self.takenNames("the generated code uses these type names", taken)] : []
            )
            return "AppRoute"
        }
        return name.value
    }

    private mutating func checkedSchemes(_ schemes: [Located<String>]) -> [String] {
        distinctValues(
            schemes,
            kind: "scheme",
            rejectedAs: .invalidScheme,
            normalized: \.asciiLowercased,
            problem: Self.schemeProblem
        )
    }

    private mutating func checkedHosts(_ hosts: [Located<String>]) -> [String] {
        distinctValues(
            hosts,
            kind: "host",
            rejectedAs: .invalidHost,
            normalized: \.asciiLowercased,
            problem: Self.hostProblem
        )
    }

    /// What is wrong with a lowercased custom scheme, completing "'x' …", or nil.
    static func schemeProblem(_ scheme: String) -> String? {
        let isValid =
            scheme.first.map { $0.isASCII && $0.isLetter } == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        if !isValid {
            return "is not a URL scheme; write the scheme alone, such as 'myapp' (letters, digits, '+', '-', '.')"
        }
        if scheme == "http" || scheme == "https" {
            return "is not a custom scheme; list web domains under 'hosts:' for https universal links"
        }
        return nil
    }

    /// What is wrong with a lowercased web host, completing "'x' …", or nil.
    static func hostProblem(_ host: String) -> String? {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let isValid =
            !host.isEmpty
            && labels.allSatisfy { label in
                !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
        return isValid
            ? nil : "is not a bare host name; write it like 'myapp.com' (no scheme, port, path or trailing dot)"
    }

    private mutating func checkedTabs(_ tabs: [Located<String>]) -> [String] {
        _ = distinctValues(
            tabs,
            kind: "tab",
            rejectedAs: .invalidSwiftName,
            normalized: { $0 },
            problem: Self.tabProblem
        )
        // Every written name stays declared, so navigation naming a rejected tab gets no second error.
        return tabs.map(\.value)
    }

    /// What is wrong with a tab name, completing "'x' …", or nil.
    private static func tabProblem(_ tab: String) -> String? {
        SwiftName.isIdentifier(tab) && !SwiftName.unusableNames.contains(tab)
            ? nil : "is not a valid tab name; use a Swift identifier such as 'home'"
    }

    /// The normalized values of a list, each once, after reporting every value `problem` rejects
    /// (`'x' <problem>`) and every repeat (with a note at the first).
    private mutating func distinctValues(
        _ values: [Located<String>],
        kind: String,
        rejectedAs problemID: DiagnosticID,
        normalized: (String) -> String,
        problem: (String) -> String?
    ) -> [String] {
        var firstLocations: [String: SourceLocation] = [:]
        var result: [String] = []
        for value in values {
            let key = normalized(value.value)
            if let problem = problem(key) {
                error(problemID, "'\(value.value)' \(problem)", at: value.location)
            } else if let first = firstLocations[key] {
                error(
                    .duplicateEntry,
                    "\(kind) '\(value.value)' is listed twice",
                    at: value.location,
                    notes: [.init("first listed here", at: first)]
                )
            } else {
                firstLocations[key] = value.location
                result.append(key)
            }
        }
        return result
    }

    // MARK: - Levels

    private mutating func level(
        _ entries: consuming Located<[RouteEntryDocument]>,
        typePath: [String],
        groupPath: [String],
        auth: Bool,
        navigation: Navigation,
        parent: ParentDocument?,
        mount: RouteMount
    ) -> RouteLevel {
        var pending = entries.value
        entries.value = []
        var built: [RouteLevelEntry] = []
        built.reserveCapacity(pending.count)
        var entryNames: [Located<String>] = []
        entryNames.reserveCapacity(pending.count)
        var groupTypeNames: [String: SourceLocation] = [:]
        let levelTypeName = typePath.joined(separator: ".")
        // Popped in order from the reversed list, so each entry is freed once it is built.
        pending.reverse()
        while let entry = pending.popLast() {
            entryNames.append(entry.name)
            if recordsDeclaredNames { recordDeclaredName(of: entry, in: groupPath) }
            let hasUsableName = checkedEntryName(entry.name)
            switch consume entry {
            case .route(let document):
                // The route's path and parameters are wrong or right whatever it is called: reporting them now
                // spares a second run after the rename. Nothing is built from a route without a usable name.
                guard
                    let route = route(
                        document,
                        levelTypeName: levelTypeName,
                        groupPath: groupPath,
                        auth: auth,
                        navigation: navigation,
                        mount: mount
                    ), hasUsableName
                else { continue }
                built.append(.route(route))
                recordDeclarations(of: route, in: document, groupParent: parent)
            case .group(let document):
                guard hasUsableName,
                    let group = group(
                        document,
                        typePath: typePath,
                        groupPath: groupPath,
                        auth: auth,
                        navigation: navigation,
                        parent: parent,
                        mount: mount,
                        groupTypeNames: &groupTypeNames
                    )
                else { continue }
                built.append(.group(group))
            }
        }
        var result = RouteLevel(typePath: typePath, entries: built, enumerations: [], location: entries.location)
        EnumerationNaming(log: log)
            .assignTypeNames(in: &result) {
                Set(groupTypeNames.keys).union(takenTypeNames).union(built.map(\.caseName))
            }
        checkCasesAgainstGroupTypes(entryNames, groupTypeNames)
        return result
    }

    /// What a route says that needs the whole table to resolve: its intent, its activity and its parent (its own,
    /// or its group's).
    private mutating func recordDeclarations(
        of route: Route,
        in document: borrowing RouteDocument,
        groupParent: ParentDocument?
    ) {
        if let intent = document.intent {
            intentDeclarations[route.qualifiedName] = .init(intent: intent, routeTitle: document.title)
        }
        if document.title != nil || document.activity != nil {
            activityDeclarations[route.qualifiedName] = .init(title: document.title, activity: document.activity)
        }
        if let parent = document.parent ?? groupParent.flatMap({ Self.groupParent($0, appliesTo: route) }) {
            declaredParents.append((route, parent))
        }
    }

    private mutating func recordDeclaredName(of entry: RouteEntryDocument, in groupPath: [String]) {
        let qualifiedName = (groupPath + [entry.name.value]).joined(separator: ".")
        if case .group = entry {
            declaredGroupNames.insert(qualifiedName)
        } else {
            declaredRouteNames.insert(qualifiedName)
        }
    }

    /// A group and the nested level of its routes, or nil after reporting why its type name is taken.
    private mutating func group(
        _ document: consuming GroupDocument,
        typePath: [String],
        groupPath: [String],
        auth: Bool,
        navigation: Navigation,
        parent: ParentDocument?,
        mount: RouteMount,
        groupTypeNames: inout [String: SourceLocation]
    ) -> RouteGroup? {
        let typeName = SwiftName.upperCamel(document.name.value)
        if document.featureCode == nil, takenTypeNames.contains(typeName) {
            error(
                .nameClash,
                "group '\(document.name.value)' would generate a nested type '\(typeName)', which the generated code needs for something else; rename the group",
                at: document.name.location,
                notes: [groupTypeNameNote(for: typeName)]
            )
            return nil
        }
        if let first = groupTypeNames[typeName] {
            error(
                .nameClash,
                "groups '\(document.name.value)' and another group both generate the nested type '\(typeName)'",
                at: document.name.location,
                notes: [.init("the other group", at: first)]
            )
            return nil
        }
        groupTypeNames[typeName] = document.name.location
        if let feature = document.featureCode,
            feature.typeName == enumName || supportTypeNames.contains(feature.typeName)
        {
            error(
                .nameClash,
                "feature '\(document.name.value)' has the route enum '\(feature.typeName)', a name the app's generated code declares too; rename one of them",
                at: document.name.location
            )
            return nil
        }
        if let feature = document.featureCode {
            // The app's code converts each feature's navigation, errors and redirects by the feature's types, once.
            if let first = featureTypeNames[feature.typeName] {
                error(
                    .nameClash,
                    "feature '\(document.name.value)' has the route enum '\(feature.typeName)', as another feature "
                        + "has; a feature is mounted once, and two features need enums of their own names",
                    at: document.name.location,
                    notes: [.init("the other feature", at: first)]
                )
                return nil
            }
            featureTypeNames[feature.typeName] = document.name.location
        }
        var groupMount = RouteMount.none
        if let written = document.mount {
            guard let mounted = self.mount(written) else { return nil }
            groupMount = mounted
        }
        let groupNavigation = document.navigation.flatMap { self.navigation($0) } ?? navigation
        let nestedRoutes = document.routes
        document.routes.value = []
        let nested = level(
            consume nestedRoutes,
            // A feature's routes are of its own enum, which its module declares.
            typePath: document.featureCode.map { [$0.typeName] } ?? typePath + [typeName],
            groupPath: groupPath + [document.name.value],
            auth: document.auth?.value ?? auth,
            navigation: groupNavigation,
            parent: document.parent ?? parent,
            mount: mount.appending(groupMount)
        )
        var group = RouteGroup(
            caseName: document.name.value,
            summary: document.description?.value,
            location: document.name.location,
            level: nested
        )
        if let reference = document.featureCode {
            featureMounts[document.name.value] = mount.appending(groupMount)
            if let module = reference.module, !SwiftName.isIdentifier(module.value) {
                error(
                    .invalidSwiftName,
                    "'module' must be a Swift module name, such as 'Weather', found '\(module.value)'",
                    at: module.location
                )
            }
            let moduleName = reference.module?.value ?? SwiftName.upperCamel(document.name.value)
            if reference.typeName == moduleName
                || GeneratedNames(enumName: reference.typeName).allTopLevelTypeNames.contains(moduleName)
            {
                error(
                    .nameClash,
                    "feature '\(document.name.value)' is in the module '\(moduleName)', which a type of the feature "
                        + "takes the name of: the app's code names the feature's types through its module "
                        + "('\(moduleName).\(reference.typeName)'), and the type would hide the module; rename the "
                        + "feature's enum (\(reference.typeName)Route) or give the mount another 'module:'",
                    at: reference.module?.location ?? document.name.location
                )
            }
            group.feature = MountedFeatureCode(
                typeName: reference.typeName,
                module: moduleName,
                mount: groupMount.segments.compactMap { located in
                    guard case .literal(let text) = located.segment else { return nil }
                    return text
                },
                tabs: document.mount?.tabs?.value.map(\.value) ?? [],
                pushTab: groupMount.pushTab,
                tabsLocation: document.mount?.tabs?.location
            )
        }
        return group
    }

    /// A case named like a group's nested type at the same level would be shadowed by it.
    private mutating func checkCasesAgainstGroupTypes(
        _ entryNames: [Located<String>],
        _ groupTypeNames: [String: SourceLocation]
    ) {
        for name in entryNames {
            guard let groupLocation = groupTypeNames[name.value] else { continue }
            error(
                .nameClash,
                "'\(name.value)' is both a case and the nested type of a group at the same level; rename the route or the group",
                at: name.location,
                notes: [.init("the group", at: groupLocation)]
            )
        }
    }

    private mutating func checkedEntryName(_ name: Located<String>) -> Bool {
        if !SwiftName.isIdentifier(name.value) {
            let suggestion = SwiftName.caseName(forValue: name.value)
            error(
                .invalidSwiftName,
                "'\(name.value)' is not a valid route name; use a Swift identifier such as '\(suggestion)'",
                at: name.location
            )
            return false
        }
        // Almost every name is none of the reserved ones, which one lookup in their union tells.
        guard ReservedNames.routeNames.contains(name.value) else { return true }
        if SwiftName.unusableNames.contains(name.value) {
            error(
                .invalidSwiftName,
                "'\(name.value)' cannot be an enum case in Swift; rename the route",
                at: name.location,
                notes: [Self.takenNames("Swift refuses these case names", SwiftName.unusableNames)]
            )
            return false
        }
        if ReservedNames.routeMembers.contains(name.value) {
            error(
                .nameClash,
                "route name '\(name.value)' clashes with the generated member '\(name.value)'; rename the route",
                at: name.location,
                notes: [Self.takenNames("every route enum declares these members", ReservedNames.routeMembers)]
            )
            return false
        }
        if hasHosts, ReservedNames.webRouteMembers.contains(name.value) {
            error(
                .nameClash,
                "route name '\(name.value)' clashes with the generated member '\(name.value)', which a spec with hosts has; "
                    + "rename the route",
                at: name.location
            )
            return false
        }
        if isFeatureSpec, ReservedNames.featureRouteMembers.contains(name.value) {
            error(
                .nameClash,
                "route name '\(name.value)' clashes with the generated member '\(name.value)', which a feature spec's "
                    + "route enum has for the app that mounts it; rename the route",
                at: name.location
            )
            return false
        }
        return true
    }

    // MARK: - Routes

    private mutating func route(
        _ document: RouteDocument,
        levelTypeName: String,
        groupPath: [String],
        auth: Bool,
        navigation: Navigation,
        mount: RouteMount
    ) -> Route? {
        let pathStart = log.mark
        let segments =
            mount.segments
            + PathParser(log: log)
            .parse(document.path.value, at: document.path.location.advanced(by: document.pathIsQuoted ? 1 : 0))
        guard log.diagnostics(since: pathStart).isEmpty else { return nil }

        let parametersStart = log.mark
        let builder = RouteParameterBuilder(
            owner: "route",
            named: document.name.value,
            caseSensitive: caseSensitive,
            log: log
        )
        var (patternSegments, parameters) = builder.build(
            segments: segments,
            params: mount.parameters + document.params,
            query: document.query
        )
        let parametersAreSound = log.diagnostics(since: parametersStart).isEmpty
        let ownNavigation = document.navigation.flatMap { self.navigation($0) }
        guard parametersAreSound else { return nil }
        if mount.namesTab {
            Self.markMountedTab(in: &parameters, tabTypeName: GeneratedNames(enumName: enumName).tabTypeName)
        }
        return Route(
            declaration: PatternDeclaration(
                name: document.name.value,
                groupPath: groupPath,
                path: mount.path(of: document.path.value),
                segments: patternSegments,
                parameters: parameters,
                summary: document.description?.value,
                location: document.name.location
            ),
            levelTypeName: levelTypeName,
            requiresAuth: document.auth?.value ?? auth,
            navigation: mount.navigation(ownNavigation ?? navigation),
            navigationLocation: ownNavigation.flatMap { _ in document.navigation?.location },
            examples: document.examples.map(RouteExamples.init)
        )
    }

    /// Where a feature's routes start, or nil after reporting why its mount is not a path of literals under the
    /// app's tabs.
    private mutating func mount(_ mount: MountDocument) -> RouteMount? {
        let pathStart = log.mark
        let segments = PathParser(log: log)
            .parse(mount.path.value, at: mount.path.location.advanced(by: mount.isQuoted ? 1 : 0))
        guard log.diagnostics(since: pathStart).isEmpty else { return nil }
        let literal = segments.allSatisfy { if case .literal = $0.segment { true } else { false } }
        guard literal, !segments.isEmpty else {
            error(
                .invalidMount,
                "a mount is a path of one or more literal segments, such as '/weather', found '\(mount.path.value)'",
                at: mount.path.location
            )
            return nil
        }
        if let tab = mount.tab {
            guard let pushTab = mountTab(tab) else { return nil }
            return RouteMount(segments: segments, pushTab: pushTab)
        }
        guard let tabs = mount.tabs else { return RouteMount(segments: segments) }
        if self.tabs.isEmpty {
            error(.unknownTab, "the mount lists tabs, but the spec declares no 'tabs'", at: tabs.location)
            return nil
        }
        guard !tabs.value.isEmpty, tabs.value.allSatisfy({ checkedTab($0) != nil }) else {
            if tabs.value.isEmpty {
                error(.invalidMount, "'tabs' lists no tab; leave it out for links without one", at: tabs.location)
            }
            return nil
        }
        let tab = ParameterDocument(
            key: Located(MountDocument.tabParameterName, at: tabs.location),
            type: Located(.enumeration(tabs.value), at: tabs.location),
            isOptional: false,
            label: nil,
            defaultValue: nil,
            location: tabs.location
        )
        let tabSegment = PathParser.LocatedSegment(
            segment: .parameter(name: MountDocument.tabParameterName, isOptional: false),
            location: tabs.location
        )
        return RouteMount(segments: [tabSegment] + segments, parameters: [tab])
    }

    /// The tab a mount shows its feature's pushed screens in, or nil after reporting that the app has no such tab.
    private mutating func mountTab(_ tab: Located<String>) -> String? {
        guard !tabs.isEmpty else {
            error(
                .unknownTab,
                "the mount shows its screens in tab '\(tab.value)', but the spec declares no 'tabs'; leave 'tab' out "
                    + "for screens pushed onto the stack showing",
                at: tab.location
            )
            return nil
        }
        return checkedTab(tab)
    }

    /// The mount's tab, the first path value, is of the app's tab enum and belongs to the app's case.
    static func markMountedTab(in parameters: inout [Parameter], tabTypeName: String) {
        guard case .enumeration(var tabs) = parameters[0].type else { return }
        tabs.typeName = tabTypeName
        tabs.isTopLevel = true
        parameters[0].type = .enumeration(tabs)
        parameters[0].holdsMountedTab = true
    }

    private mutating func navigation(_ document: Located<NavigationDocument>) -> Navigation? {
        switch document.value {
        case .push: return .push(tab: nil)
        case .sheet: return .sheet
        case .fullScreen: return .fullScreen
        case .action: return .action
        case .selectTab(let tab): return checkedTab(tab).map { .selectTab($0) }
        case .pushInTab(let tab): return checkedTab(tab).map { .push(tab: $0) }
        }
    }

    private mutating func checkedTab(_ tab: Located<String>) -> String? {
        if tabs.isEmpty {
            error(.unknownTab, "navigation names tab '\(tab.value)', but the spec declares no 'tabs'", at: tab.location)
            return nil
        }
        guard tabs.contains(tab.value) else {
            error(
                .unknownTab,
                "unknown tab '\(tab.value)'\(Spelling.hint(for: tab.value, among: tabs).isEmpty ? "; declared tabs: \(tabs.joined(separator: ", "))" : Spelling.hint(for: tab.value, among: tabs))",
                at: tab.location
            )
            return nil
        }
        return tab.value
    }

    /// A note listing the names a rule reserves, so that an error about one of them says what else to avoid.
    /// The route enums of the features mounted among `entries`, at any depth.
    private static func mountedFeatureEnums(in entries: [RouteEntryDocument]) -> Set<String> {
        entries.reduce(into: []) { names, entry in
            guard case .group(let group) = entry else { return }
            if let feature = group.featureCode, !feature.typeName.isEmpty { names.insert(feature.typeName) }
            names.formUnion(mountedFeatureEnums(in: group.routes.value))
        }
    }

    /// Why a group cannot take `typeName`: a mounted feature's type, or one of the names the spec's own code takes.
    private func groupTypeNameNote(for typeName: String) -> Diagnostic.Note {
        let ownNames = ReservedNames.typeNames.union(supportTypeNames).union([enumName])
        guard !ownNames.contains(typeName) else {
            return Self.takenNames("groups cannot take these type names", ownNames)
        }
        return Self.takenNames(
            "the app's code names the route enums of the features it mounts, and the types named after each "
                + "(such as \(typeName)), which a group's type would hide",
            mountedFeatureEnums
        )
    }

    static func takenNames(_ rule: String, _ names: Set<String>) -> Diagnostic.Note {
        .init("\(rule): " + names.sorted().joined(separator: ", "))
    }
}
