#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteURLReader

/// Explains what the code generated from a table does with a link, step by step as the generated `resolve(_:)`
/// takes it, with the same URL reader: scheme and host, path segments, patterns in matcher order, then the selected
/// route's query.
package struct LinkExplainer: Sendable {
    private let table: RouteTable
    private let order: RouteOrder
    /// The order of the redirects that take each old scheme's or host's links, as `table.legacyOrigins` lists them.
    private let legacyOrders: [RouteOrder]

    package init(table: RouteTable) {
        self.table = table
        order = RouteOrder(table: table)
        legacyOrders = table.legacyOrigins.map {
            RouteOrder(patterns: table.patterns(on: $0), caseSensitive: table.caseSensitive)
        }
    }

    package func explain(_ text: String) -> LinkExplanation {
        var explanation = LinkExplanation(
            url: text,
            verdict: .rejected(.noRoute),
            segments: nil,
            attempts: [],
            firstSegmentSuggestion: nil
        )
        let request: LinkReading
        let order: RouteOrder
        switch read(text) {
        case .success(let (reading, origin)):
            request = reading
            order = origin.map { legacyOrders[$0] } ?? self.order
            explanation.legacyOrigin = origin.map { table.legacyOrigins[$0] }
        case .failure(let rejection):
            explanation.verdict = .rejected(LinkRejection(rejection))
            return explanation
        }
        let segments = request.segments.map(\.decoded)
        explanation.segments = segments
        explanation.context = table.context.map { contextValue($0, from: request) }
        let firstKey = segments.first.map { table.caseSensitive ? $0 : $0.asciiLowercased }
        if let firstKey, !order.firstSegmentKeys.contains(firstKey) {
            explanation.firstSegmentSuggestion = Spelling.suggestion(for: firstKey, among: order.firstSegmentKeys)
        }

        var firstFailure: ValueFailure?
        for candidate in order.candidates(firstKey: firstKey) {
            let comparison = compare(candidate, with: request)
            var attempt = PatternAttempt(
                pattern: candidate.owner,
                shape: candidate.segments,
                outcome: comparison.outcome
            )
            if case .literal(let position) = comparison.outcome {
                attempt.differsOnlyThere = literalsMatch(candidate, request, except: position)
            }
            explanation.attempts.append(attempt)
            if firstFailure == nil { firstFailure = comparison.failure }
            if comparison.outcome == .matched {
                explanation.verdict = readQuery(of: candidate, pathValues: comparison.values, from: request)
                if case .rejected = explanation.verdict { explanation.fallback = fallback(forLink: text) }
                return explanation
            }
        }
        explanation.verdict = .rejected(firstFailure.map(LinkRejection.invalidParameterValue) ?? .noRoute)
        explanation.fallback = fallback(forLink: text)
        return explanation
    }

    /// The link read with the spec's own schemes and hosts or, when they refuse its scheme or host, with the first
    /// old one that takes it, by its place in `table.legacyOrigins`: the generated `read(_:_:)`'s order.
    private func read(_ text: String) -> Result<(LinkReading, Int?), LinkReading.Rejection> {
        let caseFolds = !table.caseSensitive
        let own = LinkReading.read(
            text,
            customSchemes: table.schemes,
            trustedHosts: table.hosts,
            literalsIgnoreCase: caseFolds
        )
        guard case .failure(let rejection) = own, Self.isOtherOrigin(rejection) else { return own.map { ($0, nil) } }
        for (index, origin) in table.legacyOrigins.enumerated() {
            let legacy: Result<LinkReading, LinkReading.Rejection>
            switch origin {
            case .scheme(let scheme):
                legacy = LinkReading.read(
                    text,
                    customSchemes: [scheme],
                    trustedHosts: [],
                    literalsIgnoreCase: caseFolds
                )
            case .host(let host):
                legacy = LinkReading.read(text, customSchemes: [], trustedHosts: [host], literalsIgnoreCase: caseFolds)
            }
            if case .failure(let legacyRejection) = legacy, Self.isOtherOrigin(legacyRejection) { continue }
            return legacy.map { ($0, index) }
        }
        return .failure(rejection)
    }

    private static func isOtherOrigin(_ rejection: LinkReading.Rejection) -> Bool {
        switch rejection {
        case .unsupportedScheme, .untrustedHost: return true
        case .userInfoOrPort, .malformedPath: return false
        }
    }

    /// Run on every own link that leads to no route, as the generated `resolvedOutcome(of:text:)` is.
    private func fallback(forLink text: String) -> FallbackOutcome? {
        guard let fallback = table.fallback else { return nil }
        if fallback.webLinksOpenInBrowser, !table.hosts.isEmpty, text.asciiLowercased.hasPrefix("https:") {
            return .openInBrowser
        }
        return fallback.route.map(FallbackOutcome.route)
    }

    /// The first path value of the selected pattern that breaks its constraints, in parameter order, as the generated
    /// matcher checks them once the path has chosen the pattern: the segment's text, or for `**` the first segment's.
    private func brokenConstraint(of pattern: LinkPattern, pathValues: [Int: BoundValue], in request: LinkReading)
        -> ValueFailure?
    {
        for (index, parameter) in pattern.declaration.parameters.enumerated() where !parameter.constraints.isEmpty {
            guard let bound = pathValues[index], let value = bound.value,
                let constraint = parameter.constraints.first(where: { !$0.allows(value) })
            else { continue }
            switch (bound.origin, value) {
            case (.segments(let start), .texts(let texts)):
                let broken = texts.firstIndex { !parameter.allows(.text($0)) } ?? 0
                let brokenConstraint = parameter.constraints.first { !$0.allows(.text(texts[broken])) } ?? constraint
                return ValueFailure(
                    pattern: pattern,
                    parameterIndex: index,
                    text: texts[broken],
                    origin: .segment(start + broken),
                    brokenConstraint: brokenConstraint
                )
            case (.segment(let position), _):
                return ValueFailure(
                    pattern: pattern,
                    parameterIndex: index,
                    text: request.segments[position].decoded,
                    origin: .segment(position),
                    brokenConstraint: constraint
                )
            default: continue
            }
        }
        return nil
    }

    /// A context value as the generated context reads it: a value of the wrong type, or one that breaks its
    /// constraints, is left out, never an error.
    private func contextValue(_ parameter: Parameter, from request: LinkReading) -> BoundValue {
        if case .value(let text) = request.query(parameter.name),
            let value = ParameterValue.parse(text, as: parameter.type, caseSensitive: table.caseSensitive),
            parameter.allows(value)
        {
            return BoundValue(value: value, origin: .query)
        }
        return .withoutLink(parameter, caseSensitive: table.caseSensitive)
    }

    private struct PathComparison {
        var outcome: PatternAttempt.Outcome
        /// The path values by parameter index, when the shape matched.
        var values: [Int: BoundValue] = [:]
        var failure: ValueFailure?
    }

    /// Compares in the generated condition's order: segment count, then each position left to right, stopping at
    /// the first literal that differs or typed value that does not parse.
    private func compare(_ candidate: RouteOrder.Shape, with request: LinkReading) -> PathComparison {
        let parameters = candidate.declaration.parameters
        let shape = candidate.segments
        let fixedCount = candidate.pattern.segments.count
        let countFits =
            candidate.pattern.acceptsMoreSegments
            ? request.segments.count >= fixedCount : request.segments.count == fixedCount
        guard countFits else { return PathComparison(outcome: .segmentCount) }

        var values: [Int: BoundValue] = [:]
        for (position, segment) in shape.enumerated() {
            switch segment {
            case .literal(let text):
                guard request.segments[position].equals(text, ignoringCase: !table.caseSensitive) else {
                    return PathComparison(outcome: .literal(position: position))
                }
            case .parameter(let index):
                let parameter = parameters[index]
                if parameter.source == .remainingSegments {
                    values[index] = BoundValue(
                        value: .texts(request.segments[position...].map(\.decoded)),
                        origin: .segments(from: position)
                    )
                    continue
                }
                let text = request.segments[position]
                guard let value = ParameterValue.parse(text, as: parameter.type, caseSensitive: table.caseSensitive)
                else {
                    // The generated code compares a mount's tab as a literal per tab, so another segment there is
                    // no route's, never a tab's invalid value.
                    if parameter.holdsMountedTab { return PathComparison(outcome: .literal(position: position)) }
                    let failure = ValueFailure(
                        pattern: candidate.owner,
                        parameterIndex: index,
                        text: text.decoded,
                        origin: .segment(position)
                    )
                    return PathComparison(outcome: .value(position: position), failure: failure)
                }
                values[index] = BoundValue(value: value, origin: .segment(position))
            }
        }
        return PathComparison(outcome: .matched, values: values)
    }

    /// Whether every literal of the shape and its mount's tab place, but the one at `excluded`, matches the path.
    private func literalsMatch(_ candidate: RouteOrder.Shape, _ request: LinkReading, except excluded: Int) -> Bool {
        candidate.segments.enumerated()
            .allSatisfy { position, segment in
                guard position != excluded else { return true }
                switch segment {
                case .literal(let text):
                    return request.segments[position].equals(text, ignoringCase: !table.caseSensitive)
                case .parameter(let index):
                    let parameter = candidate.declaration.parameters[index]
                    return !parameter.holdsMountedTab
                        || ParameterValue.parse(
                            request.segments[position],
                            as: parameter.type,
                            caseSensitive: table.caseSensitive
                        ) != nil
                }
            }
    }

    /// The path selected the pattern; its query parameters are read in spec order and the first problem is the
    /// answer.
    private func readQuery(of candidate: RouteOrder.Shape, pathValues: [Int: BoundValue], from request: LinkReading)
        -> LinkExplanation.Verdict
    {
        let pattern = candidate.owner
        if let failure = brokenConstraint(of: pattern, pathValues: pathValues, in: request) {
            return .rejected(.invalidParameterValue(failure))
        }
        var values: [BoundValue] = []
        for (index, parameter) in candidate.declaration.parameters.enumerated() {
            guard parameter.isQuery else {
                values.append(pathValues[index] ?? BoundValue(value: nil, origin: .absent))
                continue
            }
            let invalid = { (text: String, broken: ValueConstraint?) in
                LinkExplanation.Verdict.rejected(
                    .invalidParameterValue(
                        ValueFailure(
                            pattern: pattern,
                            parameterIndex: index,
                            text: text,
                            origin: .query,
                            brokenConstraint: broken
                        )
                    )
                )
            }
            switch request.query(parameter.name) {
            case .refused(let asWritten): return invalid(asWritten, nil)
            case .value(let text):
                guard let value = ParameterValue.parse(text, as: parameter.type, caseSensitive: table.caseSensitive)
                else { return invalid(text.decoded, nil) }
                if let broken = parameter.constraints.first(where: { !$0.allows(value) }) {
                    return invalid(text.decoded, broken)
                }
                values.append(BoundValue(value: value, origin: .query))
            case .absent:
                switch parameter.presence {
                case .required: return .rejected(.missingParameter(pattern: pattern, parameterIndex: index))
                case .optional, .defaulted: values.append(.withoutLink(parameter, caseSensitive: table.caseSensitive))
                }
            }
        }
        let redirected: RedirectedLink?
        switch pattern {
        case .route: redirected = nil
        case .redirect(let redirect):
            redirected = RedirectedLink(redirect, values: values, caseSensitive: table.caseSensitive)
        }
        return .resolved(
            ResolvedLink(pattern: pattern, shape: candidate.segments, values: values, redirected: redirected)
        )
    }
}

extension LinkRejection {
    init(_ rejection: LinkReading.Rejection) {
        switch rejection {
        case .unsupportedScheme(let scheme): self = .unsupportedScheme(scheme)
        case .untrustedHost(let host): self = .untrustedHost(host)
        case .userInfoOrPort: self = .unexpectedUserInfoOrPort
        case .malformedPath(let segment): self = .malformedPath(segment: segment)
        }
    }
}
