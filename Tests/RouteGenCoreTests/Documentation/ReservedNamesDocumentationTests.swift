import Foundation
import Testing
@testable import RouteGenCore

/// The "Names" section of docs/spec-format.md lists every name `check` rejects or renames; these tests keep it complete.
@Suite("Reserved names in the documentation") struct ReservedNamesDocumentationTests {
    @Test("Rejected route names are the unusable case names and the generated members") func routeNames() throws {
        let sentence = try Self.namesSection().between("Rejected:", and: ". A group")
        #expect(Self.codeSpans(in: sentence) == ReservedNames.routeNames)
    }

    @Test("Reserved type names are the route enums' own aliases and the modules") func typeNames() throws {
        let bullet = try Self.namesSection().between("**Type names the route enums declare**", and: "\n- ")
        #expect(Self.codeSpans(in: bullet) == ReservedNames.typesDeclaredInRouteEnums)
        let keywords = try Self.namesSection().between("**Type names Swift keeps**", and: "\n- ")
        #expect(Self.codeSpans(in: keywords) == ReservedNames.swiftTypeKeywords)
        let enumNames = try Self.namesSection().between("the enum name may not be", and: ", types inside")
        #expect(Self.codeSpans(in: enumNames) == ReservedNames.matcherTypes)
        let modules = try Self.namesSection().between("**Modules the generated files name types through**", and: ". ")
        #expect(Self.codeSpans(in: modules) == ReservedNames.importedModules)
    }

    @Test("Renamed bindings are the generated functions' own names") func bindingNames() throws {
        let list = try Self.namesSection().between("would shadow one of their names (", and: ")\n")
        #expect(Self.codeSpans(in: list) == ReservedNames.functionBindings)
    }

    static func namesSection() throws -> Substring {
        try Fixtures.text("docs/spec-format.md").between("## Names\n", and: "\n## ")
    }

    /// The text of each `code` span.
    static func codeSpans(in text: Substring) -> Set<String> {
        Set(
            text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }
        )
    }
}

extension StringProtocol {
    /// The text after the first `start` up to the next `end`.
    fileprivate func between(_ start: String, and end: String) throws -> Substring {
        let text = Substring(self)
        guard let from = text.range(of: start)?.upperBound, let to = text[from...].range(of: end)?.lowerBound else {
            throw CocoaError(
                .formatting,
                userInfo: [NSDebugDescriptionErrorKey: "no '\(start)' … '\(end)' in docs/spec-format.md"]
            )
        }
        return text[from..<to]
    }
}
