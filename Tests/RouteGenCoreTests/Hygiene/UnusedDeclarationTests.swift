import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import RouteGenCore

/// A generated file carries what its spec uses and nothing else: every declaration the app cannot see (a private
/// one, or any member of the file's private namespaces, the URL reader's included) is named somewhere else in the
/// files generated beside it. The compiler does not warn about an unused private function or type; this test does.
@Suite("Generated files declare nothing they do not use") struct UnusedDeclarationTests {
    static let cases: [(spec: String, reader: RenderOptions.Reader)] =
        Fixtures.routedSpecs.flatMap { spec in RenderOptions.Reader.allCases.map { (spec.path, $0) } }
        + RenderOptions.Reader.allCases.map { ("Examples/DeepLinkDemo/Routes/pantry.yaml", $0) }

    @Test("No unused private declaration", arguments: cases.indices) func noUnusedDeclaration(index: Int) throws {
        let (spec, reader) = Self.cases[index]
        let table = try #require(RouteGenerator.check(spec: try Fixtures.bytes(spec), specPath: spec).table)
        // Every further file the spec can have (activities only with `activities:`, and so on).
        var outputs: Set<OutputKind> = [.navigation, .activities, .intents, .wiring]
        while let refused = outputs.first(where: { $0.problem(in: table, beside: outputs) != nil }) {
            outputs.remove(refused)
        }
        let output = RouteGenerator.generate(
            spec: try Fixtures.bytes(spec),
            specPath: spec,
            rendering: RenderOptions(codable: true, outputs: outputs, reader: reader)
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        let files = [source] + output.files.values.sorted()
        let unused = Self.unusedDeclarations(in: files)
        #expect(unused.isEmpty, "\(spec) with the \(reader) reader declares and never uses: \(unused)")
    }

    @Test("An unused private function, type alias and namespace member are found; used ones are not") func findsUnused()
    {
        let source = """
            private enum Reader {
                typealias Unused = Int
                typealias Link = Library.Link
                typealias Used = String
                static func helper() -> Used { "" }
                static func forgotten() {}
            }
            private func orphan() {}
            struct Route { var name: String { Reader.helper() } }
            """
        #expect(Self.unusedDeclarations(in: [source]) == ["Link", "Unused", "forgotten", "orphan"])
    }

    /// The names of declarations the app cannot reach that no other place of `files` names, sorted.
    static func unusedDeclarations(in files: [String]) -> [String] {
        var declared: [String: Int] = [:]
        var named: [String: Int] = [:]
        for file in files {
            let tree = Parser.parse(source: file)
            let collector = NameCollector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for name in collector.hiddenDeclarations { declared[name, default: 0] += 1 }
            for name in collector.identifiers { named[name, default: 0] += 1 }
        }
        // A declaration's own name is one identifier token; any other is a use.
        return declared.filter { name, count in (named[name] ?? 0) <= count }.keys.sorted()
    }
}

/// Collects every identifier token, and the names of the declarations hidden from the app: those marked `private` or
/// `fileprivate`, and every member declared inside them. Initializers, operators and subscripts have no name to
/// look for, and members that satisfy a protocol are used by the protocol.
private final class NameCollector: SyntaxVisitor {
    var identifiers: [String] = []
    var hiddenDeclarations: [String] = []
    private var hiddenDepth = 0

    private static let protocolWitnesses: Set<String> = [
        "description", "hash", "makeIterator", "next", "encode", "id", "body", "perform", "appShortcuts", "hashValue",
        "errorDescription", "rawValue", "allCases", "title", "caseDisplayRepresentations", "typeDisplayRepresentation",
        "defaultQuery", "entities", "suggestedEntities", "displayRepresentation",
    ]

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier(let text) = token.tokenKind { identifiers.append(text.trimmingCharacters(in: ["`"])) }
        return .visitChildren
    }

    private func enter(_ modifiers: DeclModifierListSyntax, name: TokenSyntax?) {
        let isHidden = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        if let name, case .identifier(let text) = name.tokenKind, hiddenDepth > 0 || isHidden,
            !Self.protocolWitnesses.contains(text)
        {
            hiddenDeclarations.append(text.trimmingCharacters(in: ["`"]))
        }
        if isHidden || hiddenDepth > 0 { hiddenDepth += 1 }
    }

    private func leave(_ modifiers: DeclModifierListSyntax) { if hiddenDepth > 0 { hiddenDepth -= 1 } }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.modifiers, name: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.modifiers, name: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.modifiers, name: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave(node.modifiers) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.modifiers, name: node.name)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leave(node.modifiers) }

    /// The names an alias stands for are not uses of the alias: `typealias Link = RouteURLReader.Link` names `Link`
    /// twice and is still unused when nothing else names it.
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.modifiers, name: node.name)
        leave(node.modifiers)
        identifiers.append(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only stored or computed properties of a hidden scope or marked hidden; locals inside function bodies
        // are the compiler's to check.
        let isMember =
            node.parent?.is(MemberBlockItemSyntax.self) == true
            || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if isMember {
            for binding in node.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    enter(node.modifiers, name: pattern.identifier)
                    leave(node.modifiers)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        if hiddenDepth > 0, case .identifier(let text) = node.name.tokenKind { hiddenDeclarations.append(text) }
        return .visitChildren
    }
}
