/// Builds the view of the intents file from a validated route table.
struct IntentsViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    func build() -> IntentsView {
        let names = GeneratedNames(enumName: table.enumName)
        let intents = table.allRoutes.compactMap { route in route.intent.map { intentView($0, of: route) } }
        return IntentsView(
            heading: FileHeading(table: table, specFileName: specFileName, options: options),
            intentsTypeName: names.intentsTypeName,
            shortcutsTypeName: names.shortcutsTypeName,
            intentErrorTypeName: names.intentErrorTypeName,
            intents: intents,
            shortcuts: intents.filter { !$0.phrases.isEmpty }
        )
    }

    private func intentView(_ intent: RouteIntent, of route: Route) -> IntentView {
        let labels = route.parameters.map { SwiftName.escaped($0.label) }
        let declarations = zip(route.parameters, intent.parameterTitles)
            .map { parameter, title in
                var arguments = "title: " + EscapedSwiftText.stringLiteral(title)
                if case .defaulted(let text) = parameter.presence {
                    arguments += ", default: " + ParameterValueCode.literal(text, of: parameter.type)
                }
                if let range = Self.inclusiveRange(of: parameter) { arguments += ", inclusiveRange: " + range }
                return IntentParameterView(
                    arguments: arguments,
                    declaration: "\(SwiftName.escaped(parameter.label)): \(parameter.codeTypeName())"
                )
            }
        return IntentView(
            routeName: route.qualifiedName,
            isAction: route.navigation == .action,
            typeName: intent.typeName,
            // After `static let title: LocalizedStringResource = `, which leaves a long title too little room.
            title:
                BreakableCode.group(.nest(.sequence([.softLine, .text(EscapedSwiftText.stringLiteral(intent.title))])))
                .templateText,
            shortTitle: EscapedSwiftText.stringLiteral(intent.shortTitle),
            image: EscapedSwiftText.stringLiteral(intent.image ?? ""),
            parameters: declarations,
            route: MatchingViewBuilder.routeValue(route, values: labels).templateText,
            phrases: intent.phrases.map(Self.phraseLiteral),
            refusal: EscapedSwiftText.stringLiteral(Self.refusal(of: route, titles: intent.parameterTitles))
        )
    }

    /// `(lowerBound: 1, upperBound: 24)`: an Int's or Double's `min` and `max`, so that Shortcuts offers only values
    /// the route takes. App Intents takes both bounds or none, as compile-time constant literals: with one bound there
    /// is no range, since `Int.max` is not a literal and `9223372036854775807` is no Int where Int has 32 bits
    /// (watchOS), and `perform()` refuses a value beyond the one bound as it refuses any value the route does not take.
    static func inclusiveRange(of parameter: Parameter) -> String? {
        for constraint in parameter.constraints {
            switch constraint {
            case .intRange(let min?, let max?): return "(lowerBound: \(min), upperBound: \(max))"
            case .doubleRange(let min?, let max?): return "(lowerBound: \(min), upperBound: \(max))"
            case .intRange, .doubleRange, .length, .characters: continue
            }
        }
        return nil
    }

    /// What Siri and Shortcuts say when the route refuses the values given: the constraints of each parameter that
    /// has some, by its title, else that a value cannot be carried by a link (an empty text, say).
    static func refusal(of route: Route, titles: [String]) -> String {
        let rules = zip(route.parameters, titles)
            .compactMap { parameter, title -> String? in
                guard !parameter.constraints.isEmpty else { return nil }
                return title + " takes " + parameter.constraints.map(\.summary).joined(separator: ", ")
            }
        guard !rules.isEmpty else { return "A value given is empty or holds a character the app cannot take." }
        return "Check the values given: " + rules.joined(separator: "; ") + "."
    }

    /// `"Show a recipe in \(.applicationName)"`: the phrase's text escaped, and its one mention of the app as App
    /// Intents' token.
    static func phraseLiteral(_ phrase: String) -> String {
        let parts = phrase.split(separator: IntentBuilder.applicationNameToken, omittingEmptySubsequences: false)
        return "\""
            + parts.map { EscapedSwiftText.stringLiteral(String($0)).dropFirst().dropLast() }
            .joined(separator: "\\(.applicationName)") + "\""
    }
}
