import SwiftParser
import SwiftSyntax

/// What SwiftParser sees in generated code: parse errors, identifiers written as code, string literal values and the
/// cases each enum declares. It checks the structure of a file in milliseconds, where swiftc takes seconds.
struct SwiftStructure {
    let tree: SourceFileSyntax

    init(_ source: String) { tree = Parser.parse(source: source) }

    var hasSyntaxErrors: Bool { tree.hasError }

    /// The source line of the first token the parser had to invent or could not place, for failure messages.
    var firstErrorLine: String? {
        let source = tree.description
        for token in tree.tokens(viewMode: .all)
        where token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
            let offset = source.utf8.index(source.utf8.startIndex, offsetBy: token.position.utf8Offset)
            let lineStart = source[..<offset].lastIndex(of: "\n").map(source.index(after:)) ?? source.startIndex
            let lineEnd = source[offset...].firstIndex(of: "\n") ?? source.endIndex
            return String(source[lineStart..<lineEnd])
        }
        return nil
    }

    /// Every identifier token outside comments and string literals, backticks removed.
    var codeIdentifiers: Set<String> {
        Set(
            tree.tokens(viewMode: .sourceAccurate)
                .compactMap { token in
                    guard case .identifier(let text) = token.tokenKind else { return nil }
                    return text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
                }
        )
    }

    /// The value of every string literal without interpolation.
    var stringLiteralValues: Set<String> {
        let collector = StringLiteralCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.values
    }

    /// Comment text (`//` and `///` lines), one entry per comment.
    var comments: [String] {
        tree.tokens(viewMode: .sourceAccurate)
            .flatMap { token in
                (token.leadingTrivia + token.trailingTrivia)
                    .compactMap { piece -> String? in
                        switch piece {
                        case .lineComment(let text), .docLineComment(let text), .blockComment(let text),
                            .docBlockComment(let text):
                            return text
                        default: return nil
                        }
                    }
            }
    }

    /// The case names of each enum, by its qualified name: `AppRoute`, or `AppRoute.Account` for an enum declared in
    /// `extension AppRoute`.
    var enumCases: [String: [String]] {
        let collector = EnumCaseCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.cases
    }

    /// The top-level statements (declarations included) of a source that is one piece of code.
    var topLevelItemCount: Int { tree.statements.count }
}

private final class StringLiteralCollector: SyntaxVisitor {
    var values: Set<String> = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.representedLiteralValue { values.insert(value) }
        return .visitChildren
    }
}

private final class EnumCaseCollector: SyntaxVisitor {
    var cases: [String: [String]] = [:]
    private var scope: [String] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.append(node.name.identifierText)
        cases[scope.joined(separator: "."), default: []] += []
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        cases[scope.joined(separator: "."), default: []].append(node.name.identifierText)
        return .visitChildren
    }
}

extension TokenSyntax {
    /// The name without backticks.
    fileprivate var identifierText: String {
        let text = self.text
        return text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    }
}
