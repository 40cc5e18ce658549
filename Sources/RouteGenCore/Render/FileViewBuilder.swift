/// Builds the view model of the generated file from a validated route table.
struct FileViewBuilder: Sendable {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions
    let names: GeneratedNames
    /// The type paths of the levels holding an action route, directly or in a group below them; a mounted feature's
    /// level counts its own routes, which only the full table has.
    let levelsPerformingActions: Set<[String]>

    /// The routes of features that `table` mounts are left to the features' own generated code.
    init(table: RouteTable, specFileName: String, options: RenderOptions = RenderOptions()) {
        self.levelsPerformingActions = Self.levelsPerformingActions(in: table.root)
        self.table = table.ownRoutesTable
        self.specFileName = specFileName
        self.options = options
        self.names = GeneratedNames(enumName: table.enumName)
    }

    var hasTabs: Bool { !table.tabs.isEmpty }
    /// Redirects, a fallback and context keys only show through the outcome types; without them, only the
    /// project's options bring the types.
    var hasLinkOutcomes: Bool {
        // A feature's links are resolved by the app, whose outcomes they are.
        guard !table.kind.isFeature else { return false }
        return options.linkOutcomes || options.outputs.contains(.navigation) || !table.redirects.isEmpty
            || !table.mountedFeatureRedirects.isEmpty || table.fallback != nil || !table.context.isEmpty
    }
    var valueCode: ParameterValueCode { ParameterValueCode(reader: names.urlReaderNamespaceName) }

    func build() -> FileView {
        let access = table.isPublic ? "public " : ""
        let levels = table.root.ownLevels
        let checks = ConstraintChecks(table: table, reader: names.urlReaderNamespaceName)
        return FileView(
            heading: FileHeading(table: table, specFileName: specFileName, options: options),
            navigationTypeName: names.navigationTypeName,
            resolutionErrorTypeName: names.resolutionErrorTypeName,
            destinationsProtocolName: names.destinationsProtocolName,
            actionsProtocolName: names.actionsProtocolName,
            linksNamespaceName: names.linksNamespaceName,
            urlReaderNamespaceName: names.urlReaderNamespaceName,
            importsReader: options.reader == .library,
            resolutionTypeName: names.resolutionTypeName,
            contextTypeName: names.linkContextTypeName,
            sourceTypeName: names.linkSourceTypeName,
            pendingLinkTypeName: names.pendingLinkTypeName,
            redirectTypeName: names.redirectTypeName,
            tabType: hasTabs ? TabTypeView(name: names.tabTypeName, cases: table.tabs.map(SwiftName.escaped)) : nil,
            rootEnum: declaration(
                of: table.root,
                docLines: EscapedSwiftText.docLines(
                    !table.kind.isFeature
                        ? "A deep link the app handles, as declared in `\(specFileName)`."
                        : "A deep link of this feature, as declared in `\(specFileName)`, under the path where the app "
                            + "that mounts the feature puts its links."
                )
            ),
            groupEnums: groupDeclarations(in: table.root),
            levels: Parallel.map(levels, members),
            destinationMethods: Parallel.map(table.allRoutes.filter { $0.navigation != .action }) {
                requirement($0, result: " -> Destination")
            },
            actionMethods: table.allRoutes.filter { $0.navigation == .action }.map { requirement($0, result: "") },
            hasActionRoutes: levelsPerformingActions.contains(table.root.typePath),
            matching: MatchingViewBuilder(table: table, names: names, checks: checks).build(),
            redirects: (table.redirects + table.mountedFeatureRedirects).map(redirectCase),
            linkOutcomes: hasLinkOutcomes
                ? LinkOutcomesViewBuilder(table: table, names: names, access: access, checks: checks).build() : nil,
            support: support(checks),
            codableLevels: options.codable ? codableLevels(in: table.root, groupPath: []) : [],
            isFeature: table.kind.isFeature,
            mountedFeatures: table.mountedFeatureGroups.map(mountedFeature),
            featureImports: table.featureModules
        )
    }

    /// The case of the redirect enum that names `redirect`.
    private func redirectCase(_ redirect: Redirect) -> RedirectCaseView {
        RedirectCaseView(
            docLines: EscapedSwiftText.docLines(
                redirect.declaration.summary,
                then: ["`\(redirect.declaration.path)`, which opens `\(redirect.target.route.qualifiedName)`"]
            ),
            name: SwiftName.escaped(redirect.target.name)
        )
    }

    /// The levels of `root` and below that hold an action route, by type path.
    private static func levelsPerformingActions(in root: RouteLevel) -> Set<[String]> {
        var paths: Set<[String]> = []
        @discardableResult func collect(_ level: RouteLevel) -> Bool {
            var performs = false
            for entry in level.entries {
                switch entry {
                case .route(let route): performs = performs || route.navigation == .action
                case .group(let group): performs = collect(group.level) || performs
                }
            }
            if performs { paths.insert(level.typePath) }
            return performs
        }
        collect(root)
        return paths
    }

    private func mountedFeature(_ group: RouteGroup) -> MountedFeatureView {
        let feature = group.feature
        let featureNames = GeneratedNames(enumName: feature?.typeName ?? "")
        let inModule = { (name: String) in feature?.inModule(name) ?? name }
        return MountedFeatureView(
            caseName: SwiftName.escaped(group.caseName),
            typeName: inModule(featureNames.enumName),
            featureNavigationTypeName: inModule(featureNames.navigationTypeName),
            featureErrorTypeName: inModule(featureNames.resolutionErrorTypeName),
            featureDestinationsProtocolName: inModule(featureNames.destinationsProtocolName),
            destinationsTypeName: SwiftName.upperCamel(group.caseName) + "Destinations",
            isUnderTabs: group.feature?.isUnderTabs == true,
            pushTab: group.feature?.pushTab.map { "." + SwiftName.escaped($0) } ?? "",
            featureRedirectTypeName: inModule(featureNames.redirectTypeName),
            redirectArms: table.mountedRedirects(of: group)
                .map { redirect in
                    SwitchArmView(
                        pattern: "." + SwiftName.escaped(redirect.declaration.name),
                        result: "." + SwiftName.escaped(redirect.target.name)
                    )
                },
            hasActionRoutes: levelsPerformingActions.contains(group.level.typePath),
            featureActionsProtocolName: inModule(featureNames.actionsProtocolName),
            actionsTypeName: SwiftName.upperCamel(group.caseName) + "Actions"
        )
    }

    // MARK: - Declarations

    private func declaration(of level: RouteLevel, docLines: [String]) -> EnumDeclarationView {
        let cases = level.entries.map { entry -> CaseDeclarationView in
            switch entry {
            case .route(let route):
                let name = SwiftName.escaped(route.caseName)
                guard !route.parameters.isEmpty else {
                    return CaseDeclarationView(docLines: routeDocLines(route), declaration: name)
                }
                var declaration = BreakableCodeWriter(capacity: 128)
                declaration.openCall(name)
                Self.writeParameters(of: route, typePrefix: "", to: &declaration)
                declaration.closeCall()
                return CaseDeclarationView(docLines: routeDocLines(route), declaration: declaration.code.templateText)
            case .group(let group):
                let typeName = group.feature.map { $0.inModule($0.typeName) } ?? group.level.typePath.last ?? ""
                let tab = group.feature?.isUnderTabs == true ? ", tab: \(names.tabTypeName)" : ""
                return CaseDeclarationView(
                    docLines: groupDocLines(group),
                    declaration: "\(SwiftName.escaped(group.caseName))(\(typeName)\(tab))"
                )
            }
        }
        let conformances =
            "Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable"
            + (options.codable ? ", Swift.Codable" : "")
        let enumerations = level.enumerations.map { enumeration in
            EnumerationView(
                docLines: EscapedSwiftText.docLines("The values of \(enumeration.typeName) parameters."),
                typeName: enumeration.typeName,
                conformances: conformances,
                cases: Self.caseViews(of: enumeration)
            )
        }
        return EnumDeclarationView(
            docLines: docLines,
            parentTypeName: level.typePath.dropLast().joined(separator: "."),
            typeName: level.typePath.last ?? table.enumName,
            cases: cases,
            enumerations: enumerations
        )
    }

    /// The cases of an enum: `privacy`, or `darkMode = "dark-mode"`.
    static func caseViews(of enumeration: EnumerationType) -> [EnumerationCaseView] {
        enumeration.cases.map { item in
            let name = SwiftName.escaped(item.name)
            guard item.name != item.rawValue else { return EnumerationCaseView(declaration: name) }
            // A raw value too long to follow its name goes on the next line.
            let declaration = BreakableCode.group(
                .sequence([
                    .text(name),
                    .nest(.sequence([.line, .text("= " + EscapedSwiftText.stringLiteral(item.rawValue))])),
                ])
            )
            return EnumerationCaseView(declaration: declaration.templateText)
        }
    }

    private func groupDeclarations(in level: RouteLevel) -> [EnumDeclarationView] {
        Parallel.map(Self.groups(in: level)) { declaration(of: $0.level, docLines: groupDocLines($0)) }
    }

    /// Every group below `level`, each followed by the groups inside it.
    private static func groups(in level: RouteLevel) -> [RouteGroup] {
        var groups: [RouteGroup] = []
        func appendGroups(in level: RouteLevel) {
            for case .group(let group) in level.entries where group.feature == nil {
                groups.append(group)
                appendGroups(in: group.level)
            }
        }
        appendGroups(in: level)
        return groups
    }

    private func groupDocLines(_ group: RouteGroup) -> [String] {
        let written =
            group.feature.map { "The routes of the `\(group.caseName)` feature, from its module \($0.module)." }
            ?? "The routes of the `\(group.caseName)` group."
        return EscapedSwiftText.docLines(group.summary ?? written)
    }

    private func routeDocLines(_ route: Route) -> [String] {
        var facts = ["`\(route.path)`"]
        if route.requiresAuth { facts[0] += " (requires authentication)" }
        return EscapedSwiftText.docLines(route.summary, then: facts)
    }

    // MARK: - Switches

    private func members(of level: RouteLevel) -> LevelMembersView {
        let performsActions = levelsPerformingActions.contains(level.typePath)
        let cases = level.entries.map { entry in
            switch entry {
            case .route(let route): return caseMembers(route)
            case .group(let group): return groupMembers(group)
            }
        }
        var actionArms: [ActionArmView] = []
        var screenPatterns: [String] = []
        if performsActions {
            for (entry, members) in zip(level.entries, cases) {
                switch entry {
                case .route(let route) where route.navigation == .action:
                    actionArms.append(
                        ActionArmView(
                            bindingPattern: members.bindingPattern,
                            statement: "actions." + methodCall(route).templateText
                        )
                    )
                case .group(let group) where levelsPerformingActions.contains(group.level.typePath):
                    let actions = group.feature == nil ? "actions" : "actions." + SwiftName.escaped(group.caseName)
                    actionArms.append(
                        ActionArmView(
                            bindingPattern: members.routeBindingPattern,
                            statement: "route.perform(with: \(actions))"
                        )
                    )
                case .route, .group: screenPatterns.append(members.pattern)
                }
            }
        }
        return LevelMembersView(
            qualifiedTypeName: level.qualifiedTypeName,
            cases: cases,
            performsActions: performsActions,
            destinationResultType: "Destinations.Destination" + (performsActions ? "?" : ""),
            actionArms: actionArms,
            screenPatterns: BreakableCode.filledList(screenPatterns).templateText
        )
    }

    private func groupMembers(_ group: RouteGroup) -> CaseMembersView {
        let pattern = "." + SwiftName.escaped(group.caseName)
        guard let feature = group.feature else {
            return CaseMembersView(
                isGroup: true,
                isAction: false,
                pattern: pattern,
                bindingPattern: pattern + "(let route)",
                routeBindingPattern: pattern + "(let route)",
                authBindingPattern: pattern + "(let route)",
                requiresAuth: "route.requiresAuth",
                navigation: "route.navigation",
                destinationCall: "route.destination(in: destinations)",
                linkParts: "parts(of: route)"
            )
        }
        // A feature mounted under tabs holds the tab its link names beside its route, which the navigation and the
        // link need, and the sign-in when only some of the tabs have a root requiring it.
        let tabs = feature.isUnderTabs
        let segments = (tabs ? ["tab.rawValue"] : []) + feature.mount.map(EscapedSwiftText.stringLiteral)
        let bindingPattern = pattern + (tabs ? "(let route, let tab)" : "(let route)")
        let routeBindingPattern = pattern + (tabs ? "(let route, _)" : "(let route)")
        let tabDecidesAuth = !feature.tabsRequiringAuth.isEmpty && feature.tabsRequiringAuth != feature.tabs
        return CaseMembersView(
            isGroup: true,
            isAction: false,
            pattern: pattern,
            bindingPattern: bindingPattern,
            routeBindingPattern: routeBindingPattern,
            authBindingPattern: tabDecidesAuth ? bindingPattern : routeBindingPattern,
            requiresAuth: Self.requiresAuth(of: feature),
            navigation: "\(names.navigationTypeName)(route.navigation\(tabs ? ", tab: tab" : ""))",
            destinationCall: "route.destination(in: destinations.\(SwiftName.escaped(group.caseName)))",
            linkParts: "underMount([\(segments.joined(separator: ", "))], route.linkParts)"
        )
    }

    /// A mounted feature's answer, and, where the tab its link or its mount names has a root requiring sign-in, the
    /// root's: its routes pushed onto that tab require sign-in too.
    private static func requiresAuth(of feature: MountedFeatureCode) -> String {
        let gated = feature.tabsRequiringAuth
        guard !gated.isEmpty else { return "route.requiresAuth" }
        guard feature.isUnderTabs, gated != feature.tabs else {
            return "route.requiresAuth || route.navigation == .push"
        }
        let cases = gated.map { "." + SwiftName.escaped($0) }
        let inGatedTab = cases.count == 1 ? "tab == \(cases[0])" : "[\(cases.joined(separator: ", "))].contains(tab)"
        return "route.requiresAuth || (\(inGatedTab) && route.navigation == .push)"
    }

    private func caseMembers(_ route: Route) -> CaseMembersView {
        let pattern = "." + SwiftName.escaped(route.caseName)
        let names = ParameterValueCode.bindingNames(for: route.parameters)
        var bindingPattern = BreakableCodeWriter(capacity: 64)
        if !names.isEmpty {
            bindingPattern.openCaseCall(route.caseName)
            for (index, name) in names.enumerated() {
                if index > 0 { bindingPattern.nextItem() }
                bindingPattern.write("let ")
                bindingPattern.write(name)
            }
            bindingPattern.closeCall()
        }
        let laidOutBindingPattern = names.isEmpty ? pattern : bindingPattern.code.templateText
        return CaseMembersView(
            isGroup: false,
            isAction: route.navigation == .action,
            pattern: pattern,
            bindingPattern: laidOutBindingPattern,
            routeBindingPattern: laidOutBindingPattern,
            authBindingPattern: laidOutBindingPattern,
            requiresAuth: route.requiresAuth ? "true" : "false",
            navigation: navigation(route.navigation),
            destinationCall: methodCall(route).templateText,
            linkParts: linkParts(route, bindings: names).templateText
        )
    }

    /// `profile(userId: userId)`: the call of the route's method in the destinations or the actions protocol, passing
    /// the values its case binds.
    private func methodCall(_ route: Route) -> BreakableCode {
        var call = BreakableCodeWriter(capacity: 96)
        call.openCall(SwiftName.escaped(route.destinationMethodName))
        let names = ParameterValueCode.bindingNames(for: route.parameters)
        for (index, (parameter, name)) in zip(route.parameters, names).enumerated() {
            if index > 0 { call.nextItem() }
            call.write(SwiftName.argumentLabel(parameter.label))
            call.write(": ")
            call.write(name)
        }
        call.closeCall()
        return call.code
    }

    /// `(path: ["users", userId], query: [("page", page.map(AppRouteURLReader.IntValue.text))])`
    private func linkParts(_ route: Route, bindings: [String]) -> BreakableCode {
        var code = BreakableCodeWriter(capacity: 256)
        code.openTuple()
        code.write("path: ")
        writePath(route, bindings: bindings, to: &code)
        code.nextItem()
        code.write("query: ")
        code.openArray()
        var isFirstItem = true
        for (parameter, binding) in zip(route.parameters, bindings) where parameter.isQuery {
            if !isFirstItem { code.nextItem() }
            isFirstItem = false
            code.openTuple()
            code.writeStringLiteral(parameter.name)
            code.nextItem()
            valueCode.writeQueryText(parameter, binding: binding, to: &code)
            code.closeCall()
        }
        code.closeArray()
        code.closeCall()
        return code.code
    }

    private func navigation(_ navigation: Navigation) -> String {
        switch navigation {
        case .push(let tab?): return ".push(tab: .\(SwiftName.escaped(tab)))"
        case .push(nil): return hasTabs ? ".push(tab: nil)" : ".push"
        case .selectTab(let tab): return ".selectTab(.\(SwiftName.escaped(tab)))"
        case .sheet: return ".sheet"
        case .fullScreen: return ".fullScreen"
        case .action: return ".action"
        }
    }

    /// Where a path segment's text goes in the URL path of a route value.
    private enum PathPlace {
        /// In the array of segments every link of the route has: literals and required values.
        case fixed
        /// After them, for the optional values the link has.
        case optionalValue
        /// Last, for the values of `**`.
        case remainingSegments
    }

    private static func place(of segment: PatternSegment, in route: Route) -> PathPlace {
        guard case .parameter(let index) = segment else { return .fixed }
        let parameter = route.parameters[index]
        if parameter.source == .remainingSegments { return .remainingSegments }
        return parameter.presence == .optional ? .optionalValue : .fixed
    }

    /// `["post", id, "comment"] + AppRouteURLReader.OptionalSegments.leading([commentId])`
    private func writePath(_ route: Route, bindings: [String], to code: inout BreakableCodeWriter) {
        var hasFixed = false
        var hasOptional = false
        var remaining: String?
        for segment in route.segments {
            switch Self.place(of: segment, in: route) {
            case .fixed: hasFixed = true
            case .optionalValue: hasOptional = true
            case .remainingSegments: if case .parameter(let index) = segment { remaining = bindings[index] }
            }
        }
        if let remaining, !hasFixed {
            code.write(remaining)
            return
        }
        let isSum = hasOptional || remaining != nil
        if isSum { code.openGroup() }
        code.openArray()
        writeSegments(of: route, in: .fixed, bindings: bindings, to: &code)
        code.closeArray()
        guard isSum else { return }
        code.openNest()
        if hasOptional {
            code.line()
            code.write("+ ")
            code.openCall("\(names.urlReaderNamespaceName).OptionalSegments.leading")
            code.openArray()
            writeSegments(of: route, in: .optionalValue, bindings: bindings, to: &code)
            code.closeArray()
            code.closeCall()
        }
        if let remaining {
            code.line()
            code.write("+ ")
            code.write(remaining)
        }
        code.closeNest()
        code.closeGroup()
    }

    /// The route's segments that go in `place`, as array items.
    private func writeSegments(
        of route: Route,
        in place: PathPlace,
        bindings: [String],
        to code: inout BreakableCodeWriter
    ) {
        var isFirst = true
        for segment in route.segments where Self.place(of: segment, in: route) == place {
            if !isFirst { code.nextItem() }
            isFirst = false
            switch segment {
            case .literal(let text): code.writeStringLiteral(text)
            case .parameter(let index):
                valueCode.writeSegmentText(route.parameters[index], binding: bindings[index], to: &code)
            }
        }
    }

    // MARK: - Destinations

    /// The route's requirement in the destinations protocol (`result` ` -> Destination`) or the actions protocol.
    private func requirement(_ route: Route, result: String) -> DestinationMethodView {
        var signature = BreakableCodeWriter(capacity: 128)
        signature.openCall(SwiftName.escaped(route.destinationMethodName))
        Self.writeParameters(of: route, typePrefix: route.levelTypeName + ".", to: &signature)
        signature.closeCall()
        return DestinationMethodView(
            docLines: EscapedSwiftText.docLines(route.summary, then: ["`\(route.path)`"]),
            signature: signature.code.templateText
        )
    }

    /// `userId: Int, tab: AppRoute.Profile.Tab?`, the route's values as a case or a function declares them; enums
    /// are named with `typePrefix`.
    private static func writeParameters(of route: Route, typePrefix: String, to code: inout BreakableCodeWriter) {
        for (index, parameter) in route.parameters.enumerated() {
            if index > 0 { code.nextItem() }
            code.write(SwiftName.escaped(parameter.label))
            code.write(": ")
            code.write(parameter.codeTypeName(typePrefix: typePrefix))
        }
    }

    // MARK: - Codable

    /// The conformance of `level` and of every group level inside it; `groupPath` leads from the root to `level`.
    private func codableLevels(in level: RouteLevel, groupPath: [String]) -> [CodableLevelView] {
        let nested = groupPath.reversed()
            .reduce("let level") { inner, group in ".\(SwiftName.escaped(group))(\(inner))" }
        let wrapped = groupPath.reversed().reduce("self") { inner, group in ".\(SwiftName.escaped(group))(\(inner))" }
        let view = CodableLevelView(
            qualifiedTypeName: level.qualifiedTypeName,
            typeNameLiteral: EscapedSwiftText.stringLiteral(level.qualifiedTypeName),
            isRoot: groupPath.isEmpty,
            rootPattern: groupPath.isEmpty ? "" : nested,
            rootValue: groupPath.isEmpty ? "" : wrapped
        )
        return [view]
            + level.entries.flatMap { entry -> [CodableLevelView] in
                guard case .group(let group) = entry, group.feature == nil else { return [] }
                return codableLevels(in: group.level, groupPath: groupPath + [group.caseName])
            }
    }

    // MARK: - Support code

    private func support(_ checks: ConstraintChecks) -> SupportView {
        // Redirects read their query values through the same helpers as routes.
        let queryParameters = table.routesAndRedirects.lazy.flatMap(\.declaration.parameters).filter(\.isQuery)
        func isChoice(_ parameter: Parameter) -> Bool {
            if case .enumeration = parameter.type { return true }
            return false
        }
        let parsedQuery = queryParameters.filter { !isChoice($0) }
        let choiceQuery = queryParameters.filter(isChoice)
        var pathValueTypes: Set<ValueType> = []
        var readsPathChoices = false
        var readsPathTabChoices = false
        for pattern in table.routesAndRedirects {
            for parameter in pattern.declaration.parameters where parameter.source == .segment {
                if case .enumeration(let enumeration) = parameter.type {
                    if ParameterValueCode.readsAmongListedTabs(parameter, enumeration) {
                        readsPathTabChoices = true
                    } else {
                        readsPathChoices = true
                    }
                } else {
                    pathValueTypes.insert(parameter.type)
                }
            }
        }
        return SupportView(
            readerSource: options.reader == .library
                ? URLReaderSource.aliasesInNamespace(for: ReaderFeatures(of: table))
                : URLReaderSource.nestedInNamespace(for: ReaderFeatures(of: table)),
            // A feature's links are written by the app that mounts it, on the app's schemes and hosts.
            canonicalPrefix: !table.kind.isFeature ? EscapedSwiftText.stringLiteral(table.canonicalPrefix) : "",
            webURLPrefix: table.webPrefix.map(EscapedSwiftText.stringLiteral),
            readsParsedQuery: !parsedQuery.isEmpty,
            readsRequiredParsedQuery: parsedQuery.contains { $0.presence == .required },
            readsChoiceQuery: !choiceQuery.isEmpty,
            readsRequiredChoiceQuery: choiceQuery.contains { $0.presence == .required },
            pathValueReaders: valueCode.pathValueReaders(for: pathValueTypes),
            readsPathChoices: readsPathChoices,
            readsPathTabChoices: readsPathTabChoices,
            codable: options.codable,
            checksPathValues: checks.checksPathValues,
            checksSegmentLists: checks.checksSegmentLists,
            constraintChecks: checks.views
        )
    }
}
