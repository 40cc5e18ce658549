import Testing
@testable import RouteGenCore

@Suite("ParameterValueCode unit") struct ValueCodeUnitTests {
    static let code = ParameterValueCode(reader: "L")

    static let sort = ValueType.enumeration(
        EnumerationType(
            typeName: "Sort",
            cases: [
                .init(name: "newest", rawValue: "newest"), .init(name: "`default`", rawValue: "x"),
                .init(name: "topRated", rawValue: "top-rated"),
            ]
        )
    )

    /// What `write` writes, on one line.
    static func written(_ write: (inout BreakableCodeWriter) -> Void) -> String {
        var code = BreakableCodeWriter()
        write(&code)
        return code.code.flat
    }

    static func parameter(
        _ label: String,
        _ type: ValueType,
        _ presence: Parameter.Presence = .required,
        source: Parameter.Source = .query
    ) -> Parameter {
        Parameter(
            name: label,
            label: label,
            type: type,
            source: source,
            presence: presence,
            location: UnitSupport.location(1, 1)
        )
    }

    @Test(
        "Binding names avoid the generated code's own names",
        arguments: [
            ("link", "linkValue"), ("notes", "notesValue"), ("route", "routeValue"),
            ("destinations", "destinationsValue"), ("optionalQuery", "optionalQueryValue"),
            ("requiredQuery", "requiredQueryValue"), ("id", "id"), ("links", "links"), ("default", "`default`"),
            ("self", "`self`"),
        ]
    ) func bindingNames(label: String, expected: String) {
        #expect(ParameterValueCode.bindingNames(for: [Self.parameter(label, .string)]) == [expected])
    }

    @Test("Binding names of one route's parameters are distinct even when a label equals a renamed binding")
    func bindingNamesDistinct() throws {
        let output = UnitSupport.check(UnitSupport.spec("a:\n  path: /a/:link\n  query: { linkValue: String }"))
        let route = try #require(UnitSupport.route("a", in: output))
        let names = ParameterValueCode.bindingNames(for: route.parameters)
        #expect(names == ["linkValueValue", "linkValue"])
        #expect(route.parameters.indices.map { ParameterValueCode.bindingName(at: $0, in: route.parameters) } == names)
    }

    @Test(
        "Declared types add '?' for optionals and the prefix for enums",
        arguments: [
            (parameter("a", .string), "", "String"), (parameter("a", .int, .optional), "", "Int?"),
            (parameter("a", .double, .defaulted("1")), "", "Double"), (parameter("a", .uuid, .optional), "", "UUID?"),
            (parameter("a", .stringList, source: .remainingSegments), "", "[String]"),
            (parameter("a", .bool), "", "Bool"), (parameter("a", sort), "AppRoute.", "AppRoute.Sort"),
            (parameter("a", sort, .optional), "", "Sort?"),
        ]
    ) func typeNames(parameter: Parameter, prefix: String, expected: String) {
        #expect(parameter.swiftTypeName(typePrefix: prefix) == expected)
    }

    @Test(
        "Path values are read by the link for text, and by the value type of the reader otherwise",
        arguments: [
            (ValueType.string, "link.string(at: 2)"), (.stringList, "(2..<link.count).map(link.string(at:))"),
            (.int, "L.IntValue.at(2, of: link)"), (.double, "L.DoubleValue.at(2, of: link)"),
            (.bool, "L.BoolValue.at(2, of: link)"), (.uuid, "L.UUIDValue.at(2, of: link)"),
            (sort, "L.ChoiceValue.at(2, of: link, as: AppRoute.Sort.self)"),
        ]
    ) func pathValues(type: ValueType, expected: String) {
        #expect(Self.written { Self.code.writePathValue(type, at: 2, levelTypeName: "AppRoute", to: &$0) } == expected)
    }

    @Test(
        "Query values are read by QueryItems for text, and by the value type of the reader otherwise",
        arguments: [
            (ValueType.string, #"L.QueryItems.text("q", in: link)"#),
            (.int, #"L.QueryItems.value("q", in: link, parsing: L.IntValue.parse)"#),
            (.double, #"L.QueryItems.value("q", in: link, parsing: L.DoubleValue.parse)"#),
            (.bool, #"L.QueryItems.value("q", in: link, parsing: L.BoolValue.parse)"#),
            (.uuid, #"L.QueryItems.value("q", in: link, parsing: L.UUIDValue.parse)"#),
            (sort, #"L.ChoiceQuery.value("q", in: link, as: AppRoute.Sort.self)"#),
        ]
    ) func queryValues(type: ValueType, expected: String) {
        #expect(Self.code.queryValue(type, name: "q", typePrefix: "AppRoute.", check: nil).flat == expected)
    }

    @Test(
        "A constrained query value is parsed through its check",
        arguments: [
            (
                ValueType.string,
                #"L.QueryItems.value("q", in: link, parsing: L.ValueParsing.string, allowing: Self.allowsQ)"#
            ), (.int, #"L.QueryItems.value("q", in: link, parsing: L.IntValue.parse, allowing: Self.allowsQ)"#),
        ]
    ) func checkedQueryValues(type: ValueType, expected: String) {
        #expect(Self.code.queryValue(type, name: "q", typePrefix: "AppRoute.", check: "allowsQ").flat == expected)
    }

    @Test(
        "Formatting expressions per type",
        arguments: [
            (ValueType.string, "v"), (.stringList, "v"), (.int, "L.IntValue.text(v)"), (.bool, "L.BoolValue.text(v)"),
            (.double, "L.DoubleValue.text(v)"), (.uuid, "L.UUIDValue.text(v)"), (sort, "v.rawValue"),
        ]
    ) func formats(type: ValueType, expected: String) {
        #expect(Self.written { Self.code.writeText(of: type, "v", isOptional: false, to: &$0) } == expected)
    }

    @Test(
        "Query text: required values are formatted",
        arguments: [
            (parameter("q", .string), "q"), (parameter("page", .int), "L.IntValue.text(page)"),
            (parameter("id", .uuid), "L.UUIDValue.text(id)"), (parameter("link", .int), "L.IntValue.text(linkValue)"),
            (parameter("sort", sort), "sort.rawValue"),
        ]
    ) func requiredQueryText(parameter: Parameter, expected: String) {
        #expect(
            Self.written {
                Self.code.writeQueryText(
                    parameter,
                    binding: ParameterValueCode.bindingNames(for: [parameter])[0],
                    to: &$0
                )
            } == expected
        )
    }

    @Test(
        "Query text: optional values map, plain Strings pass through",
        arguments: [
            (parameter("q", .string, .optional), "q"),
            (parameter("page", .int, .optional), "page.map(L.IntValue.text)"),
            (parameter("x", .double, .optional), "x.map(L.DoubleValue.text)"),
            (parameter("sort", sort, .optional), "sort?.rawValue"),
            (parameter("route", .bool, .optional), "routeValue.map(L.BoolValue.text)"),
        ]
    ) func optionalQueryText(parameter: Parameter, expected: String) {
        #expect(
            Self.written {
                Self.code.writeQueryText(
                    parameter,
                    binding: ParameterValueCode.bindingNames(for: [parameter])[0],
                    to: &$0
                )
            } == expected
        )
    }

    @Test(
        "Query text: defaulted values are left out when equal to the default",
        arguments: [
            (parameter("page", .int, .defaulted("1")), "page == 1 ? nil : L.IntValue.text(page)"),
            (parameter("page", .int, .defaulted("007")), "page == 7 ? nil : L.IntValue.text(page)"),
            (parameter("q", .string, .defaulted("")), "q == \"\" ? nil : q"),
            (parameter("q", .string, .defaulted("say \"hi\"")), "q == \"say \\\"hi\\\"\" ? nil : q"),
            (parameter("x", .double, .defaulted("2")), "x == 2.0 ? nil : L.DoubleValue.text(x)"),
            (parameter("flag", .bool, .defaulted("false")), "flag == false ? nil : L.BoolValue.text(flag)"),
            (parameter("sort", sort, .defaulted("newest")), "sort == .newest ? nil : sort.rawValue"),
            (parameter("sort", sort, .defaulted("top-rated")), "sort == .topRated ? nil : sort.rawValue"),
            (parameter("notes", .int, .defaulted("0")), "notesValue == 0 ? nil : L.IntValue.text(notesValue)"),
        ]
    ) func defaultedQueryText(parameter: Parameter, expected: String) {
        #expect(
            Self.written {
                Self.code.writeQueryText(
                    parameter,
                    binding: ParameterValueCode.bindingNames(for: [parameter])[0],
                    to: &$0
                )
            } == expected
        )
    }

    @Test(
        "Segment text: required values are formatted, optional ones stay optional",
        arguments: [
            (parameter("id", .uuid, source: .segment), "L.UUIDValue.text(id)"),
            (parameter("n", .int, source: .segment), "L.IntValue.text(n)"),
            (parameter("name", .string, .optional, source: .segment), "name"),
            (parameter("n", .int, .optional, source: .segment), "n.map(L.IntValue.text)"),
            (parameter("rest", .stringList, source: .remainingSegments), "rest"),
            (parameter("destinations", .string, source: .segment), "destinationsValue"),
            (parameter("section", sort, .optional, source: .segment), "section?.rawValue"),
        ]
    ) func segmentTexts(parameter: Parameter, expected: String) {
        #expect(
            Self.written {
                Self.code.writeSegmentText(
                    parameter,
                    binding: ParameterValueCode.bindingNames(for: [parameter])[0],
                    to: &$0
                )
            } == expected
        )
    }

    @Test(
        "Literals for defaults",
        arguments: [
            ("42", ValueType.int, "42"), ("-0", .int, "0"), ("2.5", .double, "2.5"), ("3", .double, "3.0"),
            ("true", .bool, "true"), ("a\\b", .string, "\"a\\\\b\""), ("x", sort, ".`default`"),
            ("newest", sort, ".newest"),
        ]
    ) func literals(text: String, type: ValueType, expected: String) {
        #expect(ParameterValueCode.literal(text, of: type) == expected)
    }
}
