/// Interprets each route's `intent:`: an App Intent with the route's values as its parameters, where App Intents has
/// a parameter type for them, and an App Shortcut within Apple's documented limits.
struct IntentBuilder {
    /// What a route says about its intent, and its title; looked up by the route's qualified name.
    struct Declaration {
        var intent: RouteIntentDocument
        var routeTitle: Located<String>?
    }

    /// How the phrases name the app: App Intents' `\(.applicationName)`, as `AppShortcuts.strings` writes it.
    static let applicationNameToken = "${applicationName}"
    /// App Shortcuts allows at most this many App Shortcuts in an app.
    static let shortcutLimit = 10
    /// ...and at most this many phrases over all of them.
    static let phraseLimit = 1000

    let enumName: String
    let log: DiagnosticLog

    /// The intent of each route that asks for one, by the route's qualified name; a route with an error is left out.
    func build(routes: [Route], declarations: [String: Declaration]) -> [String: RouteIntent] {
        var intents: [String: RouteIntent] = [:]
        var shortcutCount = 0
        var phraseCount = 0
        var phraseOwners: [String: Route] = [:]
        for route in routes {
            guard let declaration = declarations[route.qualifiedName] else { continue }
            let document = declaration.intent
            guard checkParameterTypes(of: route, intentAt: document.location),
                let title = title(of: route, declaration), checkShortcut(of: route, document)
            else { continue }
            if !document.phrases.isEmpty {
                shortcutCount += 1
                if shortcutCount == Self.shortcutLimit + 1 {
                    error(
                        .appShortcutLimit,
                        "route '\(route.qualifiedName)' would be App Shortcut number \(shortcutCount), but an app can have at most \(Self.shortcutLimit)",
                        at: document.phrases[0].location,
                        help:
                            "keep the phrases of the \(Self.shortcutLimit) routes people open most; the others keep their intents"
                    )
                }
                phraseCount += document.phrases.count
                if phraseCount > Self.phraseLimit, phraseCount - document.phrases.count <= Self.phraseLimit {
                    error(
                        .appShortcutLimit,
                        "the App Shortcuts would have \(phraseCount) phrases here, but an app can have at most \(Self.phraseLimit)",
                        at: document.phrases[0].location
                    )
                }
                for phrase in document.phrases {
                    let spoken = phrase.value.asciiLowercased
                    if let other = phraseOwners[spoken] {
                        error(
                            .duplicatePhrase,
                            "the phrase '\(phrase.value)' is also route '\(other.qualifiedName)''s, so Siri could not tell which to open",
                            at: phrase.location
                        )
                    } else {
                        phraseOwners[spoken] = route
                    }
                }
            }
            intents[route.qualifiedName] = RouteIntent(
                typeName: enumName
                    + route.qualifiedName.split(separator: ".").map { SwiftName.upperCamel(String($0)) }.joined()
                    + "Intent",
                title: title,
                parameterTitles: route.parameters.map { Self.words(of: $0.label) },
                phrases: document.phrases.map(\.value),
                shortTitle: declaration.routeTitle?.value ?? title,
                image: document.image?.value
            )
        }
        return intents
    }

    /// App Intents takes String, Int, Double and Bool values as parameters, but no UUID, list or enum of ours.
    private func checkParameterTypes(of route: Route, intentAt location: SourceLocation) -> Bool {
        var isSupported = true
        for parameter in route.parameters {
            let type: String
            switch parameter.type {
            case .string, .int, .double, .bool: continue
            case .uuid: type = "a UUID"
            case .stringList: type = "the segments of '**'"
            case .enumeration: type = "an enum value"
            }
            isSupported = false
            error(
                .unsupportedIntentParameter,
                "route '\(route.qualifiedName)' cannot have an intent: its parameter '\(parameter.name)' is \(type), which App Intents has no parameter type for",
                at: location,
                notes: [.init("the parameter", at: parameter.location)],
                help:
                    "give intents to routes whose values are String, Int, Double or Bool, such as a parent of this one"
            )
        }
        return isSupported
    }

    /// The intent's own title, else "Open" and the route's (an action's alone: it opens no screen); nil after
    /// reporting that there is neither.
    private func title(of route: Route, _ declaration: Declaration) -> String? {
        let verb = route.navigation == .action ? "" : "Open "
        if let title = declaration.intent.title?.value ?? declaration.routeTitle.map({ verb + $0.value }) {
            return title
        }
        error(
            .missingTitle,
            "route '\(route.qualifiedName)' has an intent, which Shortcuts shows by its title, but neither the intent nor the route has a 'title'",
            at: declaration.intent.location,
            help: "give the route a 'title:' (the intent is then '\(verb)TITLE'), or the intent one"
        )
        return nil
    }

    /// Each phrase names the app exactly once, as App Intents requires, and an App Shortcut has its image.
    private func checkShortcut(of route: Route, _ document: RouteIntentDocument) -> Bool {
        var isValid = true
        for phrase in document.phrases {
            let mentions = phrase.value.ranges(of: Self.applicationNameToken).count
            let others = phrase.value.replacing(Self.applicationNameToken, with: "").contains("${")
            guard mentions != 1 || others else { continue }
            isValid = false
            error(
                .invalidPhrase,
                mentions == 0
                    ? "the phrase '\(phrase.value)' does not name the app; App Shortcuts needs each phrase to say '\(Self.applicationNameToken)' once"
                    : others
                        ? "the phrase '\(phrase.value)' has a placeholder other than '\(Self.applicationNameToken)', which is the only one routegen writes"
                        : "the phrase '\(phrase.value)' names the app \(mentions) times; App Shortcuts needs '\(Self.applicationNameToken)' once",
                at: phrase.location,
                help: "write it like: Show a recipe in \(Self.applicationNameToken)"
            )
        }
        if !document.phrases.isEmpty, document.image == nil {
            isValid = false
            error(
                .appShortcutImage,
                "route '\(route.qualifiedName)' has phrases, so an App Shortcut, which needs an 'image': the name of an SF Symbol",
                at: document.location,
                help: "add it to the intent: image: book"
            )
        }
        if document.phrases.isEmpty, let image = document.image {
            isValid = false
            error(
                .appShortcutImage,
                "'image' is the App Shortcut's, but the intent has no 'phrases', so there is no App Shortcut",
                at: image.location,
                help: "add 'phrases', each naming the app as \(Self.applicationNameToken), or remove 'image'"
            )
        }
        return isValid
    }

    /// `productId` as `Product ID`, the parameter's title in Shortcuts: the label's words, the first capitalized,
    /// `id` and `url` in capitals.
    static func words(of label: String) -> String {
        let words = SwiftName.words(ofLabel: label).enumerated()
            .map { index, word -> String in
                if word == "id" || word == "url" { return word.asciiUppercased }
                return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word
            }
        return words.isEmpty ? label : words.joined(separator: " ")
    }

    private func error(
        _ id: DiagnosticID,
        _ message: String,
        at location: SourceLocation,
        notes: [Diagnostic.Note] = [],
        help: String? = nil
    ) { log.report(.error(id, message, at: location, notes: notes + (help.map { [.help($0)] } ?? []))) }
}
