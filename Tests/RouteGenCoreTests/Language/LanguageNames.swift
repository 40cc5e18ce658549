/// Names as awkward as a spec may give them, which the generated code must keep apart from its own: Swift keywords,
/// standard types, and the names of the generated members, helpers and parameters. `check` accepts each of them
/// where it is used.
enum LanguageNames {
    static let routes = [
        "default", "switch", "return", "in", "String", "URL", "Result", "Any", "async", "some", "actor", "link",
        "route", "value", "source", "context", "outcome", "redirect", "Link", "Router", "shortcut", "actions",
    ]
    static let groups = ["default", "switch", "settings", "repeat", "link"]
    static let labels = [
        "default", "switch", "return", "in", "where", "case", "link", "route", "value", "notes", "destinations",
        "optionalQuery", "firstSegment", "source", "url", "context", "outcome", "redirect", "policy", "rawValue",
        "description", "hashValue", "id", "title", "userInfo", "activity", "perform", "stack", "state",
    ]
    static let tabs = ["home", "default", "inbox", "repeat"]
    /// The modules the generated files import, which `check` refuses as the enum's name, at the name.
    static let importedModules = [
        "Foundation", "Observation", "SwiftUI", "UIKit", "AppIntents", "Testing", "RouteURLReader",
    ]

    /// The enum's name: mostly the spec's own (`L3`, `L3Route`, whose other types drop the `Route`: `L3Tab`), often
    /// `Route`, the most natural name after `AppRoute`, whose reader namespace must not be the reader library's name,
    /// and now and then a module the generated files import. No two specs of one build share a name
    /// (`RandomLanguageSpec.builds`).
    static func enumName(for specName: String, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<32, using: &generator) {
        case 0: importedModules.randomElement(using: &generator)!
        case 1...10: "Route"
        case 11...18: specName + "Route"
        default: specName
        }
    }

    /// `plain` with, one time in three, text as hostile as `RandomHygieneSpec.text` makes after it: the text of titles,
    /// phrases and descriptions reaches the activities and intents files as well as the route file.
    static func prose(_ plain: String, using generator: inout SeededGenerator) -> String {
        Int.random(in: 0..<3, using: &generator) == 0 ? plain + RandomHygieneSpec.text(using: &generator) : plain
    }

    /// One time in four a name from `pool` that is not `taken`; otherwise nil, for a plain name.
    static func awkward(from pool: [String], avoiding taken: Set<String>, using generator: inout SeededGenerator)
        -> String?
    {
        guard Int.random(in: 0..<4, using: &generator) == 0 else { return nil }
        return pool.filter { !taken.contains($0) }.randomElement(using: &generator)
    }
}
