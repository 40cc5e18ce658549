import RouteGenCore

// Times the ambiguity analysis on synthetic specs of 1,000 and 10,000 routes against the naive check that
// compares every pair of route shapes, in the same run. Build in release mode:
//   swift run -c release ambiguity-benchmark

/// A spec shaped like a large app's: resources under groups, each with list, detail, edit, slug, tag, file and
/// comment routes that overlap the way real ones do (`/r/new` beside `/r/:id`), locale-prefixed pages, and a
/// catch-all. It has no ambiguity, so every overlap is resolved and the check cannot stop early.
func syntheticSpec(resources: Int) -> String {
    var lines = ["version: 1", "hosts: [example.com]", "routes:", "  fallback:", "    path: /**"]
    // routegen refuses a level of more than 500 groups and routes with values, so past 100 resources they go in
    // sections of 100.
    let section = 100
    let sectioned = resources > section
    for index in 0..<resources {
        if sectioned, index % section == 0 { lines += ["  s\(index / section):", "    routes:"] }
        let name = "r\(index)"
        let resource = [
            "  \(name):", "    routes:", "      list: { path: /\(name) }", "      create: { path: /\(name)/new }",
            "      detail: { path: /\(name)/:id, params: { id: Int } }",
            "      edit: { path: /\(name)/:id/edit, params: { id: Int } }", "      bySlug: { path: /\(name)/:slug }",
            "      tab: { path: /\(name)/:id/:tab, params: { id: Int, tab: { enum: [info, stats, history] } } }",
            "      comment: { path: /\(name)/:id/comments/:commentId, params: { id: Int, commentId: UUID } }",
            "      tagged: { path: '/\(name)/tag/:tag/:page?', params: { page: Int } }",
            "      files: { path: '/\(name)/files/:folder/**' }",
            "      localized: { path: /:locale/\(name), params: { locale: { enum: [en, de, fr] } } }",
        ]
        lines += sectioned ? resource.map { "    " + $0 } : resource
    }
    return lines.joined(separator: "\n") + "\n"
}

/// Every pair of shapes of different routes, compared directly: the baseline the analysis must beat.
func naiveOverlapCount(_ table: RouteTable) -> (overlaps: Int, ambiguous: Int) {
    let shapes = table.allRoutes.enumerated()
        .flatMap { index, route in
            route.declaration.shapes.map {
                (index, PathPattern(shape: $0, parameters: route.parameters, caseSensitive: table.caseSensitive))
            }
        }
    var overlaps = 0
    var ambiguous = 0
    for first in shapes.indices {
        for second in shapes.indices where second > first && shapes[first].0 != shapes[second].0 {
            let (one, other) = (shapes[first].1, shapes[second].1)
            guard one.commonPath(with: other) != nil else { continue }
            overlaps += 1
            if one.isSubset(of: other) == other.isSubset(of: one) { ambiguous += 1 }
        }
    }
    return (overlaps, ambiguous)
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The fastest of `runs` timings, which is the least disturbed by whatever else the machine is doing.
func fastest<T>(of runs: Int, _ body: () -> T) -> (Double, T) {
    var best = Double.infinity
    var result: T?
    for _ in 0..<runs {
        let start = ContinuousClock.now
        result = body()
        best = min(best, seconds(ContinuousClock.now - start))
    }
    return (best, result!)
}

print("routes   shapes   overlaps   check (whole spec)   overlap analysis   naive all pairs   naive / analysis")
for resources in [100, 1_000] {
    let spec = Array(syntheticSpec(resources: resources).utf8)
    let (checkTime, output) = fastest(of: 3) { RouteGenerator.check(spec: spec, specPath: "synthetic.yaml") }
    guard let table = output.table else {
        print(output.diagnostics.prefix(5).map(\.description).joined(separator: "\n"))
        fatalError("the synthetic spec must be valid")
    }
    let routes = table.allRoutes.count
    let shapes = table.allRoutes.reduce(0) { $0 + $1.declaration.shapes.count }
    let (analysisTime, overlaps) = fastest(of: 5) { OverlapAnalysis.overlaps(in: table) }
    let (naiveTime, naive) = fastest(of: resources >= 1_000 ? 1 : 3) { naiveOverlapCount(table) }
    precondition(naive.ambiguous == 0 && overlaps.allSatisfy { !$0.isAmbiguous }, "both must find the spec unambiguous")
    print(
        "\(routes)".padding(9) + "\(shapes)".padding(9) + "\(naive.overlaps)".padding(11)
            + milliseconds(checkTime).padding(21) + milliseconds(analysisTime).padding(19)
            + milliseconds(naiveTime).padding(18) + "\(rounded(naiveTime / analysisTime))x"
    )
}

func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

func milliseconds(_ seconds: Double) -> String { "\(rounded(seconds * 1000)) ms" }

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(1, width - count)) }
}
