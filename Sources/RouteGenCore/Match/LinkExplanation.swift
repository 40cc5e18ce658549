#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the generated `resolve(_:)` does with one URL, and the steps that decided it.
package struct LinkExplanation: Sendable {
    package enum Verdict: Sendable {
        case resolved(ResolvedLink)
        case rejected(LinkRejection)
    }

    /// The URL as given.
    package var url: String
    package var verdict: Verdict
    /// The decoded path segments, once the scheme, host and path were accepted.
    package var segments: [String]?
    /// Every pattern the matcher tried, in its order, ending with the one that matched, if any.
    package var attempts: [PatternAttempt]
    /// When no pattern starts with the path's first segment: a literal that patterns start with and that looks
    /// like a typo of it, or differs from it only in case in a case-sensitive spec.
    package var firstSegmentSuggestion: String?
    /// What the generated `resolution(for:)` gives instead, when the link is the app's own, matches no route and the
    /// spec has a fallback for it.
    package var fallback: FallbackOutcome?
    /// One per context key of the spec, in order, once the link's scheme, host and path were accepted.
    package var context: [BoundValue] = []
    /// The old scheme or host the link uses, whose links only the redirects that list it take; nil for the spec's own.
    package var legacyOrigin: LinkOrigin?

    package var resolvedLink: ResolvedLink? {
        if case .resolved(let link) = verdict { return link }
        return nil
    }
}

/// What stands in for an own link that leads to no route.
package enum FallbackOutcome: Sendable {
    case route(Route)
    case openInBrowser
}

/// A URL that resolves: the route or redirect that took it, the shape that matched, and the associated values.
package struct ResolvedLink: Sendable {
    package var pattern: LinkPattern
    /// The shape of `pattern` that matched; shorter than its segments when optional segments are absent.
    package var shape: [PatternSegment]
    /// One per parameter of `pattern`, in the same order.
    package var values: [BoundValue]
    /// When `pattern` is a redirect: the route it opens, with the values it gets.
    package var redirected: RedirectedLink?

    /// The route the link opens: the pattern's own, or the one its redirect opens.
    package var openedRoute: Route { pattern.openedRoute }

    /// The values of `openedRoute`: the pattern's own, or those its redirect gives the route it opens.
    package var openedValues: [BoundValue] { redirected?.values ?? values }
}

/// One associated value and where in the URL it came from.
package struct BoundValue: Hashable, Sendable {
    package enum Origin: Hashable, Sendable {
        /// The path segment at this 0-based position among the decoded segments.
        case segment(Int)
        /// Every segment from this position on, for `**`.
        case segments(from: Int)
        case query
        /// The query item is absent and the parameter has a default.
        case queryDefault
        /// An optional parameter that the URL does not carry; the value is nil.
        case absent
    }

    /// Nil exactly when `origin` is `.absent`.
    package var value: ParameterValue?
    package var origin: Origin
}

extension BoundValue {
    /// The value of `parameter` when a link gives it none: its default, which the model checked against the type,
    /// or nil.
    static func withoutLink(_ parameter: Parameter, caseSensitive: Bool) -> BoundValue {
        guard case .defaulted(let text) = parameter.presence else { return BoundValue(value: nil, origin: .absent) }
        return BoundValue(
            value: ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive),
            origin: .queryDefault
        )
    }
}

/// Why a URL does not resolve: the cases of the generated resolution error, with what led to each.
package enum LinkRejection: Error {
    /// The scheme, lowercased.
    case unsupportedScheme(String)
    /// The https host as written.
    case untrustedHost(String)
    case unexpectedUserInfoOrPort
    /// The first path segment, as written, that the URL reader refuses: a bad escape, ill-formed UTF-8, a control
    /// or bidi embedding character, `.` or `..`.
    case malformedPath(segment: String)
    case noRoute
    /// A required query parameter of the route or redirect the path selected is absent.
    case missingParameter(pattern: LinkPattern, parameterIndex: Int)
    case invalidParameterValue(ValueFailure)
}

/// A parameter whose text is not a value of its type, or is one that breaks the parameter's constraints.
package struct ValueFailure: Sendable {
    package enum Origin: Hashable, Sendable {
        /// A path segment, by 0-based position: the first typed value that failed while no pattern matched.
        case segment(Int)
        /// A query item of the route the path selected.
        case query
    }

    package var pattern: LinkPattern
    package var parameterIndex: Int
    /// The text as the generated error reports it: decoded, or as written when it cannot be decoded.
    package var text: String
    package var origin: Origin
    /// The constraint the value breaks, when it is of the parameter's type; nil when it is not.
    package var brokenConstraint: ValueConstraint? = nil

    package var parameter: Parameter { pattern.declaration.parameters[parameterIndex] }
}

/// One pattern shape the matcher compared with the path, and how far it got.
package struct PatternAttempt: Sendable {
    package enum Outcome: Hashable, Sendable {
        /// The path has a different number of segments (fewer, for a pattern ending in `**`).
        case segmentCount
        /// The literal at this position differs.
        case literal(position: Int)
        /// The text at this position is not a value of the parameter's type.
        case value(position: Int)
        case matched
    }

    package var pattern: LinkPattern
    package var shape: [PatternSegment]
    package var outcome: Outcome
    /// For a `.literal` outcome: every other literal of the shape, and its mount's tab place, matches the path, so
    /// the one segment that differs is where a typo of this pattern would be.
    package var differsOnlyThere = false
}
