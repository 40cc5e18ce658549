/// The JSON Schemas routegen publishes for the files people write by hand, for `routegen schema` and `routegen init`.
package enum RouteGenSchema: String, CaseIterable, Sendable {
    case spec
    case config

    package var document: JSONValue {
        switch self {
        case .spec: return SpecSchema.document
        case .config: return ConfigSchema.document
        }
    }

    /// The schema as pretty JSON, byte-identical on every run.
    package var text: String { JSONText.pretty(document) }

    /// The name `routegen init` gives the schema's file beside the config.
    package var starterFileName: String { "routegen-\(rawValue).schema.json" }
}
