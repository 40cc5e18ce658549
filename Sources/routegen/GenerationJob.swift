import RouteGenCore

/// One spec to generate, from the command line or from a config entry.
struct GenerationJob {
    var spec: String
    var output: String
    var templates: String?
    var rendering: RenderOptions
    /// Where the test suite made from the spec's examples goes, when `rendering` names its module.
    var testsOutput: String?
    /// Where the navigation code goes, when `rendering` asks for it.
    var routerOutput: String?
    /// Where the activities code goes, when `rendering` asks for it.
    var activitiesOutput: String?
    /// Where the intents code goes, when `rendering` asks for it.
    var intentsOutput: String?
    /// Where a config names the spec and the template folder, so that a missing one is reported on that line.
    var specReference: SourceLocation?
    var templatesReference: SourceLocation?

    init(
        spec: String,
        output: String,
        templates: String?,
        rendering: RenderOptions,
        testsOutput: String? = nil,
        routerOutput: String? = nil,
        activitiesOutput: String? = nil,
        intentsOutput: String? = nil
    ) {
        self.spec = spec
        self.output = output
        self.templates = templates
        self.rendering = rendering
        self.testsOutput = testsOutput
        self.routerOutput = routerOutput
        self.activitiesOutput = activitiesOutput
        self.intentsOutput = intentsOutput
    }

    init(_ entry: RouteGenConfig.Entry) {
        self.init(
            spec: entry.spec.value,
            output: entry.output.value,
            templates: entry.templates?.value,
            rendering: entry.rendering,
            testsOutput: entry.testsOutput?.value,
            routerOutput: entry.routerOutput?.value,
            activitiesOutput: entry.activitiesOutput?.value,
            intentsOutput: entry.intentsOutput?.value
        )
        specReference = entry.spec.location
        templatesReference = entry.templates?.location
    }
}
