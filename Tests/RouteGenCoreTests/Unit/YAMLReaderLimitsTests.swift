import Testing
@testable import RouteGenCore

@Suite("YAMLReader limits unit") struct YAMLReaderLimitsUnitTests {
    typealias U = UnitSupport

    // MARK: - Aliases

    @Test("Aliases repeat their anchored node") func aliasesWork() throws {
        let (root, diagnostics) = U.read("base: &b [x, y]\none: *b\ntwo: *b\nm: &m { k: v }\nn: *m\n")
        #expect(diagnostics.isEmpty)
        #expect(U.items(U.value(root, "one")).map(\.scalarText) == ["x", "y"])
        #expect(U.items(U.value(root, "two")).map(\.scalarText) == ["x", "y"])
        #expect(U.scalar(U.value(U.value(root, "n"), "k")) == "v")
    }

    @Test("Aliases up to the limit are accepted; one more is an error at that alias") func aliasLimit() throws {
        var limits = YAMLReader.Limits()
        limits.maximumAliases = 3
        let atLimit = U.read("a: &a 1\nb: *a\nc: *a\nd: *a\n", limits: limits)
        #expect(atLimit.diagnostics.isEmpty)
        #expect(atLimit.root != nil)

        let (root, diagnostics) = U.read("a: &a 1\nb: *a\nc: *a\nd: *a\ne: *a\n", limits: limits)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "more than 3 aliases; a spec may reuse anchors only a few times")
        #expect(diagnostic.location == U.location(5, 4))
    }

    @Test("An alias bomb past the expansion limit is an error") func aliasBombSmallLimit() throws {
        var limits = YAMLReader.Limits()
        limits.maximumExpandedNodes = 1_000
        let ten = { (name: String) in "[" + Array(repeating: "*\(name)", count: 10).joined(separator: ", ") + "]" }
        let text = "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b \(ten("a"))\nc: &c \(ten("b"))\n"
        let (root, diagnostics) = U.read(text, limits: limits)
        #expect(root == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "aliases expand to more than 1000 nodes")
    }

    @Test("The classic billion-laughs bomb is stopped by the default limits") func billionLaughs() {
        var lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...8 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        let (root, diagnostics) = U.read(lines.joined(separator: "\n") + "\n")
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == ["aliases expand to more than 2000000 nodes"])
    }

    @Test(
        "An undefined alias is an error",
        arguments: [("a: *nope\n", 1, 4), ("a: *x\nb: &x 1\n", 1, 4), ("a: [1, *z]\n", 1, 8)]
    ) func undefinedAlias(text: String, line: Int, column: Int) throws {
        let (root, diagnostics) = U.read(text)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasPrefix("alias '*"))
        #expect(diagnostic.message.hasSuffix("' refers to no anchor defined before it"))
        #expect(diagnostic.location == U.location(line, column))
    }

    // MARK: - Depth

    @Test("Nesting up to the limit is accepted; one level more is an error") func depthLimit() throws {
        var limits = YAMLReader.Limits()
        limits.maximumDepth = 3
        #expect(U.read("a: [[x]]\n", limits: limits).diagnostics.isEmpty)
        let (root, diagnostics) = U.read("a: [[[x]]]\n", limits: limits)
        #expect(root == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "nesting is deeper than 3 levels; a route spec never needs that")
        #expect(diagnostic.location == U.location(1, 6))
    }

    @Test("100,000 opening brackets stop at the depth limit") func deepFlowNesting() {
        let (root, diagnostics) = U.read(String(repeating: "[", count: 100_000))
        #expect(root == nil)
        #expect(diagnostics.map(\.message) == ["nesting is deeper than 64 levels; a route spec never needs that"])
        #expect(diagnostics.first?.location == U.location(1, 65))
    }
}
