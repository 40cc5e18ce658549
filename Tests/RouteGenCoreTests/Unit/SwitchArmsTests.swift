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
        let grouped = SwitchArms.grouped(arms)
        #expect(grouped.map { "\(LineLayout.laidOut($0.pattern)): \($0.result)" } == expected)
    }

    @Test("Patterns fill each line up to the line width, the arm's colon included, and continue one level deeper")
    func filling() {
        let patterns = (0..<40).map { ".route\($0)" }
        let arm = SwitchArms.grouped(patterns.map { Self.arm($0, "false") })[0]
        let lines = LineLayout.laidOut("        case \(arm.pattern):").split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= LayoutPrinter.lineWidth }, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 12) + ".route") })
        // Each line is full: the next line's first pattern would not have fitted.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let nextPattern = next.trimmingCharacters(in: [" "]).split(separator: ",").first.map(String.init) ?? ""
            #expect(line.count + 1 + nextPattern.count + 1 > LayoutPrinter.lineWidth, "\(line)")
        }
        let joined = lines.joined().split(whereSeparator: { $0 == " " || $0 == "," || $0 == ":" }).map(String.init)
        #expect(joined == ["case"] + patterns)
    }
}
