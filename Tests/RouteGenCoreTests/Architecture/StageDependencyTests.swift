import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The stages of `RouteGenCore` share one module, so no import says which stage uses which. These tests read every
/// source file and check that each folder names only what its own folder and the folders it may use declare, as the
/// table in docs/development.md ("Stage dependencies") allows.
@Suite("Stage dependencies") struct StageDependencyTests {
    @Test("Each stage uses only the stages docs/development.md allows it") func stagesDependOneWay() throws {
        let builtOn = try Self.allowedDependencies()
        let sources = try Self.sourceFiles()
        let declarations = StageDeclarations(sources)
        var violations: [String] = []
        for source in sources {
            let stage = source.stage
            let usable = Self.reach(of: stage, in: builtOn).union([stage])
            for reference in NameReferences.collect(in: source.tree) {
                guard let owners = declarations.owners(of: reference), owners.isDisjoint(with: usable) else { continue }
                violations.append(
                    "\(source.path) (\(stage)) uses '\(reference.name)' from \(owners.sorted().joined(separator: ", "))"
                )
            }
        }
        #expect(Set(violations).sorted() == [])
    }

    @Test("The table names every stage folder, and a stage can never reach itself") func tableIsComplete() throws {
        let builtOn = try Self.allowedDependencies()
        let folders = Set(try Self.sourceFiles().map(\.stage))
        #expect(Set(builtOn.keys) == folders)
        for stage in builtOn.keys {
            let reached = Self.reach(of: stage, in: builtOn)
            #expect(!reached.contains(stage), "\(stage) depends on itself through \(reached.sorted())")
        }
    }

    /// Every folder `stage` builds on, directly or through others.
    static func reach(of stage: String, in builtOn: [String: Set<String>]) -> Set<String> {
        var reached: Set<String> = []
        var frontier = builtOn[stage] ?? []
        while let next = frontier.popFirst() {
            guard reached.insert(next).inserted else { continue }
            frontier.formUnion(builtOn[next] ?? [])
        }
        return reached
    }

    @Test("A use across stages that the table forbids is found") func forbiddenUseIsFound() throws {
        let model = SourceFile(
            path: "Model/Example.swift",
            stage: "Model",
            tree: Parser.parse(source: "struct RouteThing { var kind: String { route.patternKind + Parsed.text } }")
        )
        let validate = SourceFile(
            path: "Validate/Example.swift",
            stage: "Validate",
            tree: Parser.parse(source: "extension Route { var patternKind: String { \"\" } }\nenum Parsed {}")
        )
        let declarations = StageDeclarations([model, validate])
        let owners = NameReferences.collect(in: model.tree).compactMap { declarations.owners(of: $0) }
        #expect(owners == [["Validate"], ["Validate"]])
    }

    /// Stage folder -> the folders it may use, from the table in docs/development.md: one row per folder, the
    /// folder's name in the first cell in backticks and the folders it may use, in backticks, in the second.
    static func allowedDependencies() throws -> [String: Set<String>] {
        let page = try Fixtures.text("docs/development.md")
        let section = try #require(page.range(of: "### Stage dependencies\n")).upperBound
        let rows = page[section...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        var allowed: [String: Set<String>] = [:]
        for row in rows.dropFirst(2) {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0 }
            guard cells.count > 3 else { continue }
            let stage = codeSpans(in: cells[1]).first.map { $0.trimmingCharacters(in: ["/"]) } ?? ""
            allowed[stage] = Set(codeSpans(in: cells[2]).map { $0.trimmingCharacters(in: ["/"]) })
        }
        return allowed
    }

    static func codeSpans(in text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    /// Every Swift file of RouteGenCore with its stage: the folder under `Sources/RouteGenCore`, or `RouteGenerator`
    /// for the entry point at the top, which runs every stage.
    static func sourceFiles() throws -> [SourceFile] {
        let root = Fixtures.url("Sources/RouteGenCore")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { path in
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                let folders = path.split(separator: "/")
                let stage = folders.count > 1 ? String(folders[0]) : "RouteGenerator"
                return SourceFile(path: path, stage: stage, tree: Parser.parse(source: text))
            }
    }
}

struct SourceFile {
    var path: String
    var stage: String
    var tree: SourceFileSyntax
}

/// A name a file uses: a type, a free function, or a member reached with a dot.
struct NameReference: Hashable {
    enum Kind { case typeOrFunction, member }
    var name: String
    var kind: Kind
}

/// Which stages declare each name. A type or free function belongs to the stage that declares it at the top of a
/// file. A member belongs to a stage only when that stage adds it in an extension and no other stage declares a
/// member of that name, so `route.patternKind` points at the one stage that gives routes that property while
/// `.count` or `.name`, declared all over, point nowhere.
struct StageDeclarations {
    private var topLevel: [String: Set<String>] = [:]
    private var extensionMembers: [String: Set<String>] = [:]
    private var otherMembers: Set<String> = []

    init(_ sources: [SourceFile]) {
        for source in sources {
            let collector = DeclarationCollector(viewMode: .sourceAccurate)
            collector.walk(source.tree)
            for name in collector.topLevel { topLevel[name, default: []].insert(source.stage) }
            for name in collector.extensionMembers { extensionMembers[name, default: []].insert(source.stage) }
            otherMembers.formUnion(collector.otherMembers)
        }
    }

    /// The stages that declare what `reference` names, or nil when it is no name of this module or is declared too
    /// widely to point at a stage.
    func owners(of reference: NameReference) -> Set<String>? {
        switch reference.kind {
        case .typeOrFunction: return topLevel[reference.name]
        case .member:
            guard let owners = extensionMembers[reference.name], owners.count == 1,
                !otherMembers.contains(reference.name)
            else { return nil }
            return owners
        }
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var topLevel: Set<String> = []
    var extensionMembers: Set<String> = []
    var otherMembers: Set<String> = []
    private var extensionDepth = 0
    private var typeDepth = 0

    private func declare(_ name: String) {
        if extensionDepth == 0, typeDepth == 0 {
            topLevel.insert(name)
        } else if extensionDepth > 0, typeDepth == 0 {
            extensionMembers.insert(name)
        } else {
            otherMembers.insert(name)
        }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { extensionDepth -= 1 }

    private func enterType(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        declare(name.text)
        typeDepth += 1
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
    override func visitPost(_ node: StructDeclSyntax) { typeDepth -= 1 }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
    override func visitPost(_ node: EnumDeclSyntax) { typeDepth -= 1 }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
    override func visitPost(_ node: ClassDeclSyntax) { typeDepth -= 1 }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name) }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        // Locals and parameters inside are not members.
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) { declare(pattern.identifier.text) }
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        otherMembers.insert(node.name.text)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

enum NameReferences {
    static func collect(in tree: SourceFileSyntax) -> Set<NameReference> {
        let collector = ReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.references
    }
}

private final class ReferenceCollector: SyntaxVisitor {
    var references: Set<NameReference> = []

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        references.insert(NameReference(name: node.name.text, kind: .typeOrFunction))
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        references.insert(NameReference(name: node.name.text, kind: .member))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        references.insert(NameReference(name: node.baseName.text, kind: isMember ? .member : .typeOrFunction))
        return .visitChildren
    }
}
