/// Lays out a view model with the templates.
struct Renderer {
    let templates: TemplateSet

    /// The generated file's UTF-8, which callers write as it is.
    func render(_ view: FileView) -> [UInt8] {
        SourceLayout.normalize(utf8: TemplateRenderer.render(view, template: "File", templates: templates.templates))
    }

    func render(_ view: ExampleTestsView) -> String {
        String(decoding: SourceLayout.normalize(utf8: TemplateRenderer.render(view, template: "ExampleTests", templates: templates.templates)),
               as: UTF8.self)
    }
}
