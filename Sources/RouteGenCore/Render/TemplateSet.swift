/// A template's text and where it came from, so template errors point at the right file.
package struct TemplateSource: Sendable {
    package var text: String
    package var path: String

    package init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}

/// A template routegen renders, as a user's file names it (`Router` for `Router.mustache`). `File` is the entry point
/// of the route file and includes the others but `ExampleTests`, `Router`, `Activities`, `Intents` and `Wiring`, the
/// entry points of the further files of `OutputKind`.
package enum TemplateName: String, CaseIterable, Sendable {
    case file = "File"
    case routeEnum = "RouteEnum"
    case groupEnum = "GroupEnum"
    case supportTypes = "SupportTypes"
    case members = "Members"
    case codable = "Codable"
    case matching = "Matching"
    case matcherFunction = "MatcherFunction"
    case matcherStep = "MatcherStep"
    case outcomes = "Outcomes"
    case redirects = "Redirects"
    case runtime = "Runtime"
    case exampleTests = "ExampleTests"
    case router = "Router"
    case activities = "Activities"
    case intents = "Intents"
    case wiring = "Wiring"
}

/// The templates used for one run: the built-in ones, each replaceable by a user's file of the same name.
package struct TemplateSet: Sendable {
    /// Every template routegen renders, by name.
    package static let names = TemplateName.allCases.map(\.rawValue)
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
