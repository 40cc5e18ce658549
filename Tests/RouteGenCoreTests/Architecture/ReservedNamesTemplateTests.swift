import Foundation
import Testing

@testable import RouteGenCore

/// `ReservedNames` is the one list of the names the generated code takes; these tests read the templates, which
/// declare and use those names, so the list cannot fall behind them.
@Suite("Reserved names against the templates") struct ReservedNamesTemplateTests {
    @Test("The reserved route members are the members the templates declare on the route enums") func routeMembers()
        throws
    {
        let declared = try Self.routeEnumExtensions()
            .reduce(into: Set<String>()) { names, block in
                names.formUnion(
                    Self.matches(of: #"\{\{access\}\}(?:static )?(?:func|var) ([A-Za-z_][A-Za-z0-9_]*)"#, in: block)
                )
            }
        #expect(
            declared
                == ReservedNames.routeMembers.union(ReservedNames.webRouteMembers)
                .union(ReservedNames.featureRouteMembers)
        )
    }

    @Test("Every type the route enums' own code names is written through its module, generic, or the enum's own")
    func typesUsedInsideRouteEnums() throws {
        var used: Set<String> = []
        for block in try Self.routeEnumExtensions() {
            let code = Self.withoutCommentsAndTags(block)
            // A type reached through another (`Destinations.Destination`) cannot be shadowed by a nested one.
            used.formUnion(Self.matches(of: #"(?<![.A-Za-z0-9_])([A-Z][A-Za-z0-9_]*)\b"#, in: code))
        }
        // Generic parameters that the templates declare themselves, which a nested type cannot shadow.
        let genericParameters = try Self.allTemplates()
            .reduce(into: Set<String>()) { names, template in
                names.formUnion(Self.matches(of: #"<([A-Z][A-Za-z0-9_]*)(?::|>)"#, in: template))
            }
        // `Swift.String` counts its module as used, and its type as reached through the module.
        let unqualified = used.subtracting(genericParameters).subtracting(ReservedNames.typeNames)
        #expect(unqualified == [], "write these through their modules, as `Swift.String`")
    }

    @Test("The modules refused as type names are the modules the templates import, and Swift") func importedModules()
        throws
    {
        let imported = try Self.allTemplates()
            .reduce(into: Set<String>()) { names, template in
                names.formUnion(Self.matches(of: #"(?m)^import ([A-Z][A-Za-z0-9_]*)$"#, in: template))
            }
        #expect(imported.union(["Swift"]) == ReservedNames.importedModules)
    }

    @Test("The matchers' nested types are the types the templates declare in the links namespace") func matcherTypes()
        throws
    {
        let declared = try Self.allTemplates()
            .reduce(into: Set<String>()) { names, template in
                for block in Self.blocks(startingWith: "extension {{linksNamespaceName}}", in: template)
                    + Self.blocks(startingWith: "private enum {{linksNamespaceName}}", in: template)
                {
                    names.formUnion(
                        Self.matches(
                            of:
                                #"\n    (?:private |fileprivate )?(?:struct|enum|class|typealias) ([A-Z][A-Za-z0-9_]*)"#,
                            in: block
                        )
                    )
                }
            }
        #expect(declared == ReservedNames.matcherTypes)
    }

    @Test("Every reserved binding is a parameter or helper name the generated functions use") func functionBindings()
        throws
    {
        let templates = try Self.allTemplates().joined(separator: "\n")
        let parameterOrFunction = Self.matches(
            of: #"(?:func ([a-z][A-Za-z0-9_]*)|[(,]\s*(?:[a-z_][A-Za-z0-9_]* )?([a-z][A-Za-z0-9_]*):)"#,
            in: templates
        )
        #expect(ReservedNames.functionBindings.subtracting(parameterOrFunction) == [])
        #expect(parameterOrFunction.isSuperset(of: ["link", "notes"]))
    }

    @Test("The context's source property is the one the Outcomes template declares") func contextSourceProperty() throws
    {
        let outcomes = try Fixtures.text("Templates/Outcomes.mustache")
        let context = try #require(
            Self.blocks(startingWith: "{{access}}struct {{contextTypeName}}", in: outcomes).first
        )
        let literalProperties = Self.matches(of: #"\{\{access\}\}var ([a-z][A-Za-z0-9_]*):"#, in: context)
        #expect(literalProperties == [ReservedNames.contextSourceProperty])
    }

    @Test("Enum values and redirects become String-backed CaseIterable enums") func caseIterableMembers() throws {
        let redirects = try Fixtures.text("Templates/Redirects.mustache")
        #expect(
            redirects.contains(
                "enum {{redirectTypeName}}: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable"
            )
        )
        #expect(ReservedNames.caseIterableMembers == ["allCases", "rawValue"])
    }

    // MARK: - Reading templates

    static func allTemplates() throws -> [String] {
        try TemplateSet.names.map { try Fixtures.text("Templates/\($0).\(TemplateSet.fileExtension)") }
    }

    /// The extensions of the route enums: the root's, a group's, and any level's.
    static func routeEnumExtensions() throws -> [String] {
        try allTemplates()
            .flatMap { template in
                ["extension {{enumName}}", "extension {{qualifiedTypeName}}", "extension {{parentTypeName}}"]
                    .flatMap { blocks(startingWith: $0, in: template) }
            }
    }

    /// Each block of `template` whose first line starts with `opening` (after indentation), up to the closing brace
    /// at that line's indentation.
    static func blocks(startingWith opening: String, in template: String) -> [String] {
        let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [String] = []
        for (index, line) in lines.enumerated() {
            let indentation = line.prefix { $0 == " " }
            guard line.dropFirst(indentation.count).hasPrefix(opening) else { continue }
            let end = lines[(index + 1)...].firstIndex { $0 == indentation + "}" } ?? lines.endIndex - 1
            blocks.append(lines[index...end].joined(separator: "\n"))
        }
        return blocks
    }

    static func withoutCommentsAndTags(_ code: String) -> String {
        code.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""(?:\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
    }

    /// The first non-empty capture of each match of `pattern`.
    static func matches(of pattern: String, in text: String) -> Set<String> {
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            expression.matches(in: text, range: range)
                .compactMap { match in
                    (1..<match.numberOfRanges).lazy.compactMap { Range(match.range(at: $0), in: text) }.first
                        .map { String(text[$0]) }
                }
        )
    }
}
