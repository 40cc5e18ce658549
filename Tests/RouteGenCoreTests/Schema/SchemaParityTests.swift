import Testing
@testable import RouteGenCore

/// The keys of the spec and the config come from one declaration each, `SpecFormat` and `ConfigFormat`, for the
/// decoders and the schemas alike; these tests check what is still written twice: where the schemas' references lead
/// (an entry with `routes` is a group), which keys the decoders report missing against those the schemas require, and
/// the closed value sets.
@Suite("Schema: parity with the decoders") struct SchemaParityTests {
    static let spec = RouteGenSchema.spec.document
    static let config = RouteGenSchema.config.document

    /// `schema` with its `$ref` into `root`'s `$defs` followed, as often as it has one.
    static func resolved(_ schema: JSONValue?, in root: JSONValue) throws -> JSONValue {
        var current = try #require(schema)
        while let reference = current["$ref"]?.stringValue {
            let name = try #require(reference.split(separator: "/").last.map(String.init), "\(reference)")
            #expect(reference == "#/$defs/\(name)")
            current = try #require(root["$defs"]?[name], "no definition for \(reference)")
        }
        return current
    }

    static func spec(_ path: JSONValue?) throws -> JSONValue { try resolved(path, in: spec) }

    static func propertyNames(_ schema: JSONValue) -> Set<String> { Set(schema["properties"]?.keys ?? []) }

    static func strings(_ value: JSONValue?) -> [String] { value?.arrayValue?.compactMap(\.stringValue) ?? [] }

    /// The schemas of an entry under `routes:`, reached from the spec's top level the way an editor reaches them.
    static func entrySchemas() throws -> (route: JSONValue, group: JSONValue) {
        let routes = try spec(spec["properties"]?["routes"])
        let entry = try spec(routes["additionalProperties"])
        #expect(entry["if"] == ["required": ["routes"]], "an entry with 'routes' is a group, as SpecDecoder decides")
        return (try spec(entry["else"]), try spec(entry["then"]))
    }

    /// The query parameter mapping, told from the path parameter mapping by letting no constraint stand without a type.
    static func parameterMapping() throws -> JSONValue {
        let route = try entrySchemas().route
        let mapping = { (parameter: JSONValue) throws -> JSONValue in
            let forms = try #require(parameter["anyOf"]?.arrayValue)
            return try #require(try forms.map { try spec($0) }.first { $0["type"] == "object" })
        }
        let query = try mapping(try spec(route["properties"]?["query"]?["additionalProperties"]))
        let path = try mapping(try spec(route["properties"]?["params"]?["additionalProperties"]))
        #expect(query["oneOf"] != nil && path["oneOf"] == nil)
        return query
    }

    static func navigationForms() throws -> (styles: [String], mapping: JSONValue) {
        let forms = try #require(try spec(try entrySchemas().route["properties"]?["navigation"])["anyOf"]?.arrayValue)
        let styles = try #require(forms.first { $0["enum"] != nil })
        let mapping = try #require(forms.first { $0["type"] == "object" })
        return (strings(styles["enum"]), mapping)
    }

    @Test("A feature mount takes 'tab' or 'tabs', not both, as SpecDecoder says") func mountTabOrTabs() throws {
        let features = try Self.spec(Self.spec["properties"]?["features"])
        let mount = try Self.spec(features["additionalProperties"])
        #expect(mount["properties"]?["tab"]?["description"] != nil)
        #expect(mount["not"] == ["required": ["tab", "tabs"]])
    }

    @Test("The spec's top level refuses a key it does not declare, as SpecDecoder does") func specTopLevel() {
        #expect(Self.spec["additionalProperties"] == false)
    }

    @Test("An entry with 'routes' leads to a group's keys, any other entry to a route's") func routesAndGroups() throws
    {
        let (route, group) = try Self.entrySchemas()
        #expect(Self.propertyNames(route) == Set(SpecFormat.Route.names))
        #expect(Self.propertyNames(group) == Set(SpecFormat.Group.names))
        #expect(
            try Self.spec(group["properties"]?["routes"]) == Self.spec(Self.spec["properties"]?["routes"]),
            "groups nest"
        )
    }

    @Test("A navigation mapping has one key, the styles are SpecDecoder.navigationStyles") func navigation() throws {
        let (styles, mapping) = try Self.navigationForms()
        #expect(styles == SpecDecoder.navigationStyles)
        #expect(mapping["additionalProperties"] == false && mapping["maxProperties"] == 1)
    }

    @Test("Type names are SpecDecoder.typeNames, each also with '?', in both parameter forms") func typeNames() throws {
        let expected = Set(SpecDecoder.typeNames.flatMap { [$0, $0 + "?"] })
        let typeName = try Self.spec(try Self.parameterMapping()["properties"]?["type"])
        #expect(Set(Self.strings(typeName["enum"])) == expected)
        let route = try Self.entrySchemas().route
        let forms = try #require(
            try Self.spec(route["properties"]?["query"]?["additionalProperties"])["anyOf"]?.arrayValue
        )
        #expect(try forms.contains { try Self.spec($0) == typeName }, "a bare type name is a parameter too")
    }

    @Test("Access levels are AccessLevel's cases") func accessLevels() {
        #expect(
            Set(Self.strings(Self.spec["properties"]?["access"]?["enum"])) == Set(AccessLevel.allCases.map(\.rawValue))
        )
    }

    @Test("The config refuses a key it does not declare, and each of 'specs' leads to an entry's keys") func config()
        throws
    {
        #expect(Self.config["additionalProperties"] == false)
        let entry = try Self.resolved(Self.config["properties"]?["specs"]?["items"], in: Self.config)
        #expect(Self.propertyNames(entry) == Set(ConfigFormat.Entry.names))
    }

    // MARK: - Every key the schema requires, routegen reports missing

    /// A spec with one kind of mapping written with a value for each key in `values` (its required keys and any it
    /// needs beside them), and the same spec with each of `Key`'s required keys, as the schema requires them, left out.
    struct RequiredKeys: CustomStringConvertible, Sendable {
        var complete: String
        var leavingOut: [(key: String, spec: String)]

        init<Key: FormatKey>(_: Key.Type, _ values: [Key: String], in spec: (String) -> String) {
            func written(leavingOut left: Key?) -> String {
                let pairs = Key.allCases.filter { $0 != left }
                    .compactMap { key in values[key].map { "\(key.rawValue): \($0)" } }
                return spec("{ \(pairs.joined(separator: ", ")) }")
            }
            complete = written(leavingOut: nil)
            leavingOut = Key.allCases.filter(\.isRequired).map { ($0.rawValue, written(leavingOut: $0)) }
        }

        var description: String { leavingOut.map(\.key).joined(separator: ", ") }
    }

    static let header = "version: 1\nschemes: [app]\n"
    static let home = "routes:\n  home: { path: / }\n"

    static let requiredKeys = [
        RequiredKeys(SpecFormat.Route.self, [.path: "/"]) { header + "routes:\n  home: \($0)\n" },
        RequiredKeys(SpecFormat.TopLevel.self, [.version: "1", .schemes: "[app]", .routes: "{ home: { path: / } }"]) {
            "\($0)\n"
        },
        RequiredKeys(SpecFormat.Redirect.self, [.path: "/old", .to: "home"]) {
            header + home + "redirects:\n  old: \($0)\n"
        },
        RequiredKeys(SpecFormat.Parent.self, [.route: "home"]) {
            header + home + "  item: { path: /item, parent: \($0) }\n"
        },
        RequiredKeys(SpecFormat.Activities.self, [.prefix: "com.example.app"]) {
            header + home + "activities: \($0)\n"
        },
        RequiredKeys(SpecFormat.FeatureMount.self, [.spec: "weather.yaml", .mount: "/weather"]) {
            header + home + "features:\n  weather: \($0)\n"
        },
    ]

    static let entry = "version: 1\nspecs:\n  - { spec: a.yaml, output: A.swift"
    static let furtherFile = OutputKind.allCases.first { !$0.testsTheModule }?.configKey ?? ""

    static let configRequiredKeys = [
        RequiredKeys(ConfigFormat.TopLevel.self, [.version: "1", .specs: "[{ spec: a.yaml, output: A.swift }]"]) {
            "\($0)\n"
        },
        RequiredKeys(ConfigFormat.Entry.self, [.spec: "a.yaml", .output: "A.swift"]) { "version: 1\nspecs: [\($0)]\n" },
        RequiredKeys(ConfigFormat.Tests.self, [.output: "T.swift", .module: "App"]) { entry + ", tests: \($0) }\n" },
        RequiredKeys(ConfigFormat.FurtherFile.self, [.output: "R.swift"]) { entry + ", \(furtherFile): \($0) }\n" },
    ]

    @Test("Each key the config's schema requires is one ConfigDecoder reports missing", arguments: configRequiredKeys)
    func configRequiredKeysAreReportedMissing(keys: RequiredKeys) {
        let diagnostics = { (config: String) in
            RouteGenConfig.read(Array(config.utf8), path: "routegen.yml").diagnostics
        }
        #expect(diagnostics(keys.complete).filter { $0.id == .missingKey } == [])
        for (key, config) in keys.leavingOut {
            #expect(
                diagnostics(config).contains { $0.id == .missingKey && $0.message.contains("'\(key)'") },
                "\(config)"
            )
        }
    }

    static func decodingDiagnostics(_ spec: String) throws -> [Diagnostic] {
        let root = try #require(UnitSupport.read(spec).root, "\(spec)")
        let log = DiagnosticLog()
        _ = SpecDecoder(log: log).decode(root)
        return log.diagnostics
    }

    @Test("Each key the schema requires is one SpecDecoder reports missing", arguments: requiredKeys)
    func requiredKeysAreReportedMissing(keys: RequiredKeys) throws {
        #expect(try Self.decodingDiagnostics(keys.complete).filter { $0.id == .missingKey } == [])
        for (key, spec) in keys.leavingOut {
            let diagnostics = try Self.decodingDiagnostics(spec)
            #expect(diagnostics.contains { $0.id == .missingKey && $0.message.contains("'\(key)'") }, "\(diagnostics)")
        }
    }

    // MARK: - Every value the schema offers, routegen accepts

    /// A spec using `navigation` and `parameter` on one route, with tabs `home` and `search`.
    static func specUsing(navigation: String = "push", query parameter: String = "String") -> String {
        "version: 1\nschemes: [app]\ntabs: [home, search]\nroutes:\n  search:\n    path: /search\n"
            + "    navigation: \(navigation)\n    query:\n      q: \(parameter)\n"
    }

    static func diagnostics(_ spec: String) -> [String] {
        RouteGenerator.check(spec: Array(spec.utf8), specPath: "spec.yaml").diagnostics.map(\.description)
    }

    @Test("Every type name the schema offers is one routegen accepts, bare and in a mapping") func offeredTypeNames()
        throws
    {
        let typeName = try Self.spec(try Self.parameterMapping()["properties"]?["type"])
        for name in Self.strings(typeName["enum"]) {
            #expect(Self.diagnostics(Self.specUsing(query: "\"\(name)\"")) == [], "\(name)")
            #expect(Self.diagnostics(Self.specUsing(query: "{ type: \"\(name)\" }")) == [], "\(name)")
        }
    }

    @Test("Every navigation the schema offers is one routegen accepts") func offeredNavigation() throws {
        let (styles, mapping) = try Self.navigationForms()
        let tabForms = Self.propertyNames(mapping).sorted().map { "{ \($0): home }" }
        for navigation in styles + tabForms {
            #expect(Self.diagnostics(Self.specUsing(navigation: navigation)) == [], "\(navigation)")
        }
    }

    @Test("Every access level the schema offers is one routegen accepts") func offeredAccessLevels() {
        for level in Self.strings(Self.spec["properties"]?["access"]?["enum"]) {
            #expect(Self.diagnostics("access: \(level)\n" + Self.specUsing()) == [], "\(level)")
        }
    }
}
