#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A link that shows a route or redirect with a value for every parameter, optional ones included, in canonical form.
package struct ExampleLink: Sendable {
    package var pattern: LinkPattern
    /// One per parameter of `pattern`.
    package var values: [ParameterValue]
    package var url: String

    /// An example whose URL resolves back to `pattern` with `values`. A String value could equal a literal or a
    /// typed value of a more specific pattern and open that instead, so later variants of the values are tried until
    /// the link resolves to its own pattern; a `**` value gets shorter, down to no segments, when deeper patterns
    /// take every longer one.
    package static func make(for pattern: LinkPattern, in table: RouteTable, explainer: LinkExplainer) -> ExampleLink {
        let parameters = pattern.declaration.parameters
        let remainderLengths = parameters.contains { $0.source == .remainingSegments } ? [2, 1, 0] : [2]
        let candidates = remainderLengths.lazy.flatMap { remainderLength in
            (0..<variantCount).lazy
                .map { example(of: pattern, in: table, variant: $0, remainderLength: remainderLength) }
        }
        return candidates.first { $0.resolvesToItself(with: explainer) }
            ?? example(of: pattern, in: table, variant: 0, remainderLength: remainderLengths[0])
    }

    private static func example(of pattern: LinkPattern, in table: RouteTable, variant: Int, remainderLength: Int)
        -> ExampleLink
    {
        let declaration = pattern.declaration
        let values = declaration.parameters.map {
            sampleValue(for: $0, variant: variant, remainderLength: remainderLength)
                .fitted(to: $0.constraints, variant: variant)
        }
        let url: String
        switch pattern {
        case .redirect(let redirect) where !redirect.target.legacyOrigins.isEmpty:
            // A redirect that takes only old schemes or hosts is shown on the first of them: on the app's own, the
            // link would not reach it.
            let origin = redirect.target.legacyOrigins[0]
            url = CanonicalLink.url(for: declaration, values: values, in: table, on: origin)
        case .route, .redirect: url = CanonicalLink.url(for: declaration, values: values, in: table)
        }
        return ExampleLink(pattern: pattern, values: values, url: url)
    }

    private static let variantCount = 8

    private func resolvesToItself(with explainer: LinkExplainer) -> Bool {
        guard let link = explainer.explain(url).resolvedLink else { return false }
        return link.pattern.declaration.qualifiedName == pattern.declaration.qualifiedName
            && link.values.map(\.value) == values.map(Optional.some)
    }

    /// Realistic, type-correct values: a String spelled after the parameter's label, 42, 4.5, true, a fixed UUID,
    /// the enum's first value, and `remainderLength` segments for `**`. Variant `n` moves each value to another one.
    private static func sampleValue(for parameter: Parameter, variant: Int, remainderLength: Int) -> ParameterValue {
        let word = words(of: parameter.label)
        let suffix = variant == 0 ? "" : "-\(variant + 1)"
        switch parameter.type {
        case .string: return .text(word + suffix)
        case .stringList: return .texts((0..<remainderLength).map { "\(word)-\($0 + 1)\(suffix)" })
        case .int: return .int(42 + variant)
        case .double: return .double(4.5 + Double(variant))
        case .bool: return .bool(variant % 2 == 0)
        case .uuid: return .uuid(sampleUUIDs[variant % sampleUUIDs.count])
        case .enumeration(let enumeration):
            return .choice(enumeration, enumeration.cases[variant % enumeration.cases.count])
        }
    }

    private static let sampleUUIDs = [
        UUID(uuid: (0x6B, 0xA7, 0xB8, 0x10, 0x9D, 0xAD, 0x11, 0xD1, 0x80, 0xB4, 0x00, 0xC0, 0x4F, 0xD4, 0x30, 0xC8)),
        UUID(uuid: (0xF4, 0x7A, 0xC1, 0x0B, 0x58, 0xCC, 0x43, 0x72, 0xA5, 0x67, 0x0E, 0x02, 0xB2, 0xC3, 0xD4, 0x79)),
    ]

    /// `userId` -> `user-id`, `pageURL` -> `page-url`, `self_` -> `self`: the label's words, lowercased and
    /// joined by hyphens.
    private static func words(of label: String) -> String {
        let words = SwiftName.words(ofLabel: label)
        return words.isEmpty ? "value" : words.joined(separator: "-")
    }
}

extension ParameterValue {
    /// The value moved inside `constraints`: a number to the nearest bound, text stripped of characters it may not
    /// hold (a variant adds an allowed one back, so that variants differ), then cut or padded to its length.
    func fitted(to constraints: [ValueConstraint], variant: Int) -> ParameterValue {
        guard !constraints.isEmpty else { return self }
        switch self {
        case .int(var number):
            for case .intRange(let min, let max) in constraints {
                if let min { number = Swift.max(number, min) }
                if let max { number = Swift.min(number, max) }
            }
            return .int(number)
        case .double(var number):
            for case .doubleRange(let min, let max) in constraints {
                if let min { number = Swift.max(number, min) }
                if let max { number = Swift.min(number, max) }
            }
            return .double(number)
        case .text(let text): return .text(Self.fitted(text, to: constraints, variant: variant))
        case .texts(let texts): return .texts(texts.map { Self.fitted($0, to: constraints, variant: variant) })
        case .bool, .uuid, .choice: return self
        }
    }

    private static func fitted(_ text: String, to constraints: [ValueConstraint], variant: Int) -> String {
        var text = text
        var allowedScalars: [Unicode.Scalar] = []
        for case .characters(let allowed) in constraints {
            let isAllowed = { (scalar: Unicode.Scalar) in allowed.ranges.contains { $0.contains(scalar) } }
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter(isAllowed)))
            allowedScalars = allowed.ranges.flatMap { range in
                (range.lowerBound.value...min(range.upperBound.value, range.lowerBound.value + 25))
                    .compactMap(Unicode.Scalar.init)
            }
            if variant > 0 { text.unicodeScalars.append(allowedScalars[variant % allowedScalars.count]) }
        }
        let padding = allowedScalars.first.map(Character.init) ?? "x"
        for case .length(let range) in constraints {
            if text.count > range.upperBound { text = String(text.prefix(range.upperBound)) }
            if text.count < range.lowerBound {
                text += String(repeating: padding, count: range.lowerBound - text.count)
            }
        }
        return text
    }
}
