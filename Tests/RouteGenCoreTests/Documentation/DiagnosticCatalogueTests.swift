import Testing
@testable import RouteGenCore

/// docs/diagnostics.md has one section per `DiagnosticID`, headed by the identifier, and the YAML example of each
/// section that one spec or config can show reports that identifier.
@Suite("Documentation: the diagnostics catalogue") struct DiagnosticCatalogueTests {
    static let path = "docs/diagnostics.md"

    /// The identifiers no single spec or config reports: they need a command line, a template, an earlier spec, an
    /// app's property lists, files that cannot be read or written, or far more routes than an example can show. Their
    /// sections show commands and describe the files instead.
    static let withoutSpecExample: Set<DiagnosticID> = [
        .invalidUTF8, .yamlLimit, .tooManyCases, .exampleRoundTrip, .appShortcutLimit, .featureParent, .needsAppSpec,
        .codableWithFeatures, .outputNotApplicable, .readerLibrary, .unreadableFile, .unwritableOutput, .fileExists,
        .outputOutOfDate, .templateSyntax, .unknownTemplateName, .unknownTemplate, .brokenLink, .sourceBreakingChange,
        .activityTypeChanged, .navigationChanged, .earlierSpecHasErrors, .earlierSpecUnavailable, .noEarlierSpec,
        .propertyListSyntax, .propertyListRepeatedKey, .propertyListWrongType, .invalidRegistrationEntry,
        .unregisteredScheme, .unregisteredHost, .associatedDomainMode, .unregisteredActivityType,
        .unhandledRegistration,
    ]

    /// Examples are read as if they were the app spec of the feature fixtures, so they can mount those features.
    static let exampleSpecPath = "Tests/Fixtures/Features/App/routes.yaml"

    /// Each `### \`id\`` heading with the lines its section spans, up to the next heading of level 2 or 3 (a YAML
    /// comment in an example starts with `# `, which is no such heading).
    static func sections(of text: String) -> [(id: String, lines: Range<Int>)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var starts: [(id: String, line: Int)] = []
        var ends: [Int] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("## ") || line.hasPrefix("### ") {
            if !starts.isEmpty && ends.count < starts.count { ends.append(index + 1) }
            if line.hasPrefix("### `"), line.hasSuffix("`") {
                starts.append((String(line.dropFirst(5).dropLast()), index + 1))
            }
        }
        if ends.count < starts.count { ends.append(lines.count + 1) }
        return zip(starts, ends).map { ($0.id, $0.line..<$1) }
    }

    @Test("Every identifier has exactly one section, and every section is an identifier") func oneSectionPerIdentifier()
        throws
    {
        let headed = Self.sections(of: try Fixtures.text(Self.path)).map(\.id)
        let cases = DiagnosticID.allCases.map(\.rawValue)
        #expect(headed.filter { !cases.contains($0) } == [], "sections for no identifier")
        #expect(cases.filter { !headed.contains($0) } == [], "identifiers without a section")
        #expect(
            Dictionary(grouping: headed, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted() == [],
            "identifiers with two sections"
        )
    }

    @Test("Each example sits in its identifier's section, and every identifier a spec can show has one")
    func examplesAreWhereTheyBelong() throws {
        let page = try MarkdownPage(path: Self.path)
        let sections = Self.sections(of: try Fixtures.text(Self.path))
        var shown: Set<String> = []
        for block in page.codeBlocks {
            guard case .diagnostic(let id)? = block.marker else { continue }
            let section = sections.first { $0.lines.contains(block.line) }
            #expect(
                section?.id == id,
                "\(Self.path):\(block.line): an example of '\(id)' in the section of \(section?.id ?? "none")"
            )
            #expect(block.language == "yaml", "\(Self.path):\(block.line): an example is a spec or config")
            shown.insert(id)
        }
        let expected = DiagnosticID.allCases.filter { !Self.withoutSpecExample.contains($0) }.map(\.rawValue)
        #expect(expected.filter { !shown.contains($0) } == [], "identifiers without an example")
        let exempt = Self.withoutSpecExample.map(\.rawValue).sorted()
        #expect(exempt.filter { shown.contains($0) } == [], "exempt, yet with an example: drop them from the list")
    }

    @Test("Each example reports the identifier of its section") func examplesReportTheirIdentifier() throws {
        let page = try MarkdownPage(path: Self.path)
        for block in page.codeBlocks {
            guard case .diagnostic(let id)? = block.marker else { continue }
            let reported = Self.diagnostics(of: block.text)
            #expect(
                reported.contains { $0.id.rawValue == id },
                "\(Self.path):\(block.line): no '\(id)' among \(reported.map { "\($0.id.rawValue): \($0.message)" })"
            )
        }
    }

    /// What `routegen check --list-overlaps` reports for a spec, or what reading a config reports.
    static func diagnostics(of text: String) -> [Diagnostic] {
        let bytes = Array(text.utf8)
        if text.split(separator: "\n").contains(where: { $0.hasPrefix("specs:") }) {
            return RouteGenConfig.read(bytes, path: "routegen.yml").diagnostics
        }
        return
            RouteGenerator.check(
                spec: bytes,
                specPath: exampleSpecPath,
                featureSpecs: YAMLExampleTests.fixtureFiles,
                options: .init(listsResolvedOverlaps: true, notesQuestionMarksInFlow: true)
            )
            .diagnostics
    }
}
