import Testing
@testable import RouteGenCore

/// A broken custom template is an error at the tag to fix, in words, before swift-mustache parses it.
@Suite("Template syntax errors")
struct TemplateSyntaxTests {
    static func problems(_ text: String) -> [Diagnostic] {
        var templates = TemplateSet.builtIn
        return templates.override(with: ["Members": TemplateSource(text: text, path: "T/Members.mustache")])
    }

    static func at(_ line: Int, _ column: Int) -> RouteGenCore.SourceLocation {
        RouteGenCore.SourceLocation(file: "T/Members.mustache", line: line, column: column)
    }

    @Test("An unclosed section is reported at its opening tag, not at the end of the file")
    func unclosedSection() throws {
        let diagnostics = Self.problems("// top\n{{#cases}}\n  case {{declaration}}\n\n\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message == "section 'cases' is never closed")
        #expect(diagnostic.location == Self.at(2, 1))
        #expect(diagnostic.notes == [.help("end it with '{{/cases}}'")])
    }

    @Test("Sections closed in the wrong order: the error at the closing tag, a note at the section still open")
    func crossedSections() throws {
        let diagnostic = try #require(Self.problems("{{#cases}}{{^last}}x{{/cases}}{{/last}}").first)
        #expect(diagnostic.message == "'{{/cases}}' closes 'cases', but the innermost open section is 'last'")
        #expect(diagnostic.location == Self.at(1, 21))
        #expect(diagnostic.notes.first?.location == Self.at(1, 11))
    }

    @Test("A closing tag without its section, and a tag without '}}'", arguments: [
        ("x {{/cases}}", "'{{/cases}}' closes a section that was never opened", 1, 3),
        ("a\n  {{declaration}\n", "this tag is never closed with '}}'", 2, 3),
    ])
    func strayTags(text: String, message: String, line: Int, column: Int) throws {
        let diagnostic = try #require(Self.problems(text).first)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == Self.at(line, column))
    }

    @Test("Well-formed templates, including triple braces and inverted sections, have no problems")
    func wellFormed() {
        #expect(Self.problems("{{#cases}}{{{declaration}}}{{^docLines}},{{/docLines}}{{/cases}}").isEmpty)
        for (name, source) in TemplateSet.builtIn.sources {
            #expect(TemplateSections.problems(in: source).isEmpty, "\(name)")
        }
    }

    @Test("Errors only swift-mustache finds are put in words")
    func mustacheErrorsInWords() throws {
        var templates = TemplateSet.builtIn
        _ = templates.override(with: ["Members": TemplateSource(text: "{{=<% %>}}", path: "T/Members.mustache")])
        let (library, diagnostics) = templates.library()
        #expect(library == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "template syntax error: a delimiter change must look like '{{=<% %>=}}'")
        #expect(diagnostic.location.file == "T/Members.mustache")
    }
}
