import Foundation

/// Where the generated router and RoutingKit give different routes for the same URL. The benchmark is only fair if
/// there are none: both must do the same work.
package struct Agreement {
    let matchedByGenerated: Int
    let meantToMatch: Int
    let mismatches: [(url: URL, generated: BenchRoute?, routingKit: BenchRoute?)]

    package var mismatchCount: Int { mismatches.count }

    package init(_ corpus: URLCorpus, _ router: RoutingKitRouter) {
        var matched = 0
        var mismatches: [(URL, BenchRoute?, BenchRoute?)] = []
        for entry in corpus.urls {
            let generated = BenchRoute(url: entry.url)
            let routingKit = router.route(entry.url)
            if generated != nil { matched += 1 }
            if generated != routingKit { mismatches.append((entry.url, generated, routingKit)) }
        }
        matchedByGenerated = matched
        meantToMatch = corpus.urls.count { $0.shouldMatch }
        self.mismatches = mismatches
    }

    package func report(style: URLStyle) -> String {
        var lines = [
            "\(style.name) URLs: the generated router matched \(matchedByGenerated) (the corpus meant "
                + "\(meantToMatch) to match); RoutingKit gave a different route for \(mismatches.count)."
        ]
        for mismatch in mismatches.prefix(10) {
            lines.append(
                "  \(mismatch.url.absoluteString): generated \(describe(mismatch.generated)), "
                    + "RoutingKit \(describe(mismatch.routingKit))"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ route: BenchRoute?) -> String { route.map { "\($0)" } ?? "nil" }
}
