import Testing
@testable import RouteGenCore

@Suite("Template keys")
struct TemplateKeysTests {
    @Test("The known names are exactly the view model's properties")
    func knownNamesMatchTheViewModel() throws {
        var labels: Set<String> = []
        for spec in Fixtures.routedSpecs {
            let output = RouteGenerator.check(spec: try Fixtures.bytes(spec.path), specPath: spec.path)
            let view = FileViewBuilder(table: try #require(output.table), specFileName: "spec.yaml",
                                       options: RenderOptions(codable: true)).build()
            Self.collectLabels(of: view, into: &labels)
        }
        #expect(labels == TemplateKeys.known)
    }

    @Test("The built-in templates look up only known names")
    func builtInTemplates() {
        for (name, text) in DefaultTemplates.all {
            #expect(TemplateKeys.unknownNames(in: TemplateSource(text: text, path: name)).isEmpty, "\(name)")
        }
    }

    @Test("A misspelt name in a custom template is an error at its tag, with a suggestion")
    func misspeltName() {
        let source = TemplateSource(text: "// {{specFileName}}\n{{#cases}}\n    case {{declaraton}} {{! a comment }}{{> Other}}\n{{/cases}}{{#first()}}{{/first()}}{{.}}{{uppercase(enumName)}}",
                                    path: "Templates/RouteEnum.mustache")
        #expect(TemplateKeys.unknownNames(in: source).map(\.description) == [
            "Templates/RouteEnum.mustache:3:10: error: the template looks up 'declaraton', which routegen does not provide; did you mean 'declaration'?",
        ])
    }

    @Test("Every tag form is read: triple braces, &, sections, inverted sections and dotted names", arguments: [
        "{{{nope}}}", "{{& nope}}", "{{#nope}}{{/nope}}", "{{^nope}}{{/nope}}", "{{rootEnum.nope}}", "{{uppercase(nope)}}",
        "{{#nope()}}{{/nope()}}",
    ])
    func tagForms(text: String) {
        let messages = TemplateKeys.unknownNames(in: TemplateSource(text: text, path: "T.mustache")).map(\.message)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.contains("'nope'") }, "\(messages)")
    }

    private static func collectLabels(of value: Any, into labels: inout Set<String>) {
        for child in Mirror(reflecting: value).children {
            if let label = child.label, Mirror(reflecting: value).displayStyle == .struct { labels.insert(label) }
            collectLabels(of: child.value, into: &labels)
        }
    }
}
