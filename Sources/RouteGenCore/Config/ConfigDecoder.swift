/// Decodes a config's located nodes into resolved entries, reporting every problem rather than stopping at the first.
struct ConfigDecoder: ReportsDiagnostics {
    /// The config's folder, against which the paths inside are resolved.
    let folder: String
    let log: DiagnosticLog

    func decode(_ root: YAMLNode) -> [RouteGenConfig.Entry]? {
        guard case .mapping(let pairs) = root.content else {
            error(
                .wrongValueType,
                "the config must be a mapping with 'version: 1' and 'specs', found \(root.kindDescription)",
                at: root.location
            )
            return nil
        }
        let reader = KeyedMappingReader<ConfigFormat.TopLevel>(root, pairs: pairs)
        let version = self.version(reader.byName)
        var entries: [RouteGenConfig.Entry]?
        if let node = reader[.specs] {
            entries = self.entries(node)
        } else if !reader.hasMisspelling(of: .specs) {
            error(
                .missingKey,
                "missing required key 'specs' (a list of entries such as '- { spec: routes.yaml, output: AppRoute.swift }')",
                at: root.location
            )
        }
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: "the config"))
        guard version != nil, let entries else { return nil }
        rejectSharedOutputs(entries)
        return entries
    }

    /// The config's or the plugin options' `version`.
    private func version(_ reader: MappingReader) -> Int? {
        guard let node = reader[ConfigFormat.TopLevel.version] else {
            if !reader.hasMisspelling(of: ConfigFormat.TopLevel.version.rawValue) {
                error(.missingKey, "missing required key 'version' (write 'version: 1')", at: reader.node.location)
            }
            return nil
        }
        guard let text = node.scalarText, !node.isNull, let value = Int(text) else {
            error(
                .wrongValueType,
                "'version' must be a whole number, found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        guard value == 1 else {
            error(
                .unsupportedVersion,
                "unsupported config version \(value); this routegen reads version 1",
                at: node.location
            )
            return nil
        }
        return value
    }

    /// A `routegen-plugin.yml`: `version`, the rendering choices of an entry, and `true` or `false` for each further
    /// file of `PluginOptions.fileKinds`; `reader` where it names none.
    func decodePluginOptions(_ root: YAMLNode, reader defaultReader: RenderOptions.Reader) -> RenderOptions? {
        let fileKeys = PluginOptions.fileKinds.map(\.configKey)
        guard case .mapping(let pairs) = root.content else {
            error(
                .wrongValueType,
                "the plugin options must be a mapping such as 'router: true', found \(root.kindDescription)",
                at: root.location
            )
            return nil
        }
        let reader = MappingReader(
            root,
            pairs: pairs,
            allowedKeys: [ConfigFormat.TopLevel.version.rawValue]
                + [ConfigFormat.Entry.header, .codable, .outcomes, .reader].map(\.rawValue) + fileKeys
        )
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: PluginOptions.fileName))
        if reader[ConfigFormat.TopLevel.version] != nil, version(reader) == nil { return nil }
        guard var rendering = rendering(reader, defaultReader: defaultReader) else { return nil }
        for kind in PluginOptions.fileKinds {
            guard let node = reader[kind.configKey] else { continue }
            guard let asked = bool(node, what: "'\(kind.configKey)'")?.value else { return nil }
            if asked { rendering.outputs.insert(kind) }
        }
        return rendering
    }

    private func entries(_ node: YAMLNode) -> [RouteGenConfig.Entry]? {
        guard case .sequence(let items) = node.content else {
            error(
                .wrongValueType,
                "'specs' must be a list of entries such as '- { spec: routes.yaml, output: AppRoute.swift }', found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        if items.isEmpty { error(.emptySpecList, "'specs' is empty; list at least one spec", at: node.location) }
        let entries = items.enumerated().map { entry($0.element, number: $0.offset + 1) }
        return entries.contains { $0 == nil } ? nil : entries.compactMap { $0 }
    }

    private func entry(_ node: YAMLNode, number: Int) -> RouteGenConfig.Entry? {
        let context = "entry \(number) of 'specs'"
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "\(context) must be a mapping with 'spec' and 'output', found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        let reader = KeyedMappingReader<ConfigFormat.Entry>(node, pairs: pairs)
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: context))
        let spec = requiredPath(reader, .spec, context: context)
        let output = requiredPath(reader, .output, context: context)
        let templates = reader[.templates].flatMap { path($0, key: ConfigFormat.Entry.templates.rawValue) }
        if reader[.templates] != nil, templates == nil { return nil }
        var rendering = self.rendering(reader.byName)
        var outputs: [(kind: OutputKind, file: Located<String>)] = []
        for kind in OutputKind.allCases {
            guard let node = reader[.furtherFile(kind)] else { continue }
            let file: Located<String>
            if kind.testsTheModule {
                guard let (output, module) = tests(node) else { return nil }
                file = output
                rendering?.exampleTestsModule = module.value
            } else {
                guard let output = extraFile(node, key: kind.configKey, what: "\(kind.contents)'s file") else {
                    return nil
                }
                file = output
            }
            outputs.append((kind, file))
            rendering?.outputs.insert(kind)
        }
        let registration = self.registration(reader)
        guard let spec, let output, let rendering, let registration else { return nil }
        if output.value == spec.value {
            error(.outputClash, "'output' is the spec itself; generating would overwrite it", at: output.location)
            return nil
        }
        // Each further file must be none of the files before it; the first clash found is the one reported.
        var earlier: [(path: String, what: String)] = [(spec.value, "the spec"), (output.value, "the generated code")]
        for (kind, file) in outputs {
            if let taken = earlier.first(where: { $0.path == file.value }) {
                error(
                    .outputClash,
                    "the 'output' of '\(kind.configKey)' is \(taken.what); give \(kind.contents) a file of its own",
                    at: file.location
                )
                return nil
            }
            earlier.append((file.value, kind.contents))
        }
        return RouteGenConfig.Entry(
            spec: spec,
            output: output,
            templates: templates,
            rendering: rendering,
            outputs: Dictionary(uniqueKeysWithValues: outputs.map { ($0.kind, $0.file) }),
            registration: registration,
            namesReader: reader[.reader] != nil
        )
    }

    /// `router: { output: Sources/App/Generated/AppRouter.swift }`, and the same for `activities:` and `intents:`.
    private func extraFile(_ node: YAMLNode, key: String, what: String) -> Located<String>? {
        let context = "'\(key)'"
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "\(context) must be a mapping with 'output' (\(what)), found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        let reader = KeyedMappingReader<ConfigFormat.FurtherFile>(node, pairs: pairs)
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: context))
        return requiredPath(reader, .output, context: context)
    }

    /// `infoPlist: App/Info.plist`, `entitlements: App/App.entitlements`, `handledElsewhere: [fb123456789]`; nil
    /// when one is invalid.
    private func registration(_ reader: KeyedMappingReader<ConfigFormat.Entry>) -> RouteGenConfig.Registration? {
        var registration = RouteGenConfig.Registration()
        var isValid = true
        let files = [
            (ConfigFormat.Entry.infoPlist, \RouteGenConfig.Registration.infoPlist), (.entitlements, \.entitlements),
        ]
        for (key, keyPath) in files {
            guard let node = reader[key] else { continue }
            if let path = path(node, key: key.rawValue) {
                registration[keyPath: keyPath] = path
            } else {
                isValid = false
            }
        }
        if let node = reader[.handledElsewhere] {
            if let names = handledElsewhere(node) { registration.handledElsewhere = names } else { isValid = false }
        }
        return isValid ? registration : nil
    }

    /// A list of schemes, app-link domains and activity types, such as `[fb123456789, "*.example.com"]`.
    private func handledElsewhere(_ node: YAMLNode) -> [String]? {
        let expected =
            "a list of schemes, app-link domains and activity types, such as '[fb123456789, \"*.example.com\"]'"
        guard case .sequence(let items) = node.content else {
            error(
                .wrongValueType,
                "'handledElsewhere' must be \(expected), found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        var names: [String] = []
        for item in items {
            guard case .scalar(let text, _) = item.content, !item.isNull, !text.isEmpty else {
                error(
                    .wrongValueType,
                    "each entry of 'handledElsewhere' must be a scheme, a domain or an activity type, found \(item.foundDescription)",
                    at: item.location
                )
                return nil
            }
            names.append(text)
        }
        return names
    }

    /// `tests: { output: Tests/AppTests/AppRouteExampleTests.swift, module: App }`
    private func tests(_ node: YAMLNode) -> (output: Located<String>, module: Located<String>)? {
        let context = "'tests'"
        guard case .mapping(let pairs) = node.content else {
            error(
                .wrongValueType,
                "'tests' must be a mapping with 'output' (the test file) and 'module' (the module the generated code is in), found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
        let reader = KeyedMappingReader<ConfigFormat.Tests>(node, pairs: pairs)
        log.report(contentsOf: reader.unknownKeyDiagnostics(in: context))
        let output = requiredPath(reader, .output, context: context)
        var module: Located<String>?
        if let moduleNode = reader[.module] {
            if let text = moduleNode.scalarText, !moduleNode.isNull, SwiftName.isIdentifier(text) {
                module = Located(text, at: moduleNode.location)
            } else {
                error(
                    .invalidSwiftName,
                    "'module' must be the Swift module the generated code is in, such as 'MyApp', found \(moduleNode.foundDescription)",
                    at: moduleNode.location
                )
            }
        } else if !reader.hasMisspelling(of: .module) {
            error(
                .missingKey,
                "\(context) has no 'module'; name the module the generated code is in, which the tests import",
                at: node.location
            )
        }
        guard let output, let module else { return nil }
        return (output, module)
    }

    /// The entry's choices about the generated file, the defaults where it makes none; nil when one is invalid.
    private func rendering(_ reader: MappingReader, defaultReader: RenderOptions.Reader = .unnamed) -> RenderOptions? {
        var rendering = RenderOptions(reader: defaultReader)
        var isValid = true
        if let node = reader[ConfigFormat.Entry.header] {
            if let lines = headerLines(node) { rendering.header = lines } else { isValid = false }
        }
        if let node = reader[ConfigFormat.Entry.codable] {
            if let codable = bool(node, what: "'codable'")?.value {
                rendering.codable = codable
            } else {
                isValid = false
            }
        }
        if let node = reader[ConfigFormat.Entry.outcomes] {
            if let outcomes = bool(node, what: "'outcomes'")?.value {
                rendering.linkOutcomes = outcomes
            } else {
                isValid = false
            }
        }
        if let node = reader[ConfigFormat.Entry.reader] {
            if let choice = node.scalarText.flatMap(RenderOptions.Reader.init(rawValue:)), !node.isNull {
                rendering.reader = choice
            } else {
                let choices = RenderOptions.Reader.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
                error(
                    .invalidValue,
                    "'reader' must be \(choices): where the generated file gets routegen's URL reader, found \(node.foundDescription)",
                    at: node.location
                )
                isValid = false
            }
        }
        return isValid ? rendering : nil
    }

    /// A `header:` value: text whose lines become comment lines, or a list of such texts; `""` or `[]` for none.
    private func headerLines(_ node: YAMLNode) -> [String]? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull: return RenderOptions.headerLines(text)
        case .sequence(let items):
            var lines: [String] = []
            for item in items {
                guard case .scalar(let text, _) = item.content, !item.isNull else {
                    error(
                        .wrongValueType,
                        "each line of 'header' must be text, found \(item.foundDescription)",
                        at: item.location
                    )
                    return nil
                }
                lines += RenderOptions.headerLines(text)
            }
            return lines
        default:
            error(
                .wrongValueType,
                "'header' must be text, one comment line per line, or a list of lines (\"\" for no header), found \(node.foundDescription)",
                at: node.location
            )
            return nil
        }
    }

    private func requiredPath<Key: FormatKey>(_ reader: KeyedMappingReader<Key>, _ key: Key, context: String)
        -> Located<String>?
    {
        guard let node = reader[key] else {
            if !reader.hasMisspelling(of: key) {
                error(.missingKey, "\(context) has no '\(key.rawValue)'", at: reader.node.location)
            }
            return nil
        }
        return path(node, key: key.rawValue)
    }

    private func path(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let text = node.scalarText, !node.isNull else {
            error(.wrongValueType, "'\(key)' must be a path, found \(node.foundDescription)", at: node.location)
            return nil
        }
        guard !text.isEmpty else {
            error(.wrongValueType, "'\(key)' must be a path, found an empty string", at: node.location)
            return nil
        }
        return Located(ConfigPaths.resolve(text, in: folder), at: node.location)
    }

    /// Two specs writing one file would overwrite each other's code on every run.
    private func rejectSharedOutputs(_ entries: [RouteGenConfig.Entry]) {
        var firstUse: [String: SourceLocation] = [:]
        for output in entries.flatMap({ entry in [entry.output] + OutputKind.allCases.compactMap { entry.outputs[$0] } }
        ) {
            if let first = firstUse[output.value] {
                log.report(
                    .error(
                        .outputClash,
                        "two specs write '\(output.value)'; give each spec its own output",
                        at: output.location,
                        notes: [.init("first used here", at: first)]
                    )
                )
            } else {
                firstUse[output.value] = output.location
            }
        }
    }
}
