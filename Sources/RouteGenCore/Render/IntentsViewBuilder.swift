/// Builds the view of the intents file from a validated route table.
struct IntentsViewBuilder {
    let table: RouteTable
    let specFileName: String
    let options: RenderOptions

    // Where the Intents template places the route: after `let route: AppRoute = ` in `perform()`, two levels in.
    private static let statementIndent = 2 * BreakableCode.indentWidth

    func build() -> IntentsView {
        let names = GeneratedNames(enumName: table.enumName)
        let intents = table.allRoutes.compactMap { route in table.intent(of: route).map { intentView($0, of: route) } }
        return IntentsView(
            specFileName: EscapedSwiftText.commentText(specFileName),
            headerLines: options.header.map(EscapedSwiftText.lineComment),
            access: table.access == .public ? "public " : "",
            enumName: table.enumName,
            intentsTypeName: names.intentsTypeName,
            shortcutsTypeName: names.shortcutsTypeName,
            intents: intents,
            shortcuts: intents.filter { !$0.phrases.isEmpty }
        )
    }

    private func intentView(_ intent: RouteIntent, of route: Route) -> IntentView {
        let access = table.access == .public ? "public " : ""
        let labels = route.parameters.map { SwiftName.escaped($0.label) }
        let declarations = zip(route.parameters, intent.parameterTitles)
            .map { parameter, title in
                let defaultValue: String
                if case .defaulted(let text) = parameter.presence {
                    defaultValue = ", default: " + ParameterValueCode.literal(text, of: parameter.type)
                } else {
                    defaultValue = ""
                }
                return "@Parameter(title: \(EscapedSwiftText.stringLiteral(title))\(defaultValue))\n    \(access)var "
                    + "\(SwiftName.escaped(parameter.label)): \(parameter.swiftTypeName())"
            }
        let prefix = "let route: \(table.enumName) = "
        return IntentView(
            routeName: route.qualifiedName,
            typeName: intent.typeName,
            title: EscapedSwiftText.stringLiteral(intent.title),
            shortTitle: EscapedSwiftText.stringLiteral(intent.shortTitle),
            image: EscapedSwiftText.stringLiteral(intent.image ?? ""),
            parameters: declarations,
            route: MatchingViewBuilder.routeValue(route, values: labels)
                .laidOut(column: Self.statementIndent + prefix.utf8.count, indent: Self.statementIndent),
            phrases: intent.phrases.map(Self.phraseLiteral)
        )
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
