import Foundation

/// A link that shows a route with a value for every parameter, optional ones included, in canonical form.
package struct ExampleLink: Sendable {
    package var route: Route
    /// One per `route.parameters`.
    package var values: [ParameterValue]
    package var url: String

    /// An example whose URL resolves back to `route` with `values`. A String value could equal a literal or a
    /// typed value of a more specific route and open that route instead, so later variants of the values are
    /// tried until the link resolves to its own route; a `**` value gets shorter, down to no segments, when
    /// deeper routes take every longer one.
    package static func make(for route: Route, in table: RouteTable, explainer: LinkExplainer) -> ExampleLink {
        let remainderLengths = route.parameters.contains { $0.source == .remainingSegments } ? [2, 1, 0] : [2]
        let candidates = remainderLengths.lazy.flatMap { remainderLength in
            (0..<variantCount).lazy.map { example(of: route, in: table, variant: $0, remainderLength: remainderLength) }
        }
        return candidates.first { $0.resolvesToItself(with: explainer) }
            ?? example(of: route, in: table, variant: 0, remainderLength: remainderLengths[0])
    }

    private static func example(of route: Route, in table: RouteTable, variant: Int, remainderLength: Int) -> ExampleLink {
        let values = route.parameters.map { sampleValue(for: $0, variant: variant, remainderLength: remainderLength) }
        return ExampleLink(route: route, values: values, url: CanonicalLink.url(for: route, values: values, in: table))
    }

    private static let variantCount = 8

    private func resolvesToItself(with explainer: LinkExplainer) -> Bool {
        guard let link = explainer.explain(url).resolvedLink else { return false }
        return link.route.qualifiedName == route.qualifiedName && link.values.map(\.value) == values.map(Optional.some)
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
        case .enumeration(let enumeration): return .choice(enumeration, enumeration.cases[variant % enumeration.cases.count])
        }
    }

    private static let sampleUUIDs = [
        UUID(uuid: (0x6B, 0xA7, 0xB8, 0x10, 0x9D, 0xAD, 0x11, 0xD1, 0x80, 0xB4, 0x00, 0xC0, 0x4F, 0xD4, 0x30, 0xC8)),
        UUID(uuid: (0xF4, 0x7A, 0xC1, 0x0B, 0x58, 0xCC, 0x43, 0x72, 0xA5, 0x67, 0x0E, 0x02, 0xB2, 0xC3, 0xD4, 0x79)),
    ]

    /// `userId` -> `user-id`, `pageURL` -> `page-url`, `self_` -> `self`: the label's words, lowercased and
    /// joined by hyphens.
    private static func words(of label: String) -> String {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in label {
            let startsWord = character.isUppercase && previous.map { $0.isLowercase || $0.isNumber } == true
            if character == "_" || startsWord {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character != "_" { current += character.lowercased() }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.isEmpty ? "value" : words.joined(separator: "-")
    }
}
