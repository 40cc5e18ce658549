import Foundation
import RoutingContenders

// Times the generated router's URL matching against RoutingKit's TrieRouter and against only reading the URL's
// parts, over the same deterministic URLs, and prints the tables of BENCHMARKS.md. Run it through ../../run, which
// generates the router first.

let rounds = 15
let longQueryRounds = 9
let router = RoutingKitRouter()
let contenders = Contender.all(router)

var mismatchCount = 0
for style in URLStyle.allCases {
    let agreement = Agreement(URLCorpus.standard(style), router)
    print(agreement.report(style: style))
    mismatchCount += agreement.mismatchCount
}

let allocations: AllocationCounts?
do { allocations = try AllocationCounts.count() } catch {
    print("Allocations are not counted: \(error).")
    allocations = nil
}

var matchingTable = MarkdownTable([
    ("URLs", .left), ("router", .left), ("ns per URL", .right), ("allocations per URL", .right),
    ("allocations per matched URL", .right), ("÷ floor", .right), ("÷ generated", .right),
])
for style in URLStyle.allCases {
    let nanoseconds = nanosecondsPerURL(URLCorpus.standard(style), contenders, rounds: rounds)
    for contender in contenders.map(\.name) {
        let counted = allocations?[style.name, contender]
        matchingTable.add([
            style.name, contender, formatted(nanoseconds[contender]!, digits: 0),
            counted.map { formatted($0.perURL, digits: 1) } ?? "—",
            counted.map { formatted($0.perMatchedURL, digits: 1) } ?? "—",
            formatted(nanoseconds[contender]! / nanoseconds["floor"]!, digits: 1) + "×",
            formatted(nanoseconds[contender]! / nanoseconds["generated"]!, digits: 2) + "×",
        ])
    }
}
print(
    "\n\(RoutingKitRouter.groupCount * 10) routes; \(URLCorpus.standardCount) URLs per style, 4 in 5 leading to a route; "
        + "time: the fastest of \(rounds) rounds over all of them.\n"
)
print(matchingTable.text)

var openingTable = MarkdownTable([
    ("URLs", .left), ("resolution(for:) ns per URL", .right), ("router.open ns per URL", .right),
    ("÷ resolution(for:)", .right),
])
for style in URLStyle.allCases {
    let figures = LinkOpening.nanosecondsPerURL(URLCorpus.standard(style).allURLs, rounds: rounds)
    openingTable.add([
        style.name, formatted(figures.resolution, digits: 0), formatted(figures.router, digits: 0),
        formatted(figures.router / figures.resolution, digits: 2) + "×",
    ])
}
print(
    "\nOpening links through the generated router: resolving, then pushing each route's stack; the fastest of \(rounds) rounds.\n"
)
print(openingTable.text)

var longQueryTable = MarkdownTable([
    ("query of bench://w1/search", .left), ("size", .right), ("generated ms", .right), ("µs per KB", .right),
    ("RoutingKit ms", .right), ("floor ms", .right),
])
let querySizes = [1 << 10, 10 << 10, 100 << 10, 1 << 20]
for figure in measureLongQueries(sizes: querySizes, contenders, router, rounds: longQueryRounds) {
    let generated = figure.milliseconds["generated"]!
    longQueryTable.add([
        figure.shape, figure.querySize < 1 << 20 ? "\(figure.querySize >> 10) KB" : "\(figure.querySize >> 20) MB",
        formatted(generated, digits: 3), formatted(generated * 1000 / Double(figure.querySize >> 10), digits: 1),
        formatted(figure.milliseconds["RoutingKit"]!, digits: 3), formatted(figure.milliseconds["floor"]!, digits: 3),
    ])
}
print("\nLong queries: one URL, the fastest of \(longQueryRounds) rounds.\n")
print(longQueryTable.text)

if mismatchCount > 0 {
    print("\n\(mismatchCount) URLs resolved differently: the comparison is not like for like.")
    exit(1)
}
