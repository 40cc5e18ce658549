/// How the generated code declares, parses and prints each parameter type.
struct ValueCode {
    /// Names the generated functions use for their own parameters and helpers; a binding must not shadow them.
    static let reservedBindingNames: Set<String> = [
        "request", "misses", "route", "destinations", "RouteValue", "RouteLink", "RouteRequest", "RouteMisses",
    ]

    /// The local names bound to a route's values, in parameter order: each label, unless that would shadow a
    /// generated name or an earlier binding, in which case `Value` is appended until it is unique.
    static func bindingNames(for parameters: [Parameter]) -> [String] {
        var used = Set(parameters.map(\.label))
        var names: [String] = []
        for parameter in parameters {
            var name = parameter.label
            if reservedBindingNames.contains(name) {
                repeat { name += "Value" } while used.contains(name) || reservedBindingNames.contains(name)
                used.insert(name)
            }
            names.append(SwiftName.escaped(name))
        }
        return names
    }

    /// An expression of type `(String) -> Value?` that parses the parameter's text form; `typePrefix` qualifies
    /// nested enums for code outside their level.
    static func parser(_ type: ValueType, typePrefix: String = "") -> String {
        switch type {
        case .string, .stringList: return "RouteValue.text"
        case .int: return "RouteValue.int"
        case .double: return "RouteValue.double"
        case .bool: return "RouteValue.bool"
        case .uuid: return "RouteValue.uuid"
        case .enumeration(let enumeration): return "RouteValue.choice(\(typePrefix)\(enumeration.typeName).self)"
        }
    }

    /// An expression printing a non-optional value held in `value` as URL text. Each type has its own
    /// non-overloaded function, which keeps type checking of large generated files fast.
    static func format(_ type: ValueType, _ value: String) -> String {
        switch type {
        case .string, .stringList: return value
        case .int: return "RouteValue.intText(\(value))"
        case .double: return "RouteValue.doubleText(\(value))"
        case .bool: return "RouteValue.boolText(\(value))"
        case .uuid: return "RouteValue.uuidText(\(value))"
        case .enumeration: return "\(value).rawValue"
        }
    }

    /// The same for an optional value, staying nil when it is nil.
    static func formatOptional(_ type: ValueType, _ value: String) -> String {
        switch type {
        case .string, .stringList: return value
        case .int: return "\(value).map(RouteValue.intText)"
        case .double: return "\(value).map(RouteValue.doubleText)"
        case .bool: return "\(value).map(RouteValue.boolText)"
        case .uuid: return "\(value).map(RouteValue.uuidText)"
        case .enumeration: return "\(value)?.rawValue"
        }
    }

    /// An expression of type `String?` for a query item: nil leaves the item out of the URL.
    static func queryText(_ parameter: Parameter, binding: String) -> String {
        switch parameter.presence {
        case .required:
            return format(parameter.type, binding)
        case .optional:
            return formatOptional(parameter.type, binding)
        case .defaulted(let defaultValue):
            return "\(binding) == \(literal(defaultValue, of: parameter.type)) ? nil : \(format(parameter.type, binding))"
        }
    }

    /// A path segment's text; optional values stay optional for `RouteLink.leadingValues`.
    static func segmentText(_ parameter: Parameter, binding: String) -> String {
        parameter.presence == .optional ? formatOptional(parameter.type, binding) : format(parameter.type, binding)
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
