import Foundation
import Testing
@testable import RouteGenCore

/// The overlap analysis and the route order, held against brute force over thousands of random specs.
/// The searches yield between specs: they take seconds of CPU, and the tests share one thread per core.
@Suite("Ambiguity checker against brute force") struct AmbiguityPropertyTests {
    /// `swift test` searches 1,000 specs, and `.ci/run` 10,000 more slowly:
    /// `ROUTEGEN_PROPERTY_SPECS=10000 swift test --filter AmbiguityPropertyTests`.
    static let specCount = ProcessInfo.processInfo.environment["ROUTEGEN_PROPERTY_SPECS"].flatMap(Int.init) ?? 1_000

    struct RoutePair: Hashable, CustomStringConvertible {
        var earlier: String
        var later: String
        var description: String { "\(earlier)/\(later)" }
    }

    /// Specs that build without errors of their own, as tables that still hold any ambiguous routes.
    static func randomTables(seed: UInt64, count: Int) async -> [(spec: RandomRouteSpec, table: RouteTable)] {
        var generator = SeededGenerator(seed: seed)
        var result: [(RandomRouteSpec, RouteTable)] = []
        while result.count < count {
            await Task.yield()
            let spec = RandomRouteSpec.make(using: &generator)
            if let table = spec.unvalidatedTable() { result.append((spec, table)) }
        }
        return result
    }

    /// Pairs of routes with two shapes that share a path while neither holds the other's paths strictly inside.
    static func bruteForceAmbiguities(_ table: RouteTable) -> Set<RoutePair> {
        let routes = table.allRoutes
        let shapes = routes.map { BruteForceShape.shapes(of: $0, caseSensitive: table.caseSensitive) }
        var pairs: Set<RoutePair> = []
        for later in routes.indices {
            for earlier in routes.indices where earlier < later {
                for one in shapes[earlier] {
                    for other in shapes[later] where !one.members.isDisjoint(with: other.members) {
                        if one.members.isSubset(of: other.members) == other.members.isSubset(of: one.members) {
                            pairs.insert(RoutePair(earlier: routes[earlier].caseName, later: routes[later].caseName))
                        }
                    }
                }
            }
        }
        return pairs
    }

    @Test("The brute-force universe is indexed consistently") func universeIndexing() {
        #expect(
            RandomRouteSpec.universe.indices.allSatisfy {
                RandomRouteSpec.pathIndex(RandomRouteSpec.universe[$0]) == $0
            }
        )
    }

    @Test(
        "The checker reports exactly the ambiguous pairs brute force finds, with paths that prove it",
        .tags(.searchesRandomSpecs)
    ) func verdictsAndExamples() async {
        var ambiguousSpecs = 0
        for (spec, table) in await Self.randomTables(seed: 0xA3B1_0001, count: Self.specCount) {
            await Task.yield()
            let expected = Self.bruteForceAmbiguities(table)
            let overlaps = OverlapAnalysis.overlaps(in: table)
            let reported = Set(
                overlaps.filter(\.isAmbiguous)
                    .map { RoutePair(earlier: $0.first.declaration.name, later: $0.second.declaration.name) }
            )
            guard reported == expected else {
                Issue.record("checker \(reported) but brute force \(expected) for:\n\(spec.yaml)")
                return
            }
            if !expected.isEmpty { ambiguousSpecs += 1 }
            for overlap in overlaps where !Self.isProven(overlap, caseSensitive: table.caseSensitive) {
                Issue.record(
                    "unproven \(overlap.kind) overlap of \(overlap.first.declaration.name) and \(overlap.second.declaration.name) for:\n\(spec.yaml)"
                )
                return
            }
            let errors = RouteGenerator.check(spec: Array(spec.yaml.utf8), specPath: "random.yaml").diagnostics
                .filter { $0.severity == .error }
            #expect(errors.count == expected.count, "\(errors)\n\(spec.yaml)")
        }
        // The generator must reach both verdicts often, or the comparison proves little.
        #expect(ambiguousSpecs > Self.specCount / 5)
        #expect(ambiguousSpecs < Self.specCount * 4 / 5)
    }

    /// The example path is in both shapes, a resolved overlap is a strict inclusion, and each side of a crossed
    /// overlap has a path of its own.
    static func isProven(_ overlap: RouteOverlap, caseSensitive: Bool) -> Bool {
        let first = BruteForceShape(
            pattern: overlap.first.declaration,
            segments: overlap.first.segments,
            caseSensitive: caseSensitive
        )
        let second = BruteForceShape(
            pattern: overlap.second.declaration,
            segments: overlap.second.segments,
            caseSensitive: caseSensitive
        )
        guard first.matches(overlap.example), second.matches(overlap.example) else { return false }
        switch overlap.kind {
        case .precedence: return first.members.isStrictSubset(of: second.members)
        case .identical: return first.members == second.members
        case .crossed:
            guard let onlyFirst = overlap.first.pattern.path(notIn: overlap.second.pattern),
                let onlySecond = overlap.second.pattern.path(notIn: overlap.first.pattern)
            else { return false }
            return first.matches(onlyFirst) && !second.matches(onlyFirst) && second.matches(onlySecond)
                && !first.matches(onlySecond)
        }
    }

    @Test(
        "In specs without ambiguity the matching routes form a chain and the route order picks its smallest",
        .tags(.searchesRandomSpecs)
    ) func mostSpecificWins() async {
        var checkedSpecs = 0
        for (spec, table) in await Self.randomTables(seed: 0xA3B1_0002, count: Self.specCount / 3)
        where Self.bruteForceAmbiguities(table).isEmpty {
            await Task.yield()
            checkedSpecs += 1
            let order = RouteOrder(table: table)
            let shapes = table.allRoutes.flatMap { BruteForceShape.shapes(of: $0, caseSensitive: table.caseSensitive) }
            for path in RandomRouteSpec.universe.indices {
                let segments = BruteForceShape.segments(ofPath: path)
                let expected = Self.mostSpecificRoute(for: path, among: shapes)
                guard expected.isChain else {
                    Issue.record("routes matching \(segments) form no chain in:\n\(spec.yaml)")
                    return
                }
                let chosen = order.firstMatch(for: segments)?.declaration.name
                guard chosen == expected.route else {
                    Issue.record(
                        "\(segments) selects \(chosen ?? "nothing"), expected \(expected.route ?? "nothing"), in:\n\(spec.yaml)"
                    )
                    return
                }
            }
        }
        #expect(checkedSpecs > Self.specCount / 15)
    }

    /// The route of the matching shape whose paths lie inside every other matching shape's.
    static func mostSpecificRoute(for path: Int, among shapes: [BruteForceShape]) -> (route: String?, isChain: Bool) {
        let matching = shapes.filter { $0.members.contains(path) }
        guard !matching.isEmpty else { return (nil, true) }
        guard
            let smallest = matching.first(where: { candidate in
                matching.allSatisfy { candidate.members.isSubset(of: $0.members) }
            })
        else { return (nil, false) }
        return (smallest.pattern.name, true)
    }
}
