import RouteGenCore

/// Prints an explanation: first the URL and the generated result as URL tables write it, then indented lines
/// saying how the result came about.
struct MatchPrinter {
    let table: RouteTable

    func lines(for explanation: LinkExplanation) -> [String] {
        let headline = explanation.url + "  =>  " + explanation.generatedResult
        switch explanation.verdict {
        case .resolved(let link): return [headline] + details(of: link) + context(of: explanation)
        case .rejected(let rejection):
            return [headline] + reasons(for: rejection, in: explanation).map { "  " + $0 } + fallback(of: explanation)
                + context(of: explanation)
        }
    }

    private func fallback(of explanation: LinkExplanation) -> [String] {
        switch explanation.fallback {
        case .route(let route)?:
            return [
                "  resolution(for:) gives the spec's fallback instead: route \(route.qualifiedName) (\(route.path)), \(route.swiftCase)"
            ]
        case .openInBrowser?:
            return [
                "  resolution(for:) gives openInBrowser instead: the spec's fallback opens https links that match nothing in the browser"
            ]
        case nil: return []
        }
    }

    /// The context values the link carries; those it does not carry are left out, as they are nil or their default.
    private func context(of explanation: LinkExplanation) -> [String] {
        zip(table.context, explanation.context)
            .compactMap { parameter, bound in
                guard bound.origin == .query, let value = bound.value else { return nil }
                return
                    "  context \(parameter.label) = \(value.generatedDescription(levelTypeName: names.linkContextTypeName))  (query item '\(parameter.name)')"
            }
    }

    private var names: GeneratedNames { GeneratedNames(enumName: table.enumName) }

    /// The route and where each value came from; for an old link, the redirect's values, then the route it opens.
    private func details(of link: ResolvedLink) -> [String] {
        switch link.pattern {
        case .route(let route):
            return ["  route \(route.qualifiedName) (\(route.path)), \(route.swiftCase)"]
                + values(of: link.pattern, link.values) + auth(of: route, link.values)
                + navigation(of: route, link.values)
        case .redirect(let redirect):
            let pattern = redirect.declaration
            let target = redirect.target.route
            return ["  redirect \(pattern.qualifiedName) (\(pattern.path)), reported by resolution(for:) as redirected"]
                + values(of: link.pattern, link.values) + [
                    "  opens route \(target.qualifiedName) (\(target.path)), \(target.swiftCase)"
                ] + auth(of: target, link.openedValues) + navigation(of: target, link.openedValues)
        }
    }

    /// How the generated navigation state shows the route, and the screens its parents put beneath it.
    private func navigation(of route: Route, _ values: [BoundValue]) -> [String] {
        let beneath = { (entries: [StackEntry]) in
            entries.count < 2
                ? "" : ", above " + entries.dropLast().map(\.generatedDescription).joined(separator: " › ")
        }
        switch LinkNavigation(route: route, values: values.map(\.value), in: table) {
        case .selectTab(let tab): return ["  shown: selects tab \(tab), at its root"]
        case .push(let tab?, let entries): return ["  shown: pushed in tab \(tab)\(beneath(entries))"]
        case .push(nil, let entries): return ["  shown: pushed onto the current stack\(beneath(entries))"]
        case .sheet(let entries): return ["  shown: in a sheet\(beneath(entries))"]
        case .fullScreen(let entries): return ["  shown: over the full screen\(beneath(entries))"]
        case .action: return ["  shown: no screen; the app performs it as an action"]
        }
    }

    private func values(of pattern: LinkPattern, _ values: [BoundValue]) -> [String] {
        zip(pattern.declaration.parameters, values)
            .map { parameter, bound in
                let value = bound.value?.generatedDescription(levelTypeName: pattern.levelTypeName) ?? "nil"
                let constraints = parameter.constraints.map { ", " + $0.summary }.joined()
                return
                    "  \(parameter.label) = \(value)  (\(parameter.swiftTypeName())\(constraints), \(origin(of: bound, parameter: parameter)))"
            }
    }

    /// Whether the route requires sign-in and, when a screen beneath it is why, which one.
    private func auth(of route: Route, _ values: [BoundValue]) -> [String] {
        switch LinkSignIn(route: route, values: values.map(\.value), in: table) {
        case .notRequired: return ["  auth: not required"]
        case .own: return ["  auth: required"]
        case .beneath(let parent): return ["  auth: required, inherited from \(parent.qualifiedName) beneath it"]
        case .tabRoot(let tab, let root):
            return ["  auth: required, inherited from \(root.qualifiedName), the root of tab \(tab)"]
        }
    }

    private func origin(of bound: BoundValue, parameter: Parameter) -> String {
        switch bound.origin {
        case .segment(let position): return "path segment \(position + 1)"
        case .segments(let start): return "path segments from \(start + 1) on"
        case .query: return "query item '\(parameter.name)'"
        case .queryDefault: return "the default; no query item '\(parameter.name)'"
        case .absent: return parameter.isQuery ? "no query item '\(parameter.name)'" : "no path segment"
        }
    }

    /// The old schemes (or hosts) whose links only redirects take, listed; nil when the spec has none.
    private func oldOrigins(scheme: Bool) -> String? {
        let names = table.legacyOrigins.compactMap { origin -> String? in
            switch origin {
            case .scheme(let name): return scheme ? name : nil
            case .host(let name): return scheme ? nil : name
            }
        }
        return names.isEmpty ? nil : list(names)
    }

    private func reasons(for rejection: LinkRejection, in explanation: LinkExplanation) -> [String] {
        switch rejection {
        case .unsupportedScheme(""): return ["the URL has no scheme; the app's links start with \(entryPoints())"]
        case .unsupportedScheme(let scheme):
            let hasHosts =
                !table.hosts.isEmpty || table.legacyOrigins.contains { if case .host = $0 { true } else { false } }
            let https = hasHosts ? " nor https" : "; the spec has no hosts, so not https either"
            let old = oldOrigins(scheme: true).map { ", nor an old scheme that redirects take (\($0))," } ?? ""
            return ["'\(scheme)' is not a scheme of the spec (\(list(table.schemes)))\(old)\(https)"]
        case .untrustedHost(let host):
            let old = oldOrigins(scheme: false).map { " or an old host that redirects take (\($0))" } ?? ""
            return ["https links must be to one of the spec's hosts (\(list(table.hosts)))\(old), not '\(host)'"]
        case .unexpectedUserInfoOrPort: return ["the app's links never carry a user name, a password or a port"]
        case .malformedPath(let segment):
            return [
                "the path segment '\(segment)' has a bad escape, or decodes to '.', '..', invalid UTF-8, a control character or a bidi embedding or isolate"
            ]
        case .noRoute:
            let suggestion =
                explanation.firstSegmentSuggestion.map {
                    ["no pattern starts with '\(explanation.segments?.first ?? "")'; did you mean '\($0)'?"]
                } ?? []
            let legacy =
                explanation.legacyOrigin.map {
                    ["the link uses the old \($0.prefix), whose links only the redirects that list it take"]
                } ?? []
            return legacy + ["no route's pattern matches the path \(pathDescription(explanation.segments))"]
                + suggestion + nearMisses(in: explanation)
        case .missingParameter(let pattern, let index):
            let declaration = pattern.declaration
            let parameter = declaration.parameters[index]
            return [
                "the path selects \(pattern.kindName) \(declaration.qualifiedName) (\(declaration.path)), which needs the query item '\(parameter.name)' (\(parameter.swiftTypeName()))"
            ]
        case .invalidParameterValue(let failure):
            let kind = failure.pattern.kindName
            let declaration = failure.pattern.declaration
            let parameter = failure.parameter
            let expected =
                parameter.type == .int && IntegerRange.isBeyondInt(failure.text)
                ? "an Int from \(IntegerRange.intRange), which it is beyond" : expectation(for: parameter.type)
            let selection = "the path selects \(kind) \(declaration.qualifiedName) (\(declaration.path))"
            switch (failure.origin, failure.brokenConstraint) {
            case (.segment(let position), let constraint?):
                return [
                    "\(selection); path segment \(position + 1) is '\(failure.text)', which breaks the constraint of '\(parameter.name)': \(constraint.summary)",
                    "constraints never choose the route: the path chose it, and a value outside them is its error",
                ]
            case (.query, let constraint?):
                return [
                    "\(selection); its query item '\(parameter.name)' is '\(failure.text)', which breaks its constraint: \(constraint.summary)"
                ]
            default: break
            }
            switch failure.origin {
            case .segment(let position):
                return [
                    "path segment \(position + 1) is '\(failure.text)', but parameter '\(parameter.name)' of \(kind) \(declaration.qualifiedName) (\(declaration.path)) needs \(expected)",
                    "no pattern matches the path \(pathDescription(explanation.segments)); this is the first typed value that failed",
                ]
            case .query:
                return ["\(selection); its query item '\(parameter.name)' is '\(failure.text)', but needs \(expected)"]
            }
        }
    }

    /// Patterns with the path's number of segments that differ in one literal, or in the tab a mount's link names:
    /// where a typo usually is. A pattern that differs in more is no near miss of the link, and goes unnamed.
    private func nearMisses(in explanation: LinkExplanation) -> [String] {
        explanation.attempts.compactMap { attempt -> String? in
            guard case .literal(let position) = attempt.outcome, attempt.differsOnlyThere,
                let segments = explanation.segments
            else { return nil }
            let needed: String
            switch attempt.shape[position] {
            case .literal(let expected): needed = "'\(expected)'"
            case .parameter(let index):
                guard case .enumeration(let tabs) = attempt.pattern.declaration.parameters[index].type else {
                    return nil
                }
                needed = "a tab (\(list(tabs.cases.map(\.rawValue))))"
            }
            return
                "\(attempt.pattern.declaration.qualifiedName) (\(attempt.pattern.declaration.path)) needs \(needed) at segment \(position + 1), not '\(segments[position])'"
        }
    }

    private func pathDescription(_ segments: [String]?) -> String {
        let segments = segments ?? []
        let count = segments.count == 1 ? "1 segment" : "\(segments.count) segments"
        return "/" + segments.joined(separator: "/") + " (\(count))"
    }

    private func expectation(for type: ValueType) -> String {
        switch type {
        case .string, .stringList: return "text"
        case .int: return "an Int (an optional '-' and digits)"
        case .double: return "a Double (an optional '-', digits, optionally '.' and digits)"
        case .bool: return "a Bool (true or false)"
        case .uuid: return "a UUID (8-4-4-4-12 hexadecimal digits)"
        case .enumeration(let enumeration):
            let values = enumeration.cases.map(\.rawValue).joined(separator: ", ")
            return "one of \(values)" + (table.caseSensitive ? ", compared case-sensitively" : "")
        }
    }

    private func entryPoints() -> String {
        (table.schemes.map { "\($0)://" } + table.hosts.map { "https://\($0)/" }).joined(separator: " or ")
    }

    private func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
}
