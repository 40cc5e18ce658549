/// Decodes a config's located nodes into resolved entries, reporting every problem rather than stopping at the first.
struct ConfigDecoder {
    static let topLevelKeys = ["version", "specs"]
    static let entryKeys = [
        "spec", "output", "templates", "header", "codable", "outcomes", "tests", "router", "activities", "intents",
        "infoPlist", "entitlements", "handledElsewhere", "reader",
    ]
    static let testsKeys = ["output", "module"]
    /// The keys of `router:`, `activities:` and `intents:`, which each name one more file to write.
    static let extraFileKeys = ["output"]

    /// The config's folder, against which the paths inside are resolved.
    let folder: String
    private(set) var diagnostics: [Diagnostic] = []

    init(folder: String) { self.folder = folder }

    mutating func decode(_ root: YAMLNode) -> [RouteGenConfig.Entry]? {
        guard case .mapping(let pairs) = root.content else {
            error(
                "the config must be a mapping with 'version: 1' and 'specs', found \(root.kindDescription)",
                at: root.location
            )
            return nil
        }
        let reader = MappingReader(root, pairs: pairs, allowedKeys: Self.topLevelKeys)
        let version = self.version(reader)
        var entries: [RouteGenConfig.Entry]?
        if let node = reader["specs"] {
            entries = self.entries(node)
        } else if !reader.hasMisspelling(of: "specs") {
            error(
                "missing required key 'specs' (a list of entries such as '- { spec: routes.yaml, output: AppRoute.swift }')",
                at: root.location
            )
        }
        diagnostics += reader.unknownKeyDiagnostics(in: "the config")
        guard version != nil, let entries else { return nil }
        rejectSharedOutputs(entries)
        return entries
    }

    private mutating func version(_ reader: MappingReader) -> Int? {
        guard let node = reader["version"] else {
            if !reader.hasMisspelling(of: "version") {
                error("missing required key 'version' (write 'version: 1')", at: reader.node.location)
            }
            return nil
        }
        guard let text = node.scalarText, !node.isNull, let value = Int(text) else {
            error("'version' must be a whole number, found \(describe(node))", at: node.location)
            return nil
        }
        guard value == 1 else {
            error("unsupported config version \(value); this routegen reads version 1", at: node.location)
            return nil
        }
        return value
    }

    private mutating func entries(_ node: YAMLNode) -> [RouteGenConfig.Entry]? {
        guard case .sequence(let items) = node.content else {
            error(
                "'specs' must be a list of entries such as '- { spec: routes.yaml, output: AppRoute.swift }', found \(describe(node))",
                at: node.location
            )
            return nil
        }
        if items.isEmpty { error("'specs' is empty; list at least one spec", at: node.location) }
        let entries = items.enumerated().map { entry($0.element, number: $0.offset + 1) }
        return entries.contains { $0 == nil } ? nil : entries.compactMap { $0 }
    }

    private mutating func entry(_ node: YAMLNode, number: Int) -> RouteGenConfig.Entry? {
        let context = "entry \(number) of 'specs'"
        guard case .mapping(let pairs) = node.content else {
            error("\(context) must be a mapping with 'spec' and 'output', found \(describe(node))", at: node.location)
            return nil
        }
        let reader = MappingReader(node, pairs: pairs, allowedKeys: Self.entryKeys)
        diagnostics += reader.unknownKeyDiagnostics(in: context)
        let spec = requiredPath(reader, "spec", context: context)
        let output = requiredPath(reader, "output", context: context)
        let templates = reader["templates"].flatMap { path($0, key: "templates") }
        if reader["templates"] != nil, templates == nil { return nil }
        var rendering = self.rendering(reader)
        var testsOutput: Located<String>?
        if let node = reader["tests"] {
            guard let (output, module) = tests(node) else { return nil }
            testsOutput = output
            rendering?.exampleTestsModule = module.value
        }
        var routerOutput: Located<String>?
        if let node = reader["router"] {
            guard let output = extraFile(node, key: "router", what: "the navigation code's file") else { return nil }
            routerOutput = output
            rendering?.router = true
        }
        var activitiesOutput: Located<String>?
        if let node = reader["activities"] {
            guard let output = extraFile(node, key: "activities", what: "the activities code's file") else {
                return nil
            }
            activitiesOutput = output
            rendering?.activities = true
        }
        var intentsOutput: Located<String>?
        if let node = reader["intents"] {
            guard let output = extraFile(node, key: "intents", what: "the intents code's file") else { return nil }
            intentsOutput = output
            rendering?.intents = true
        }
        let registration = self.registration(reader)
        guard let spec, let output, let rendering, let registration else { return nil }
        if output.value == spec.value {
            error("'output' is the spec itself; generating would overwrite it", at: output.location)
            return nil
        }
        // Each further file must be none of the files before it; the first clash found is the one reported.
        let generated: [(path: String?, what: String)] = [
            (spec.value, "the spec"), (output.value, "the generated code"),
        ]
        let tests = (testsOutput?.value, "the tests")
        let navigation = (routerOutput?.value, "the navigation code")
        let activities = (activitiesOutput?.value, "the activities code")
        guard
            isOwnFile(
                routerOutput,
                of: "the router's",
                give: "the navigation code a file of its own",
                among: generated + [tests]
            ),
            isOwnFile(
                activitiesOutput,
                of: "the activities'",
                give: "the activities code a file of its own",
                among: generated + [tests, navigation]
            ),
            isOwnFile(
                intentsOutput,
                of: "the intents'",
                give: "the intents code a file of its own",
                among: generated + [tests, navigation, activities]
            ), isOwnFile(testsOutput, of: "the tests'", give: "the tests a file of their own", among: generated)
        else { return nil }
        return RouteGenConfig.Entry(
            spec: spec,
            output: output,
            templates: templates,
            rendering: rendering,
            testsOutput: testsOutput,
            routerOutput: routerOutput,
            activitiesOutput: activitiesOutput,
            intentsOutput: intentsOutput,
            registration: registration
        )
    }

    /// Whether `file`, a further file of an entry, is none of `earlier`; otherwise reports the one it is, which
    /// writing it would overwrite. `owner` names its key (`the router's`); `give` says what the fix gives a file.
    private mutating func isOwnFile(
        _ file: Located<String>?,
        of owner: String,
        give: String,
        among earlier: [(path: String?, what: String)]
    ) -> Bool {
        guard let file, let taken = earlier.first(where: { $0.path == file.value }) else { return true }
        error("\(owner) 'output' is \(taken.what); give \(give)", at: file.location)
        return false
    }

    /// `router: { output: Sources/App/Generated/AppRouter.swift }`, and the same for `activities:` and `intents:`.
    private mutating func extraFile(_ node: YAMLNode, key: String, what: String) -> Located<String>? {
        let context = "'\(key)'"
        guard case .mapping(let pairs) = node.content else {
            error("\(context) must be a mapping with 'output' (\(what)), found \(describe(node))", at: node.location)
            return nil
        }
        let reader = MappingReader(node, pairs: pairs, allowedKeys: Self.extraFileKeys)
        diagnostics += reader.unknownKeyDiagnostics(in: context)
        return requiredPath(reader, "output", context: context)
    }

    /// `infoPlist: App/Info.plist`, `entitlements: App/App.entitlements`, `handledElsewhere: [fb123456789]`; nil
    /// when one is invalid.
    private mutating func registration(_ reader: MappingReader) -> RouteGenConfig.Registration? {
        var registration = RouteGenConfig.Registration()
        var isValid = true
        for (key, keyPath) in [("infoPlist", \RouteGenConfig.Registration.infoPlist), ("entitlements", \.entitlements)]
        {
            guard let node = reader[key] else { continue }
            if let path = path(node, key: key) { registration[keyPath: keyPath] = path } else { isValid = false }
        }
        if let node = reader["handledElsewhere"] {
            if let names = handledElsewhere(node) { registration.handledElsewhere = names } else { isValid = false }
        }
        return isValid ? registration : nil
    }

    /// A list of schemes, app-link domains and activity types, such as `[fb123456789, "*.example.com"]`.
    private mutating func handledElsewhere(_ node: YAMLNode) -> [String]? {
        let expected =
            "a list of schemes, app-link domains and activity types, such as '[fb123456789, \"*.example.com\"]'"
        guard case .sequence(let items) = node.content else {
            error("'handledElsewhere' must be \(expected), found \(describe(node))", at: node.location)
            return nil
        }
        var names: [String] = []
        for item in items {
            guard case .scalar(let text, _) = item.content, !item.isNull, !text.isEmpty else {
                error(
                    "each entry of 'handledElsewhere' must be a scheme, a domain or an activity type, found \(describe(item))",
                    at: item.location
                )
                return nil
            }
            names.append(text)
        }
        return names
    }

    /// `tests: { output: Tests/AppTests/AppRouteExampleTests.swift, module: App }`
    private mutating func tests(_ node: YAMLNode) -> (output: Located<String>, module: Located<String>)? {
        let context = "'tests'"
        guard case .mapping(let pairs) = node.content else {
            error(
                "'tests' must be a mapping with 'output' (the test file) and 'module' (the module the generated code is in), found \(describe(node))",
                at: node.location
            )
            return nil
        }
        let reader = MappingReader(node, pairs: pairs, allowedKeys: Self.testsKeys)
        diagnostics += reader.unknownKeyDiagnostics(in: context)
        let output = requiredPath(reader, "output", context: context)
        var module: Located<String>?
        if let moduleNode = reader["module"] {
            if let text = moduleNode.scalarText, !moduleNode.isNull, SwiftName.isIdentifier(text) {
                module = Located(text, at: moduleNode.location)
            } else {
                error(
                    "'module' must be the Swift module the generated code is in, such as 'MyApp', found \(describe(moduleNode))",
                    at: moduleNode.location
                )
            }
        } else if !reader.hasMisspelling(of: "module") {
            error(
                "\(context) has no 'module'; name the module the generated code is in, which the tests import",
                at: node.location
            )
        }
        guard let output, let module else { return nil }
        return (output, module)
    }

    /// The entry's choices about the generated file, the defaults where it makes none; nil when one is invalid.
    private mutating func rendering(_ reader: MappingReader) -> RenderOptions? {
        var rendering = RenderOptions()
        var isValid = true
        if let node = reader["header"] {
            if let lines = headerLines(node) { rendering.header = lines } else { isValid = false }
        }
        if let node = reader["codable"] {
            if let codable = bool(node, key: "codable") { rendering.codable = codable } else { isValid = false }
        }
        if let node = reader["outcomes"] {
            if let outcomes = bool(node, key: "outcomes") { rendering.linkOutcomes = outcomes } else { isValid = false }
        }
        if let node = reader["reader"] {
            if let choice = node.scalarText.flatMap(RenderOptions.Reader.init(rawValue:)), !node.isNull {
                rendering.reader = choice
            } else {
                let choices = RenderOptions.Reader.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
                error(
                    "'reader' must be \(choices): where the generated file gets routegen's URL reader, found \(describe(node))",
                    at: node.location
                )
                isValid = false
            }
        }
        return isValid ? rendering : nil
    }

    /// A `header:` value: text whose lines become comment lines, or a list of such texts; `""` or `[]` for none.
    private mutating func headerLines(_ node: YAMLNode) -> [String]? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull: return RenderOptions.headerLines(text)
        case .sequence(let items):
            var lines: [String] = []
            for item in items {
                guard case .scalar(let text, _) = item.content, !item.isNull else {
                    error("each line of 'header' must be text, found \(describe(item))", at: item.location)
                    return nil
                }
                lines += RenderOptions.headerLines(text)
            }
            return lines
        default:
            error(
                "'header' must be text, one comment line per line, or a list of lines (\"\" for no header), found \(describe(node))",
                at: node.location
            )
            return nil
        }
    }

    private mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        switch node.scalarText {
        case "true": return true
        case "false": return false
        default:
            error("'\(key)' must be true or false, found \(describe(node))", at: node.location)
            return nil
        }
    }

    private mutating func requiredPath(_ reader: MappingReader, _ key: String, context: String) -> Located<String>? {
        guard let node = reader[key] else {
            if !reader.hasMisspelling(of: key) { error("\(context) has no '\(key)'", at: reader.node.location) }
            return nil
        }
        return path(node, key: key)
    }

    private mutating func path(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let text = node.scalarText, !node.isNull else {
            error("'\(key)' must be a path, found \(describe(node))", at: node.location)
            return nil
        }
        guard !text.isEmpty else {
            error("'\(key)' must be a path, found an empty string", at: node.location)
            return nil
        }
        return Located(ConfigPaths.resolve(text, in: folder), at: node.location)
    }

    /// Two specs writing one file would overwrite each other's code on every run.
    private mutating func rejectSharedOutputs(_ entries: [RouteGenConfig.Entry]) {
        var firstUse: [String: SourceLocation] = [:]
        for output in entries.flatMap({
            [$0.output] + [$0.testsOutput, $0.routerOutput, $0.activitiesOutput, $0.intentsOutput].compactMap { $0 }
        }) {
            if let first = firstUse[output.value] {
                diagnostics.append(
                    .error(
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

    private func describe(_ node: YAMLNode) -> String {
        if let text = node.scalarText, !node.isNull { return "'\(text)'" }
        return node.kindDescription
    }

    private mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }
}
