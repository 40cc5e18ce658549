import Foundation
@testable import RouteGenCore

/// The links a `LinkProbe` tries on a spec: each route's and redirect's example link as `routegen docs` writes it,
/// one with random values, the spec's own example links, and near misses of each: in upper case, with a segment
/// replaced by an unknown one, with one more segment, without the last one, with a query value replaced or left out.
enum LinkSamples {
    static func links(in table: RouteTable) -> [String] {
        var generator = SeededGenerator(seed: 0x11_4E)
        let explainer = LinkExplainer(table: table)
        var links: [String] = []
        for pattern in table.routesAndRedirects {
            links.append(ExampleLink.make(for: pattern, in: table, explainer: explainer).url)
            let declaration = pattern.declaration
            let values = declaration.parameters.map { randomValue(of: $0, using: &generator) }
            switch pattern {
            case .route(let route):
                links.append(CanonicalLink.url(for: declaration, values: values, in: table))
                if let examples = route.examples {
                    links += examples.opens.map(\.url.value) + examples.rejects.map(\.url.value)
                }
            case .redirect(let redirect):
                let origin = redirect.target.legacyOrigins.first
                links.append(
                    origin.map { CanonicalLink.url(for: declaration, values: values, in: table, on: $0) }
                        ?? CanonicalLink.url(for: declaration, values: values, in: table)
                )
            }
        }
        links += links.flatMap(nearMisses)
        var seen: Set<String> = []
        // The probe reads one link a line.
        return links.filter { !$0.contains { $0.isNewline } && seen.insert($0).inserted }
    }

    /// The link changed where a matcher could go wrong: the case of its literals and values, each path segment,
    /// the number of segments, and each query item.
    static func nearMisses(of link: String) -> [String] {
        guard let start = link.range(of: "://") else { return [] }
        let prefix = String(link[..<start.upperBound])
        var rest = link[start.upperBound...]
        var items: [String]?
        if let mark = rest.firstIndex(of: "?") {
            items = rest[rest.index(after: mark)...].split(separator: "&").map(String.init)
            rest = rest[..<mark]
        }
        let segments = rest.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // An https link's first part is its host; a custom scheme's is the first segment of its path.
        let first = prefix.lowercased().hasPrefix("https") ? 1 : 0
        func text(_ segments: [String], _ items: [String]?) -> String {
            prefix + segments.joined(separator: "/") + (items.map { "?" + $0.joined(separator: "&") } ?? "")
        }
        var misses = [link.uppercased()]
        for index in segments.indices where index >= first {
            var replaced = segments
            replaced[index] = "zz"
            var longer = segments
            longer.insert("zz", at: index + 1)
            misses += [text(replaced, items), text(longer, items)]
        }
        if segments.count > first + 1 { misses.append(text(Array(segments.dropLast()), items)) }
        for (index, item) in (items ?? []).enumerated() {
            var replaced = items!
            replaced[index] = (item.split(separator: "=").first.map(String.init) ?? item) + "=zz"
            var fewer = items!
            fewer.remove(at: index)
            misses += [text(segments, replaced), text(segments, fewer)]
        }
        return misses
    }

    /// A value of the parameter's type, nil now and then for an optional one, not always one its constraints allow;
    /// text has characters a link must escape.
    static func randomValue(of parameter: Parameter, using generator: inout SeededGenerator) -> ParameterValue? {
        if parameter.presence == .optional, Bool.random(using: &generator) { return nil }
        switch parameter.type {
        case .string: return .text(randomText(using: &generator))
        case .stringList:
            return .texts((0..<Int.random(in: 0...2, using: &generator)).map { _ in randomText(using: &generator) })
        case .int: return .int([Int.min, -7, 0, 12, 4096, Int.max].randomElement(using: &generator)!)
        case .double: return .double([-0.5, 0, 4.25, 1e300, 0.1].randomElement(using: &generator)!)
        case .bool: return .bool(Bool.random(using: &generator))
        case .uuid:
            var uuid = UUID().uuid
            withUnsafeMutableBytes(of: &uuid) { bytes in
                for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
            }
            return .uuid(UUID(uuid: uuid))
        case .enumeration(let enumeration):
            return .choice(enumeration, enumeration.cases.randomElement(using: &generator)!)
        }
    }

    private static func randomText(using generator: inout SeededGenerator) -> String {
        let characters: [Character] = ["a", "Z", "7", "-", "_", "é", " ", "%", "/", "?", "&", "=", "+", "#", "日"]
        let count = Int.random(in: 1...4, using: &generator)
        return String((0..<count).map { _ in characters.randomElement(using: &generator)! })
    }
}
