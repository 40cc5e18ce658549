import Foundation
import RouteURLReader
import Testing
@testable import RouteGenCore

/// The parent check on random specs against brute force: when `check` accepts a spec, every value of the route's in a
/// universe that holds each literal in several spellings, numbers and texts only a query value may be gives a stack
/// whose parent's canonical link resolves to the parent with the same values; when it refuses one, the link it names
/// resolves elsewhere.
@Suite("Parent links on random specs") struct ParentLinkPropertyTests {
    /// `swift test` checks 400 random specs: `ROUTEGEN_PARENT_SPECS=4000 swift test --filter ParentLinkPropertyTests`
    /// searches longer.
    static let specCount = ProcessInfo.processInfo.environment["ROUTEGEN_PARENT_SPECS"].flatMap(Int.init) ?? 400
    /// The most combinations of values tried for one spec, chosen at random beyond it.
    static let combinationLimit = 300

    @Test("Accepted parents lead back for every value tried; refused ones lead elsewhere", .tags(.searchesRandomSpecs))
    func againstBruteForce() async throws {
        var generator = SeededGenerator(seed: 0x9A_0001)
        var accepted = 0
        var refused = 0
        for _ in 0..<Self.specCount {
            await Task.yield()
            let spec = RandomParentSpec.make(using: &generator)
            let output = RouteGenerator.check(spec: Array(spec.yaml.utf8), specPath: "spec.yaml")
            let errors = output.diagnostics.filter { $0.severity == .error }
            if let table = output.table {
                accepted += 1
                Self.expectLinksLeadBack(in: table, spec: spec, using: &generator)
            } else if !errors.isEmpty, errors.allSatisfy({ $0.id == .parentLinkLeadsElsewhere }) {
                refused += 1
                try Self.expectNamedLinksLeadElsewhere(errors, spec: spec)
            }
        }
        print("Parent links on random specs: \(accepted) accepted, \(refused) refused by the parent check alone")
        #expect(accepted >= Self.specCount / 5, "only \(accepted) of \(Self.specCount) accepted")
        #expect(refused >= Self.specCount / 5, "only \(refused) of \(Self.specCount) refused by the parent check")
    }

    private static func expectLinksLeadBack(
        in table: RouteTable,
        spec: RandomParentSpec,
        using generator: inout SeededGenerator
    ) {
        guard let route = table.allRoutes.first(where: { $0.caseName == "child" }) else { return }
        let explainer = LinkExplainer(table: table)
        let choices = route.parameters.map { values(of: $0, caseSensitive: table.caseSensitive) }
        for values in combinations(of: choices, using: &generator) {
            for entry in LinkNavigation.stack(of: route, values: values, in: table).dropLast() {
                let url = CanonicalLink.url(for: entry.route.declaration, values: entry.values, in: table)
                let resolved = explainer.explain(url).resolvedLink
                let leadsBack =
                    resolved.map { link in
                        guard case .route(let opened) = link.pattern, opened === entry.route else { return false }
                        return link.values.map(\.value) == entry.values
                    } ?? false
                #expect(leadsBack, "accepted, but the parent's link \(url) leads elsewhere\n\(spec.yaml)")
                if !leadsBack { return }
            }
        }
    }

    private static func expectNamedLinksLeadElsewhere(_ errors: [Diagnostic], spec: RandomParentSpec) throws {
        let log = DiagnosticLog()
        let table = try #require(
            RouteGenerator.interpret(
                spec: Array(spec.yaml.utf8),
                specPath: "spec.yaml",
                notesQuestionMarksInFlow: false,
                log: log
            )
        )
        let explainer = LinkExplainer(table: table)
        for error in errors {
            let link = try #require(error.message.firstMatch(of: /has the link '([^']*)'/)?.1, "\(error.message)")
            let resolved = explainer.explain(String(link)).resolvedLink
            let opensParent: Bool
            if case .route(let opened)? = resolved?.pattern {
                opensParent = opened.caseName == "parent"
            } else {
                opensParent = false
            }
            #expect(!opensParent, "refused, but \(link) opens the parent\n\(error.message)\n\(spec.yaml)")
        }
    }

    /// The values of the universe that `parameter` takes on a link: nil where it may be absent first.
    private static func values(of parameter: Parameter, caseSensitive: Bool) -> [ParameterValue?] {
        let rule = WitnessValues.Rule(parameter: parameter, caseSensitive: caseSensitive)
        let texts = RandomParentSpec.texts.filter { text in
            parameter.isQuery
                ? text.unicodeScalars.allSatisfy(LinkTextRules.isAllowedInQueryValue)
                : WitnessValues.isPathSegment(text)
        }
        if parameter.source == .remainingSegments {
            let segments = texts.filter(rule.accepts)
            let lists = [[]] + segments.map { [$0] } + segments.flatMap { first in segments.map { [first, $0] } }
            return lists.map { ParameterValue.texts($0) }
        }
        let accepted = texts.compactMap { text -> ParameterValue? in
            guard rule.accepts(text) else { return nil }
            return ParameterValue.parse(specText: text, as: parameter.type, caseSensitive: caseSensitive)
        }
        return (parameter.presence == .optional ? [nil] : []) + accepted
    }

    /// Every combination of one choice from each list, or `combinationLimit` of them at random when there are more.
    private static func combinations(of choices: [[ParameterValue?]], using generator: inout SeededGenerator)
        -> [[ParameterValue?]]
    {
        let total = choices.reduce(1) { $0 * max($1.count, 1) }
        guard total > combinationLimit else {
            return choices.reduce([[]]) { partial, options in
                partial.flatMap { prefix in options.map { prefix + [$0] } }
            }
        }
        return (0..<combinationLimit).map { _ in choices.map { $0.randomElement(using: &generator) ?? nil } }
    }
}
