/// Builds the view of the navigation file from a validated route table: the stack of every route, from its parents.
struct RouterViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    /// The enum conversions the stacks use, by the two types' names, in the order they are first used.
    private struct EnumConversions {
        var views: [EnumConversionView] = []
        var written: Set<[String]> = []

        mutating func add(
            _ cases: [EnumerationType.Case],
            from source: EnumerationType,
            as typeName: String,
            to valueTypeName: String
        ) {
            guard written.insert([typeName, valueTypeName]).inserted else { return }
            views.append(
                EnumConversionView(
                    typeName: typeName,
                    valueTypeName: valueTypeName,
                    arms: zip(source.cases, cases)
                        .map { sourceCase, targetCase in
                            SwitchArmView(
                                pattern: "." + SwiftName.escaped(sourceCase.name),
                                result: "." + SwiftName.escaped(targetCase.name)
                            )
                        }
                )
            )
        }
    }

    func build() -> RouterView {
        let names = GeneratedNames(enumName: table.enumName)
        var conversions = EnumConversions()
        let levels = Self.levels(in: table.root, namingTab: false)
            .map { stackLevel($0.level, namesTab: $0.namesTab, conversions: &conversions) }
        let heading = FileHeading(table: table, specFileName: specFileName, options: options)
        let copy =
            options.reader == .library
            ? nil : NavigationLibraryCopy(namespace: names.navigationLibraryNamespaceName, access: heading.access)
        return RouterView(
            heading: heading,
            levels: levels,
            enumConversions: conversions.views,
            tabTypeName: table.tabs.isEmpty ? "" : names.tabTypeName,
            navigationLibrary: copy == nil ? ReservedNames.navigationModule : names.navigationLibraryNamespaceName,
            importsNavigationLibrary: copy == nil,
            navigationLibraryDeclarations: copy?.nestedDeclarations ?? "",
            navigationLibraryExtensions: copy?.extensions ?? "",
            navigationTypeName: names.navigationTypeName,
            stateTypeName: names.navigationStateTypeName,
            routerTypeName: names.routerTypeName,
            pendingLinkTypeName: names.pendingLinkTypeName,
            resolutionTypeName: names.resolutionTypeName,
            sourceTypeName: names.linkSourceTypeName,
            codable: options.codable,
            opensWebLinksInBrowser: table.fallback?.webLinksOpenInBrowser == true && !table.hosts.isEmpty,
            featureImports: table.featureModules,
            tabRootArms: tabRootArms()
        )
    }

    /// `case .inbox: return .inbox` for each tab whose root screen requires sign-in, the other tabs sharing
    /// `return nil`; no arms when no tab's root requires it.
    private func tabRootArms() -> [SwitchArmView] {
        let roots = TabRoots(routes: table.allRoutes).routes.filter { $0.value.requiresAuth }
        guard !roots.isEmpty else { return [] }
        let arms = table.tabs.map { tab in
            SwitchArms.Arm(
                pattern: "." + SwiftName.escaped(tab),
                result: roots[tab]
                    .map { route in
                        MatchingViewBuilder.routeValue(
                            route,
                            values: route.parameters.map(ParameterValueCode.valueWithoutLink)
                        )
                        .templateText
                    } ?? "nil",
                bindsValues: false
            )
        }
        return SwitchArms.grouped(arms)
    }

    /// `level` and every level below it, each with whether its routes' links name a tab before a feature's mount,
    /// which the app's case holds and so the level's `stack` takes.
    private static func levels(in level: RouteLevel, namingTab: Bool) -> [(level: RouteLevel, namesTab: Bool)] {
        var levels = [(level, namingTab)]
        for case .group(let group) in level.entries {
            levels += Self.levels(in: group.level, namingTab: namingTab || group.feature?.isUnderTabs == true)
        }
        return levels
    }

    private func stackLevel(_ level: RouteLevel, namesTab: Bool, conversions: inout EnumConversions) -> StackLevelView {
        let arms = level.entries.map { entry in
            switch entry {
            case .route(let route): return stackArm(route, conversions: &conversions)
            case .group(let group) where namesTab:
                return SwitchArms.Arm(
                    pattern: "." + SwiftName.escaped(group.caseName) + "(let route)",
                    result: "route.stack(tab: tab)",
                    bindsValues: true
                )
            case .group(let group) where group.feature?.isUnderTabs == true:
                return SwitchArms.Arm(
                    pattern: "." + SwiftName.escaped(group.caseName) + "(let route, let tab)",
                    result: "route.stack(tab: tab)",
                    bindsValues: true
                )
            case .group(let group):
                return SwitchArms.Arm(
                    pattern: "." + SwiftName.escaped(group.caseName) + "(let route)",
                    result: "route.stack",
                    bindsValues: true
                )
            }
        }
        return StackLevelView(
            qualifiedTypeName: level.qualifiedTypeName,
            takesTab: namesTab,
            cases: SwitchArms.grouped(arms).map { StackCaseView(pattern: $0.pattern, stack: $0.result) }
        )
    }

    /// The arm of `route`: its parents' values made from its own, then the route itself as `self`, wrapped in its
    /// groups' cases.
    private func stackArm(_ route: Route, conversions: inout EnumConversions) -> SwitchArms.Arm {
        var bindings = ParameterValueCode.bindingNames(for: route.parameters)
        // The tab before a feature's mount is not the feature's case's value but the argument of `stack(tab:)`.
        if route.namesMountedTab { bindings[0] = "tab" }
        var used = [Bool](repeating: false, count: route.parameters.count)
        var values = route.parameters.indices.map { bindings[$0] }
        var elements: [BreakableCode] = []
        var current = route
        var ancestors: [BreakableCode] = []
        while let parent = current.parent {
            if case .selectTab = parent.route.navigation { break }
            let parentValues = zip(parent.route.parameters, parent.arguments)
                .map { target, argument -> String in
                    switch argument {
                    case .absent: return "nil"
                    case .defaultValue(let text): return ParameterValueCode.literal(text, of: target.type)
                    case .parameter(let index):
                        if current === route { used[index] = true }
                        return converted(
                            values[index],
                            from: current.parameters[index],
                            of: current,
                            to: target,
                            of: parent.route,
                            conversions: &conversions
                        )
                    }
                }
            ancestors.append(MatchingViewBuilder.routeValue(parent.route, values: parentValues))
            values = parentValues
            current = parent.route
        }
        elements = ancestors.reversed() + [selfValue(of: route)]
        return SwitchArms.Arm(
            pattern: pattern(of: route, bindings: bindings, used: used),
            result: BreakableCode.array(elements).templateText,
            bindsValues: route.caseValueIndices.contains { used[$0] }
        )
    }

    /// The route itself as a root value: `self` at the root, wrapped in its groups' cases inside a group, with the
    /// tab beside a feature's route mounted under tabs.
    private func selfValue(of route: Route) -> BreakableCode {
        let tab = route.namesMountedTab ? ", tab: tab" : ""
        return .text(
            route.groupPath.indices.reversed()
                .reduce("self") { inner, depth in
                    ".\(SwiftName.escaped(route.groupPath[depth]))(\(inner)\(depth == 0 ? tab : ""))"
                }
        )
    }

    /// `.item(let orderId, _)`, binding only the values a parent takes.
    private func pattern(of route: Route, bindings: [String], used: [Bool]) -> String {
        let name = "." + SwiftName.escaped(route.caseName)
        let values = route.caseValueIndices
        guard values.contains(where: { used[$0] }) else { return name }
        var code = BreakableCodeWriter(capacity: 64)
        code.openCaseCall(route.caseName)
        for index in values {
            if index > values.lowerBound { code.nextItem() }
            code.write(used[index] ? "let " + bindings[index] : "_")
        }
        code.closeCall()
        return code.code.templateText
    }

    /// The child's value `value` as the parent's value, by `ValueConversion.between`'s rule, which the model checked
    /// never fails: an enum of another Swift type through the initializer that maps its cases, noted in `conversions`.
    private func converted(
        _ value: String,
        from source: Parameter,
        of route: Route,
        to target: Parameter,
        of parent: Route,
        conversions: inout EnumConversions
    ) -> String {
        guard
            case .success(let conversion) = ValueConversion.between(
                source,
                and: target,
                caseSensitive: table.caseSensitive
            )
        else { return value }
        var enumTypeName: String?
        if case .enumCases(_, let cases) = conversion, case .enumeration(let sourceType) = source.type,
            case .enumeration(let targetType) = target.type
        {
            let sourceName = sourceType.qualifiedName(in: route.levelTypeName)
            let targetName = targetType.qualifiedName(in: parent.levelTypeName)
            if sourceName != targetName {
                enumTypeName = targetName
                conversions.add(cases, from: sourceType, as: targetName, to: sourceName)
            }
        }
        return ParameterValueCode.converted(
            value,
            by: conversion,
            isOptional: source.presence == .optional,
            enumTypeName: enumTypeName
        )
    }
}
