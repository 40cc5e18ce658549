/// A `routegen.yml`: the specs of a project, each with the file its code goes to.
///
/// Paths in the file are relative to the folder that holds it; `read` resolves them, so a config works from any
/// working directory and its diagnostics name files the way the config's own path was given.
package struct RouteGenConfig: Sendable {
    /// One spec to generate. Each value is a resolved path located where the config names it.
    package struct Entry: Sendable {
        package var spec: Located<String>
        package var output: Located<String>
        /// A folder of `.mustache` files replacing built-in templates of the same name.
        package var templates: Located<String>?
        /// The entry's `header`, `codable` and test-suite choices, defaults where it makes none.
        package var rendering: RenderOptions
        /// Where each further file the entry asks for goes.
        package var outputs: [OutputKind: Located<String>] = [:]
        /// The app's files that register its links, which `check` compares with the spec; empty for none.
        package var registration = Registration()
        /// Whether the entry says `reader:`; one that does not gets `RenderOptions.Reader.unnamed`, with a note.
        package var namesReader = true
    }

    /// `infoPlist`, `entitlements` and `handledElsewhere` of an entry: the app's link registration, checked by
    /// `routegen check` against every spec whose entry names the same file.
    package struct Registration: Sendable {
        package var infoPlist: Located<String>?
        package var entitlements: Located<String>?
        /// Schemes and app-link domains (`example.com`, `*.example.com`) that the app registers for other code to
        /// handle, which draw no warning.
        package var handledElsewhere: [String] = []

        package init(
            infoPlist: Located<String>? = nil,
            entitlements: Located<String>? = nil,
            handledElsewhere: [String] = []
        ) {
            self.infoPlist = infoPlist
            self.entitlements = entitlements
            self.handledElsewhere = handledElsewhere
        }
    }

    package static let defaultFileName = "routegen.yml"
    package static let subject = YAMLReader.Subject(
        noun: "config",
        fullName: "routegen config",
        expectedContent: "a mapping with 'version: 1' and 'specs'"
    )

    package var entries: [Entry]

    /// Reads a config; nil whenever the diagnostics contain an error, so that a half-understood config
    /// generates nothing.
    /// `path` is the config's path, used for diagnostics and to resolve the paths inside; it is never opened.
    package static func read(_ bytes: [UInt8], path: String) -> (config: RouteGenConfig?, diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        guard let root = YAMLReader(file: path, subject: subject).read(bytes, reportingTo: log) else {
            return (nil, log.diagnostics)
        }
        let entries = ConfigDecoder(folder: ConfigPaths.folder(of: path), log: log).decode(root)
        guard let entries, !log.diagnostics.containsErrors else { return (nil, log.diagnostics) }
        return (RouteGenConfig(entries: entries), log.diagnostics)
    }
}
