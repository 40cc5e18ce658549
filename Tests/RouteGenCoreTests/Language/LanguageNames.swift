@testable import RouteGenCore

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

    /// Every top-level type name Apple's iOS SDK declares in the modules an app imports with the generated files
    /// (`Tests/Fixtures/Names/apple-sdk-type-names.txt`, made by `Scripts/extract-sdk-names`), and every one
    /// routegen's libraries name from Swift and the frameworks (`FrameworkNames`): each is a name the generated code
    /// may use, which no name of the spec's may capture.
    static let frameworkTypeNames: [String] = {
        let listed = ((try? Fixtures.text("Tests/Fixtures/Names/apple-sdk-type-names.txt")) ?? "")
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("[") }.map(String.init)
        return Set(listed).union(FrameworkNames.modules.keys).sorted()
    }()

    /// The type names `check` accepts as the enum's.
    static let frameworkEnumNames = frameworkTypeNames.filter {
        SwiftName.isIdentifier($0) && !SwiftName.keywords.contains($0) && !ReservedNames.typeNames.contains($0)
            && !ReservedNames.matcherTypes.contains($0)
    }

    /// The type names as a spec writes a group, a label or a tab, whose generated type is the name again: `data`,
    /// which gives a group the type `Data`.
    static let frameworkNamesInLowerCamel = frameworkTypeNames.compactMap { name -> String? in
        let lowered = name.prefix(1).lowercased() + name.dropFirst()
        return SwiftName.isIdentifier(lowered) && !SwiftName.keywords.contains(lowered) ? lowered : nil
    }
    /// The modules the generated files import, which `check` refuses as the enum's name, at the name.
    static let importedModules = [
        "Foundation", "Observation", "SwiftUI", "UIKit", "AppIntents", "Testing", "RouteURLReader",
    ]

    /// The enum's name: mostly the spec's own (`L3`, `L3Route`, whose other types drop the `Route`: `L3Tab`), often
    /// `Route`, the most natural name after `AppRoute`, whose reader namespace must not be the reader library's name,
    /// one time in eight a type name of Swift's or the frameworks' (`Data`, `View`, `UIScene`), and now and then a
    /// module the generated files import. No two specs of one build share a name (`RandomLanguageSpec.builds`).
    static func enumName(for specName: String, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<32, using: &generator) {
        case 0: importedModules.randomElement(using: &generator)!
        case 1...4: frameworkEnumNames.randomElement(using: &generator)!
        case 5...10: "Route"
        case 11...18: specName + "Route"
        default: specName
        }
    }

    /// `plain` with, one time in three, text as hostile as `RandomHygieneSpec.text` makes after it: the text of titles,
    /// phrases and descriptions reaches the activities and intents files as well as the route file.
    static func prose(_ plain: String, using generator: inout SeededGenerator) -> String {
        Int.random(in: 0..<3, using: &generator) == 0 ? plain + RandomHygieneSpec.text(using: &generator) : plain
    }

    /// One time in four a name that is not `taken`, from `pool` or, half the time, a framework's type name as a spec
    /// writes it (`frameworkNamesInLowerCamel`); otherwise nil, for a plain name.
    static func awkward(from pool: [String], avoiding taken: Set<String>, using generator: inout SeededGenerator)
        -> String?
    {
        guard Int.random(in: 0..<4, using: &generator) == 0 else { return nil }
        let names = Bool.random(using: &generator) ? pool : frameworkNamesInLowerCamel
        return names.filter { !taken.contains($0) }.randomElement(using: &generator)
    }
}
