/// The view of the generated intents file: an App Intent per route that asks for one, and the App Shortcuts.
struct IntentsView: TemplateObject {
    /// The first lines, and the names every part of the template reads.
    var heading: FileHeading
    /// The namespace the intents hand their routes to.
    var intentsTypeName: String
    var shortcutsTypeName: String
    var intentErrorTypeName: String
    var intents: [IntentView]
    /// The intents with phrases, which become App Shortcuts.
    var shortcuts: [IntentView]

    var hasShortcuts: Bool { !shortcuts.isEmpty }
}

/// `@Parameter(title: "Servings") var servings: Int?`.
struct IntentParameterView: TemplateObject {
    /// `title: "Servings", default: 2`
    var arguments: String
    /// `servings: Int?`
    var declaration: String
}

struct IntentView: TemplateObject {
    var routeName: String
    /// The route is an action, which shows no screen of its own.
    var isAction: Bool
    var typeName: String
    /// A string literal, which breaks onto the next line when the declaration's line has too little room for it.
    var title: String
    /// A string literal, as the template writes it.
    var shortTitle: String
    var image: String
    var parameters: [IntentParameterView]
    /// The route made from the parameters, laid out after `let route: AppRoute = `.
    var route: String
    /// String literals, with the app's name as `\(.applicationName)`.
    var phrases: [String]
    /// A string literal: what the intent says when its route refuses the values given.
    var refusal: String
}
