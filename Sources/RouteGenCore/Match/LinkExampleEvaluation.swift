/// The spec's example links, each resolved by the engine of `routegen match` and compared with what the spec says it
/// does. What holds feeds the docs and the generated tests; what does not is an error at the example.
package struct LinkExampleEvaluation: Sendable {
    /// A link that opens its route with the values the spec gives, as the spec says.
    package struct Opening: Sendable {
        package var route: Route
        package var url: String
        /// One per `route.parameters`: the value the link gives it, nil for an absent optional value.
        package var values: [ParameterValue?]
        /// Whether the route's `url` for these values resolves back to the same route and values.
        package var roundTrips: Bool
    }

    /// A link that is rejected as the spec says.
    package struct Rejection: Sendable {
        /// The route the example is written under.
        package var route: Route
        package var url: String
        package var rejection: LinkRejection
    }

    package private(set) var openings: [Opening] = []
    package private(set) var rejections: [Rejection] = []
    package private(set) var diagnostics: [Diagnostic] = []

    package init(table: RouteTable) {
        let routes = table.allRoutes.filter { $0.examples != nil }
        guard !routes.isEmpty else { return }
        // A feature's examples are paths under its mount, read as the app reads the rest of its links: as links on a
        // scheme of its own, which no app has.
        let table = !table.kind.isFeature ? table : table.takingLinks(onSchemes: [Self.featureScheme], hosts: [])
        let explainer = LinkExplainer(table: table)
        for route in routes {
            guard let examples = route.examples else { continue }
            for example in examples.opens { evaluate(example, of: route, in: table, explainer) }
            for example in examples.rejects { evaluate(example, of: route, in: table, explainer) }
        }
    }

    /// The scheme on which a feature spec's example paths are read, `routegen-feature:/city?name=Oslo`, as the
    /// feature's generated tests read them (the `ExampleTests` template).
    package static let featureScheme = "routegen-feature"

    /// The link an example writes, as the explainer reads it: a feature's path on `featureScheme`.
    private static func link(_ written: String, in table: RouteTable) -> String {
        !table.kind.isFeature ? written : featureScheme + ":" + written
    }

    // MARK: - Links that open the route

    private mutating func evaluate(
        _ example: RouteExamples.Opening,
        of route: Route,
        in table: RouteTable,
        _ explainer: LinkExplainer
    ) {
        let url = example.url
        guard let expected = expectedValues(example, of: route, caseSensitive: table.caseSensitive) else { return }
        switch explainer.explain(Self.link(url.value, in: table)).verdict {
        case .rejected(let rejection):
            error(
                .exampleMismatch,
                "example link is rejected with \(rejection.generatedError), but should open route '\(route.qualifiedName)'",
                at: url.location,
                notes: [Self.matchHint()]
            )
        case .resolved(let link):
            let opened = link.openedRoute
            let values = link.openedValues
            guard opened === route else {
                let through: String
                switch link.pattern {
                case .route: through = ""
                case .redirect(let redirect): through = " through redirect '\(redirect.declaration.name)'"
                }
                error(
                    .exampleMismatch,
                    "example link opens route '\(opened.qualifiedName)'\(through), not '\(route.qualifiedName)'",
                    at: url.location,
                    notes: [Self.matchHint()]
                )
                return
            }
            var matches = true
            for (index, parameter) in route.parameters.enumerated()
            where !Self.same(values[index].value, expected[index].value) {
                matches = false
                let actual = Self.describe(values[index].value)
                guard let location = expected[index].location else {
                    error(
                        .exampleMismatch,
                        "example link gives '\(parameter.label)' \(actual), which the example does not list",
                        at: url.location
                    )
                    continue
                }
                error(
                    .exampleMismatch,
                    "example link gives '\(parameter.label)' \(actual), not \(Self.describe(expected[index].value))",
                    at: location
                )
            }
            guard matches else { return }
            let expectedValues = expected.map(\.value)
            let canonical = CanonicalLink.url(for: route.declaration, values: expectedValues, in: table)
            let back = explainer.explain(canonical).resolvedLink
            let roundTrips =
                back.map {
                    $0.pattern === LinkPattern.route(route)
                        && zip($0.values, expectedValues).allSatisfy { Self.same($0.value, $1) }
                } ?? false
            if !roundTrips {
                let outcome = explainer.explain(canonical).generatedResult
                diagnostics.append(
                    .warning(
                        .exampleRoundTrip,
                        "the route's url for the values of this example, '\(canonical)', resolves to \(outcome); the generated tests leave out its round trip",
                        at: url.location
                    )
                )
            }
            openings.append(Opening(route: route, url: url.value, values: expectedValues, roundTrips: roundTrips))
        }
    }

    /// The value the example expects for each parameter, with where it is written, or nil after reporting why the
    /// values are not the route's.
    private mutating func expectedValues(_ example: RouteExamples.Opening, of route: Route, caseSensitive: Bool) -> [(
        value: ParameterValue?, location: SourceLocation?
    )]? {
        let errorsBefore = diagnostics.count
        var expected = route.parameters.map {
            (value: BoundValue.withoutLink($0, caseSensitive: caseSensitive).value, location: SourceLocation?.none)
        }
        var listed = Set<Int>()
        for (label, written) in example.values {
            guard let index = route.parameters.firstIndex(where: { $0.label == label.value }) else {
                let labels = route.parameters.map(\.label)
                let hint = Spelling.hint(for: label.value, among: labels)
                error(
                    .unknownParameter,
                    "'\(label.value)' is not a parameter of route '\(route.qualifiedName)'\(hint.isEmpty ? "; it has \(labels.isEmpty ? "none" : labels.map { "'\($0)'" }.joined(separator: ", "))" : hint)",
                    at: label.location
                )
                continue
            }
            listed.insert(index)
            if let value = exampleValue(written, for: route.parameters[index], caseSensitive: caseSensitive) {
                expected[index] = (value, written.location)
            }
        }
        // A mistaken label is reported once, not again as a value the example lacks.
        let hasMistakenLabels = diagnostics.count > errorsBefore
        for (index, parameter) in route.parameters.enumerated()
        where !hasMistakenLabels && !listed.contains(index) && parameter.presence == .required {
            error(
                .invalidExampleValue,
                "example link gives no value for '\(parameter.label)'; list every value that is not nil or its default",
                at: example.url.location
            )
        }
        return diagnostics.count == errorsBefore ? expected : nil
    }

    /// The written value as a value of the parameter's type; `.some(nil)` for an absent optional value.
    private mutating func exampleValue(
        _ written: Located<RouteExamples.ExampleValue>,
        for parameter: Parameter,
        caseSensitive: Bool
    ) -> ParameterValue?? {
        switch (written.value, parameter.type) {
        case (.absent, _):
            guard parameter.presence == .optional else {
                error(
                    .invalidExampleValue,
                    "'\(parameter.label)' is not optional; give it a value",
                    at: written.location
                )
                return nil
            }
            return .some(nil)
        case (.list(let segments), .stringList): return .some(.texts(segments))
        case (.list, _):
            error(.invalidExampleValue, "'\(parameter.label)' takes one value, not a list", at: written.location)
            return nil
        case (.text, .stringList):
            error(
                .invalidExampleValue,
                "'\(parameter.label)' takes the segments of '**' as a list, such as [a, b]",
                at: written.location
            )
            return nil
        case (.text(let text), let type):
            guard let value = ParameterValue.parse(specText: text, as: type, caseSensitive: caseSensitive) else {
                error(
                    .invalidExampleValue,
                    "'\(text)' is not a value of '\(parameter.label)', which is \(parameter.swiftTypeName())",
                    at: written.location
                )
                return nil
            }
            return .some(value)
        }
    }

    // MARK: - Links that are rejected

    private mutating func evaluate(
        _ example: RouteExamples.Rejection,
        of route: Route,
        in table: RouteTable,
        _ explainer: LinkExplainer
    ) {
        guard let expected = ExpectedRejection(example.error.value) else {
            let hint = Spelling.hint(for: example.error.value, among: ExpectedRejection.Kind.allCases.map(\.rawValue))
            error(
                .unknownResolutionError,
                "'\(example.error.value)' is not a resolution error\(hint.isEmpty ? "; expected one of \(ExpectedRejection.Kind.allCases.map(\.rawValue).joined(separator: ", ")), optionally with what it names, as in 'invalidParameterValue(itemId)'" : hint)",
                at: example.error.location
            )
            return
        }
        let url = example.url
        switch explainer.explain(Self.link(url.value, in: table)).verdict {
        case .resolved(let link):
            error(
                .exampleMismatch,
                "example link opens \(link.generatedDescription), but should be rejected with \(example.error.value)",
                at: url.location,
                notes: [Self.matchHint()]
            )
        case .rejected(let rejection):
            guard expected.matches(rejection) else {
                error(
                    .exampleMismatch,
                    "example link is rejected with \(rejection.generatedError), not \(example.error.value)",
                    at: url.location,
                    notes: [Self.matchHint()]
                )
                return
            }
            rejections.append(Rejection(route: route, url: url.value, rejection: rejection))
        }
    }

    // MARK: - Support

    /// Values compare as the generated code's do; enum values by their case, whichever enum type holds them.
    private static func same(_ actual: ParameterValue?, _ expected: ParameterValue?) -> Bool {
        switch (actual, expected) {
        case (.choice(_, let actualCase)?, .choice(_, let expectedCase)?):
            return actualCase.rawValue == expectedCase.rawValue
        default: return actual == expected
        }
    }

    private static func describe(_ value: ParameterValue?) -> String {
        switch value {
        case nil: return "no value"
        case .text(let text)?: return String(reflecting: text)
        case .choice(_, let item)?: return "'\(item.rawValue)'"
        case let value?: return value.generatedDescription(levelTypeName: "")
        }
    }

    private static func matchHint() -> Diagnostic.Note {
        .init("`routegen match` with this link shows each step of resolving it")
    }

    private mutating func error(
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation,
        notes: [Diagnostic.Note] = []
    ) { diagnostics.append(.error(id, message, at: location, notes: notes)) }
}

/// A resolution error as an example writes it: `noRoute`, or `invalidParameterValue(itemId)` with what it names.
package struct ExpectedRejection: Sendable {
    package enum Kind: String, CaseIterable, Sendable {
        case noRoute, missingParameter, invalidParameterValue, unsupportedScheme, untrustedHost,
            unexpectedUserInfoOrPort, malformedPath
    }

    package var kind: Kind
    /// The parameter's name, the scheme or the host; nil to accept any.
    package var argument: String?

    package init?(_ text: String) {
        var name = Substring(text)
        if text.hasSuffix(")"), let open = text.firstIndex(of: "(") {
            name = text[..<open]
            argument = text[text.index(after: open)..<text.index(before: text.endIndex)].trimming(" ")
        }
        guard let kind = Kind(rawValue: String(name)) else { return nil }
        switch kind {
        case .noRoute, .unexpectedUserInfoOrPort, .malformedPath: if argument != nil { return nil }
        case .missingParameter, .invalidParameterValue, .unsupportedScheme, .untrustedHost: break
        }
        self.kind = kind
    }

    func matches(_ rejection: LinkRejection) -> Bool {
        switch (kind, rejection) {
        case (.noRoute, .noRoute), (.unexpectedUserInfoOrPort, .unexpectedUserInfoOrPort),
            (.malformedPath, .malformedPath):
            return true
        case (.missingParameter, .missingParameter(let pattern, let index)):
            return argument.map { $0 == pattern.declaration.parameters[index].name } ?? true
        case (.invalidParameterValue, .invalidParameterValue(let failure)):
            return argument.map { $0 == failure.parameter.name } ?? true
        case (.unsupportedScheme, .unsupportedScheme(let scheme)):
            return argument.map { $0.asciiLowercased == scheme } ?? true
        case (.untrustedHost, .untrustedHost(let host)):
            return argument.map { $0.asciiLowercased == host.asciiLowercased } ?? true
        default: return false
        }
    }
}
