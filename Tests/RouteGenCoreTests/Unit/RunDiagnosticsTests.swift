import Testing
@testable import RouteGenCore

/// Every stage of a run reports to one collector, which orders the problems by place and promotes warnings once: a
/// problem found after the checks (a further file the spec cannot have) takes its place among the checks' own.
@Suite("A run's diagnostics, collected once") struct RunDiagnosticsTests {
    /// A warning on line 3, and no `activities:` for the activities file, an error at the spec's start.
    static let spec =
        "version: 1\nschemes: [myapp]\nfallback: { webLinks: openInBrowser }\nroutes:\n  home: { path: / }\n"

    @Test(
        "A further file's problem is ordered by its place among the spec's, and warnings are promoted once",
        arguments: [false, true]
    ) func orderedAndPromotedOnce(warningsAreErrors: Bool) {
        let output = RouteGenerator.generate(
            spec: Array(Self.spec.utf8),
            specPath: "spec.yaml",
            rendering: RenderOptions(outputs: [.activities]),
            options: .init(warningsAreErrors: warningsAreErrors)
        )
        #expect(output.diagnostics.map(\.id) == [.outputNotApplicable, .webLinksWithoutHosts])
        #expect(output.diagnostics.map(\.location.line) == [1, 3])
        let warning = output.diagnostics[1]
        #expect(warning.severity == (warningsAreErrors ? .error : .warning))
        #expect(
            warning.notes.filter { $0.message.contains("reported as an error") }.count == (warningsAreErrors ? 1 : 0)
        )
        #expect(output.sourceUTF8 == nil && output.table == nil)
    }

    @Test("A template the run does not render is a warning among the spec's, promoted like them")
    func templateWarningPromoted() {
        let output = RouteGenerator.generate(
            spec: Array("version: 1\nschemes: [myapp]\nroutes:\n  home: { path: / }\n".utf8),
            specPath: "spec.yaml",
            templateOverrides: ["Routr": TemplateSource(text: "", path: "t/Routr.mustache")],
            options: .init(warningsAreErrors: true)
        )
        #expect(output.diagnostics.map(\.severity) == [.error])
        #expect(output.diagnostics.first?.notes.filter { $0.message.contains("reported as an error") }.count == 1)
        #expect(output.sourceUTF8 == nil)
    }

    @Test(
        "A feature's file asked for with the embedded reader says it imports the library instead",
        arguments: [(RenderOptions.Reader.embedded, true), (.library, false)]
    ) func featureReaderSaid(reader: RenderOptions.Reader, noted: Bool) throws {
        let spec = "Tests/Fixtures/Features/Weather/routes.yaml"
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(spec),
            specPath: spec,
            featureSpecs: YAMLExampleTests.fixtureFiles,
            rendering: RenderOptions(reader: reader)
        )
        #expect(output.diagnostics.map(\.id) == (noted ? [.readerLibrary] : []))
        #expect(output.diagnostics.first.map { $0.location.line == 4 && $0.severity == .note } ?? !noted)
        #expect(try #require(output.source).contains("import RouteURLReader"))
    }
}
