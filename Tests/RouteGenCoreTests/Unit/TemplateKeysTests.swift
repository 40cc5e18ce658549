import Testing
@testable import RouteGenCore

@Suite("Template keys") struct TemplateKeysTests {
    @Test("The keys are exactly the view model's properties, and each view answers every property under its name")
    func keysMatchTheViewModel() throws {
        var labels: Set<String> = []
        for spec in Fixtures.routedSpecs {
            let output = RouteGenerator.check(spec: try Fixtures.bytes(spec.path), specPath: spec.path)
            let view = FileViewBuilder(
                table: try #require(output.table),
                specFileName: "spec.yaml",
                options: RenderOptions(codable: true)
            )
            .build()
            Self.checkAnswers(of: view, collectingInto: &labels)
            let tests = ExampleTestsViewBuilder(
                table: try #require(output.table),
                specFileName: "spec.yaml",
                moduleName: "App",
                options: RenderOptions()
            )
            .build()
            Self.checkAnswers(of: tests, collectingInto: &labels)
            let router = RouterViewBuilder(
                table: try #require(output.table),
                specFileName: "spec.yaml",
                options: RenderOptions(outputs: [.navigation])
            )
            .build()
            Self.checkAnswers(of: router, collectingInto: &labels)
            let activities = ActivitiesViewBuilder(
                table: try #require(output.table),
                specFileName: "spec.yaml",
                options: RenderOptions(outputs: [.activities])
            )
            .build()
            Self.checkAnswers(of: activities, collectingInto: &labels)
            let intents = IntentsViewBuilder(
                table: try #require(output.table),
                specFileName: "spec.yaml",
                options: RenderOptions(outputs: [.intents])
            )
            .build()
            Self.checkAnswers(of: intents, collectingInto: &labels)
            let wiring = WiringViewBuilder(
                table: try #require(output.table),
                specFileName: "spec.yaml",
                options: RenderOptions(outputs: [.navigation, .activities, .intents, .wiring])
            )
            .build()
            Self.checkAnswers(of: wiring, collectingInto: &labels)
        }
        // The keys of a stack's enum conversion, which only a route whose parent's enum is another type has.
        let news = RouteGenerator.check(
            spec: Array(ValueConversionCodeTests.caseInsensitiveSpec.utf8),
            specPath: "news"
        )
        let newsRouter = RouterViewBuilder(
            table: try #require(news.table),
            specFileName: "news.yaml",
            options: RenderOptions(outputs: [.navigation])
        )
        .build()
        Self.checkAnswers(of: newsRouter, collectingInto: &labels)
        // The keys of mounted features, which only an app spec that mounts some has.
        let composed = FeatureCompositionTests.check()
        let app = FileViewBuilder(table: try #require(composed.table), specFileName: "routes.yaml").build()
        Self.checkAnswers(of: app, collectingInto: &labels)
        #expect(labels == Set(TemplateKey.allCases.map(\.rawValue)))
    }

    @Test("The built-in templates parse and look up only known names") func builtInTemplates() {
        for (name, text) in DefaultTemplates.all {
            let (template, problems) = TemplateParser.parse(
                TemplateSource(text: text, path: name),
                partialNames: TemplateSet.names
            )
            #expect(template != nil && problems.isEmpty, "\(name): \(problems)")
        }
    }

    @Test("A misspelt name in a custom template is an error at its tag, with a suggestion") func misspeltName() {
        let source = TemplateSource(
            text:
                "// {{specFileName}}\n{{#cases}}\n    case {{declaraton}} {{! a comment }}{{> Members}}\n{{/cases}}{{#first()}}{{/first()}}{{.}}{{uppercased(enumName)}}",
            path: "Templates/RouteEnum.mustache"
        )
        #expect(
            TemplateParser.parse(source, partialNames: TemplateSet.names).1.map(\.description) == [
                "Templates/RouteEnum.mustache:3:10: error: the template looks up 'declaraton', which routegen does not provide; did you mean 'declaration'?"
            ]
        )
    }

    @Test(
        "Every tag form is read: triple braces, &, sections, inverted sections, dotted names and transforms",
        arguments: [
            "{{{nope}}}", "{{& nope}}", "{{#nope}}{{/nope}}", "{{^nope}}{{/nope}}", "{{rootEnum.nope}}",
            "{{uppercased(nope)}}", "{{#nope()}}{{/nope()}}", "{{> Nope}}",
        ]
    ) func tagForms(text: String) {
        let messages =
            TemplateParser.parse(TemplateSource(text: text, path: "T.mustache"), partialNames: TemplateSet.names).1
            .map(\.message)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.lowercased().contains("'nope'") }, "\(messages)")
    }

    /// Every stored property of every view struct, with `value(for:)` answering it (nil only for a nil optional),
    /// and the keys a view answers from what it derives, such as `hasTabs`.
    private static func checkAnswers(
        of value: Any,
        collectingInto labels: inout Set<String>,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .struct, let object = value as? any TemplateObject {
            for key in TemplateKey.allCases where object.value(for: key) != nil { labels.insert(key.rawValue) }
            for child in mirror.children {
                guard let label = child.label else { continue }
                labels.insert(label)
                let key = TemplateKey(rawValue: label)
                #expect(key != nil, "\(type(of: value)).\(label) has no template key", sourceLocation: sourceLocation)
                let isNil =
                    Mirror(reflecting: child.value).displayStyle == .optional
                    && Mirror(reflecting: child.value).children.isEmpty
                if let key, !isNil {
                    #expect(
                        object.value(for: key) != nil,
                        "\(type(of: value)) does not answer '\(label)'",
                        sourceLocation: sourceLocation
                    )
                }
            }
        }
        for child in mirror.children {
            checkAnswers(of: child.value, collectingInto: &labels, sourceLocation: sourceLocation)
        }
    }
}
