/// Lays out a view model with the templates.
struct Renderer {
    let templates: TemplateSet

    func render(_ view: FileView) -> String {
        SourceLayout.normalize(utf8: TemplateRenderer.render(view, template: "File", templates: templates.templates))
    }

    func render(_ view: ExampleTestsView) -> String {
        SourceLayout.normalize(utf8: TemplateRenderer.render(view, template: "ExampleTests", templates: templates.templates))
    }
}
