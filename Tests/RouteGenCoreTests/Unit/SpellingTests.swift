import Testing
@testable import RouteGenCore

@Suite("Spelling unit") struct SpellingUnitTests {
    @Test(
        "Close misspellings suggest the intended word",
        arguments: [
            ("rutes", SpecFormat.TopLevel.names, "routes"), ("verison", SpecFormat.TopLevel.names, "version"),
            ("casesensitive", SpecFormat.TopLevel.names, "caseSensitive"), ("pathh", SpecFormat.Route.names, "path"),
            ("querry", SpecFormat.Route.names, "query"), ("navigaton", SpecFormat.Route.names, "navigation"),
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
            ("colour", SpecFormat.Route.names), ("banana", SpecFormat.TopLevel.names), ("Date", SpecDecoder.typeNames),
            ("xyz", SpecFormat.Parameter.names), ("modal", SpecDecoder.navigationStyles), ("", SpecFormat.Route.names),
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
