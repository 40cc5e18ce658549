import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// A template key is declared once, as a property of a view struct that conforms to `TemplateObject`; the key names
/// and each view's `value(for:)` are generated from those properties into `Render/TemplateKeys.swift`, which this
/// test writes under `ROUTEGEN_RECORD=1` and otherwise compares.
@Suite("Template keys source") struct TemplateKeysSourceTests {
    static let path = "Sources/RouteGenCore/Render/TemplateKeys.swift"

    @Test("Render/TemplateKeys.swift is generated from the views' properties") func generatedFromViews() throws {
        let views = try Self.views()
        #expect(views.count > 30, "the view structs were not found: \(views.map(\.name))")
        for view in views {
            for property in view.properties where property.type == nil {
                Issue.record("\(view.name).\(property.name) needs a written type: its template key is made from it")
            }
        }
        if let difference = try Fixtures.compareWithGolden(Self.source(of: views), at: Self.path) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("A property of each kind becomes the value a template reads") func valueOfEachKind() {
        let cases = [
            ("Bool", ".flag(name)"), ("String", ".text(name)"), ("Int", ".number(name)"),
            ("String?", "name.map(TemplateValue.text)"), ("[String]", ".list(name)"), ("[ArmView]", ".list(name)"),
            ("ArmView", ".object(name)"), ("ArmView?", ".object(name) ?? .flag(false)"),
        ]
        for (type, value) in cases { #expect(Self.value(of: "name", type: type) == value, "\(type)") }
    }

    struct View {
        var name: String
        var properties: [(name: String, type: String?)]
    }

    /// Every struct under `Render/` that conforms to `TemplateObject`, in the order of its file's path and its place
    /// in the file, with its instance properties that are not private.
    static func views() throws -> [View] {
        let root = Fixtures.url("Sources/RouteGenCore/Render")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        var views: [View] = []
        for path in paths ?? [] {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for statement in Parser.parse(source: text).statements {
                guard let declaration = statement.item.as(StructDeclSyntax.self),
                    declaration.inheritanceClause?.inheritedTypes
                        .contains(where: { $0.type.trimmedDescription == "TemplateObject" }) == true
                else { continue }
                views.append(View(name: declaration.name.text, properties: properties(of: declaration)))
            }
        }
        return views
    }

    private static func properties(of declaration: StructDeclSyntax) -> [(name: String, type: String?)] {
        declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { variable in
                !variable.modifiers.contains { ["static", "private", "fileprivate"].contains($0.name.text) }
            }
            .flatMap { variable in
                variable.bindings.compactMap { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)
                        .map { pattern in
                            (name: pattern.identifier.text, type: binding.typeAnnotation?.type.trimmedDescription)
                        }
                }
            }
    }

    /// The template's value of a property: text, a flag, a number, a list, or an object whose keys a section reads;
    /// an absent object is false, so that a section on it never reads an enclosing context's key of that name.
    static func value(of name: String, type: String) -> String {
        switch type {
        case "Bool": return ".flag(\(name))"
        case "String": return ".text(\(name))"
        case "Int": return ".number(\(name))"
        case "String?": return "\(name).map(TemplateValue.text)"
        case _ where type.hasPrefix("["): return ".list(\(name))"
        case _ where type.hasSuffix("?"): return ".object(\(name)) ?? .flag(false)"
        default: return ".object(\(name))"
        }
    }

    static func source(of views: [View]) -> String {
        var keys: [String] = []
        for view in views {
            for property in view.properties where !keys.contains(property.name) { keys.append(property.name) }
        }
        var lines = [
            "// Generated from the properties of the view structs that conform to `TemplateObject` by",
            "// `ROUTEGEN_RECORD=1 swift test --filter TemplateKeysSourceTests`: a template key is declared as a view's",
            "// property, not here. A test fails when this file and the views differ.", "",
            "/// The names a template may look up: every property of a view. A tag that names anything else would render",
            "/// nothing, silently, so it is an error where the template is read.",
            "enum TemplateKey: String, CaseIterable, Sendable {",
        ]
        lines += keys.map { "    case \($0)" }
        lines.append("}")
        for view in views {
            // A view with the file's heading answers the heading's keys too, as every further file's template reads
            // them at the top level.
            let fallback = view.properties.contains { $0.type == "FileHeading" } ? "heading.value(for: key)" : "nil"
            lines += ["", "extension \(view.name) {", "    func value(for key: TemplateKey) -> TemplateValue? {"]
            lines.append("        switch key {")
            for property in view.properties {
                let name = property.name == "key" ? "self.key" : property.name
                lines.append("        case .\(property.name): \(value(of: name, type: property.type ?? "?"))")
            }
            lines += ["        default: \(fallback)", "        }", "    }", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
