/// Builds the view model of the generated file from a validated route table.
struct FileViewBuilder {
    let table: RouteTable
    let specFileName: String
    let names: GeneratedNames

    init(table: RouteTable, specFileName: String) {
        self.table = table
        self.specFileName = specFileName
        self.names = GeneratedNames(enumName: table.enumName)
    }

    var hasTabs: Bool { !table.tabs.isEmpty }
    var valueCode: ValueCode { ValueCode(reader: names.urlReaderNamespaceName) }

    func build() -> FileView {
        let access = table.access == .public ? "public " : ""
        let levels = table.root.allLevels
        return FileView(
            specFileName: SwiftCode.commentText(specFileName),
            access: access,
            enumName: table.enumName,
            tabType: hasTabs ? TabTypeView(name: names.tabTypeName, cases: table.tabs.map(SwiftName.escaped)) : nil,
            navigationTypeName: names.navigationTypeName,
            resolutionErrorTypeName: names.resolutionErrorTypeName,
            destinationsProtocolName: names.destinationsProtocolName,
            hasTabs: hasTabs,
            rootEnum: declaration(of: table.root, docLines: SwiftCode.docLines("A deep link the app handles, as declared in `\(specFileName)`.")),
            groupEnums: groupDeclarations(in: table.root),
            levels: levels.map(members),
            destinationMethods: table.allRoutes.map(destinationMethod),
            matching: MatchingViewBuilder(table: table, names: names).build(),
            support: support()
        )
    }

    // MARK: - Declarations

    private func declaration(of level: RouteLevel, docLines: [String]) -> EnumDeclarationView {
        let cases = level.entries.map { entry -> CaseDeclarationView in
            switch entry {
            case .route(let route):
                let values = route.parameters.map { "\(SwiftName.escaped($0.label)): \($0.swiftTypeName())" }
                let declaration = SwiftName.escaped(route.caseName) + (values.isEmpty ? "" : "(\(values.joined(separator: ", ")))")
                return CaseDeclarationView(docLines: routeDocLines(route), declaration: declaration)
            case .group(let group):
                return CaseDeclarationView(docLines: groupDocLines(group),
                                           declaration: "\(SwiftName.escaped(group.caseName))(\(group.level.typePath.last ?? ""))")
            }
        }
        let enumerations = level.enumerations.map { enumeration in
            EnumerationView(
                docLines: SwiftCode.docLines("The values of \(enumeration.typeName) parameters."),
                typeName: enumeration.typeName,
                cases: enumeration.cases.map { item in
                    let name = SwiftName.escaped(item.name)
                    return EnumerationCaseView(declaration: item.name == item.rawValue ? name : "\(name) = \(SwiftCode.stringLiteral(item.rawValue))")
                }
            )
        }
        return EnumDeclarationView(docLines: docLines, parentTypeName: level.typePath.dropLast().joined(separator: "."),
                                   typeName: level.typePath.last ?? table.enumName, cases: cases, enumerations: enumerations)
    }

    private func groupDeclarations(in level: RouteLevel) -> [EnumDeclarationView] {
        level.entries.flatMap { entry -> [EnumDeclarationView] in
            guard case .group(let group) = entry else { return [] }
            return [declaration(of: group.level, docLines: groupDocLines(group))] + groupDeclarations(in: group.level)
        }
    }

    private func groupDocLines(_ group: RouteGroup) -> [String] {
        SwiftCode.docLines(group.summary ?? "The routes of the `\(group.caseName)` group.")
    }

    private func routeDocLines(_ route: Route) -> [String] {
        var facts = ["`\(route.path)`"]
        if route.requiresAuth { facts[0] += " (requires authentication)" }
        return SwiftCode.docLines(route.summary, then: facts)
    }

    // MARK: - Switches

    private func members(of level: RouteLevel) -> LevelMembersView {
        LevelMembersView(qualifiedTypeName: level.qualifiedTypeName, linksNamespaceName: names.linksNamespaceName,
                         cases: level.entries.map { entry in
            switch entry {
            case .route(let route): return caseMembers(route)
            case .group(let group):
                let pattern = "." + SwiftName.escaped(group.caseName)
                return CaseMembersView(isGroup: true, pattern: pattern, bindingPattern: pattern + "(let route)", requiresAuth: "",
                                       navigation: "", destinationCall: "", urlPath: "", urlQuery: "")
            }
        })
    }

    private func caseMembers(_ route: Route) -> CaseMembersView {
        let pattern = "." + SwiftName.escaped(route.caseName)
        let names = ValueCode.bindingNames(for: route.parameters)
        let bindings = names.map { "let \($0)" }
        let arguments = zip(route.parameters, names).map { "\(SwiftName.argumentLabel($0.label)): \($1)" }
        let query = zip(route.parameters, names).filter { $0.0.isQuery }
            .map { "(\(SwiftCode.stringLiteral($0.name)), \(valueCode.queryText($0, binding: $1)))" }
        return CaseMembersView(
            isGroup: false,
            pattern: pattern,
            bindingPattern: bindings.isEmpty ? pattern : "\(pattern)(\(bindings.joined(separator: ", ")))",
            requiresAuth: route.requiresAuth ? "true" : "false",
            navigation: navigation(route.navigation),
            destinationCall: "\(SwiftName.escaped(route.destinationMethodName))(\(arguments.joined(separator: ", ")))",
            urlPath: urlPath(route, bindings: names),
            urlQuery: "[" + query.joined(separator: ", ") + "]"
        )
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

    /// `["post", id, "comment"] + AppRouteURLReader.LinkWriting.leadingValues([commentId])`
    private func urlPath(_ route: Route, bindings: [String]) -> String {
        var fixed: [String] = []
        var optional: [String] = []
        var remaining: String?
        for segment in route.segments {
            switch segment {
            case .literal(let text):
                fixed.append(SwiftCode.stringLiteral(text))
            case .parameter(let index):
                let parameter = route.parameters[index]
                if parameter.source == .remainingSegments {
                    remaining = bindings[index]
                } else if parameter.presence == .optional {
                    optional.append(valueCode.segmentText(parameter, binding: bindings[index]))
                } else {
                    fixed.append(valueCode.segmentText(parameter, binding: bindings[index]))
                }
            }
        }
        var expression = "[" + fixed.joined(separator: ", ") + "]"
        if !optional.isEmpty {
            expression += " + \(names.urlReaderNamespaceName).LinkWriting.leadingValues([\(optional.joined(separator: ", "))])"
        }
        if let remaining { expression = fixed.isEmpty ? remaining : expression + " + " + remaining }
        return expression
    }

    // MARK: - Destinations

    private func destinationMethod(_ route: Route) -> DestinationMethodView {
        let qualifier = route.levelTypeName + "."
        let values = route.parameters.map { "\(SwiftName.escaped($0.label)): \($0.swiftTypeName(typePrefix: qualifier))" }
        return DestinationMethodView(
            docLines: SwiftCode.docLines(route.summary, then: ["`\(route.path)`"]),
            signature: "\(SwiftName.escaped(route.destinationMethodName))(\(values.joined(separator: ", ")))"
        )
    }

    // MARK: - Support code

    private func support() -> SupportView {
        let queryPresences = table.allRoutes.flatMap(\.parameters).filter(\.isQuery).map(\.presence)
        let prefix = table.schemes.first.map { "\($0)://" } ?? "https://\(table.hosts.first ?? "localhost")/"
        return SupportView(
            enumName: table.enumName,
            resolutionErrorTypeName: names.resolutionErrorTypeName,
            linksNamespaceName: names.linksNamespaceName,
            urlReaderNamespaceName: names.urlReaderNamespaceName,
            readerSource: URLReaderSource.nestedInNamespace,
            canonicalPrefix: SwiftCode.stringLiteral(prefix),
            readsQuery: !queryPresences.isEmpty,
            readsRequiredQuery: queryPresences.contains(.required)
        )
    }
}
