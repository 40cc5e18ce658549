/// Lays out a view model with the templates.
struct Renderer {
    let templates: TemplateSet

    /// The generated file's UTF-8, which callers write as it is.
    func render(_ view: FileView) -> [UInt8] { layOut(view, template: .file) }

    /// A further file (`OutputKind`) laid out by its own template.
    func render(_ view: some TemplateObject, template: TemplateName) -> String {
        String(decoding: layOut(view, template: template), as: UTF8.self)
    }

    private func layOut(_ view: some TemplateObject, template: TemplateName) -> [UInt8] {
        SourceLayout.normalize(
            utf8: TemplateRenderer.render(view, template: template.rawValue, templates: templates.templates)
        )
    }
}
