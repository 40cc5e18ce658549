/// Builds the view model of the generated file from a validated route table.
struct FileViewBuilder: Sendable {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions
    let names: GeneratedNames

    init(table: RouteTable, specFileName: String, options: RenderOptions = RenderOptions()) {
        self.table = table
        self.specFileName = specFileName
        self.options = options
        self.names = GeneratedNames(enumName: table.enumName)
    }

    var hasTabs: Bool { !table.tabs.isEmpty }
    var valueCode: ValueCode { ValueCode(reader: names.urlReaderNamespaceName) }

    func build() -> FileView {
        let access = table.access == .public ? "public " : ""
        let levels = table.root.allLevels
        let checks = ConstraintChecks(table: table, reader: names.urlReaderNamespaceName)
        return FileView(
            specFileName: SwiftCode.commentText(specFileName),
            headerLines: options.header.map(SwiftCode.lineComment),
            access: access,
            enumName: table.enumName,
            tabType: hasTabs ? TabTypeView(name: names.tabTypeName, cases: table.tabs.map(SwiftName.escaped)) : nil,
            navigationTypeName: names.navigationTypeName,
            resolutionErrorTypeName: names.resolutionErrorTypeName,
            destinationsProtocolName: names.destinationsProtocolName,
            hasTabs: hasTabs,
            rootEnum: declaration(of: table.root, docLines: SwiftCode.docLines(
                "A deep link the app handles, as declared in `\(specFileName)`.", indent: 0)),
            groupEnums: groupDeclarations(in: table.root),
            levels: Parallel.map(levels, members),
            destinationMethods: Parallel.map(table.allRoutes, destinationMethod),
            matching: MatchingViewBuilder(table: table, names: names, checks: checks).build(),
            linkOutcomes: LinkOutcomesViewBuilder(table: table, names: names, access: access, checks: checks).build(),
            support: support(checks),
            codableLevels: options.codable ? codableLevels(in: table.root, groupPath: []) : []
        )
    }

    // MARK: - Declarations

    /// The indentation of the cases of a level's enum: the root enum is declared at the top level, a group's enum
    /// inside an extension of its parent.
    private static func caseIndent(of level: RouteLevel) -> Int {
        level.typePath.count == 1 ? Code.indentWidth : 2 * Code.indentWidth
    }

    private func declaration(of level: RouteLevel, docLines: [String]) -> EnumDeclarationView {
        let indent = Self.caseIndent(of: level)
        let cases = level.entries.map { entry -> CaseDeclarationView in
            switch entry {
            case .route(let route):
                let values = route.parameters.map { Code.text("\(SwiftName.escaped($0.label)): \($0.swiftTypeName())") }
                let declaration = Code.enumCase(SwiftName.escaped(route.caseName), values)
                return CaseDeclarationView(docLines: routeDocLines(route, indent: indent),
                                           declaration: declaration.laidOut(column: indent + "case ".utf8.count, indent: indent))
            case .group(let group):
                return CaseDeclarationView(docLines: groupDocLines(group, indent: indent),
                                           declaration: "\(SwiftName.escaped(group.caseName))(\(group.level.typePath.last ?? ""))")
            }
        }
        let conformances = "String, Hashable, Sendable, CaseIterable" + (options.codable ? ", Codable" : "")
        let enumerations = level.enumerations.map { enumeration in
            EnumerationView(
                docLines: SwiftCode.docLines("The values of \(enumeration.typeName) parameters.", indent: indent),
                typeName: enumeration.typeName,
                conformances: conformances,
                cases: Self.caseViews(of: enumeration, indent: indent + Code.indentWidth)
            )
        }
        return EnumDeclarationView(docLines: docLines, parentTypeName: level.typePath.dropLast().joined(separator: "."),
                                   typeName: level.typePath.last ?? table.enumName, cases: cases, enumerations: enumerations)
    }

    /// The cases of an enum whose `case` lines are indented by `indent`: `privacy`, or `darkMode = "dark-mode"`.
    static func caseViews(of enumeration: EnumerationType, indent: Int) -> [EnumerationCaseView] {
        enumeration.cases.map { item in
            let name = SwiftName.escaped(item.name)
            guard item.name != item.rawValue else { return EnumerationCaseView(declaration: name) }
            // A raw value too long to follow its name goes on the next line.
            let declaration = Code.group(.sequence([
                .text(name), .nest(.sequence([.line, .text("= " + SwiftCode.stringLiteral(item.rawValue))])),
            ]))
            return EnumerationCaseView(declaration: declaration.laidOut(column: indent + "case ".utf8.count, indent: indent))
        }
    }

    private func groupDeclarations(in level: RouteLevel) -> [EnumDeclarationView] {
        Parallel.map(Self.groups(in: level)) { declaration(of: $0.level, docLines: groupDocLines($0, indent: Code.indentWidth)) }
    }

    /// Every group below `level`, each followed by the groups inside it.
    private static func groups(in level: RouteLevel) -> [RouteGroup] {
        var groups: [RouteGroup] = []
        func appendGroups(in level: RouteLevel) {
            for case .group(let group) in level.entries {
                groups.append(group)
                appendGroups(in: group.level)
            }
        }
        appendGroups(in: level)
        return groups
    }

    private func groupDocLines(_ group: RouteGroup, indent: Int) -> [String] {
        SwiftCode.docLines(group.summary ?? "The routes of the `\(group.caseName)` group.", indent: indent)
    }

    private func routeDocLines(_ route: Route, indent: Int) -> [String] {
        var facts = ["`\(route.path)`"]
        if route.requiresAuth { facts[0] += " (requires authentication)" }
        return SwiftCode.docLines(route.summary, then: facts, indent: indent)
    }

    // MARK: - Switches

    // Where the Members template places laid-out code: `case` patterns in switches at two levels of indentation,
    // the statements they lead to at three.
    private static let switchCaseIndent = 2 * Code.indentWidth
    private static let statementIndent = 3 * Code.indentWidth

    private func members(of level: RouteLevel) -> LevelMembersView {
        LevelMembersView(qualifiedTypeName: level.qualifiedTypeName, linksNamespaceName: names.linksNamespaceName,
                         hasWebURL: !table.hosts.isEmpty, cases: level.entries.map { entry in
            switch entry {
            case .route(let route): return caseMembers(route)
            case .group(let group):
                let pattern = "." + SwiftName.escaped(group.caseName)
                return CaseMembersView(isGroup: true, pattern: pattern, bindingPattern: pattern + "(let route)", requiresAuth: "",
                                       navigation: "", destinationCall: "", linkParts: "")
            }
        })
    }

    private func caseMembers(_ route: Route) -> CaseMembersView {
        let pattern = "." + SwiftName.escaped(route.caseName)
        let names = ValueCode.bindingNames(for: route.parameters)
        let arguments = zip(route.parameters, names).map { Code.text("\(SwiftName.argumentLabel($0.label)): \($1)") }
        let query = zip(route.parameters, names).filter { $0.0.isQuery }
            .map { Code.bracketed("(", [.text(SwiftCode.stringLiteral($0.name)), valueCode.queryText($0, binding: $1)], ")") }
        let linkParts = Code.bracketed("(", [
            .sequence([.text("path: "), urlPath(route, bindings: names)]),
            .sequence([.text("query: "), .array(query)]),
        ], ")")
        return CaseMembersView(
            isGroup: false,
            pattern: pattern,
            bindingPattern: Code.enumCase(pattern, names.map { .text("let \($0)") })
                .laidOut(column: Self.switchCaseIndent + "case ".utf8.count, indent: Self.switchCaseIndent, followedBy: ":"),
            requiresAuth: route.requiresAuth ? "true" : "false",
            navigation: navigation(route.navigation),
            destinationCall: Code.call(SwiftName.escaped(route.destinationMethodName), arguments)
                .laidOut(column: Self.statementIndent + "return destinations.".utf8.count, indent: Self.statementIndent),
            linkParts: linkParts.laidOut(column: Self.statementIndent + "return ".utf8.count, indent: Self.statementIndent)
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
    private func urlPath(_ route: Route, bindings: [String]) -> Code {
        var fixed: [Code] = []
        var optional: [Code] = []
        var remaining: String?
        for segment in route.segments {
            switch segment {
            case .literal(let text):
                fixed.append(.text(SwiftCode.stringLiteral(text)))
            case .parameter(let index):
                let parameter = route.parameters[index]
                if parameter.source == .remainingSegments {
                    remaining = bindings[index]
                } else if parameter.presence == .optional {
                    optional.append(.text(valueCode.segmentText(parameter, binding: bindings[index])))
                } else {
                    fixed.append(.text(valueCode.segmentText(parameter, binding: bindings[index])))
                }
            }
        }
        var operands: [Code] = [.array(fixed)]
        if !optional.isEmpty {
            operands.append(.call("\(names.urlReaderNamespaceName).LinkWriting.leadingValues", [.array(optional)]))
        }
        if let remaining { operands = fixed.isEmpty ? [.text(remaining)] : operands + [.text(remaining)] }
        return .sum(operands)
    }

    // MARK: - Destinations

    private func destinationMethod(_ route: Route) -> DestinationMethodView {
        let qualifier = route.levelTypeName + "."
        let values = route.parameters.map { Code.text("\(SwiftName.escaped($0.label)): \($0.swiftTypeName(typePrefix: qualifier))") }
        let signature = Code.call(SwiftName.escaped(route.destinationMethodName), values)
        return DestinationMethodView(
            docLines: SwiftCode.docLines(route.summary, then: ["`\(route.path)`"], indent: Code.indentWidth),
            signature: signature.laidOut(column: Code.indentWidth + "func ".utf8.count, indent: Code.indentWidth,
                                         followedBy: " -> Destination")
        )
    }

    // MARK: - Codable

    /// The conformance of `level` and of every group level inside it; `groupPath` leads from the root to `level`.
    private func codableLevels(in level: RouteLevel, groupPath: [String]) -> [CodableLevelView] {
        let nested = groupPath.reversed().reduce("let level") { inner, group in ".\(SwiftName.escaped(group))(\(inner))" }
        let wrapped = groupPath.reversed().reduce("self") { inner, group in ".\(SwiftName.escaped(group))(\(inner))" }
        let view = CodableLevelView(qualifiedTypeName: level.qualifiedTypeName, enumName: table.enumName,
                                    linksNamespaceName: names.linksNamespaceName,
                                    typeNameLiteral: SwiftCode.stringLiteral(level.qualifiedTypeName),
                                    isRoot: groupPath.isEmpty, rootPattern: groupPath.isEmpty ? "" : nested,
                                    rootValue: groupPath.isEmpty ? "" : wrapped)
        return [view] + level.entries.flatMap { entry -> [CodableLevelView] in
            guard case .group(let group) = entry else { return [] }
            return codableLevels(in: group.level, groupPath: groupPath + [group.caseName])
        }
    }

    // MARK: - Support code

    private func support(_ checks: ConstraintChecks) -> SupportView {
        var readsQuery = false
        var readsRequiredQuery = false
        for route in table.allRoutes where !readsRequiredQuery {
            for parameter in route.parameters where parameter.isQuery {
                readsQuery = true
                if parameter.presence == .required { readsRequiredQuery = true }
            }
        }
        let webPrefix = table.hosts.first.map { "https://\($0)/" }
        let prefix = table.schemes.first.map { "\($0)://" } ?? webPrefix ?? "https://localhost/"
        return SupportView(
            enumName: table.enumName,
            resolutionErrorTypeName: names.resolutionErrorTypeName,
            linksNamespaceName: names.linksNamespaceName,
            urlReaderNamespaceName: names.urlReaderNamespaceName,
            readerSource: URLReaderSource.nestedInNamespace,
            canonicalPrefix: SwiftCode.stringLiteral(prefix),
            hasWebURL: webPrefix != nil,
            webURLPrefix: webPrefix.map(SwiftCode.stringLiteral) ?? "",
            readsQuery: readsQuery,
            readsRequiredQuery: readsRequiredQuery,
            codable: options.codable,
            hasRedirects: !table.redirects.isEmpty,
            redirectTypeName: names.redirectTypeName,
            hasLegacyOrigins: !table.legacyOrigins.isEmpty,
            checksPathValues: checks.checksPathValues,
            checksSegmentLists: checks.checksSegmentLists,
            constraintChecks: checks.views
        )
    }
}
