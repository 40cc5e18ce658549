/// How the generated code declares, parses and prints each parameter type.
struct ValueCode {
    /// Names the generated functions use for their own parameters and helpers; a binding must not shadow them.
    static let reservedBindingNames: Set<String> = [
        "link", "notes", "route", "destinations", "optionalQuery", "requiredQuery", "requireAllowed", "requireEachAllowed",
    ]

    /// The local names bound to a route's values, in parameter order: each label, unless that would shadow a
    /// generated name or an earlier binding, in which case `Value` is appended until it is unique.
    static func bindingNames(for parameters: [Parameter]) -> [String] {
        // The labels in use are only needed to rename a reserved one, which few routes have.
        var used: Set<String> = []
        var names: [String] = []
        names.reserveCapacity(parameters.count)
        for parameter in parameters {
            var name = parameter.label
            if reservedBindingNames.contains(name) {
                if used.isEmpty { used = Set(parameters.map(\.label)) }
                repeat { name += "Value" } while used.contains(name) || reservedBindingNames.contains(name)
                used.insert(name)
            }
            names.append(SwiftName.escaped(name))
        }
        return names
    }

    /// The generated namespace of the URL reader, such as `AppRouteURLReader`, whose `ValueWriting` prints values.
    let reader: String

    /// An expression reading the typed value of the path segment at `position` of `link`, nil when the segment is
    /// not a value of the type; `typePrefix` qualifies nested enums. Strings, and the segments from `position` on for
    /// `**`, are read without a check and are never nil, since every segment is text.
    static func pathValue(_ type: ValueType, at position: Int, typePrefix: String) -> String {
        switch type {
        case .string: return "link.string(at: \(position))"
        case .stringList: return "link.strings(from: \(position))"
        case .int: return "link.int(at: \(position))"
        case .double: return "link.double(at: \(position))"
        case .bool: return "link.bool(at: \(position))"
        case .uuid: return "link.uuid(at: \(position))"
        case .enumeration(let enumeration): return "link.choice(at: \(position), as: \(typePrefix)\(enumeration.typeName).self)"
        }
    }

    /// An expression of type `(String) -> QueryValue<Value>` that reads a query item of the type from `link`.
    static func queryReader(_ type: ValueType, typePrefix: String) -> String {
        switch type {
        case .string, .stringList: return "link.queryString"
        case .int: return "link.queryInt"
        case .double: return "link.queryDouble"
        case .bool: return "link.queryBool"
        case .uuid: return "link.queryUUID"
        case .enumeration(let enumeration): return "{ link.queryChoice($0, as: \(typePrefix)\(enumeration.typeName).self) }"
        }
    }

    /// An expression printing a non-optional value held in `value` as URL text. Each type has its own
    /// non-overloaded function, which keeps type checking of large generated files fast.
    func format(_ type: ValueType, _ value: String) -> String {
        switch type {
        case .string, .stringList: return value
        case .int: return "\(reader).ValueWriting.int(\(value))"
        case .double: return "\(reader).ValueWriting.double(\(value))"
        case .bool: return "\(reader).ValueWriting.bool(\(value))"
        case .uuid: return "\(reader).ValueWriting.uuid(\(value))"
        case .enumeration: return "\(value).rawValue"
        }
    }

    /// The same for an optional value, staying nil when it is nil.
    func formatOptional(_ type: ValueType, _ value: String) -> String {
        switch type {
        case .string, .stringList: return value
        case .int: return "\(value).map(\(reader).ValueWriting.int)"
        case .double: return "\(value).map(\(reader).ValueWriting.double)"
        case .bool: return "\(value).map(\(reader).ValueWriting.bool)"
        case .uuid: return "\(value).map(\(reader).ValueWriting.uuid)"
        case .enumeration: return "\(value)?.rawValue"
        }
    }

    /// An expression of type `String?` for a query item: nil leaves the item out of the URL. A long conditional
    /// breaks before `?` and `:`.
    func queryText(_ parameter: Parameter, binding: String) -> Code {
        switch parameter.presence {
        case .required:
            return .text(format(parameter.type, binding))
        case .optional:
            return .text(formatOptional(parameter.type, binding))
        case .defaulted(let defaultValue):
            return .group(.sequence([
                .text("\(binding) == \(Self.literal(defaultValue, of: parameter.type))"),
                .nest(.sequence([.line, .text("? nil"), .line, .text(": " + format(parameter.type, binding))])),
            ]))
        }
    }

    /// A path segment's text; optional values stay optional for `LinkWriting.leadingValues`.
    func segmentText(_ parameter: Parameter, binding: String) -> String {
        parameter.presence == .optional ? formatOptional(parameter.type, binding) : format(parameter.type, binding)
    }

    /// A redirect's value `binding` of type `source` as a value of the target's `type`, by a conversion the model
    /// checked can never fail: the same type, an Int as a Double, or any value as its URL text. An optional value
    /// (an optional query item's; an optional path segment is bound only where the link has it) stays optional.
    func redirected(_ binding: String, from source: ValueType, isOptional: Bool, to type: ValueType) -> String {
        switch (source, type) {
        case (.int, .double):
            return isOptional ? "\(binding).map(Double.init)" : "Double(\(binding))"
        case (.string, _), (.stringList, _), (_, .int), (_, .double), (_, .bool), (_, .uuid), (_, .enumeration), (_, .stringList):
            return binding
        case (_, .string):
            return isOptional ? formatOptional(source, binding) : format(source, binding)
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
        case .string, .stringList, .uuid: return SwiftCode.stringLiteral(text)
        case .int: return String(Int(text) ?? 0)
        case .double: return String(Double(text) ?? 0)
        case .bool: return text
        case .enumeration(let enumeration):
            let name = enumeration.cases.first { $0.rawValue == text }?.name ?? text
            return "." + SwiftName.escaped(name)
        }
    }
}
