import RouteGenCore

/// One spec to generate, from the command line or from a config entry.
struct GenerationJob {
    var spec: String
    var output: String
    var templates: String?
    var rendering: RenderOptions
    /// Where each further file that `rendering` asks for goes.
    var outputs: [OutputKind: String] = [:]
    /// Files of kinds the build-tool plugin names but its options do not ask for: each gets a comment saying so,
    /// since a build declares its outputs before routegen runs.
    var placeholders: [OutputKind: String] = [:]
    /// Where a config names the spec and the template folder, so that a missing one is reported on that line.
    var specReference: SourceLocation?
    var templatesReference: SourceLocation?
    /// The note that the file imports the library, for a job whose config entry or command line names no reader.
    var unnamedReaderNote: Diagnostic?

    init(spec: String, output: String, templates: String?, rendering: RenderOptions, outputs: [OutputKind: String]) {
        self.spec = spec
        self.output = output
        self.templates = templates
        self.rendering = rendering
        self.outputs = outputs
    }

    init(_ entry: RouteGenConfig.Entry) {
        self.init(
            spec: entry.spec.value,
            output: entry.output.value,
            templates: entry.templates?.value,
            rendering: entry.rendering,
            outputs: entry.outputs.mapValues(\.value)
        )
        specReference = entry.spec.location
        templatesReference = entry.templates?.location
        if !entry.namesReader, entry.rendering.reader == .library {
            unnamedReaderNote = RenderOptions.Reader.unnamedNote(
                output: entry.output.value,
                navigationOutput: entry.outputs[.navigation]?.value,
                at: entry.spec.location
            ) { "'reader: \($0.rawValue)'" }
        }
    }
}
