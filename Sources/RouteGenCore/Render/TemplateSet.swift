import Mustache

/// A template's text and where it came from, so template errors point at the right file.
package struct TemplateSource: Sendable {
    package var text: String
    package var path: String

    package init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}

/// The templates used for one run: the built-in ones, each replaceable by a user's file of the same name.
package struct TemplateSet: Sendable {
    /// Every template routegen renders, by name; `File` is the entry point and includes the others.
    package static let names = [
        "File", "RouteEnum", "GroupEnum", "SupportTypes", "Members", "Codable", "Matching", "Runtime",
    ]
    package static let fileExtension = "mustache"

    package private(set) var sources: [String: TemplateSource]

    /// The templates compiled into routegen, identical to the files in `Templates/`.
    package static var builtIn: TemplateSet {
        TemplateSet(sources: Dictionary(uniqueKeysWithValues: DefaultTemplates.all.map { name, text in
            (name, TemplateSource(text: text, path: "<built-in>/\(name).\(fileExtension)"))
        }))
    }

    /// Replaces built-in templates by name (`File`, not `File.mustache`); warns about names routegen never renders.
    package mutating func override(with overrides: [String: TemplateSource]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (name, source) in overrides.sorted(by: { $0.key < $1.key }) {
            guard Self.names.contains(name) else {
                let hint = Spelling.hint(for: name, among: Self.names)
                diagnostics.append(.warning("template '\(name).\(Self.fileExtension)' is not one routegen renders\(hint.isEmpty ? "; it renders \(Self.names.map { "\($0).\(Self.fileExtension)" }.joined(separator: ", "))" : hint)",
                                            at: SourceLocation(file: source.path, line: 1, column: 1)))
                continue
            }
            diagnostics += TemplateSections.problems(in: source) + TemplateKeys.unknownNames(in: source)
            sources[name] = source
        }
        return diagnostics
    }

    /// A library with every template parsed as plain text (no HTML escaping), or the parse errors.
    func library() -> (MustacheLibrary?, [Diagnostic]) {
        var templates: [String: MustacheTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for name in Self.names {
            guard let source = sources[name] else { continue }
            do {
                // The pragma keeps generated Swift free of HTML escapes such as `&quot;`, for user templates too.
                templates[name] = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + source.text)
            } catch let error as MustacheTemplate.ParserError {
                let pragmaWidth = error.context.lineNumber == 1 ? "{{% CONTENT_TYPE: TEXT}}".count : 0
                diagnostics.append(.error("template syntax error: \(Self.words(for: error.error))",
                                          at: SourceLocation(file: source.path, line: error.context.lineNumber,
                                                             column: max(1, error.context.columnNumber - pragmaWidth))))
            } catch {
                diagnostics.append(.error("template could not be read: \(error)", at: SourceLocation(file: source.path, line: 1, column: 1)))
            }
        }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        return (MustacheLibrary(templates: templates), [])
    }

    /// swift-mustache's error cases in words; section structure is checked earlier, at the tags themselves.
    private static func words(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a closing tag names a different section than the one that is open"
        case .unfinishedName: return "a tag is not finished: expected a name, then '}}'"
        case .expectedSectionEnd: return "a section is not closed before the end of the template"
        case .invalidSetDelimiter: return "a delimiter change must look like '{{=<% %>=}}'"
        case .transformAppliedToInheritanceSection: return "a transform cannot be applied to a '{{<parent}}' section"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            return "a '{{<parent}}' section may only hold '{{$block}}' overrides"
        case .invalidConfigVariableSyntax: return "a pragma must look like '{{% NAME: value}}'"
        case .unrecognisedConfigVariable: return "unknown pragma; the one templates may set is CONTENT_TYPE"
        @unknown default: return "\(error)"
        }
    }
}
