import Testing

/// Swift examples in the README and docs/ are Swift: each parses without a syntax error. Excerpts of generated code
/// parse too, with comments standing for what is left out; a snippet that is not whole declarations or statements
/// (a part of a manifest) is marked as a fragment.
@Suite("Documentation: Swift examples") struct SwiftExampleTests {
    @Test("Every swift block parses, unless it is marked as a fragment", arguments: MarkdownPage.publishedPaths)
    func swiftBlocksParse(path: String) throws {
        for block in try MarkdownPage(path: path).codeBlocks
        where block.language == "swift" && block.marker != .fragment {
            let structure = SwiftStructure(block.text)
            #expect(!structure.hasSyntaxErrors, "\(path):\(block.line): \(structure.firstErrorLine ?? "")")
        }
    }

    @Test("A Swift snippet with a syntax error is caught") func syntaxErrorsAreCaught() {
        #expect(SwiftStructure("dependencies: [\n    .package(path: \"..\"),\n],\n").hasSyntaxErrors)
    }
}
