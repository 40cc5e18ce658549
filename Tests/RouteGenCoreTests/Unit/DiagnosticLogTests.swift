import Testing
@testable import RouteGenCore

@Suite("DiagnosticLog unit") struct DiagnosticLogUnitTests {
    private static let place = UnitSupport.location(1, 1)

    @Test("Diagnostics are kept in the order they are reported") func reportOrder() {
        let log = DiagnosticLog()
        log.report(.error(.invalidPath, "first", at: Self.place))
        log.report(contentsOf: [
            .warning(.unknownKey, "second", at: Self.place), .note(.unknownKey, "third", at: Self.place),
        ])
        log.report(.error(.invalidPath, "fourth", at: Self.place))
        #expect(log.diagnostics.map(\.message) == ["first", "second", "third", "fourth"])
    }

    @Test("A mark sees only what is reported after it, warnings and notes as well as errors") func marks() {
        let log = DiagnosticLog()
        log.report(.error(.invalidPath, "before", at: Self.place))
        let mark = log.mark
        #expect(log.diagnostics(since: mark).isEmpty)
        log.report(.note(.unknownKey, "after", at: Self.place))
        #expect(log.diagnostics(since: mark).map(\.message) == ["after"])
        #expect(!log.diagnostics(since: mark).containsErrors)
        log.report(.error(.invalidPath, "error after", at: Self.place))
        #expect(log.diagnostics(since: mark).containsErrors)
        #expect(log.diagnostics.count == 3)
    }
}
