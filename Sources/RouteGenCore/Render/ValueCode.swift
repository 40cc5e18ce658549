/// How the generated code declares, parses and prints each parameter type.
struct ValueCode {
    /// Names the generated functions use for their own parameters and helpers; a binding must not shadow them.
    static let reservedBindingNames: Set<String> = [
        "request", "misses", "route", "destinations", "RouteValue", "RouteLink", "RouteRequest", "RouteMisses",
    ]

    /// The local name bound to a parameter's value: its label, unless that would shadow a generated name.
    static func bindingName(for parameter: Parameter) -> String {
        let name = reservedBindingNames.contains(parameter.label) ? parameter.label + "Value" : parameter.label
        return SwiftName.escaped(name)
    }

    /// The declared Swift type; `typePrefix` qualifies nested enums where the short name is out of scope.
    static func typeName(_ parameter: Parameter, typePrefix: String = "") -> String {
        let base: String
        switch parameter.type {
        case .string: base = "String"
        case .int: base = "Int"
        case .double: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .stringList: base = "[String]"
        case .enumeration(let enumeration): base = typePrefix + enumeration.typeName
        }
        return parameter.presence == .optional ? base + "?" : base
    }

    /// An expression of type `(String) -> Value?` that parses the parameter's text form.
    static func parser(_ type: ValueType) -> String {
        switch type {
        case .string, .stringList: return "RouteValue.text"
        case .int: return "RouteValue.int"
        case .double: return "RouteValue.double"
        case .bool: return "RouteValue.bool"
        case .uuid: return "RouteValue.uuid"
        case .enumeration(let enumeration): return "RouteValue.choice(\(enumeration.typeName).self)"
        }
    }

    /// An expression printing a non-optional value held in `value` as URL text.
    static func format(_ type: ValueType, _ value: String) -> String {
        switch type {
        case .string, .stringList: return value
        case .int, .bool: return "String(\(value))"
        case .double: return "RouteValue.format(\(value))"
        case .uuid: return "\(value).uuidString.lowercased()"
        case .enumeration: return "\(value).rawValue"
        }
    }

    /// An expression of type `String?` for a query item: nil leaves the item out of the URL.
    static func queryText(_ parameter: Parameter) -> String {
        let binding = bindingName(for: parameter)
        switch parameter.presence {
        case .required:
            return format(parameter.type, binding)
        case .optional:
            let text = format(parameter.type, "$0")
            return text == "$0" ? binding : "\(binding).map { \(text) }"
        case .defaulted(let defaultValue):
            return "\(binding) == \(literal(defaultValue, of: parameter.type)) ? nil : \(format(parameter.type, binding))"
        }
    }

    /// A path segment's text; optional values stay optional for `RouteLink.leadingValues`.
    static func segmentText(_ parameter: Parameter) -> String {
        let binding = bindingName(for: parameter)
        guard parameter.presence == .optional else { return format(parameter.type, binding) }
        let text = format(parameter.type, "$0")
        return text == "$0" ? binding : "\(binding).map { \(text) }"
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
