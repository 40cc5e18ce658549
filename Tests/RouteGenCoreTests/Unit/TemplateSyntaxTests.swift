import Testing
@testable import RouteGenCore

/// A broken custom template is an error at the tag to fix, in words.
@Suite("Template syntax errors") struct TemplateSyntaxTests {
    static func problems(_ text: String) -> [Diagnostic] {
        var templates = TemplateSet.builtIn
        return templates.override(with: ["Members": TemplateSource(text: text, path: "T/Members.mustache")])
    }

    static func at(_ line: Int, _ column: Int) -> RouteGenCore.SourceLocation {
        RouteGenCore.SourceLocation(file: "T/Members.mustache", line: line, column: column)
    }

    @Test("An unclosed section is reported at its opening tag, not at the end of the file") func unclosedSection()
        throws
    {
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

    @Test("Well-formed templates, including triple braces and inverted sections, have no problems") func wellFormed() {
        #expect(Self.problems("{{#cases}}{{{declaration}}}{{^docLines}},{{/docLines}}{{/cases}}").isEmpty)
    }

    @Test(
        "Stray and unclosed tags, and tags the engine does not read, are errors in words at the tag",
        arguments: [
            ("x {{/cases}}", "'{{/cases}}' closes a section that was never opened", 1, 3),
            ("a\n  {{declaration}\n", "this tag is never closed with '}}'", 2, 3),
            ("{{=<% %>}}", "a delimiter change must look like '{{=<% %>=}}'", 1, 1),
            (
                "x\n  {{% CONTENT_TYPE: TEXT}}",
                "pragmas such as '{{% CONTENT_TYPE: TEXT}}' are not read: templates always render plain text", 2, 3
            ), ("{{<File}}{{/File}}", "template inheritance ('{{<parent}}' and '{{$block}}') is not supported", 1, 1),
            (
                "{{#cases}}{{}}{{/cases}}",
                "this tag names nothing: write a name from the view model, such as '{{enumName}}'", 1, 11
            ),
            (
                "{{uppercase(enumName)}}",
                "the template applies 'uppercase', which is not a Mustache transform; did you mean 'uppercased'?", 1, 1
            ),
            (
                "{{> Member}}",
                "the template includes 'Member', which is not one of routegen's templates; did you mean 'Members'?", 1,
                1
            ), ("{{=<% %>=}}\n<%#cases%>\n", "section 'cases' is never closed", 2, 1),
            ("{{=<% %>=}}<%enumName", "this tag is never closed with '%>'", 1, 12),
        ]
    ) func tagErrors(text: String, message: String, line: Int, column: Int) throws {
        let diagnostic = try #require(Self.problems(text).first)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == Self.at(line, column))
    }

    @Test("A template with an error is not used") func brokenTemplateIsLeftOut() {
        var templates = TemplateSet.builtIn
        #expect(templates.templates["Members"] != nil)
        _ = templates.override(with: ["Members": TemplateSource(text: "{{#cases}}", path: "T/Members.mustache")])
        #expect(templates.templates["Members"] == nil)
    }
}
