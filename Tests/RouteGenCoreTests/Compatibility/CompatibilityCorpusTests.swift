import Foundation
import Testing
@testable import RouteGenCore

/// Every pair in Tests/Fixtures/Compatibility: `<name>.old.yaml` and `<name>.new.yaml`, whose first line says whether
/// the change `breaks` or `keeps` the earlier links and why, with the comparison's diagnostics recorded in
/// `<name>.expected`. Every link a diagnostic names is resolved here under both specs, and every redirect it suggests
/// is added to the new spec, which must then keep that link.
@Suite("Compatibility corpus") struct CompatibilityCorpusTests {
    static let folder = "Tests/Fixtures/Compatibility"

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)) ?? []
        return files.filter { $0.hasSuffix(".new.yaml") }.map { String($0.dropLast(".new.yaml".count)) }.sorted()
    }()

    /// A pair of the corpus, checked and compared.
    struct Pair {
        let name: String
        let oldText: [UInt8]
        let newText: [UInt8]
        let old: RouteTable
        let new: RouteTable
        let output: RouteGenerator.Output

        init(_ name: String) throws {
            self.name = name
            oldText = try Fixtures.bytes("\(folder)/\(name).old.yaml")
            newText = try Fixtures.bytes("\(folder)/\(name).new.yaml")
            old = try #require(RouteGenerator.check(spec: oldText, specPath: "\(name).old.yaml").table)
            new = try #require(RouteGenerator.check(spec: newText, specPath: "\(name).new.yaml").table)
            output = RouteGenerator.check(
                spec: newText,
                specPath: "\(name).new.yaml",
                against: oldText,
                earlierPath: "\(name).old.yaml"
            )
        }

        var verdict: Substring { String(decoding: newText, as: UTF8.self).prefix { $0 != ":" }.dropFirst(2) }

        var errors: [Diagnostic] { output.diagnostics.filter { $0.severity == .error } }
    }

    @Test("The corpus has a pair for each kind of change, both verdicts among them") func corpusIsThere() throws {
        #expect(Self.names.count >= 30)
        let verdicts = try Self.names.map { try Pair($0).verdict }
        #expect(Set(verdicts) == ["breaks", "keeps"])
    }

    @Test("A pair gets the verdict its first line states and exactly the recorded diagnostics", arguments: names)
    func verdictAndDiagnostics(name: String) throws {
        let pair = try Pair(name)
        #expect(pair.verdict == "breaks" || pair.verdict == "keeps", "first line of \(name).new.yaml")
        #expect(pair.errors.isEmpty == (pair.verdict == "keeps"), "\(pair.output.diagnostics)")
        let rendered = pair.output.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        if let difference = try Fixtures.compareWithGolden(rendered, at: "\(Self.folder)/\(name).expected") {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("Each error names a link that the earlier spec opens and the new one breaks", arguments: names)
    func witnessesResolve(name: String) throws {
        let pair = try Pair(name)
        let judge = LinkJudge(
            old: pair.old,
            new: pair.new,
            correspondence: RouteCorrespondence(old: pair.old, new: pair.new)
        )
        for error in pair.errors where !error.message.contains("more broken links") {
            let url = try #require(Self.link(in: error), "no link in: \(error.message)")
            let before = LinkExplainer(table: pair.old).explain(url)
            let after = LinkExplainer(table: pair.new).explain(url)
            #expect(before.resolvedLink != nil, "\(url) does not open under \(name).old.yaml")
            #expect(error.notes.contains { $0.message.hasSuffix(before.generatedResult) }, "\(error)")
            #expect(error.notes.contains { $0.message.contains("resolves it to \(after.generatedResult)") }, "\(error)")
            guard case .broken = judge.judge(url) else {
                Issue.record("\(url) is no broken link of \(name)")
                continue
            }
        }
    }

    @Test("A suggested redirect, added to the new spec, keeps the link working", arguments: names) func suggestionsMend(
        name: String
    ) throws {
        let pair = try Pair(name)
        for error in pair.errors {
            guard
                let yaml = error.notes.first(where: { $0.kind == .help && $0.message.hasPrefix("this redirect") })?
                    .message
            else { continue }
            let url = try #require(Self.link(in: error))
            let mendedText = try #require(Self.pasting(yaml, into: pair.newText), "\(yaml)")
            let mended = RouteGenerator.check(spec: mendedText, specPath: "\(name).mended.yaml")
            let table = try #require(mended.table, "\(mended.diagnostics)")
            let judge = LinkJudge(
                old: pair.old,
                new: table,
                correspondence: RouteCorrespondence(old: pair.old, new: table)
            )
            guard case .kept = judge.judge(url) else {
                Issue.record("\(url) still breaks in \(name).new.yaml with:\n\(yaml)")
                continue
            }
        }
    }

    @Test("A spec compared with itself keeps every link and changes no code", arguments: names) func selfComparison(
        name: String
    ) throws {
        let text = try Fixtures.bytes("\(Self.folder)/\(name).old.yaml")
        let output = RouteGenerator.check(spec: text, specPath: "a.yaml", against: text, earlierPath: "b.yaml")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    }

    /// The spec with the YAML of a suggestion pasted where its help says: a whole `redirects:` at the end, or the entry
    /// right under the spec's own `redirects:`. Nil when the help asks for a place the spec does not have.
    static func pasting(_ help: String, into spec: [UInt8]) -> [UInt8]? {
        let yaml = help.split(separator: "\n").dropFirst()
        var lines = String(decoding: spec, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if yaml.first == "redirects:" {
            lines.insert(contentsOf: yaml, at: lines.last == "" ? lines.count - 1 : lines.count)
        } else {
            guard let key = lines.firstIndex(where: { $0.hasPrefix("redirects:") }) else { return nil }
            lines.insert(contentsOf: yaml, at: key + 1)
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// The link an error names: its message starts with it in quotes.
    static func link(in diagnostic: Diagnostic) -> String? {
        guard diagnostic.message.hasPrefix("'") else { return nil }
        return diagnostic.message.dropFirst().split(separator: "'", maxSplits: 1).first.map(String.init)
    }
}
