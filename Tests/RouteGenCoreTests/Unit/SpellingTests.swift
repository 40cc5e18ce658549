import Testing
@testable import RouteGenCore

@Suite("Spelling unit") struct SpellingUnitTests {
    @Test(
        "Close misspellings suggest the intended word",
        arguments: [
            ("rutes", SpecDecoder.topLevelKeys, "routes"), ("verison", SpecDecoder.topLevelKeys, "version"),
            ("casesensitive", SpecDecoder.topLevelKeys, "caseSensitive"), ("pathh", SpecDecoder.routeKeys, "path"),
            ("querry", SpecDecoder.routeKeys, "query"), ("navigaton", SpecDecoder.routeKeys, "navigation"),
            ("Integer", SpecDecoder.typeNames, "Int"), ("string", SpecDecoder.typeNames, "String"),
            ("Strng", SpecDecoder.typeNames, "String"), ("Boolean", SpecDecoder.typeNames, "Bool"),
            ("shet", SpecDecoder.navigationStyles, "sheet"), ("fullscreen", SpecDecoder.navigationStyles, "fullScreen"),
        ]
    ) func suggestions(word: String, candidates: [String], expected: String) {
        #expect(Spelling.suggestion(for: word, among: candidates) == expected)
        #expect(Spelling.hint(for: word, among: candidates) == "; did you mean '\(expected)'?")
    }

    @Test(
        "Unrelated words get no suggestion",
        arguments: [
            ("colour", SpecDecoder.routeKeys), ("banana", SpecDecoder.topLevelKeys), ("Date", SpecDecoder.typeNames),
            ("xyz", SpecDecoder.parameterKeys), ("modal", SpecDecoder.navigationStyles), ("", SpecDecoder.routeKeys),
            ("anything", []),
        ]
    ) func noSuggestion(word: String, candidates: [String]) {
        #expect(Spelling.suggestion(for: word, among: candidates) == nil)
        #expect(Spelling.hint(for: word, among: candidates) == "")
    }

    @Test(
        "Edit distance counts insertions, deletions, substitutions and adjacent swaps",
        arguments: [
            ("", "", 0), ("abc", "abc", 0), ("", "abc", 3), ("abc", "", 3), ("kitten", "sitting", 3), ("ab", "ba", 1),
            ("tpye", "type", 1), ("rutes", "routes", 1), ("pathh", "path", 1), ("flaw", "lawn", 2),
        ]
    ) func editDistance(lhs: String, rhs: String, expected: Int) {
        #expect(Spelling.editDistance(lhs, rhs) == expected)
        #expect(Spelling.editDistance(rhs, lhs) == expected)
    }
}
