import Foundation
import Testing
@testable import RouteGenCore

/// `check --against` over the whole spec language: every spec from `RandomLanguageSpec` that `check` accepts keeps
/// every link of itself, adding no diagnostic to its own, whatever keys it uses (redirects on old origins, fallbacks, context, groups,
/// parents, activities, intents); and that verdict is confirmed link by link, by judging sampled links of each of its
/// routes and redirects under both versions.
@Suite("check --against over the whole spec language", .tags(.searchesRandomSpecs))
struct WholeLanguageCompatibilityTests {
    @Test("A random spec of the whole language keeps every link of itself, sampled link by link") func keepsItself()
        async throws
    {
        var generator = SeededGenerator(seed: WholeLanguagePropertyTests.seed ^ 0xC0)
        var compared = 0
        var sampled = 0
        for index in 0..<(WholeLanguagePropertyTests.specCount * 4) {
            await Task.yield()
            let spec = RandomLanguageSpec.make(index: index, using: &generator)
            let bytes = Array(spec.yaml.utf8)
            let own = RouteGenerator.check(spec: bytes, specPath: "new.yaml")
            guard let table = own.table else { continue }
            // The comparison adds nothing to the spec's own diagnostics (a warning about a key without effect, say).
            let output = RouteGenerator.check(
                spec: bytes,
                specPath: "new.yaml",
                against: bytes,
                earlierPath: "old.yaml"
            )
            #expect(
                output.diagnostics.map(\.description) == own.diagnostics.map(\.description),
                "\(output.diagnostics)\n\(spec.yaml)"
            )
            let judge = LinkJudge(old: table, new: table, correspondence: RouteCorrespondence(old: table, new: table))
            for pattern in table.routesAndRedirects.map(\.declaration) {
                for url in RouteSampleLinks.urls(of: pattern, in: table) {
                    if case .broken(let judgement) = judge.judge(url) {
                        Issue.record("\(judgement.url) breaks against itself:\n\(spec.yaml)")
                    }
                    sampled += 1
                }
            }
            compared += 1
        }
        #expect(compared * 4 >= WholeLanguagePropertyTests.specCount * 4 * 3, "only \(compared) specs were accepted")
        #expect(sampled > compared * 10, "only \(sampled) links were sampled")
    }
}
