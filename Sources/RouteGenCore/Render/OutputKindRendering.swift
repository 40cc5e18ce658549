extension OutputKind {
    /// The file for `table`; nil for the test suite without the module its tests import.
    func render(_ table: RouteTable, specFileName: String, options: RenderOptions, with renderer: Renderer) -> String? {
        switch self {
        case .exampleTests:
            guard let module = options.exampleTestsModule else { return nil }
            let view = ExampleTestsViewBuilder(
                table: table,
                specFileName: specFileName,
                moduleName: module,
                options: options
            )
            return renderer.render(view.build(), template: .exampleTests)
        case .navigation:
            let view = RouterViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: .router)
        case .activities:
            let view = ActivitiesViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: .activities)
        case .intents:
            let view = IntentsViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: .intents)
        case .wiring:
            let view = WiringViewBuilder(table: table, specFileName: specFileName, options: options)
            return renderer.render(view.build(), template: .wiring)
        }
    }
}
