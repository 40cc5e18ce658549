/// Lays out a view model with the templates.
struct Renderer {
    let templates: TemplateSet

    /// The generated file's UTF-8, which callers write as it is.
    func render(_ view: FileView) -> [UInt8] { layOut(view, template: "File") }

    func render(_ view: ExampleTestsView) -> String {
        String(decoding: layOut(view, template: "ExampleTests"), as: UTF8.self)
    }

    func render(_ view: RouterView) -> String { String(decoding: layOut(view, template: "Router"), as: UTF8.self) }

    func render(_ view: IntentsView) -> String { String(decoding: layOut(view, template: "Intents"), as: UTF8.self) }

    func render(_ view: ActivitiesView) -> String {
        String(decoding: layOut(view, template: "Activities"), as: UTF8.self)
    }

    private func layOut(_ view: some TemplateObject, template: String) -> [UInt8] {
        SourceLayout.normalize(utf8: TemplateRenderer.render(view, template: template, templates: templates.templates))
    }
}
