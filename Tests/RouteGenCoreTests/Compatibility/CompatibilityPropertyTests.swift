import Foundation
import Testing
@testable import RouteGenCore

/// The comparison on random specs: a spec keeps every link of itself and of itself without a disjoint route; a spec
/// without one of its routes breaks a link that route opened; and, against brute force over every link of a small
/// universe, the comparison finds a broken link whenever there is one among them.
/// The searches yield between specs: they take seconds of CPU, and the tests share one thread per core.
@Suite("Compatibility on random specs") struct CompatibilityPropertyTests {
    /// `swift test` compares 150 random specs, and `.ci/run` 1,000:
    /// `ROUTEGEN_COMPATIBILITY_SPECS=1000 swift test --filter CompatibilityPropertyTests`.
    static let specCount = ProcessInfo.processInfo.environment["ROUTEGEN_COMPATIBILITY_SPECS"].flatMap(Int.init) ?? 150

    static func compare(_ old: RandomCompatibilitySpec, _ new: RandomCompatibilitySpec) -> [Diagnostic] {
        RouteGenerator.check(
            spec: Array(new.yaml.utf8),
            specPath: "new.yaml",
            against: Array(old.yaml.utf8),
            earlierPath: "old.yaml"
        )
        .diagnostics
    }

    @Test("A random spec compared with itself passes, without a note", .tags(.searchesRandomSpecs)) func itself() async
    {
        var generator = SeededGenerator(seed: 0xC0_0001)
        for _ in 0..<Self.specCount {
            await Task.yield()
            let (spec, _) = RandomCompatibilitySpec.make(using: &generator)
            let diagnostics = Self.compare(spec, spec)
            #expect(diagnostics.isEmpty, "\(diagnostics)\n\(spec.yaml)")
        }
    }

    @Test("A random spec compared with itself plus a route that shares no path passes", .tags(.searchesRandomSpecs))
    func itselfPlusDisjointRoute() async {
        var generator = SeededGenerator(seed: 0xC0_0002)
        var compared = 0
        for _ in 0..<Self.specCount {
            await Task.yield()
            let (spec, table) = RandomCompatibilitySpec.make(using: &generator)
            guard let pieces = Self.disjointPath(in: table) else { continue }
            var grown = spec
            grown.routes.append(.init(name: "fresh", pieces: pieces, params: [], query: []))
            let diagnostics = Self.compare(spec, grown)
            #expect(diagnostics.isEmpty, "\(diagnostics)\n\(grown.yaml)")
            compared += 1
        }
        // Only a spec with a catch-all at every length has no room for a disjoint route.
        #expect(compared > Self.specCount / 2)
    }

    @Test(
        "Without any one route that opens a link, a random spec breaks a link that route opened",
        .tags(.searchesRandomSpecs)
    ) func withoutOneRoute() async throws {
        var generator = SeededGenerator(seed: 0xC0_0003)
        var removals = 0
        for _ in 0..<Self.specCount {
            await Task.yield()
            let (spec, table) = RandomCompatibilitySpec.make(using: &generator)
            let explainer = LinkExplainer(table: table)
            for (index, route) in table.allRoutes.enumerated() {
                guard Self.opensSomeLink(route, in: table, explainer) else { continue }
                var smaller = spec
                smaller.routes.remove(at: index)
                let errors = Self.compare(spec, smaller).filter { $0.severity == .error }
                let witnesses = errors.compactMap(CompatibilityCorpusTests.link(in:))
                #expect(
                    witnesses.contains { Self.opens(explainer.explain($0), route) },
                    "no link of \(route.caseName) among \(witnesses):\n\(spec.yaml)"
                )
                removals += 1
            }
        }
        #expect(removals > Self.specCount)
    }

    @Test(
        "Whenever a link of a small universe breaks after a random change, the comparison reports a broken link",
        .tags(.searchesRandomSpecs)
    ) func againstBruteForce() async {
        var generator = SeededGenerator(seed: 0xC0_0004)
        var breaking = 0
        for _ in 0..<Self.specCount / 3 {
            await Task.yield()
            let (old, oldTable) = RandomCompatibilitySpec.make(using: &generator)
            guard let (new, newTable) = Self.changed(old, using: &generator) else { continue }
            let judge = LinkJudge(
                old: oldTable,
                new: newTable,
                correspondence: RouteCorrespondence(old: oldTable, new: newTable)
            )
            let keys = Set(
                (oldTable.allRoutes + newTable.allRoutes).flatMap(\.parameters).filter(\.isQuery).map(\.name)
            )
            // Query items the earlier pattern does not read are no part of the link it opened.
            let broken = Self.universe(queryKeys: keys.sorted())
                .first { link in
                    guard case .broken(let judgement) = judge.judge(link.url) else { return false }
                    let queryKeys = judgement.oldPattern.declaration.parameters.filter(\.isQuery).map(\.name)
                    return Set(link.keys).isSubset(of: queryKeys)
                }
            let errors = Self.compare(old, new).filter { $0.severity == .error }
            for witness in errors.compactMap(CompatibilityCorpusTests.link(in:)) {
                guard case .broken = judge.judge(witness) else {
                    Issue.record("\(witness) is no broken link:\n\(old.yaml)\n\(new.yaml)")
                    return
                }
            }
            guard let broken else { continue }
            breaking += 1
            #expect(!errors.isEmpty, "\(broken) breaks, and nothing is reported:\n\(old.yaml)\n\(new.yaml)")
        }
        // The changes must break links often, or the comparison proves little.
        #expect(breaking > Self.specCount / 15)
    }

    @Test(
        "A route renamed or moved into a group, keeping its path, is paired with its rename whatever else the change does",
        .tags(.searchesRandomSpecs)
    ) func renameBesideOtherChanges() async throws {
        var generator = SeededGenerator(seed: 0xC0_0005)
        var renames: [RandomCompatibilitySpec.RenameCompanion: Int] = [:]
        for _ in 0..<Self.specCount {
            await Task.yield()
            var (old, _) = RandomCompatibilitySpec.make(using: &generator)
            old.schemes = ["app", "legacy"].shuffled(using: &generator)
            old.hosts = ["example.com", "old.example.com"].shuffled(using: &generator)
            guard let oldTable = old.table else { continue }
            for companion in RandomCompatibilitySpec.RenameCompanion.allCases {
                var renamed: (spec: RandomCompatibilitySpec, route: Int)?
                for _ in 0..<5 where renamed == nil {
                    renamed = RandomCompatibilitySpec.renamed(old, with: companion, using: &generator)
                }
                guard let (new, index) = renamed, let newTable = new.table else { continue }
                let (before, after) = (old.routes[index].name, new.routes[index].qualifiedName)
                let route = try #require(oldTable.allRoutes.first { $0.qualifiedName == before })
                let counterpart = RouteCorrespondence(old: oldTable, new: newTable).counterpart(of: route)
                #expect(
                    counterpart?.qualifiedName == after,
                    "\(before) is paired with \(counterpart?.qualifiedName ?? "none"):\n\(old.yaml)\n\(new.yaml)"
                )
                let falseBreaks = Self.compare(old, new)
                    .filter {
                        $0.severity == .error
                            && $0.message.contains("opened route '\(before)'; this spec opens route '\(after)' instead")
                    }
                #expect(falseBreaks.isEmpty, "\(falseBreaks)\n\(old.yaml)\n\(new.yaml)")
                renames[companion, default: 0] += 1
            }
        }
        #expect(
            RandomCompatibilitySpec.RenameCompanion.allCases.allSatisfy {
                renames[$0, default: 0] > Self.specCount / 4
            },
            "\(renames)"
        )
    }

    /// Literal segments no pattern of the table takes at any length up to four, if there is such a length.
    static func disjointPath(in table: RouteTable) -> [String]? {
        let patterns = table.allRoutes
            .flatMap { RouteOrder.Shape.shapes(of: .route($0), caseSensitive: table.caseSensitive) }.map(\.pattern)
        return (1...4).lazy.map { Array(repeating: "zz", count: $0) }
            .first { pieces in
                let pattern = PathPattern(
                    segments: pieces.map { .finite(FiniteSegments([$0], foldsCase: !table.caseSensitive)) },
                    acceptsMoreSegments: false
                )
                return patterns.allSatisfy { $0.commonPath(with: pattern) == nil }
            }
    }

    /// Whether some link opens the route: its example link, or a link of the universe.
    static func opensSomeLink(_ route: Route, in table: RouteTable, _ explainer: LinkExplainer) -> Bool {
        let example = ExampleLink.make(for: .route(route), in: table, explainer: explainer)
        if opens(explainer.explain(example.url), route) { return true }
        return universe(queryKeys: []).contains { opens(explainer.explain($0.url), route) }
    }

    /// Whether the link resolves to `route` itself, not through a redirect.
    static func opens(_ explanation: LinkExplanation, _ route: Route) -> Bool {
        guard case .route(let opened)? = explanation.resolvedLink?.pattern else { return false }
        return opened === route
    }

    /// The spec with one random change that leaves it valid: a route removed, added, renamed or given another path,
    /// a parameter or query item retyped, a query item added, or the case rule flipped.
    static func changed(_ spec: RandomCompatibilitySpec, using generator: inout SeededGenerator) -> (
        RandomCompatibilitySpec, RouteTable
    )? {
        for _ in 0..<20 {
            var changed = spec
            let index = Int.random(in: changed.routes.indices, using: &generator)
            switch Int.random(in: 0..<8, using: &generator) {
            case 0 where changed.routes.count > 1: changed.routes.remove(at: index)
            case 1: changed.routes.append(RandomCompatibilitySpec.route(named: "added", using: &generator))
            case 2: changed.routes[index].name += "Renamed"
            case 3:
                changed.routes[index] = RandomCompatibilitySpec.route(
                    named: changed.routes[index].name,
                    using: &generator
                )
            case 4 where !changed.routes[index].params.isEmpty:
                let parameter = Int.random(in: changed.routes[index].params.indices, using: &generator)
                changed.routes[index].params[parameter].declaration = RandomCompatibilitySpec.pathType(
                    using: &generator
                )
            case 5 where !changed.routes[index].query.isEmpty:
                let item = Int.random(in: changed.routes[index].query.indices, using: &generator)
                changed.routes[index].query[item].declaration = RandomCompatibilitySpec.queryType(using: &generator)
            case 6: changed.routes[index].query.append(("added", RandomCompatibilitySpec.queryType(using: &generator)))
            case 7: changed.caseSensitive.toggle()
            default: continue
            }
            if let table = changed.table { return (changed, table) }
        }
        return nil
    }

    static let pathTokens = [
        "a", "b", "A", "B", "1", "2", "0", "1.5", "true", "TRUE", "false", "zz", "ab", "abc",
        "00000000-0000-4000-8000-000000000001",
    ]
    static let queryValues: [String?] = [nil, "", "a", "b", "A", "1", "2", "3", "abc"]

    /// Every path over `pathTokens` up to three segments on the spec's scheme; those up to two segments also with
    /// each of `queryKeys` set to each of `queryValues`, and with all of them set to `1`. Each link comes with the
    /// query keys it gives.
    static func universe(queryKeys: [String]) -> [(url: String, keys: [String])] {
        var paths: [[String]] = [[]]
        var frontier: [[String]] = [[]]
        for _ in 0..<3 {
            frontier = frontier.flatMap { path in pathTokens.map { path + [$0] } }
            paths += frontier
        }
        var links: [(url: String, keys: [String])] = []
        for path in paths {
            let text = "app://" + path.map(CanonicalLink.percentEncoded).joined(separator: "/")
            links.append((text, []))
            guard path.count <= 2, !queryKeys.isEmpty else { continue }
            for key in queryKeys {
                for case let value? in queryValues {
                    links.append((text + "?\(key)=" + CanonicalLink.percentEncoded(value), [key]))
                }
            }
            links.append((text + "?" + queryKeys.map { "\($0)=1" }.joined(separator: "&"), queryKeys))
        }
        return links
    }
}
