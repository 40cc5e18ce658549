/// Decodes located YAML nodes into a `SpecDocument`, reporting every problem rather than stopping at the first.
struct SpecDecoder: ReportsDiagnostics {
    /// What `webLinks:` of a fallback can say: https links take the route like the others, or open in the browser.
    static let webLinkFallbacks = ["route", "openInBrowser"]
    static let typeNames = ["String", "Int", "Double", "Bool", "UUID"]
    static let navigationStyles = ["push", "sheet", "fullScreen", "action"]

    let log: DiagnosticLog

    /// Takes the tree: each route's nodes are freed once the route is decoded, so that a large spec's tree and its
    /// document are never both whole in memory.
    func decode(_ root: consuming YAMLNode) -> SpecDocument? {
        let routesNode = root.takeValue(ofKey: SpecFormat.TopLevel.routes.rawValue)
        guard let reader = mapping(root, what: "the spec", keys: SpecFormat.TopLevel.self) else { return nil }
        let version = requiredInteger(reader, .version)
        if let version, version.value != 1 {
            error(
                .unsupportedVersion,
                "unsupported spec version \(version.value); this routegen reads version 1",
                at: version.location
            )
        }
        let name = reader[.name].flatMap { string($0, what: "'name'") }
        let access = reader[.access].flatMap { accessLevel($0) }
        let beforeOrigins = log.mark
        let schemes = reader[.schemes].map { stringList($0, what: "'schemes'") } ?? []
        let hosts = reader[.hosts].map { stringList($0, what: "'hosts'") } ?? []
        let originsAreMalformed = !log.diagnostics(since: beforeOrigins).isEmpty
        let caseSensitive = reader[.caseSensitive].flatMap { bool($0, what: "'caseSensitive'") }?.value ?? false
        let tabs = reader[.tabs].map { stringList($0, what: "'tabs'") } ?? []
        var routes: Located<[RouteEntryDocument]>?
        if let routesNode {
            let context = "'routes'"
            routes = entries(routesNode, context: context)
        } else {
            if !reader.hasMisspelling(of: .routes) {
                error(.missingKey, "missing required key 'routes'", at: root.location)
            }
            routes = nil
        }
        var redirects = reader[.redirects].map { self.redirects($0) } ?? []
        let fallback = reader[.fallback].flatMap { self.fallback($0) }
        let context = reader[.context].map { parameters($0, what: "'context'") } ?? []
        let activities = reader[.activities].flatMap { self.activities($0) }
        let feature = reader[.feature].flatMap { bool($0, what: "'feature'") }
        if let feature, feature.value {
            checkFeatureSpec(at: feature.location, name: name, access: access, in: reader)
            redirects = withoutOldOrigins(redirects)
            if let written = routes { routes = Located(withoutAppChoices(written.value), at: written.location) }
        }
        let features = reader[.features].map { self.features($0) } ?? []
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "the spec"))
        guard let version, let routes else { return nil }
        var document = SpecDocument(
            version: version,
            name: name,
            access: access,
            schemes: schemes,
            hosts: hosts,
            originsAreMalformed: originsAreMalformed,
            caseSensitive: caseSensitive,
            tabs: tabs,
            routes: routes,
            redirects: redirects,
            fallback: fallback,
            context: context,
            activities: activities,
            location: root.location
        )
        document.feature = feature
        document.features = features
        return document
    }

    private func accessLevel(_ node: YAMLNode) -> Located<AccessLevel>? {
        guard let text = string(node, what: "'access'") else { return nil }
        guard let level = AccessLevel(rawValue: text.value) else {
            error(.invalidValue, "'access' must be 'public' or 'internal', found '\(text.value)'", at: text.location)
            return nil
        }
        return Located(level, at: text.location)
    }

    // MARK: - Routes and groups

    /// `context` names the mapping in errors, and is only worked out for one.
    private func entries(_ node: consuming YAMLNode, context: @autoclosure () -> String) -> Located<
        [RouteEntryDocument]
    >? {
        guard var pairs = node.takePairs() else {
            error(
                .wrongValueType,
                "\(context()) must be a mapping from route name to route, found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        if pairs.isEmpty { reportNoEntries(in: context(), at: node.location) }
        var entries = RouteEntries(capacity: pairs.count)
        // Popped in order from the reversed list, so each entry's nodes are freed when it is decoded.
        pairs.reverse()
        while let pair = pairs.popLast() { entries.add(pair, decoder: self) }
        return Located(entries.documents, at: node.location)
    }

    private func reportNoEntries(in context: String, at location: SourceLocation) {
        error(.emptyRoutes, "\(context) is empty; declare at least one route", at: location)
    }

    /// Whether `name` is a key of a route written at the indentation of the route names, reported as such: YAML
    /// reads it as a route of its own, and the errors of that route (no path, unknown keys) would not say that the
    /// line is only indented too little. `home` is the entry above, whose keys show the indentation to use; a key a
    /// group cannot hold goes to the group's last route. A route may still be called `auth` or `description`, so one
    /// with a path or routes is a route.
    func reportsMisplacedKey(_ name: Located<String>, _ node: YAMLNode, home: RouteEntries.KeyHome?) -> Bool {
        guard SpecFormat.Route(rawValue: name.value) != nil, !node.hasKey(SpecFormat.Route.path.rawValue),
            !node.hasKey(SpecFormat.Group.routes.rawValue)
        else { return false }
        let target: (name: Located<String>, keyColumn: Int, what: String)?
        if let home, !home.isGroup || SpecFormat.Group(rawValue: name.value) != nil {
            target = (home.name, home.keyColumn, home.isGroup ? "group" : "route")
        } else if let home, let route = home.lastRoute {
            target = (route.name, route.keyColumn, "route (the last of group '\(home.name.value)')")
        } else {
            target = nil
        }
        let help: String
        if let target {
            help = indentHelp(name, node, like: target.name, keyColumn: target.keyColumn, into: target.what)
        } else {
            help =
                "write '\(name.value)' under the route it belongs to, indented further than the route names "
                + "(\(name.location.column + 1) spaces), or inside the braces of a route written as '{ path: … }'"
        }
        log.report(
            .error(
                .keyIndentedAsRoute,
                "'\(name.value)' is a key of a route, but it is indented like the route names, so it reads as a route of its own",
                at: name.location,
                notes: [.init(help, at: name.location, kind: .help)]
            )
        )
        return true
    }

    /// "indent 'key' N spaces, like the keys of 'route' (line L), to put it in that route".
    private func indentHelp(
        _ name: Located<String>,
        _ node: YAMLNode,
        like home: Located<String>,
        keyColumn: Int,
        into what: String
    ) -> String {
        let depth = keyColumn - name.location.column
        let linesUnder = node.location.line > name.location.line ? " (and the lines under it \(depth) more)" : ""
        return "indent '\(name.value)' \(keyColumn - 1) spaces\(linesUnder), like the keys of '\(home.value)' (line "
            + "\(home.location.line)), to put it in that \(what)"
    }

    /// The keys of a route written among a group's keys, reported as indented too little, and their names.
    private func misplacedRouteKeys(in pairs: [YAMLNode.Pair], ofGroup group: Located<String>, routes: YAMLNode?)
        -> [String]
    {
        // Only a misplaced key needs the group's last route, which the group's routes give.
        lazy var lastRoute = routes.flatMap(RouteEntries.KeyHome.lastRoute(in:))
        var names: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalarText, key != SpecFormat.Route.path.rawValue,
                SpecFormat.Route(rawValue: key) != nil, SpecFormat.Group(rawValue: key) == nil
            else { continue }
            names.append(key)
            let name = Located(key, at: pair.key.location)
            let help =
                lastRoute.map { indentHelp(name, pair.value, like: $0.name, keyColumn: $0.keyColumn, into: "route") }
                ?? "move '\(key)' into the route of the group it belongs to"
            log.report(
                .error(
                    .keyIndentedAsRoute,
                    "'\(key)' is a key of a route, but it is indented like the keys of group '\(group.value)', "
                        + "which cannot have it",
                    at: name.location,
                    notes: [.init(help, at: name.location, kind: .help)]
                )
            )
        }
        return names
    }

    /// The route or group called `name`, from its node; nil when its errors leave nothing to build.
    func entry(named name: Located<String>, _ node: consuming YAMLNode) -> RouteEntryDocument? {
        node.hasKey(SpecFormat.Group.routes.rawValue) ? group(named: name, node) : route(named: name, node)
    }

    /// An entry with `routes:`.
    private func group(named name: Located<String>, _ node: consuming YAMLNode) -> RouteEntryDocument? {
        let routesNode = node.takeValue(ofKey: SpecFormat.Group.routes.rawValue)
        guard case .mapping(let pairs) = node.content else { return nil }
        let reader = KeyedMappingReader<SpecFormat.Group>(node, pairs: pairs)
        let path = SpecFormat.Route.path.rawValue
        if let pathKey = pairs.first(where: { $0.key.scalarText == path })?.key {
            error(
                .pathAndRoutes,
                "'\(name.value)' has both 'path' and 'routes'; a route has a path, a group has routes",
                at: pathKey.location
            )
        }
        let routeKeys = misplacedRouteKeys(in: pairs, ofGroup: name, routes: routesNode)
        log.report(
            contentsOf: reader.unknownKeyDiagnostics(in: "group '\(name.value)'", reportedElsewhere: [path] + routeKeys)
        )
        let auth = reader[.auth].flatMap { bool($0, what: "'auth'") }
        let navigation = reader[.navigation].flatMap { self.navigation($0) }
        let parent = reader[.parent].flatMap { self.parent($0) }
        let description = reader[.description].flatMap { string($0, what: "'description'") }
        guard let routes = routesNode.flatMap({ entries($0, context: "'routes' of group '\(name.value)'") }) else {
            return nil
        }
        return .group(
            GroupDocument(
                name: name,
                auth: auth,
                navigation: navigation,
                description: description,
                routes: routes,
                parent: parent
            )
        )
    }

    /// An entry with `path:`, or a mapping that should have one.
    private func route(named name: Located<String>, _ node: consuming YAMLNode) -> RouteEntryDocument? {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "route '\(name.value)' must be a mapping with a 'path' (or a group with 'routes'), found \(node.kindDescription)",
                at: node.isNull ? name.location : node.location
            )
            return nil
        }
        let routes = SpecFormat.Group.routes.rawValue
        let reader = KeyedMappingReader<SpecFormat.Route>(node, pairs: pairs, otherKnownKeys: [routes])
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "route '\(name.value)'"))
        let path = reader[.path].flatMap { string($0, what: "'path'") }
        if reader[.path] == nil, !reader.hasMisspelling(of: .path), !reader.byName.hasMisspelling(of: routes) {
            error(.missingKey, "route '\(name.value)' has no 'path' (a group would have 'routes')", at: name.location)
        }
        let params = reader[.params].map { parameters($0, what: "'params'") } ?? []
        let query = reader[.query].map { parameters($0, what: "'query'") } ?? []
        let auth = reader[.auth].flatMap { bool($0, what: "'auth'") }
        let navigation = reader[.navigation].flatMap { self.navigation($0) }
        let parent = reader[.parent].flatMap { self.parent($0) }
        let description = reader[.description].flatMap { string($0, what: "'description'") }
        let examples = reader[.examples].flatMap { self.examples($0) }
        let title = reader[.title].flatMap { string($0, what: "'title'") }
        let activity = reader[.activity].flatMap { self.routeActivity($0) }
        let intent = reader[.intent].flatMap { self.routeIntent($0) }
        guard let path else { return nil }
        let pathIsQuoted = Self.isQuoted(reader[.path])
        return .route(
            RouteDocument(
                name: name,
                path: path,
                pathIsQuoted: pathIsQuoted,
                params: params,
                query: query,
                auth: auth,
                navigation: navigation,
                description: description,
                examples: examples,
                parent: parent,
                title: title,
                activity: activity,
                intent: intent
            )
        )
    }

    // MARK: - Parents

    /// `parent: order`, or `parent: { route: order, values: { orderId: id } }`.
    private func parent(_ node: YAMLNode) -> ParentDocument? {
        if node.scalarText != nil, !node.isNull {
            return string(node, what: "'parent'").map { ParentDocument(route: $0, values: []) }
        }
        guard let reader = mapping(node, what: "'parent'", keys: SpecFormat.Parent.self) else { return nil }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "'parent'"))
        let route = reader[.route].flatMap { string($0, what: "'route'") }
        let values = reader[.values].map { valueSources($0, of: "the parent route") } ?? []
        guard let route else {
            if reader[.route] == nil, !reader.hasMisspelling(of: .route) {
                error(
                    .missingKey,
                    "'parent' needs a 'route': the name of the route beneath this one",
                    at: node.location
                )
            }
            return nil
        }
        return ParentDocument(route: route, values: values)
    }

    // MARK: - Examples

    /// `examples: { opens: { URL: { label: value } }, rejects: { URL: error } }`
    private func examples(_ node: YAMLNode) -> LinkExamplesDocument? {
        guard let reader = mapping(node, what: "'examples'", keys: SpecFormat.Examples.self) else { return nil }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "'examples'"))
        if reader[.opens] == nil, reader[.rejects] == nil, !reader.hasMisspelling(of: .opens),
            !reader.hasMisspelling(of: .rejects)
        {
            error(.missingKey, "'examples' needs 'opens', 'rejects', or both", at: node.location)
        }
        let opens =
            reader[.opens]
            .map {
                exampleLinks($0, what: "'opens'") { url, value in
                    exampleValues(value, of: url).map { LinkExamplesDocument.Opening(url: url, values: $0) }
                }
            } ?? []
        let rejects =
            reader[.rejects]
            .map {
                exampleLinks($0, what: "'rejects'") { url, value in
                    string(value, what: "the error of '\(url.value)'")
                        .map { LinkExamplesDocument.Rejection(url: url, error: $0) }
                }
            } ?? []
        return LinkExamplesDocument(opens: opens, rejects: rejects)
    }

    /// A mapping from link to what it does, each link once.
    private func exampleLinks<Example>(
        _ node: YAMLNode,
        what: String,
        _ example: (Located<String>, YAMLNode) -> Example?
    ) -> [Example] {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "\(what) must be a mapping from link to \(what == "'opens'" ? "its values" : "its error"), found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        var seen: Set<String> = []
        return pairs.compactMap { pair in
            // A repeated key was reported by the reader; the first one counts.
            guard let url = pair.key.scalarText, seen.insert(url).inserted else { return nil }
            return example(Located(url, at: pair.key.location), pair.value)
        }
    }

    /// `{ itemId: 42, tags: [a, b], page: null }`, or nothing for a route whose values are all absent or defaults.
    private func exampleValues(_ node: YAMLNode, of url: Located<String>) -> [(
        label: Located<String>, value: Located<ExampleValueDocument>
    )]? {
        if node.isNull { return [] }
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "the values of '\(url.value)' must be a mapping from each parameter's label to its value, found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
        return pairs.compactMap { pair in
            guard let label = pair.key.scalarText else { return nil }
            let value: ExampleValueDocument
            switch pair.value.content {
            case .scalar(let text, _): value = pair.value.isNull ? .absent : .text(text)
            case .sequence: value = .list(stringList(pair.value, what: "'\(label)'").map(\.value))
            case .mapping:
                error(
                    .wrongValueType,
                    "the value of '\(label)' must be a value, a list of segments or null, found a mapping",
                    at: pair.value.location
                )
                return nil
            }
            return (Located(label, at: pair.key.location), Located(value, at: pair.value.location))
        }
    }

    // MARK: - Redirects

    private func redirects(_ node: YAMLNode) -> [RedirectDocument] {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "'redirects' must be a mapping from redirect name to redirect, found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        var seen: Set<String> = []
        return pairs.compactMap { pair in
            // A repeated key was reported by the reader; the first one counts.
            guard let name = pair.key.scalarText, seen.insert(name).inserted else { return nil }
            return redirect(named: Located(name, at: pair.key.location), pair.value)
        }
    }

    private func redirect(named name: Located<String>, _ node: YAMLNode) -> RedirectDocument? {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "redirect '\(name.value)' must be a mapping with 'path' and 'to', found \(node.kindDescription)",
                at: node.isNull ? name.location : node.location
            )
            return nil
        }
        let reader = KeyedMappingReader<SpecFormat.Redirect>(node, pairs: pairs)
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "redirect '\(name.value)'"))
        let path = reader[.path].flatMap { string($0, what: "'path'") }
        let target = reader[.to].flatMap { string($0, what: "'to'") }
        for (key, value) in [(SpecFormat.Redirect.path, path), (.to, target)]
        where value == nil && reader[key] == nil && !reader.hasMisspelling(of: key) {
            error(
                .missingKey,
                "redirect '\(name.value)' has no '\(key.rawValue)'\(key == .to ? "; name the route it opens, as in 'to: profile'" : "")",
                at: name.location
            )
        }
        let params = reader[.params].map { parameters($0, what: "'params'") } ?? []
        let query = reader[.query].map { parameters($0, what: "'query'") } ?? []
        let values = reader[.values].map { valueSources($0, of: "the target route") } ?? []
        let schemes = reader[.schemes].map { stringList($0, what: "'schemes'") } ?? []
        let hosts = reader[.hosts].map { stringList($0, what: "'hosts'") } ?? []
        let description = reader[.description].flatMap { string($0, what: "'description'") }
        guard let path, let target else { return nil }
        let pathIsQuoted = Self.isQuoted(reader[.path])
        return RedirectDocument(
            name: name,
            path: path,
            pathIsQuoted: pathIsQuoted,
            params: params,
            query: query,
            target: target,
            values: values,
            schemes: schemes,
            hosts: hosts,
            description: description
        )
    }

    /// `values: { userId: id }`: the label of a parameter of `taker` (the target route, the parent route), then the
    /// parameter that gives its value.
    private func valueSources(_ node: YAMLNode, of taker: String) -> [ValueSourceDocument] {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "'values' must be a mapping from \(taker)'s parameter to the parameter that gives its value, found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        return pairs.compactMap { pair in
            guard let label = pair.key.scalarText, let source = string(pair.value, what: "the value of '\(label)'")
            else { return nil }
            return ValueSourceDocument(label: Located(label, at: pair.key.location), source: source)
        }
    }

    // MARK: - Fallback

    /// `fallback: home`, or `fallback: { route: home, webLinks: openInBrowser }`.
    private func fallback(_ node: YAMLNode) -> Located<FallbackDocument>? {
        if node.scalarText != nil, !node.isNull {
            return string(node, what: "'fallback'")
                .map { Located(FallbackDocument(route: $0, webLinksOpenInBrowser: nil), at: node.location) }
        }
        guard let reader = mapping(node, what: "'fallback'", keys: SpecFormat.Fallback.self) else { return nil }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "'fallback'"))
        let route = reader[.route].flatMap { string($0, what: "'route'") }
        let webLinks = reader[.webLinks]
            .flatMap { node -> Located<Bool>? in
                guard let text = string(node, what: "'webLinks'") else { return nil }
                guard Self.webLinkFallbacks.contains(text.value) else {
                    let hint = Spelling.hint(for: text.value, among: Self.webLinkFallbacks)
                    error(
                        .invalidValue,
                        "'webLinks' must be 'openInBrowser' or 'route', found '\(text.value)'\(hint)",
                        at: text.location
                    )
                    return nil
                }
                return Located(text.value == "openInBrowser", at: text.location)
            }
        if reader[.route] == nil, reader[.webLinks] == nil, !reader.hasMisspelling(of: .route),
            !reader.hasMisspelling(of: .webLinks)
        {
            error(.missingKey, "'fallback' needs a 'route', 'webLinks: openInBrowser', or both", at: node.location)
            return nil
        }
        if route == nil, let webLinks, !webLinks.value {
            error(.missingKey, "'webLinks: route' needs a fallback 'route'", at: webLinks.location)
        }
        return Located(FallbackDocument(route: route, webLinksOpenInBrowser: webLinks), at: node.location)
    }

    // MARK: - Parameters

    private func parameters(_ node: YAMLNode, what: String) -> [ParameterDocument] {
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "\(what) must be a mapping from parameter name to type, found \(node.kindDescription)",
                at: node.location
            )
            return []
        }
        var result: [ParameterDocument] = []
        result.reserveCapacity(pairs.count)
        // A repeated key was reported by the reader; the first one counts. A route has a few parameters, so they are
        // compared one by one rather than hashed into a set for every route; a long list is hashed.
        var seen: Set<String>? = pairs.count > 16 ? [] : nil
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalarText else { continue }
            let isRepeat: Bool
            if seen != nil {
                isRepeat = seen?.insert(key).inserted == false
            } else {
                isRepeat = pairs[..<index].contains { $0.key.scalarText == key }
            }
            guard !isRepeat else { continue }
            if let parameter = parameter(Located(key, at: pair.key.location), pair.value) { result.append(parameter) }
        }
        return result
    }

    private func parameter(_ key: Located<String>, _ node: YAMLNode) -> ParameterDocument? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull:
            guard let (type, isOptional) = typeName(Located(text, at: node.location)) else { return nil }
            return ParameterDocument(
                key: key,
                type: type,
                isOptional: isOptional,
                label: nil,
                defaultValue: nil,
                location: node.location
            )
        case .mapping(let pairs):
            let reader = KeyedMappingReader<SpecFormat.Parameter>(node, pairs: pairs)
            log.report(contentsOf: reader.unknownKeyDiagnostics(in: "parameter '\(key.value)'"))
            let label = reader[.name].flatMap { string($0, what: "'name'") }
            let defaultValue = reader[.default].flatMap { string($0, what: "'default'") }
            let optional = reader[.optional].flatMap { bool($0, what: "'optional'") }
            let constraints = self.constraints(in: pairs)
            guard let (type, isOptionalType) = parameterType(key, reader, hasConstraints: !constraints.isEmpty) else {
                return nil
            }
            if let optional, isOptionalType {
                error(
                    .conflictingParameterKeys,
                    "parameter '\(key.value)' is optional twice; write either '?' on the type or 'optional: true'",
                    at: optional.location
                )
            }
            return ParameterDocument(
                key: key,
                type: type,
                isOptional: isOptionalType || optional?.value == true,
                label: label,
                defaultValue: defaultValue,
                constraints: constraints,
                location: node.location
            )
        default:
            error(
                .wrongValueType,
                "parameter '\(key.value)' must be a type name such as Int, or a mapping with 'type' or 'enum', found \(node.kindDescription)",
                at: node.isNull ? key.location : node.location
            )
            return nil
        }
    }

    /// The constraint keys of a parameter's mapping, in one pass over its pairs: most parameters have none.
    private func constraints(in pairs: [YAMLNode.Pair]) -> ConstraintsDocument {
        ConstraintsDocument(
            written: pairs.compactMap { pair in
                guard let key = pair.key.scalarText, let constraint = SpecFormat.Parameter(rawValue: key),
                    constraint.isConstraint
                else { return nil }
                if constraint.takesNumber, case .scalar(let text, isPlain: false) = pair.value.content {
                    // Quotes make a YAML value text, which the JSON Schema rejects where a number goes; routegen
                    // reads the spec as the schema does.
                    error(
                        .quotedNumber,
                        "'\(key)' takes a number, but quotes make '\(text)' text; write it unquoted: '\(key): \(text)'",
                        at: pair.value.location
                    )
                    return nil
                }
                return string(pair.value, what: "'\(key)'").map { (constraint, $0) }
            }
        )
    }

    /// The type a parameter's mapping gives with `type` or `enum`, and whether `?` makes it optional; a parameter
    /// with constraints alone has its type from the model.
    private func parameterType(
        _ key: Located<String>,
        _ reader: KeyedMappingReader<SpecFormat.Parameter>,
        hasConstraints: Bool
    ) -> (Located<ParameterTypeDocument>?, Bool)? {
        switch (reader[.type], reader[.enum]) {
        case (let typeNode?, nil): return string(typeNode, what: "'type'").flatMap { typeName($0) }
        case (nil, let enumNode?):
            let values = stringList(enumNode, what: "'enum'")
            if values.isEmpty, case .sequence = enumNode.content {
                error(.emptyEnum, "'enum' needs at least one value", at: enumNode.location)
            }
            return values.isEmpty ? nil : (Located(.enumeration(values), at: enumNode.location), false)
        case (let typeNode?, _?):
            error(
                .conflictingParameterKeys,
                "parameter '\(key.value)' has both 'type' and 'enum'; an enum parameter needs only 'enum'",
                at: typeNode.location
            )
            return nil
        case (nil, nil) where hasConstraints: return (nil, false)
        case (nil, nil):
            error(
                .missingParameterType,
                "parameter '\(key.value)' needs a 'type' or an 'enum'",
                at: reader.node.location
            )
            return nil
        }
    }

    /// `Int` or `Int?`.
    private func typeName(_ text: Located<String>) -> (Located<ParameterTypeDocument>, Bool)? {
        let isOptional = text.value.hasSuffix("?")
        let name = isOptional ? String(text.value.dropLast()) : text.value
        let type: ParameterTypeDocument
        switch name {
        case "String": type = .string
        case "Int": type = .int
        case "Double": type = .double
        case "Bool": type = .bool
        case "UUID": type = .uuid
        default:
            // The suggestion keeps the `?`: `string?` means `String?`, not `String`.
            let hint = Spelling.hint(
                for: text.value,
                among: isOptional ? Self.typeNames.map { $0 + "?" } : Self.typeNames
            )
            let options = hint.isEmpty ? "; expected String, Int, Double, Bool, UUID or { enum: [...] }" : hint
            error(.unknownParameterType, "unknown parameter type '\(text.value)'\(options)", at: text.location)
            return nil
        }
        return (Located(type, at: text.location), isOptional)
    }

    // MARK: - Navigation

    private func navigation(_ node: YAMLNode) -> Located<NavigationDocument>? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull:
            switch text {
            case "push": return Located(.push, at: node.location)
            case "sheet": return Located(.sheet, at: node.location)
            case "fullScreen": return Located(.fullScreen, at: node.location)
            case "action": return Located(.action, at: node.location)
            default:
                let hint = Spelling.hint(for: text, among: Self.navigationStyles)
                error(
                    .unknownNavigation,
                    "unknown navigation '\(text)'\(hint.isEmpty ? "; expected push, sheet, fullScreen, action, { tab: T } or { push: T }" : hint)",
                    at: node.location
                )
                return nil
            }
        case .mapping(let pairs) where pairs.count == 1:
            let key = pairs[0].key.scalarText ?? ""
            guard let tabKey = SpecFormat.NavigationTab(rawValue: key) else {
                let hint = Spelling.hint(for: key, among: SpecFormat.NavigationTab.names)
                error(
                    .unknownNavigation,
                    "unknown navigation key '\(key)'\(hint.isEmpty ? "; expected { tab: T } or { push: T }" : hint)",
                    at: pairs[0].key.location
                )
                return nil
            }
            guard let tab = string(pairs[0].value, what: "'\(key)'") else { return nil }
            return Located(tabKey == .tab ? .selectTab(tab) : .pushInTab(tab), at: node.location)
        default:
            error(
                .unknownNavigation,
                "'navigation' must be push, sheet, fullScreen, action, { tab: T } or { push: T }, found \(node.kindDescription)",
                at: node.location
            )
            return nil
        }
    }

    // MARK: - Scalars

    /// Whether a scalar was written quoted (or as a block), so that its text starts a column after its node.
    static func isQuoted(_ node: YAMLNode?) -> Bool {
        if case .scalar(_, let isPlain)? = node?.content { return !isPlain }
        return false
    }

    func mapping<Key: FormatKey>(_ node: YAMLNode, what: String, keys: Key.Type) -> KeyedMappingReader<Key>? {
        guard case .mapping(let pairs) = node.content else {
            error(.wrongValueType, "\(what) must be a mapping, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return KeyedMappingReader(node, pairs: pairs)
    }

    func string(_ node: YAMLNode, what: String) -> Located<String>? {
        guard let text = node.scalarText, !node.isNull else {
            error(.wrongValueType, "\(what) must be a string, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(text, at: node.location)
    }

    private func requiredInteger(_ reader: KeyedMappingReader<SpecFormat.TopLevel>, _ key: SpecFormat.TopLevel)
        -> Located<Int>?
    {
        guard let node = reader[key] else {
            if !reader.hasMisspelling(of: key) {
                error(
                    .missingKey,
                    "missing required key '\(key.rawValue)' (write 'version: 1')",
                    at: reader.node.location
                )
            }
            return nil
        }
        guard let text = node.scalarText, let value = Int(text), !node.isNull else {
            error(
                .wrongValueType,
                "'\(key.rawValue)' must be a whole number, found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        return Located(value, at: node.location)
    }

    func stringList(_ node: YAMLNode, what: String) -> [Located<String>] {
        guard case .sequence(let items) = node.content else {
            error(
                .wrongValueType,
                "\(what) must be a list such as [a, b], found \(node.foundDescription)",
                at: node.location
            )
            return []
        }
        return items.compactMap { string($0, what: "each entry of \(what)") }
    }
}
