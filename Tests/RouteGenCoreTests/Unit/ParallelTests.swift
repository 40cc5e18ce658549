import Testing
@testable import RouteGenCore

@Suite("Work spread over cores") struct ParallelTests {
    @Test(
        "A map keeps the serial order and every element, below, at and above the serial limit",
        arguments: [0, 1, Parallel.serialMapLimit - 1, Parallel.serialMapLimit, 1_000, 10_007]
    ) func mapKeepsOrder(count: Int) {
        let elements = (0..<count).map { "element \($0)" }
        #expect(Parallel.map(elements) { $0.uppercased() } == elements.map { $0.uppercased() })
    }

    @Test(
        "Runs cover every index once, in order, below, at and above the serial limit",
        arguments: [0, 1, Parallel.serialMapLimit - 1, Parallel.serialMapLimit, 1_000, 10_007]
    ) func runsCoverEveryIndex(count: Int) {
        let runs = Parallel.mapRuns(count: count) { $0 }
        #expect(runs.flatMap { Array($0) } == Array(0..<count))
        #expect(runs.count == (count < Parallel.serialMapLimit ? 1 : 16))
    }
}
