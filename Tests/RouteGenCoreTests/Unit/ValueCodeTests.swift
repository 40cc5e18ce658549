import Testing
@testable import RouteGenCore

@Suite("ValueCode unit")
struct ValueCodeUnitTests {
    static let sort = ValueType.enumeration(EnumerationType(typeName: "Sort", cases: [
        .init(name: "newest", rawValue: "newest"), .init(name: "`default`", rawValue: "x"), .init(name: "topRated", rawValue: "top-rated"),
    ]))

    static func parameter(_ label: String, _ type: ValueType, _ presence: Parameter.Presence = .required,
                          source: Parameter.Source = .query) -> Parameter {
        Parameter(name: label, label: label, type: type, source: source, presence: presence, location: UnitSupport.location(1, 1))
    }

    @Test("Binding names avoid the generated code's own names", arguments: [
        ("request", "requestValue"), ("misses", "missesValue"), ("route", "routeValue"), ("destinations", "destinationsValue"),
        ("RouteValue", "RouteValueValue"), ("id", "id"), ("requests", "requests"), ("default", "`default`"), ("self", "`self`"),
    ])
    func bindingNames(label: String, expected: String) {
        #expect(ValueCode.bindingNames(for: [Self.parameter(label, .string)]) == [expected])
    }

    @Test("Binding names of one route's parameters are distinct even when a label equals a renamed binding")
    func bindingNamesDistinct() throws {
        let output = UnitSupport.check(UnitSupport.spec("a:\n  path: /a/:request\n  query: { requestValue: String }"))
        let route = try #require(UnitSupport.route("a", in: output))
        let names = ValueCode.bindingNames(for: route.parameters)
        #expect(names == ["requestValueValue", "requestValue"])
    }

    @Test("Declared types add '?' for optionals and the prefix for enums", arguments: [
        (parameter("a", .string), "", "String"), (parameter("a", .int, .optional), "", "Int?"),
        (parameter("a", .double, .defaulted("1")), "", "Double"), (parameter("a", .uuid, .optional), "", "UUID?"),
        (parameter("a", .stringList, source: .remainingSegments), "", "[String]"), (parameter("a", .bool), "", "Bool"),
        (parameter("a", sort), "AppRoute.", "AppRoute.Sort"), (parameter("a", sort, .optional), "", "Sort?"),
    ])
    func typeNames(parameter: Parameter, prefix: String, expected: String) {
        #expect(parameter.swiftTypeName(typePrefix: prefix) == expected)
    }

    @Test("Parsers per type", arguments: [
        (ValueType.string, "RouteValue.text"), (.stringList, "RouteValue.text"), (.int, "RouteValue.int"), (.double, "RouteValue.double"),
        (.bool, "RouteValue.bool"), (.uuid, "RouteValue.uuid"), (sort, "RouteValue.choice(Sort.self)"),
    ])
    func parsers(type: ValueType, expected: String) {
        #expect(ValueCode.parser(type) == expected)
    }

    @Test("Formatting expressions per type", arguments: [
        (ValueType.string, "v"), (.stringList, "v"), (.int, "RouteValue.intText(v)"), (.bool, "RouteValue.boolText(v)"), (.double, "RouteValue.doubleText(v)"),
        (.uuid, "RouteValue.uuidText(v)"), (sort, "v.rawValue"),
    ])
    func formats(type: ValueType, expected: String) {
        #expect(ValueCode.format(type, "v") == expected)
    }

    @Test("Query text: required values are formatted", arguments: [
        (parameter("q", .string), "q"), (parameter("page", .int), "RouteValue.intText(page)"), (parameter("id", .uuid), "RouteValue.uuidText(id)"),
        (parameter("request", .int), "RouteValue.intText(requestValue)"), (parameter("sort", sort), "sort.rawValue"),
    ])
    func requiredQueryText(parameter: Parameter, expected: String) {
        #expect(ValueCode.queryText(parameter, binding: ValueCode.bindingNames(for: [parameter])[0]) == expected)
    }

    @Test("Query text: optional values map, plain Strings pass through", arguments: [
        (parameter("q", .string, .optional), "q"), (parameter("page", .int, .optional), "page.map(RouteValue.intText)"),
        (parameter("x", .double, .optional), "x.map(RouteValue.doubleText)"), (parameter("sort", sort, .optional), "sort?.rawValue"),
        (parameter("route", .bool, .optional), "routeValue.map(RouteValue.boolText)"),
    ])
    func optionalQueryText(parameter: Parameter, expected: String) {
        #expect(ValueCode.queryText(parameter, binding: ValueCode.bindingNames(for: [parameter])[0]) == expected)
    }

    @Test("Query text: defaulted values are left out when equal to the default", arguments: [
        (parameter("page", .int, .defaulted("1")), "page == 1 ? nil : RouteValue.intText(page)"),
        (parameter("page", .int, .defaulted("007")), "page == 7 ? nil : RouteValue.intText(page)"),
        (parameter("q", .string, .defaulted("")), "q == \"\" ? nil : q"),
        (parameter("q", .string, .defaulted("say \"hi\"")), "q == \"say \\\"hi\\\"\" ? nil : q"),
        (parameter("x", .double, .defaulted("2")), "x == 2.0 ? nil : RouteValue.doubleText(x)"),
        (parameter("flag", .bool, .defaulted("false")), "flag == false ? nil : RouteValue.boolText(flag)"),
        (parameter("sort", sort, .defaulted("newest")), "sort == .newest ? nil : sort.rawValue"),
        (parameter("sort", sort, .defaulted("top-rated")), "sort == .topRated ? nil : sort.rawValue"),
        (parameter("misses", .int, .defaulted("0")), "missesValue == 0 ? nil : RouteValue.intText(missesValue)"),
    ])
    func defaultedQueryText(parameter: Parameter, expected: String) {
        #expect(ValueCode.queryText(parameter, binding: ValueCode.bindingNames(for: [parameter])[0]) == expected)
    }

    @Test("Segment text: required values are formatted, optional ones stay optional", arguments: [
        (parameter("id", .uuid, source: .segment), "RouteValue.uuidText(id)"),
        (parameter("n", .int, source: .segment), "RouteValue.intText(n)"),
        (parameter("name", .string, .optional, source: .segment), "name"),
        (parameter("n", .int, .optional, source: .segment), "n.map(RouteValue.intText)"),
        (parameter("rest", .stringList, source: .remainingSegments), "rest"),
        (parameter("destinations", .string, source: .segment), "destinationsValue"),
        (parameter("section", sort, .optional, source: .segment), "section?.rawValue"),
    ])
    func segmentTexts(parameter: Parameter, expected: String) {
        #expect(ValueCode.segmentText(parameter, binding: ValueCode.bindingNames(for: [parameter])[0]) == expected)
    }

    @Test("Literals for defaults", arguments: [
        ("42", ValueType.int, "42"), ("-0", .int, "0"), ("2.5", .double, "2.5"), ("3", .double, "3.0"), ("true", .bool, "true"),
        ("a\\b", .string, "\"a\\\\b\""), ("x", sort, ".`default`"), ("newest", sort, ".newest"),
    ])
    func literals(text: String, type: ValueType, expected: String) {
        #expect(ValueCode.literal(text, of: type) == expected)
    }
}
