/// Lays out a view model with the templates.
struct Renderer {
    let templates: TemplateSet

    func render(_ view: FileView) -> (String?, [Diagnostic]) {
        let (library, diagnostics) = templates.library()
        guard let library else { return (nil, diagnostics) }
        guard let text = library.render(view, withTemplate: "File") else {
            return (nil, [.error("the template set has no 'File' template", at: SourceLocation(file: "<templates>", line: 1, column: 1))])
        }
        return (SourceLayout.normalize(text), [])
    }
}
