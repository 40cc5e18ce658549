import Testing
@testable import RouteGenCore

@Suite("SwiftName unit") struct SwiftNameUnitTests {
    @Test(
        "Identifiers are ASCII letters, digits and underscores, not starting with a digit",
        arguments: [
            ("home", true), ("_private", true), ("a1", true), ("userID", true), ("_", true), ("A", true), ("", false),
            ("1a", false), ("a-b", false), ("a b", false), ("café", false), ("é", false), ("a.b", false), ("$0", false),
        ]
    ) func isIdentifier(text: String, expected: Bool) { #expect(SwiftName.isIdentifier(text) == expected) }

    @Test(
        "Keywords are escaped with backticks",
        arguments: ["default", "class", "self", "Self", "init", "in", "Any", "func", "true", "await"]
    ) func keywordsEscaped(name: String) { #expect(SwiftName.escaped(name) == "`\(name)`") }

    @Test("Ordinary names are left alone", arguments: ["home", "url", "Type", "type", "value", "request", "Default"])
    func ordinaryNamesUnchanged(name: String) { #expect(SwiftName.escaped(name) == name) }

    @Test(
        "Call-site labels need backticks only for inout",
        arguments: [
            ("inout", "`inout`"), ("var", "var"), ("let", "let"), ("for", "for"), ("default", "default"),
            ("self", "self"),
        ]
    ) func argumentLabels(label: String, expected: String) { #expect(SwiftName.argumentLabel(label) == expected) }

    @Test(
        "Enum values become lower-camel case names",
        arguments: [
            ("dark-mode", "darkMode"), ("4k", "_4k"), ("1080p-hd", "_1080pHd"), ("Dark Mode", "darkMode"),
            ("a.b.c", "aBC"), ("home", "home"), ("HD", "HD"), ("snake_case", "snake_case"), ("--x--", "x"),
            ("---", "u002D_002D_002D"), ("é", "u00E9"), ("\u{212A}", "u212A"), ("", "_"),
            ("hello world-again", "helloWorldAgain"),
        ]
    ) func caseNames(value: String, expected: String) { #expect(SwiftName.caseName(forValue: value) == expected) }

    @Test(
        "Case names are always identifiers",
        arguments: ["dark-mode", "4k", "a b", "---", "é", "x/y", "1", "über-cool"]
    ) func caseNamesAreIdentifiers(value: String) {
        #expect(SwiftName.isIdentifier(SwiftName.caseName(forValue: value)))
    }

    @Test(
        "Upper and lower camel change only the first character",
        arguments: [
            ("section", "Section", "section"), ("Section", "Section", "section"), ("userID", "UserID", "userID"),
            ("", "", ""),
        ]
    ) func camelCase(name: String, upper: String, lower: String) {
        #expect(SwiftName.upperCamel(name) == upper)
        #expect(SwiftName.lowerCamel(name) == lower)
    }
}
