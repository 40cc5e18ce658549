/// The keys of every mapping of `routegen.yml`, by where they are written: `ConfigDecoder` reads them and
/// `ConfigSchema` describes them, each value's schema beside its key. Beside `OutputKind` rather than in Format/,
/// since an entry has a key for each further file.
enum ConfigFormat {
    /// The config's own keys.
    enum TopLevel: String, FormatKey {
        case version, specs

        var isRequired: Bool { true }
    }

    /// An entry of `specs:`: the generated file's choices, a key for each further file, and the app's files that
    /// register its links.
    enum Entry: FormatKey {
        case spec, output, templates, header, codable, outcomes
        case furtherFile(OutputKind)
        case infoPlist, entitlements, handledElsewhere, reader

        static let allCases: [Entry] =
            [.spec, .output, .templates, .header, .codable, .outcomes] + OutputKind.allCases.map(furtherFile) + [
                .infoPlist, .entitlements, .handledElsewhere, .reader,
            ]

        init?(rawValue: String) {
            guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = key
        }

        var rawValue: String {
            switch self {
            case .spec: "spec"
            case .output: "output"
            case .templates: "templates"
            case .header: "header"
            case .codable: "codable"
            case .outcomes: "outcomes"
            case .furtherFile(let kind): kind.configKey
            case .infoPlist: "infoPlist"
            case .entitlements: "entitlements"
            case .handledElsewhere: "handledElsewhere"
            case .reader: "reader"
            }
        }

        var isRequired: Bool { self == .spec || self == .output }
    }

    /// The further file of an entry that tests the module: `tests: { output, module }`.
    enum Tests: String, FormatKey {
        case output, module

        var isRequired: Bool { true }
    }

    /// Each other further file of an entry, such as `router: { output }`.
    enum FurtherFile: String, FormatKey {
        case output

        var isRequired: Bool { true }
    }
}
