/// `routegen-plugin.yml` beside the spec of a target that uses the build-tool plugin: which further files to
/// generate, and the choices a config entry makes about the route file (`header`, `codable`, `outcomes`, `reader`).
/// routegen reads it rather than the plugin, so that editing it reruns the build command like editing the spec does.
package enum PluginOptions {
    package static let fileName = "routegen-plugin.yml"
    package static let subject = YAMLReader.Subject(
        noun: "plugin options file",
        fullName: "routegen build-tool plugin options",
        expectedContent: "a mapping such as 'router: true'"
    )

    /// The further files a target can ask for: the test suite belongs to another target.
    package static let fileKinds = OutputKind.allCases.filter { !$0.testsTheModule }

    /// The rendering choices of the file, its further files in `outputs`, and `reader` where the file names no
    /// reader of its own; nil whenever the diagnostics hold an error.
    package static func read(_ bytes: [UInt8], path: String, reader: RenderOptions.Reader = .embedded) -> (
        rendering: RenderOptions?, diagnostics: [Diagnostic]
    ) {
        let log = DiagnosticLog()
        guard let root = YAMLReader(file: path, subject: subject).read(bytes, reportingTo: log) else {
            return (nil, log.diagnostics)
        }
        let rendering = ConfigDecoder(folder: ConfigPaths.folder(of: path), log: log)
            .decodePluginOptions(root, reader: reader)
        return (log.diagnostics.containsErrors ? nil : rendering, log.diagnostics)
    }
}
