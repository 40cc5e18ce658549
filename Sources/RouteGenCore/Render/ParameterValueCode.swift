/// The generated code for a parameter's value: how it is declared, bound, read from a link and written back.
struct ParameterValueCode {
    /// The local names bound to a route's values, in parameter order: each label, unless that would shadow a
    /// generated name or an earlier binding, in which case `Value` is appended until it is unique.
    static func bindingNames(for parameters: [Parameter]) -> [String] {
        // The labels in use are only needed to rename a reserved one, which few routes have.
        var used: Set<String> = []
        var names: [String] = []
        names.reserveCapacity(parameters.count)
        for parameter in parameters {
            var name = parameter.label
            if ReservedNames.functionBindings.contains(name) {
                if used.isEmpty { used = Set(parameters.map(\.label)) }
                repeat { name += "Value" } while used.contains(name) || ReservedNames.functionBindings.contains(name)
                used.insert(name)
            }
            names.append(SwiftName.escaped(name))
        }
        return names
    }

    /// `bindingNames(for: parameters)[index]`, without working out the others' when the label is not reserved, the
    /// only case where a name differs from its label.
    static func bindingName(at index: Int, in parameters: [Parameter]) -> String {
        let label = parameters[index].label
        guard ReservedNames.functionBindings.contains(label) else { return SwiftName.escaped(label) }
        return bindingNames(for: parameters)[index]
    }

    /// The generated namespace of the URL reader, such as `AppRouteURLReader`, whose value types read and write
    /// values: `IntValue`, `UUIDValue`, `ChoiceValue`, ….
    let reader: String

    /// The reader's type for values of `type`, or nil for text, which the link and `QueryItems` read directly.
    private func valueType(_ type: ValueType) -> String? {
        switch type {
        case .string, .stringList: return nil
        case .int: return reader + ".IntValue"
        case .double: return reader + ".DoubleValue"
        case .bool: return reader + ".BoolValue"
        case .uuid: return reader + ".UUIDValue"
        case .enumeration: return reader + ".ChoiceValue"
        }
    }

    /// Writes an expression reading the typed value of the path segment at `position` of `link`, nil when the
    /// segment is not a value of the type; enums are nested in `levelTypeName`. Strings, and the segments from
    /// `position` on for `**`, are read without a check and are never nil, since every segment is text.
    func writePathValue(_ type: ValueType, at position: Int, levelTypeName: String, to code: inout BreakableCodeWriter)
    {
        switch type {
        case .string:
            code.write("link.string(at: ")
            code.write(position)
        case .stringList:
            code.write("(")
            code.write(position)
            code.write("..<link.count).map(link.string(at:)")
        case .int, .double, .bool, .uuid, .enumeration:
            code.write(valueType(type) ?? "")
            code.write(".at(")
            code.write(position)
            code.write(", of: link")
            if case .enumeration(let enumeration) = type {
                code.write(", as: \(enumeration.qualifiedName(in: levelTypeName)).self")
            }
        }
        code.write(")")
    }

    /// Writes `notes.intValue(at: 1, name: "id", of: link)`: the typed value of the path segment at `position`, nil
    /// after `MatchNotes` noted the segment as the failure when it is not a value of the type. Enums are nested in
    /// `levelTypeName`. Only for the types that can fail to parse, not text.
    func writeNotedPathValue(
        _ parameter: Parameter,
        at position: Int,
        levelTypeName: String,
        to code: inout BreakableCodeWriter
    ) {
        code.openCall("notes." + (Self.notingFunctionName(of: parameter.type) ?? ""))
        code.write("at: ")
        code.write(position)
        code.nextItem()
        code.write("name: ")
        code.writeStringLiteral(parameter.name)
        code.nextItem()
        code.write("of: link")
        if case .enumeration(let enumeration) = parameter.type {
            code.nextItem()
            code.write("as: \(enumeration.qualifiedName(in: levelTypeName)).self")
            if Self.readsAmongListedTabs(parameter, enumeration) {
                code.nextItem()
                code.write(
                    "among: [" + enumeration.cases.map { "." + SwiftName.escaped($0.name) }.joined(separator: ", ")
                )
                code.write("]")
            }
        }
        code.closeCall()
    }

    /// Whether a path value is of the app's tab enum but takes only the tabs the spec lists for it: a redirect's
    /// value for a feature mounted under tabs, read as `match` reads it, where the enum's own parsing would take every
    /// tab. A mount's own tab segment is compared as a literal per tab instead.
    static func readsAmongListedTabs(_ parameter: Parameter, _ enumeration: EnumerationType) -> Bool {
        enumeration.isTopLevel && !parameter.holdsMountedTab
    }

    /// The `MatchNotes` function that reads a path value of `type` and notes it when it does not parse: one
    /// non-generic function per type, which type-checks faster at each of the many places that call it than a
    /// generic one taking the parsed value. Nil for text, which always parses.
    static func notingFunctionName(of type: ValueType) -> String? {
        switch type {
        case .string, .stringList: return nil
        case .int: return "intValue"
        case .double: return "doubleValue"
        case .bool: return "boolValue"
        case .uuid: return "uuidValue"
        case .enumeration: return "choiceValue"
        }
    }

    /// The `MatchNotes` functions for the non-enum `types` of path values that can fail to parse, in a fixed order.
    func pathValueReaders(for types: Set<ValueType>) -> [PathValueReaderView] {
        [
            (ValueType.int, "Int", "Swift."), (.double, "Double", "Swift."), (.bool, "Bool", "Swift."),
            (.uuid, "UUID", "Foundation."),
        ]
        .compactMap { type, typeName, module in
            guard types.contains(type), let function = Self.notingFunctionName(of: type) else { return nil }
            var declaration = BreakableCodeWriter(capacity: 96)
            declaration.openCallKeepingArgumentsTogether("mutating func " + function)
            declaration.write("at index: Swift.Int")
            declaration.nextItem()
            declaration.write("name: Swift.String")
            declaration.nextItem()
            declaration.write("of link: \(reader).Link")
            declaration.closeCallKeepingArgumentsTogether()
            let result = " -> \(module)\(typeName)? {"
            return PathValueReaderView(
                declaration: declaration.code.templateText + result,
                functionName: function,
                valueTypeName: typeName,
                readerTypeName: valueType(type) ?? ""
            )
        }
    }

    /// An expression of type `QueryValue<Value>`: the query item `name` of `link` read as a value of the type, or
    /// through `check`, the name of a constraint check, when it has one. Enums are nested in `typePrefix`.
    func queryValue(_ type: ValueType, name: String, typePrefix: String, check: String?) -> BreakableCode {
        let key = BreakableCode.text(EscapedSwiftText.stringLiteral(name))
        let link = BreakableCode.text("in: link")
        if let check {
            let parse = valueType(type).map { $0 + ".parse" } ?? reader + ".ValueParsing.string"
            return .call(
                reader + ".QueryItems.value",
                [key, link, .text("parsing: " + parse), .text("allowing: Self." + check)]
            )
        }
        guard let valueType = valueType(type) else { return .call(reader + ".QueryItems.text", [key, link]) }
        if case .enumeration(let enumeration) = type {
            return .call(
                reader + ".ChoiceQuery.value",
                [key, link, .text("as: \(enumeration.isTopLevel ? "" : typePrefix)\(enumeration.typeName).self")]
            )
        }
        return .call(reader + ".QueryItems.value", [key, link, .text("parsing: \(valueType).parse")])
    }

    /// The reader's function that parses a query item's text as a value of `type`, for a type other than an enum:
    /// `AppRouteURLReader.IntValue.parse`, or the reader's text rule for text.
    func queryParser(of type: ValueType) -> String {
        valueType(type).map { $0 + ".parse" } ?? reader + ".ValueParsing.string"
    }

    /// Writes an expression printing the value held in `value` as URL text; an optional value stays nil when it is
    /// nil. Each type has its own non-overloaded function, which keeps type checking of large generated files fast.
    func writeText(of type: ValueType, _ value: String, isOptional: Bool, to code: inout BreakableCodeWriter) {
        let function: String
        switch type {
        case .string, .stringList:
            code.write(value)
            return
        case .enumeration:
            code.write(value)
            code.write(isOptional ? "?.rawValue" : ".rawValue")
            return
        case .int, .double, .bool, .uuid: function = (valueType(type) ?? "") + ".text"
        }
        if isOptional {
            code.write(value)
            code.write(".map(")
        }
        code.write(function)
        if !isOptional {
            code.write("(")
            code.write(value)
        }
        code.write(")")
    }

    /// Writes an expression of type `String?` for a query item: nil leaves the item out of the URL. A long
    /// conditional breaks before `?` and `:`.
    func writeQueryText(_ parameter: Parameter, binding: String, to code: inout BreakableCodeWriter) {
        guard case .defaulted(let defaultValue) = parameter.presence else {
            writeText(of: parameter.type, binding, isOptional: parameter.presence == .optional, to: &code)
            return
        }
        code.openGroup()
        code.write("\(binding) == \(Self.literal(defaultValue, of: parameter.type))")
        code.openNest()
        code.line()
        code.write("? nil")
        code.line()
        code.write(": ")
        writeText(of: parameter.type, binding, isOptional: false, to: &code)
        code.closeNest()
        code.closeGroup()
    }

    /// Writes a path segment's text; optional values stay optional for `OptionalSegments.leading`.
    func writeSegmentText(_ parameter: Parameter, binding: String, to code: inout BreakableCodeWriter) {
        writeText(of: parameter.type, binding, isOptional: parameter.presence == .optional, to: &code)
    }

    /// `value` converted by `conversion`, `ValueConversion.between`'s rule: an Int as a Double, a number or a flag as
    /// its Swift text, a UUID as its lowercase text. An enum becomes the case of `enumTypeName` the rule maps it to,
    /// through the initializer the navigation file declares for the two types (`EnumConversionView`); it stays as it
    /// is when `enumTypeName` is nil, for an enum of the same type. An optional value stays optional.
    static func converted(
        _ value: String,
        by conversion: ValueConversion,
        isOptional: Bool,
        enumTypeName: String? = nil
    ) -> String {
        switch conversion {
        case .same: return value
        case .intAsDouble: return isOptional ? "\(value).map { Swift.Double($0) }" : "Swift.Double(\(value))"
        case .swiftText: return isOptional ? "\(value).map { Swift.String($0) }" : "Swift.String(\(value))"
        case .uuidText: return isOptional ? "\(value)?.uuidString.lowercased()" : "\(value).uuidString.lowercased()"
        case .enumCases:
            guard let enumTypeName else { return value }
            return isOptional ? "\(value).map { \(enumTypeName)($0) }" : "\(enumTypeName)(\(value))"
        }
    }

    /// The value of `parameter` when a link gives it none: its default, or nil.
    static func valueWithoutLink(_ parameter: Parameter) -> String {
        guard case .defaulted(let text) = parameter.presence else { return "nil" }
        return literal(text, of: parameter.type)
    }

    /// A Swift literal for a default already checked against the type.
    static func literal(_ text: String, of type: ValueType) -> String {
        switch type {
        case .string, .stringList, .uuid: return EscapedSwiftText.stringLiteral(text)
        case .int: return String(Int(text) ?? 0)
        case .double: return String(Double(text) ?? 0)
        case .bool: return text
        case .enumeration(let enumeration):
            let name = enumeration.cases.first { $0.rawValue == text }?.name ?? text
            return "." + SwiftName.escaped(name)
        }
    }
}
