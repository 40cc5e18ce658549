import Testing
@testable import RouteGenCore

@Suite("BreakableCodeWriter unit") struct BreakableCodeWriterTests {
    static func written(_ write: (inout BreakableCodeWriter) -> Void) -> BreakableCode {
        var code = BreakableCodeWriter()
        write(&code)
        return code.code
    }

    @Test(
        "Numbers are written in decimal",
        arguments: [(0, "0"), (7, "7"), (10, "10"), (99, "99"), (100, "100"), (1_234_567, "1234567"), (-12, "-12")]
    ) func numbers(number: Int, expected: String) { #expect(Self.written { $0.write(number) }.flat == expected) }

    @Test(
        "String literals are written as EscapedSwiftText makes them",
        arguments: ["plain", "", "say \"hi\"", "back\\slash", "tab\tnew\nline", "é", "\u{200B}"]
    ) func stringLiterals(text: String) {
        #expect(Self.written { $0.writeStringLiteral(text) }.flat == EscapedSwiftText.stringLiteral(text))
    }

    @Test("Enum cases get a leading dot, and keywords their backticks") func cases() {
        #expect(Self.written { $0.writeCase("default") }.flat == ".`default`")
        let call = Self.written { code in
            code.openCaseCall("self")
            code.write("x")
            code.closeCall()
        }
        #expect(call.flat == ".`self`(x)")
    }

    @Test("Written calls, arrays and tuples lay out as the same code built from pieces", arguments: [0, 40, 100])
    func matchesPieces(column: Int) {
        let long = String(repeating: "a", count: 30)
        let pieces = BreakableCode.call(
            "f",
            [.text(long), .array([.text(long), .text("1")]), .call("", [.text(long), .text("2")])]
        )
        let written = Self.written { code in
            code.openCall("f")
            code.write(long)
            code.nextItem()
            code.openArray()
            code.write(long)
            code.nextItem()
            code.write("1")
            code.closeArray()
            code.nextItem()
            code.openTuple()
            code.write(long)
            code.nextItem()
            code.write("2")
            code.closeCall()
            code.closeCall()
        }
        #expect(written.laidOut(column: column + 4, indent: 4) == pieces.laidOut(column: column + 4, indent: 4))
        #expect(written.flat == "f(\(long), [\(long), 1], (\(long), 2))")
    }

    @Test("Empty brackets print closed") func emptyBrackets() {
        let code = Self.written { code in
            code.openCall("f")
            code.openArray()
            code.closeArray()
            code.closeCall()
        }
        #expect(code.laidOut(column: 0, indent: 0) == "f([])")
    }

    @Test("Items outside any call break one per line at the indent, each call in them laid out on its own line")
    func topLevelItems() {
        let long = String(repeating: "b", count: 60)
        let code = Self.written { code in
            code.write("a")
            code.nextItem()
            code.openCall("f")
            code.write(long)
            code.closeCall()
            code.nextItem()
            code.openCall("g")
            code.write(long)
            code.nextItem()
            code.write(long)
            code.closeCall()
        }
        let indent = String(repeating: " ", count: 11)
        #expect(
            code.laidOut(column: 11, indent: 11, followedBy: " {")
                == "a,\n\(indent)f(\(long)),\n\(indent)g(\n\(indent)    \(long),\n\(indent)    \(long)\n\(indent))"
        )
        #expect(code.flat == "a, f(\(long)), g(\(long), \(long))")
    }
}
