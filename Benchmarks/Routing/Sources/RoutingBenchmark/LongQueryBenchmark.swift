import Foundation
import RoutingContenders

struct LongQueryFigures {
    let shape: String
    let querySize: Int
    /// Milliseconds per URL, by contender name.
    let milliseconds: [String: Double]
}

/// Resolves `bench://w1/search?QUERY` for every shape and size of query, each contender timed on the same URL.
func measureLongQueries(sizes: [Int], _ contenders: [Contender], _ router: RoutingKitRouter, rounds: Int)
    -> [LongQueryFigures]
{
    var figures: [LongQueryFigures] = []
    for shape in LongQueryShape.all {
        for size in sizes {
            let url = shape.url(size: size)
            precondition(
                LongQueryShape.isResolvedAlike(url, router),
                "both routers must read q=x, and only that, from the query of '\(shape.name)'"
            )
            // Enough copies that a round of the smallest query still takes about a millisecond.
            let copies = Array(repeating: url, count: max(1, 1_000_000 / size))
            var milliseconds: [String: Double] = [:]
            for contender in contenders {
                let fastest = (0..<rounds).map { _ in contender.time(over: copies) }.min()!
                milliseconds[contender.name] = fastest.nanoseconds / 1e6 / Double(copies.count)
            }
            figures.append(LongQueryFigures(shape: shape.name, querySize: size, milliseconds: milliseconds))
        }
    }
    return figures
}
