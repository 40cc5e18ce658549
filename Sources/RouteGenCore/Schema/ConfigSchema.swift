/// The JSON Schema of `routegen.yml`: each mapping's keys and required keys are those `ConfigFormat` declares, which
/// `ConfigDecoder` accepts, each with its value's schema here.
enum ConfigSchema {
    static let fileName = "config-v1.json"

    static var document: JSONValue {
        let parts = SchemaParts.self
        return [
            "$schema": parts.dialect, "$id": parts.identifier(fileName),
            "title": "routegen config (routegen.yml), version 1",
            "description":
                "Which route specs routegen generates, and where. Paths are relative to the folder of this file.",
            "type": "object", "required": SchemaParts.required(ConfigFormat.TopLevel.self),
            "properties": SchemaParts.properties(topLevelValue), "additionalProperties": false,
            "$defs": ["entry": entry],
        ]
    }

    /// The schema of each of the config's own keys.
    static func topLevelValue(_ key: ConfigFormat.TopLevel) -> JSONValue {
        switch key {
        case .version:
            return SchemaParts.version("The config format's version; this routegen reads version 1. Required.")
        case .specs:
            return [
                "description": "The specs to generate, each with the Swift file its code goes to. Required.",
                "type": "array", "minItems": 1, "items": SchemaParts.reference("entry", "One spec and its output."),
            ]
        }
    }

    /// The schema of each key of an entry of `specs:`.
    static func entryValue(_ key: ConfigFormat.Entry) -> JSONValue {
        switch key {
        case .spec: return path("The route spec (YAML), relative to this file's folder. Required.")
        case .output:
            return path(
                "The Swift file to generate, relative to this file's folder; not the spec itself, and not another entry's output. Required."
            )
        case .templates:
            return path(
                "A folder of .mustache files that replace the built-in templates of the same name, relative to this file's folder."
            )
        case .header:
            return [
                "description": .string(
                    "Comment lines written after the file's 'generated' line, instead of the default ones that tell SwiftLint, swift-format and SwiftFormat to skip the file: text with one comment line per line, or a list of lines; \"\" or [] for none."
                ),
                "anyOf": [
                    SchemaParts.text("The header, one comment line per line."),
                    ["type": "array", "items": SchemaParts.text("One or more comment lines.")],
                ],
            ]
        case .codable:
            return SchemaParts.flag(
                "Whether the route enums conform to Codable, stored as the text of their canonical URL (default false)."
            )
        case .outcomes:
            return SchemaParts.flag(
                "Whether the file has the link outcome types, resolution(for:source:) and what it returns, even when the spec has no redirects, fallback or context, which bring them anyway (default false)."
            )
        case .furtherFile(let kind): return outputEntry(kind)
        case .infoPlist:
            return path(
                "The app's Info.plist (XML), relative to this file's folder: 'routegen check' reports each scheme of the spec, and each old scheme of its redirects, that its CFBundleURLTypes does not register, and each registered scheme that no spec naming this file handles."
            )
        case .entitlements:
            return path(
                "The app's entitlements file (XML), relative to this file's folder: 'routegen check' reports each host of the spec, and each old host of its redirects, that no 'applinks:' entry of com.apple.developer.associated-domains matches, and each app-link entry that matches no host of the specs naming this file."
            )
        case .handledElsewhere:
            return [
                "description": .string(
                    "Schemes, app-link domains ('example.com', '*.example.com') and activity types that the Info.plist or entitlements file registers for other code of the app, such as a sign-in SDK's scheme: 'routegen check' does not warn that no spec handles them."
                ), "type": "array",
                "items": SchemaParts.text("A scheme, domain or activity type.", SchemaParts.keyword("minLength", 1)),
            ]
        case .reader:
            return [
                "description": .string(
                    "Where the generated file gets routegen's URL reader: 'library', an import of the RouteURLReader library of the routegen package, which the app's target must then depend on (the default; generate notes it when no reader is named), or 'embedded', a private copy in the file."
                ),
                // RenderOptions.Reader's cases, which a test keeps the same.
                "type": "string", "enum": ["embedded", "library"],
            ]
        }
    }

    static var entry: JSONValue {
        SchemaParts.mapping(
            "A spec and the file its code goes to. Two entries may not write the same output.",
            values: entryValue
        )
    }

    /// `tests: { output, module }`, `router: { output }` and the other further files of `OutputKind`.
    private static func outputEntry(_ kind: OutputKind) -> JSONValue {
        kind.testsTheModule
            ? SchemaParts.mapping(kind.configDescription, values: testsValue)
            : SchemaParts.mapping(kind.configDescription, values: furtherFileValue)
    }

    /// The schema of each key of `tests:`.
    static func testsValue(_ key: ConfigFormat.Tests) -> JSONValue {
        switch key {
        case .output: return furtherFileValue(.output)
        case .module:
            return SchemaParts.text(
                "The module the generated code is in, which the tests import with @testable.",
                SchemaParts.keyword("pattern", SchemaParts.swiftIdentifierPattern)
            )
        }
    }

    /// The schema of each key of a further file other than the tests.
    static func furtherFileValue(_ key: ConfigFormat.FurtherFile) -> JSONValue {
        switch key {
        case .output: return path("The Swift file to generate, relative to this file's folder; a file of its own.")
        }
    }

    private static func path(_ description: String) -> JSONValue {
        SchemaParts.text(description, SchemaParts.keyword("minLength", 1))
    }
}
