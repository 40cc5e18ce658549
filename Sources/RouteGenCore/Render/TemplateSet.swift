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
    /// Every template routegen renders, by name; `File` is the entry point and includes the others but
    /// `ExampleTests`, `Router`, `Activities`, `Intents` and `Wiring`, the entry points of the further files of
    /// `OutputKind`.
    package static let names = [
        "File", "RouteEnum", "GroupEnum", "SupportTypes", "Members", "Codable", "Matching", "MatcherFunction",
        "MatcherStep", "Outcomes", "Redirects", "Runtime", "ExampleTests", "Router", "Activities", "Intents", "Wiring",
    ]
    package static let fileExtension = "mustache"

    /// The templates by name, parsed once for the run.
    private(set) var templates: [String: Template]

    /// The templates compiled into routegen, identical to the files in `Templates/`; a test keeps them free of
    /// problems.
    package static var builtIn: TemplateSet {
        TemplateSet(
            templates: Dictionary(
                uniqueKeysWithValues: DefaultTemplates.all.compactMap { name, text in
                    let source = TemplateSource(text: text, path: "<built-in>/\(name).\(fileExtension)")
                    return TemplateParser.parse(source, partialNames: names).0.map { (name, $0) }
                }
            )
        )
    }

    /// Replaces built-in templates by name (`File`, not `File.mustache`); warns about names routegen never renders.
    /// A template with problems is left out, so a run must stop at the errors returned.
    package mutating func override(with overrides: [String: TemplateSource]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (name, source) in overrides.sorted(by: { $0.key < $1.key }) {
            guard Self.names.contains(name) else {
                let hint = Spelling.hint(for: name, among: Self.names)
                diagnostics.append(
                    .warning(
                        .unknownTemplate,
                        "template '\(name).\(Self.fileExtension)' is not one routegen renders\(hint.isEmpty ? "; it renders \(Self.names.map { "\($0).\(Self.fileExtension)" }.joined(separator: ", "))" : hint)",
                        at: SourceLocation(file: source.path, line: 1, column: 1)
                    )
                )
                continue
            }
            let (template, problems) = TemplateParser.parse(source, partialNames: Self.names)
            diagnostics += problems
            templates[name] = template
        }
        return diagnostics
    }
}
