/// Interprets `redirects:`: each old link shape becomes a pattern that opens a current route, with every value the
/// route needs coming from the redirect's own parameters by a conversion that cannot fail.
struct RedirectBuilder {
    let caseSensitive: Bool
    let routes: RouteReference
    /// The spec's own schemes and hosts, lowercased, which a redirect's `schemes:` and `hosts:` must not list.
    let ownSchemes: [String]
    let ownHosts: [String]
    let log: DiagnosticLog
    /// Every old scheme and host the redirects list, each once, in the order first listed.
    private(set) var legacyOrigins: [LinkOrigin] = []
    /// Where each of `legacyOrigins` is first listed.
    private(set) var legacyOriginLocations: [LinkOrigin: SourceLocation] = [:]
    /// Where the links of each mounted feature start, for the redirects its spec declares; and the app's tab enum,
    /// whose value a feature mounted under tabs gets from the link.
    let featureMounts: [String: RouteMount]
    let tabTypeName: String
    /// The redirects' names in the generated outcome, and where each is declared.
    private var outcomeNames: [String: SourceLocation] = [:]

    init(
        caseSensitive: Bool,
        routes: RouteReference,
        ownSchemes: [String],
        ownHosts: [String],
        featureMounts: [String: RouteMount] = [:],
        tabTypeName: String = "",
        log: DiagnosticLog
    ) {
        self.caseSensitive = caseSensitive
        self.routes = routes
        self.ownSchemes = ownSchemes
        self.ownHosts = ownHosts
        self.featureMounts = featureMounts
        self.tabTypeName = tabTypeName
        self.log = log
    }

    mutating func build(_ documents: [RedirectDocument]) -> [Redirect] { documents.compactMap { redirect($0) } }

    private mutating func redirect(_ document: RedirectDocument) -> Redirect? {
        var mount = RouteMount.none
        if let feature = document.feature {
            // A feature whose mount is in error has no routes to redirect to, and was reported at the mount.
            guard let featureMount = featureMounts[feature] else { return nil }
            mount = featureMount
        }
        guard let (qualifiedName, outcomeName) = names(of: document) else { return nil }
        let name = document.name
        let pathStart = log.mark
        let segments = PathParser(log: log)
            .parse(document.path.value, at: document.path.location.advanced(by: document.pathIsQuoted ? 1 : 0))
        let pathIsSound = log.diagnostics(since: pathStart).isEmpty
        let parametersStart = log.mark
        var (pattern, parameters) = RouteParameterBuilder(
            owner: "redirect",
            named: name.value,
            caseSensitive: caseSensitive,
            log: log
        )
        .build(segments: mount.segments + segments, params: mount.parameters + document.params, query: document.query)
        let parametersAreSound = log.diagnostics(since: parametersStart).isEmpty
        if mount.namesTab, parametersAreSound { ModelBuilder.markMountedTab(in: &parameters, tabTypeName: tabTypeName) }
        let target = routes.find(
            document.target,
            as: "redirect '\(name.value)' opens '\(document.target.value)', which",
            group: "a redirect opens one of its routes",
            reportingTo: log
        )
        let origins = legacyOrigins(of: document)
        guard pathIsSound, parametersAreSound, let target, let origins,
            let (arguments, typed) = arguments(for: document, parameters: parameters, target: target)
        else { return nil }
        for origin in origins where !legacyOrigins.contains(origin) { legacyOrigins.append(origin) }
        return Redirect(
            declaration: PatternDeclaration(
                name: name.value,
                groupPath: Array(qualifiedName.dropLast()),
                path: mount.path(of: document.path.value),
                segments: pattern,
                parameters: typed,
                summary: document.description?.value,
                location: name.location
            ),
            target: RedirectTarget(name: outcomeName, route: target, arguments: arguments, legacyOrigins: origins)
        )
    }

    /// The redirect's name within the app (`weather.oldCity`, as parts) and in the generated outcome
    /// (`weatherOldCity`), or nil after reporting a name that is no Swift identifier or that another route or
    /// redirect has.
    private mutating func names(of document: RedirectDocument) -> (qualifiedName: [String], outcomeName: String)? {
        let name = document.name
        guard SwiftName.isIdentifier(name.value), !SwiftName.unusableNames.contains(name.value),
            !ReservedNames.caseIterableMembers.contains(name.value)
        else {
            log.report(
                .error(
                    .invalidSwiftName,
                    "'\(name.value)' cannot name a redirect; use a Swift identifier such as 'oldProfile', which the generated outcome reports",
                    at: name.location
                )
            )
            return nil
        }
        let qualifiedName = (document.feature.map { [$0] } ?? []) + [name.value]
        if routes.routes.contains(where: { $0.qualifiedName == qualifiedName.joined(separator: ".") }) {
            log.report(
                .error(
                    .nameClash,
                    "redirect '\(name.value)' has the name of a route; give it a name of its own, such as 'old\(SwiftName.upperCamel(name.value))'",
                    at: name.location
                )
            )
            return nil
        }
        // A feature's redirect is named in the app's outcome after the feature, as its screens are in the app's
        // destinations: `weatherOldCity`.
        let outcomeName = qualifiedName.dropFirst().reduce(qualifiedName[0]) { $0 + SwiftName.upperCamel($1) }
        if let first = outcomeNames[outcomeName] {
            log.report(
                .error(
                    .nameClash,
                    "redirect '\(qualifiedName.joined(separator: "."))' is named '\(outcomeName)' in the app's outcome, "
                        + "as another redirect is; rename one of them",
                    at: name.location,
                    notes: [.init("the other redirect", at: first)]
                )
            )
            return nil
        }
        outcomeNames[outcomeName] = name.location
        return (qualifiedName, outcomeName)
    }

    /// The old schemes and hosts a redirect lists, or nil after reporting a malformed, repeated or current one.
    private mutating func legacyOrigins(of document: RedirectDocument) -> [LinkOrigin]? {
        let before = log.mark
        var origins: [LinkOrigin] = []
        let listed =
            document.schemes.map { ($0, LinkOrigin.scheme($0.value.asciiLowercased)) }
            + document.hosts.map { ($0, LinkOrigin.host($0.value.asciiLowercased)) }
        for (written, origin) in listed {
            let problem: String?
            let isOwn: Bool
            let originProblemID: DiagnosticID
            switch origin {
            case .scheme(let scheme):
                (problem, isOwn) = (ModelBuilder.schemeProblem(scheme), ownSchemes.contains(scheme))
                originProblemID = .invalidScheme
            case .host(let host):
                (problem, isOwn) = (ModelBuilder.hostProblem(host), ownHosts.contains(host))
                originProblemID = .invalidHost
            }
            if let problem {
                log.report(.error(originProblemID, "'\(written.value)' \(problem)", at: written.location))
            } else if isOwn {
                log.report(
                    .error(
                        .redirectOwnOrigin,
                        "'\(written.value)' is one of the spec's own; a redirect lists only old schemes and hosts, and one that lists none takes the spec's own links",
                        at: written.location
                    )
                )
            } else if origins.contains(origin) {
                log.report(.error(.duplicateEntry, "'\(written.value)' is listed twice", at: written.location))
            } else {
                origins.append(origin)
                if legacyOriginLocations[origin] == nil { legacyOriginLocations[origin] = written.location }
            }
        }
        return log.diagnostics(since: before).isEmpty ? origins : nil
    }

    /// Where each of the target's values comes from: the redirect's parameter that `values:` maps to it, else the one
    /// with its label, else nothing (optional) or its default. The parameters come back with each enum typed as the
    /// target's enum it fills, which is how the generated matcher reads it.
    private mutating func arguments(for document: RedirectDocument, parameters: [Parameter], target: Route) -> (
        [ArgumentSource], [Parameter]
    )? {
        let name = document.name.value
        let before = log.mark
        var parameters = parameters
        let (mapped, hasMistakenValues) = mappedSources(document, parameters: parameters, target: target)
        var arguments: [ArgumentSource] = []
        var usedSources: Set<Int> = []
        for targetParameter in target.parameters {
            let source: Int?
            if let mappedSource = mapped[targetParameter.label] {
                source = parameters.firstIndex { $0.name == mappedSource.value }
            } else {
                source = parameters.firstIndex { $0.label == targetParameter.label }
            }
            guard let index = source else {
                switch targetParameter.presence {
                case .optional: arguments.append(.absent)
                case .defaulted(let text): arguments.append(.defaultValue(text))
                case .required:
                    guard !hasMistakenValues else { continue }
                    log.report(
                        .error(
                            .missingValue,
                            "redirect '\(name)' gives no value for '\(targetParameter.label)' of route '\(target.qualifiedName)'; map one of its parameters to it with 'values: { \(targetParameter.label): ... }'",
                            at: document.target.location
                        )
                    )
                }
                continue
            }
            usedSources.insert(index)
            let location = mapped[targetParameter.label]?.location ?? parameters[index].location
            if let converted = converted(
                parameters[index],
                to: targetParameter,
                of: target,
                redirect: name,
                at: location
            ) {
                parameters[index] = converted
                arguments.append(.parameter(index))
            }
        }
        reportEnumParameters(of: name, leftOutOf: usedSources, parameters: parameters, target: target)
        return log.diagnostics(since: before).isEmpty ? (arguments, parameters) : nil
    }

    /// The redirect's parameter `source` as it fills `targetParameter`: an enum takes the route's enum type, and the
    /// route's constraints hold for the values an old link gives too, checked on the old link's value. Nil after
    /// reporting why the value cannot always fill it.
    private mutating func converted(
        _ source: Parameter,
        to targetParameter: Parameter,
        of target: Route,
        redirect name: String,
        at location: SourceLocation
    ) -> Parameter? {
        if let problem = Self.conversionProblem(from: source, to: targetParameter, caseSensitive: caseSensitive) {
            log.report(
                .error(
                    .incompatibleValue,
                    "redirect '\(name)' cannot give '\(targetParameter.label)' of route '\(target.qualifiedName)' the value of '\(source.name)': \(problem)",
                    at: location
                )
            )
            return nil
        }
        var converted = source
        if case .enumeration = targetParameter.type { converted.type = targetParameter.type }
        guard !targetParameter.constraints.isEmpty else { return converted }
        guard converted.type == targetParameter.type else {
            log.report(
                .error(
                    .incompatibleValue,
                    "'\(targetParameter.label)' of route '\(target.qualifiedName)' has constraints (\(targetParameter.constraints.map(\.summary).joined(separator: ", "))), which redirect '\(name)' can check only on a value of the same type; give '\(source.name)' the type \(targetParameter.swiftTypeName())",
                    at: location
                )
            )
            return nil
        }
        // One the redirect states as the route does is the same check on the same value: made, and shown, once.
        converted.constraints += targetParameter.constraints.filter { !converted.constraints.contains($0) }
        return converted
    }

    /// A redirect's enum parameter takes the type of the route's enum it fills; one that fills none has no type.
    private mutating func reportEnumParameters(
        of name: String,
        leftOutOf usedSources: Set<Int>,
        parameters: [Parameter],
        target: Route
    ) {
        for (index, parameter) in parameters.enumerated() where !usedSources.contains(index) {
            if case .enumeration = parameter.type {
                log.report(
                    .error(
                        .missingValue,
                        "enum parameter '\(parameter.name)' of redirect '\(name)' gives no value to an enum parameter of route '\(target.qualifiedName)'; a redirect's enum parameter fills one with the same values",
                        at: parameter.location
                    )
                )
            }
        }
    }

    /// The redirect's parameter that each route parameter named under `values:` takes its value from, after
    /// reporting the entries that name no parameter; `hasMistakes` then keeps a missing value from being reported
    /// again.
    private mutating func mappedSources(_ document: RedirectDocument, parameters: [Parameter], target: Route) -> (
        mapped: [String: Located<String>], hasMistakes: Bool
    ) {
        let name = document.name.value
        var mapped: [String: Located<String>] = [:]
        var hasMistakenValues = false
        for value in document.values {
            guard target.parameters.contains(where: { $0.label == value.label.value }) else {
                let hint = Spelling.hint(for: value.label.value, among: target.parameters.map(\.label))
                log.report(
                    .error(
                        .unknownParameter,
                        "'\(value.label.value)' under 'values' is not a parameter of route '\(target.qualifiedName)'\(hint.isEmpty ? "; it has \(Self.list(target.parameters.map(\.label)))" : hint)",
                        at: value.label.location
                    )
                )
                hasMistakenValues = true
                continue
            }
            guard parameters.contains(where: { $0.name == value.source.value }) else {
                let hint = Spelling.hint(for: value.source.value, among: parameters.map(\.name))
                log.report(
                    .error(
                        .unknownParameter,
                        "'\(value.source.value)' is not a parameter of redirect '\(name)'\(hint.isEmpty ? "; it has \(Self.list(parameters.map(\.name)))" : hint)",
                        at: value.source.location
                    )
                )
                hasMistakenValues = true
                continue
            }
            mapped[value.label.value] = value.source
        }
        return (mapped, hasMistakenValues)
    }

    /// Why a value of `source` cannot become a value of `target` on every link, in words, or nil when it always can.
    static func conversionProblem(from source: Parameter, to target: Parameter, caseSensitive: Bool) -> String? {
        switch ValueConversion.problem(from: source, to: target, caseSensitive: caseSensitive) {
        case nil: return nil
        case .mayBeAbsent: return "'\(source.name)' may be absent, and '\(target.label)' is required"
        case .enumValuesDiffer: return "the two enums must have the same values"
        case .typeDoesNotConvert:
            return
                "\(ValueConversion.typeDescription(source)) does not always convert to \(ValueConversion.typeDescription(target)); give '\(source.name)' that type in the redirect, so that an old link whose value is not one is rejected as the route's own links are"
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
