import Testing
@testable import RouteGenCore

/// The schemas know exactly the keys and closed value sets the decoders know, at every level, so that a key added
/// to a decoder without the schema (or the other way round) fails here.
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

    /// The query parameter mapping, after checking that the path parameter mapping has the same keys and differs
    /// only in letting constraints stand without a type.
    static func parameterMapping() throws -> JSONValue {
        let route = try entrySchemas().route
        let mapping = { (parameter: JSONValue) throws -> JSONValue in
            let forms = try #require(parameter["anyOf"]?.arrayValue)
            return try #require(try forms.map { try spec($0) }.first { $0["type"] == "object" })
        }
        let query = try mapping(try spec(route["properties"]?["query"]?["additionalProperties"]))
        let path = try mapping(try spec(route["properties"]?["params"]?["additionalProperties"]))
        #expect(path["properties"] == query["properties"])
        #expect(query["oneOf"] != nil && path["oneOf"] == nil)
        return query
    }

    static func navigationForms() throws -> (styles: [String], mapping: JSONValue) {
        let forms = try #require(try spec(try entrySchemas().route["properties"]?["navigation"])["anyOf"]?.arrayValue)
        let styles = try #require(forms.first { $0["enum"] != nil })
        let mapping = try #require(forms.first { $0["type"] == "object" })
        return (strings(styles["enum"]), mapping)
    }

    @Test("The spec's top level has exactly SpecDecoder.topLevelKeys") func specTopLevel() {
        #expect(Self.propertyNames(Self.spec) == Set(SpecDecoder.topLevelKeys))
        #expect(Self.spec["additionalProperties"] == false)
    }

    @Test("A feature mount has exactly SpecDecoder.featureMountKeys") func featureMount() throws {
        let mount = try #require(Self.spec["properties"]?["features"]?["additionalProperties"])
        #expect(Self.propertyNames(mount) == Set(SpecDecoder.featureMountKeys))
        #expect(mount["additionalProperties"] == false)
    }

    @Test("A route has exactly SpecDecoder.routeKeys and a group exactly SpecDecoder.groupKeys") func routesAndGroups()
        throws
    {
        let (route, group) = try Self.entrySchemas()
        #expect(Self.propertyNames(route) == Set(SpecDecoder.routeKeys))
        #expect(Self.propertyNames(group) == Set(SpecDecoder.groupKeys))
        #expect(route["additionalProperties"] == false && group["additionalProperties"] == false)
        #expect(Self.strings(route["required"]) == ["path"] && Self.strings(group["required"]) == ["routes"])
        #expect(
            try Self.spec(group["properties"]?["routes"]) == Self.spec(Self.spec["properties"]?["routes"]),
            "groups nest"
        )
    }

    @Test("A parameter mapping has exactly SpecDecoder.parameterKeys") func parameterKeys() throws {
        let mapping = try Self.parameterMapping()
        #expect(Self.propertyNames(mapping) == Set(SpecDecoder.parameterKeys))
        #expect(mapping["additionalProperties"] == false)
    }

    @Test("A navigation mapping has exactly SpecDecoder.navigationTabKeys, the styles are SpecDecoder.navigationStyles")
    func navigation() throws {
        let (styles, mapping) = try Self.navigationForms()
        #expect(styles == SpecDecoder.navigationStyles)
        #expect(Self.propertyNames(mapping) == Set(SpecDecoder.navigationTabKeys))
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

    @Test("The config's top level has exactly ConfigDecoder.topLevelKeys, an entry exactly ConfigDecoder.entryKeys")
    func config() throws {
        #expect(Self.propertyNames(Self.config) == Set(ConfigDecoder.topLevelKeys))
        #expect(Self.config["additionalProperties"] == false)
        let entry = try Self.resolved(Self.config["properties"]?["specs"]?["items"], in: Self.config)
        #expect(Self.propertyNames(entry) == Set(ConfigDecoder.entryKeys))
        #expect(entry["additionalProperties"] == false)
        #expect(Self.strings(entry["required"]) == ["spec", "output"])
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
