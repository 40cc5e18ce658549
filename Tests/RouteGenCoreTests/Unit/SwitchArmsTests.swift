import Testing
@testable import RouteGenCore

/// Arms of a switch over routes that bind nothing and return the same share one arm; the rest keep their place.
@Suite("View model: switch arms") struct SwitchArmsTests {
    static func arm(_ pattern: String, _ result: String, binds: Bool = false) -> SwitchArms.Arm {
        SwitchArms.Arm(pattern: pattern, result: result, bindsValues: binds)
    }

    @Test(
        "Alike arms join where the first of them stood; arms that bind values stand alone",
        arguments: [
            ([arm(".a", "false"), arm(".b", "true"), arm(".c", "false")], [".a, .c: false", ".b: true"]),
            (
                [arm(".a", "[self]"), arm(".b(let x)", "[.p(x), self]", binds: true), arm(".c", "[self]")],
                [".a, .c: [self]", ".b(let x): [.p(x), self]"]
            ),
            (
                [arm(".g(let route)", "route.stack", binds: true), arm(".h(let route)", "route.stack", binds: true)],
                [".g(let route): route.stack", ".h(let route): route.stack"]
            ), ([arm(".only", ".sheet")], [".only: .sheet"]), ([], []),
        ] as [([SwitchArms.Arm], [String])]
    ) func grouping(arms: [SwitchArms.Arm], expected: [String]) {
        let grouped = SwitchArms.grouped(arms, column: 13, indent: 8, trailer: { ": return " + $0 })
        #expect(grouped.map { "\($0.pattern): \($0.result)" } == expected)
    }

    @Test("Patterns fill each line up to the line width, the trailer included, and continue one level deeper")
    func filling() {
        let patterns = (0..<40).map { ".route\($0)" }
        let trailer = ": return false"
        let text = SwitchArms.filled(patterns, column: 13, indent: 12, trailer: trailer)
        let lines = ("        case " + text + trailer).split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= BreakableCode.lineWidth }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 12) + ".route") })
        // Each line is full: the next line's first pattern would not have fitted.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let nextPattern = next.trimmingCharacters(in: [" "]).split(separator: ",").first.map(String.init) ?? ""
            #expect(line.count + 1 + nextPattern.count + 1 > BreakableCode.lineWidth, "\(line)")
        }
        let joined = text.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "," }).map(String.init)
        #expect(joined == patterns)
    }
}
