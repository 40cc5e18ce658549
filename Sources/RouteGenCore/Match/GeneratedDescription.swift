/// The text `String(describing:)` prints for the generated code's values, so an explanation can be compared with
/// what the app sees, and with URL tables, which record exactly that.
extension LinkExplanation {
    /// The generated `resolve(_:)` result as URL tables write it: the route, or `error: ` and the error.
    package var generatedResult: String {
        switch verdict {
        case .resolved(let link): return link.generatedDescription
        case .rejected(let rejection): return "error: " + rejection.generatedError
        }
    }
}

extension ResolvedLink {
    /// The route value, such as `account(AppRoute.Account.devices(deviceId: "d1"))`: the outermost case bare, the
    /// cases inside it qualified by their level's type, as Swift prints nested enum payloads.
    package var generatedDescription: String { Self.description(of: openedRoute, values: openedValues) }

    private static func description(of route: Route, values: [BoundValue]) -> String {
        StackEntry(route: route, values: values.map(\.value)).generatedDescription
    }
}

extension StackEntry {
    /// The route value as Swift prints it, as `ResolvedLink.generatedDescription` does.
    /// A feature's route mounted under tabs prints its tab beside it in the app's case:
    /// `weather(WeatherRoute.city(name: "Oslo"), tab: AppTab.settings)`.
    package var generatedDescription: String {
        var text = route.caseName
        let arguments = zip(route.parameters, values)
            .map { parameter, value in
                "\(parameter.label): \(Self.description(of: value, for: parameter, levelTypeName: route.levelTypeName))"
            }
        let ownArguments = route.caseValueIndices.map { arguments[$0] }
        if !ownArguments.isEmpty { text += "(" + ownArguments.joined(separator: ", ") + ")" }
        guard !route.groupPath.isEmpty else { return text }
        let levelTypeNames = route.levelTypeName.split(separator: ".").map(String.init)
        text = route.levelTypeName + "." + text
        for depth in route.groupPath.indices.reversed() {
            let qualifier = depth == 0 ? "" : levelTypeNames[0...depth].joined(separator: ".") + "."
            let tab = depth == 0 && route.namesMountedTab ? ", " + arguments[0] : ""
            text = qualifier + route.groupPath[depth] + "(" + text + tab + ")"
        }
        return text
    }
}

extension StackEntry {
    /// The associated value as Swift prints it inside its case: `Optional(…)` or `nil` for optional parameters.
    fileprivate static func description(of value: ParameterValue?, for parameter: Parameter, levelTypeName: String)
        -> String
    {
        guard let value else { return "nil" }
        let text = value.generatedDescription(levelTypeName: levelTypeName)
        return parameter.presence == .optional ? "Optional(\(text))" : text
    }
}

extension ParameterValue {
    /// The value as Swift prints it in a payload: strings quoted and escaped, UUIDs uppercase, enum values with
    /// their nested type, declared in the enum of the route's level.
    package func generatedDescription(levelTypeName: String) -> String {
        switch self {
        case .text(let text): return String(reflecting: text)
        case .texts(let texts): return String(describing: texts)
        case .int(let value): return String(describing: value)
        case .double(let value): return String(describing: value)
        case .bool(let value): return String(describing: value)
        case .uuid(let value): return value.uuidString
        case .choice(let enumeration, let value): return enumeration.qualifiedName(in: levelTypeName) + "." + value.name
        }
    }
}

extension LinkRejection {
    /// The generated resolution error, such as `invalidParameterValue(name: "itemId", value: "abc")`.
    package var generatedError: String {
        switch self {
        case .unsupportedScheme(let scheme): return "unsupportedScheme(\(String(reflecting: scheme)))"
        case .untrustedHost(let host): return "untrustedHost(\(String(reflecting: host)))"
        case .unexpectedUserInfoOrPort: return "unexpectedUserInfoOrPort"
        case .malformedPath: return "malformedPath"
        case .noRoute: return "noRoute"
        case .missingParameter(let pattern, let index):
            return "missingParameter(name: \(String(reflecting: pattern.declaration.parameters[index].name)))"
        case .invalidParameterValue(let failure):
            return
                "invalidParameterValue(name: \(String(reflecting: failure.parameter.name)), value: \(String(reflecting: failure.text)))"
        }
    }
}
