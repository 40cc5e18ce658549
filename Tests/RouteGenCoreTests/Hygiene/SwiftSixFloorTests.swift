import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import RouteGenCore

/// The README supports Xcode 16, whose Swift 6.0 and 6.1 reject syntax that a newer compiler takes
/// without a word. So the code an app compiles — the libraries, every generated file and the examples — is held to
/// Swift 6.0 by parsing it and looking for each form added since.
@Suite("Swift 6.0 floor") struct SwiftSixFloorTests {
    /// A form of Swift that a 6.0 compiler rejects.
    enum LaterSyntax: String, Sendable {
        /// `f(a, b,)`, `func f(a: Int,)`, `Set<Int,>`, `{ [x,] in }`: Swift 6.1 (SE-0439). Array and dictionary
        /// literals always took one.
        case trailingComma = "a trailing comma outside an array or dictionary literal (Swift 6.1)"
        /// `struct S: @MainActor P`: Swift 6.2 (SE-0470).
        case isolatedConformance = "an isolated conformance, an attribute in an inheritance clause (Swift 6.2)"
        /// `nonisolated(nonsending) func f() async`: Swift 6.2 (SE-0461).
        case nonisolatedNonsending = "nonisolated(nonsending) (Swift 6.2)"
        /// `@concurrent func f() async`: Swift 6.2 (SE-0461).
        case concurrentAttribute = "@concurrent (Swift 6.2)"
        /// `InlineArray<3, Int>`, `[3 of Int]`: Swift 6.2 (SE-0453, SE-0483).
        case inlineArray = "InlineArray or [N of T] (Swift 6.2)"
        /// `isolated deinit`: Swift 6.2 (SE-0371).
        case isolatedDeinit = "isolated deinit (Swift 6.2)"
    }

    /// One use of later syntax, by the line it is on.
    struct Finding: Equatable, CustomStringConvertible {
        var syntax: LaterSyntax
        var line: Int
        var description: String { "line \(line): \(syntax.rawValue)" }
    }

    /// Every use of later syntax in `source`, in source order.
    static func laterSyntax(in source: String) -> [Finding] {
        let tree = Parser.parse(source: source)
        let finder = LaterSyntaxFinder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.findings
    }

    /// Attributes a 6.0 compiler takes in an inheritance clause: `@unchecked Sendable`, `@preconcurrency P`,
    /// `@retroactive P`.
    static let conformanceAttributesOf6_0: Set<String> = ["unchecked", "preconcurrency", "retroactive"]

    final class LaterSyntaxFinder: SyntaxAnyVisitor {
        let converter: SourceLocationConverter
        var findings: [Finding] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if node.kind.isSyntaxCollection, !node.is(ArrayElementListSyntax.self),
                !node.is(DictionaryElementListSyntax.self), let last = node.children(viewMode: .sourceAccurate).last,
                let comma = last.asProtocol(WithTrailingCommaSyntax.self)?.trailingComma
            {
                record(.trailingComma, at: Syntax(comma))
            }
            if let inherited = node.as(InheritedTypeSyntax.self),
                let attributed = inherited.type.as(AttributedTypeSyntax.self)
            {
                let names = attributed.attributes.compactMap {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                }
                if !attributed.specifiers.isEmpty
                    || names.contains(where: { !SwiftSixFloorTests.conformanceAttributesOf6_0.contains($0) })
                {
                    record(.isolatedConformance, at: node)
                }
            }
            if let attribute = node.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "concurrent"
            {
                record(.concurrentAttribute, at: node)
            }
            if node.is(InlineArrayTypeSyntax.self) { record(.inlineArray, at: node) }
            if let deinitializer = node.as(DeinitializerDeclSyntax.self),
                deinitializer.modifiers.contains(where: { $0.name.text == "isolated" })
            {
                record(.isolatedDeinit, at: node)
            }
            if let token = node.as(TokenSyntax.self) { visitToken(token) }
            return .visitChildren
        }

        /// `nonisolated(nonsending)` is a modifier on a declaration and a specifier on a function type, so it is
        /// found by its tokens; `InlineArray` by its name, wherever it is written.
        private func visitToken(_ token: TokenSyntax) {
            if token.text == "nonsending", token.previousToken(viewMode: .sourceAccurate)?.text == "(",
                token.previousToken(viewMode: .sourceAccurate)?.previousToken(viewMode: .sourceAccurate)?.text
                    == "nonisolated"
            {
                record(.nonisolatedNonsending, at: Syntax(token))
            }
            if case .identifier("InlineArray") = token.tokenKind { record(.inlineArray, at: Syntax(token)) }
        }

        private func record(_ syntax: LaterSyntax, at node: Syntax) {
            let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
            findings.append(Finding(syntax: syntax, line: line))
        }
    }

    /// A sample of each form, and the finding it must give.
    static let samples: [(LaterSyntax, String)] = [
        (.trailingComma, "let x = max(1, 2,)"), (.trailingComma, "func f(a: Int, b: Int,) {}"),
        (.trailingComma, "struct S<A, B,> {}"), (.trailingComma, "let s: Set<Int,> = []"),
        (.trailingComma, "func g() { _ = { [y,] in y } }"), (.trailingComma, "enum E { case a(Int, String,) }"),
        (.trailingComma, "let t = (1, 2,)"), (.isolatedConformance, "struct S: @MainActor P {}"),
        (.isolatedConformance, "extension S: @MainActor P {}"),
        (.nonisolatedNonsending, "nonisolated(nonsending) func f() async {}"),
        (.nonisolatedNonsending, "let f: nonisolated(nonsending) () async -> Void"),
        (.concurrentAttribute, "@concurrent func f() async {}"),
        (.inlineArray, "let a: InlineArray<3, Int> = [1, 2, 3]"), (.inlineArray, "let a: [3 of Int] = [1, 2, 3]"),
        (.isolatedDeinit, "@MainActor final class C { isolated deinit {} }"),
    ]

    @Test("Each later form is found in a sample of it", arguments: samples.indices) func sampleIsFound(index: Int) {
        let (syntax, source) = Self.samples[index]
        #expect(Self.laterSyntax(in: source) == [Finding(syntax: syntax, line: 1)], "\(source)")
    }

    @Test("Swift 6.0's own forms are not findings") func formsOf6_0() {
        let source = """
            let list = [1, 2,]
            let table = ["a": 1,]
            final class C: @unchecked Sendable {}
            struct S: @preconcurrency P, @retroactive Q {}
            @MainActor protocol Screens {}
            nonisolated func f() {}
            nonisolated(unsafe) var shared = 0
            func g(_ isolation: isolated (any Actor)? = #isolation) async {}
            let array: Array<Int> = []
            """
        #expect(Self.laterSyntax(in: source) == [])
    }

    /// The Swift files of the libraries and the examples, by path from the package root; folders whose name starts
    /// with a dot (an example's `.build`) are skipped.
    static func swiftFiles(under folders: [String]) throws -> [String] {
        let root = Fixtures.url(".")
        return try folders.flatMap { folder -> [String] in
            let enumerator = try #require(
                FileManager.default.enumerator(
                    at: Fixtures.url(folder),
                    includingPropertiesForKeys: nil,
                    options: [.skipsHiddenFiles]
                )
            )
            return enumerator.compactMap { ($0 as? URL)?.standardizedFileURL.path }.filter { $0.hasSuffix(".swift") }
                .map { String($0.dropFirst(root.standardizedFileURL.path.count + 1)) }.sorted()
        }
    }

    @Test("The libraries and the examples use no syntax added after Swift 6.0") func librariesAndExamples() throws {
        let files = try Self.swiftFiles(under: ["Sources/RouteNavigation", "Sources/RouteURLReader", "Examples"])
        #expect(files.count > 20, "\(files)")
        for path in files {
            let findings = Self.laterSyntax(in: try String(contentsOf: Fixtures.url(path), encoding: .utf8))
            #expect(findings.isEmpty, "\(path): \(findings)")
        }
    }

    @Test("Every file generated from Specs/ uses no syntax added after Swift 6.0", arguments: Fixtures.exampleSpecNames)
    func generatedFiles(spec: String) throws {
        let bytes = try Fixtures.bytes("Specs/\(spec).yaml")
        // Each further file the spec can have: activities and intents only where the spec declares them.
        let table = try #require(RouteGenerator.check(spec: bytes, specPath: "\(spec).yaml").table)
        let outputs = Set(OutputKind.allCases).filter { $0.problem(in: table, beside: Set(OutputKind.allCases)) == nil }
        let output = RouteGenerator.generate(
            spec: bytes,
            specPath: "\(spec).yaml",
            rendering: RenderOptions(codable: true, linkOutcomes: true, outputs: outputs, exampleTestsModule: "App")
        )
        let source = try #require(output.source, "\(output.diagnostics)")
        var files = ["\(spec).swift": source]
        for (kind, text) in output.files { files["\(spec) \(kind)"] = text }
        #expect(files.count == outputs.count + 1, "\(output.diagnostics)")
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let findings = Self.laterSyntax(in: text)
            #expect(findings.isEmpty, "\(name): \(findings)")
        }
    }
}
