import Testing
@testable import RouteGenCore

/// Mustache's rules as the renderer applies them, over a small view of its own.
@Suite("Template rendering") struct TemplateRendererTests {
    struct Item: TemplateObject {
        var name: String
        var isGroup = false

        func value(for key: TemplateKey) -> TemplateValue? {
            switch key {
            case .name: .text(name)
            case .isGroup: .flag(isGroup)
            default: nil
            }
        }
    }

    struct View: TemplateObject {
        var enumName = "AppRoute"
        var hasTabs = true
        var cases = [Item(name: "home"), Item(name: "account", isGroup: true), Item(name: "settings")]
        var docLines = ["/// One", "/// Two"]
        var rootEnum: Item? = Item(name: "root")

        func value(for key: TemplateKey) -> TemplateValue? {
            switch key {
            case .enumName: .text(enumName)
            case .hasTabs: .flag(hasTabs)
            case .cases: .list(cases)
            case .docLines: .list(docLines)
            case .rootEnum: .object(rootEnum)
            default: nil
            }
        }
    }

    static func render(_ text: String, _ view: View = View(), partials: [String: String] = [:]) throws -> String {
        var templates: [String: Template] = [:]
        for (name, source) in partials.merging(["File": text], uniquingKeysWith: { $1 }) {
            let (template, problems) = TemplateParser.parse(
                TemplateSource(text: source, path: name),
                partialNames: Array(partials.keys)
            )
            #expect(problems.isEmpty, "\(problems)")
            let parsed = try #require(template)
            templates[name] = parsed
        }
        return String(decoding: TemplateRenderer.render(view, template: "File", templates: templates), as: UTF8.self)
    }

    @Test(
        "Values, sections over lists, flags and objects, and inverted sections",
        arguments: [
            ("enum {{enumName}} {}", "enum AppRoute {}"), ("{{#cases}}{{name}},{{/cases}}", "home,account,settings,"),
            ("{{#hasTabs}}tabs{{/hasTabs}}{{^hasTabs}}none{{/hasTabs}}", "tabs"),
            ("{{#rootEnum}}{{name}}{{/rootEnum}}", "root"),
            ("{{^docLines}}no docs{{/docLines}}{{^rootEnum}}no root{{/rootEnum}}", ""),
            ("{{#docLines}}{{.}}|{{/docLines}}", "/// One|/// Two|"),
            ("{{{enumName}}} {{& enumName}} {{ enumName }}", "AppRoute AppRoute AppRoute"),
            ("a{{! a comment }}b", "ab"),
        ]
    ) func values(template: String, expected: String) throws { #expect(try Self.render(template) == expected) }

    @Test("Inverted sections render for false, a missing value and an empty list") func invertedSections() throws {
        let view = View(hasTabs: false, cases: [], docLines: [], rootEnum: nil)
        #expect(
            try Self.render("{{^hasTabs}}a{{/hasTabs}}{{^cases}}b{{/cases}}{{^rootEnum}}c{{/rootEnum}}", view) == "abc"
        )
        #expect(
            try Self.render("{{#hasTabs}}a{{/hasTabs}}{{#cases}}b{{/cases}}{{#rootEnum}}c{{/rootEnum}}", view) == ""
        )
    }

    @Test("A name not in the innermost context is looked up outwards; dotted names only inside what they found")
    func lookup() throws {
        #expect(
            try Self.render("{{#cases}}{{enumName}}.{{name}} {{/cases}}")
                == "AppRoute.home AppRoute.account AppRoute.settings "
        )
        #expect(
            try Self.render("{{rootEnum.name}}|{{#cases}}{{#isGroup}}{{name}}{{/isGroup}}{{/cases}}") == "root|account"
        )
        #expect(try Self.render("{{#cases}}[{{name.enumName}}]{{/cases}}") == "[][][]")
    }

    @Test("A section, comment, partial or delimiter tag alone on its line takes the line with it")
    func standaloneLines() throws {
        #expect(
            try Self.render("{{#cases}}\n    case {{name}}\n{{/cases}}\n}\n")
                == "    case home\n    case account\n    case settings\n}\n"
        )
        #expect(try Self.render("a\n  {{! note }}  \nb\n") == "a\nb\n")
        #expect(try Self.render("{{#hasTabs}}\r\nx\r\n{{/hasTabs}}\r\n") == "x\r\n")
        #expect(try Self.render("x {{#hasTabs}}\ny{{/hasTabs}}\n") == "x \ny\n")
        #expect(try Self.render("{{#hasTabs}}{{/hasTabs}}\n") == "\n")
        #expect(try Self.render("a\n{{=<% %>=}}\n<%enumName%> {{enumName}}\n") == "a\nAppRoute {{enumName}}\n")
    }

    @Test("A partial alone on its line is indented line by line; values keep their own line breaks")
    func partialIndentation() throws {
        let members = "{{#cases}}\ncase {{name}}\n{{/cases}}\n{{enumName}}\n"
        #expect(
            try Self.render("enum A {\n    {{> Members}}\n}\n", partials: ["Members": members])
                == "enum A {\n    case home\n    case account\n    case settings\n    AppRoute\n}\n"
        )
        let view = View(enumName: "two\nlines")
        #expect(
            try Self.render("  {{> Members}}\n", view, partials: ["Members": "<{{enumName}}>\n"]) == "  <two\nlines>\n"
        )
        #expect(try Self.render("x {{> Members}}\n", partials: ["Members": "a\nb\n"]) == "x a\nb\n\n")
    }

    @Test("Partials include partials, named before or after them, indentation adding up; a missing one renders nothing")
    func nestedPartials() throws {
        let partials = [
            "Members": "a\n  {{> Codable}}\n", "Codable": "{{#cases}}\n{{name}}\n{{/cases}}\n", "Runtime": "r",
        ]
        #expect(
            try Self.render("  {{> Members}}\n{{> Runtime}}|{{> Codable}}", partials: partials)
                == "  a\n    home\n    account\n    settings\nr|home\naccount\nsettings\n"
        )

        // A partial the parser accepts by name but the run has no template for.
        let source = TemplateSource(text: "<{{> Runtime}}>", path: "File")
        let template = try #require(TemplateParser.parse(source, partialNames: ["Runtime"]).0)
        #expect(TemplateRenderer.render(View(), template: "File", templates: ["File": template]) == Array("<>".utf8))
        #expect(TemplateRenderer.render(View(), template: "Matching", templates: ["File": template]).isEmpty)
    }

    static let transformCases: [(template: String, expected: String)] = [
        ("{{uppercased(enumName)}} {{lowercased(enumName)}} {{capitalized(enumName)}}", "APPROUTE approute AppRoute"),
        ("{{#cases}}{{capitalized(name)}}{{/cases}}", "HomeAccountSettings"),
        (
            "{{count(cases)}} {{#empty(docLines)}}none{{/empty(docLines)}}{{^empty(docLines)}}some{{/empty(docLines)}}",
            "3 some"
        ), ("{{#cases}}{{name}}{{^last()}}, {{/last()}}{{/cases}}", "home, account, settings"),
        (
            "{{#cases}}{{#first()}}[{{/first()}}{{index()}}:{{plusone(index())}}{{#odd()}}*{{/odd()}} {{/cases}}",
            "[0:1 1:2* 2:3 "
        ), ("{{#reversed(cases)}}{{name}} {{/reversed(cases)}}", "settings account home "),
        ("{{#last(cases)}}{{name}}{{/last(cases)}}", "settings"), ("{{uppercased(hasTabs)}}|{{index()}}", "|"),
        ("{{ capitalized ( lowercased( enumName ) ) }}|{{#cases}}{{ plusone( index( ) ) }}{{/cases}}", "Approute|123"),
        (
            "{{#cases}}{{#even()}}e{{/even()}}{{minusone(index())}}{{#equalzero(index())}}z{{/equalzero(index())}} {{/cases}}"
                + "|{{reversed(enumName)}}|{{#first(cases)}}{{name}}{{/first(cases)}}|{{#empty(enumName)}}x{{/empty(enumName)}}",
            "e-1z 0 e1 |etuoRppA|home|"
        ),
    ]

    @Test("Transforms of text, lists and positions", arguments: transformCases) func transforms(
        template: String,
        expected: String
    ) throws { #expect(try Self.render(template) == expected) }

    /// A transform no test renders could change unnoticed in every user's custom template.
    @Test("Every transform is rendered by a case above") func everyTransformTested() {
        let named = TemplateTransform.allCases.filter { transform in
            Self.transformCases.contains { $0.template.contains(transform.rawValue + "(") }
        }
        #expect(named == TemplateTransform.allCases)
    }

    /// Long lists are rendered a run of elements per task on several cores; the text must be the text of a serial
    /// render.
    @Test("A long list renders as a short one does, positions and partial indentation included") func longLists() throws
    {
        let names = (0..<(Parallel.serialMapLimit * 3)).map { "c\($0)" }
        let view = View(cases: names.map { Item(name: $0) })
        #expect(
            try Self.render("{{#cases}}\ncase {{name}} // {{index()}}{{#last()}} last{{/last()}}\n{{/cases}}\n", view)
                == names.enumerated().map { "case \($1) // \($0)\($0 == names.count - 1 ? " last" : "")\n" }.joined()
        )
        #expect(
            try Self.render(
                "enum A {\n    {{> Members}}\n}\n",
                view,
                partials: ["Members": "{{#cases}}\ncase {{name}}\n{{/cases}}\n"]
            ) == "enum A {\n" + names.map { "    case \($0)\n" }.joined() + "}\n"
        )
        // Elements that do not end their line: each one continues the line the one before it left.
        #expect(
            try Self.render("  {{> Members}}\n", view, partials: ["Members": "{{#cases}}{{name}},{{/cases}}\n"]) == "  "
                + names.map { $0 + "," }.joined() + "\n"
        )
    }
}
