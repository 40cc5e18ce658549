/// One arm of a generated switch over routes: the patterns it matches and what it returns.
struct SwitchArmView: TemplateObject {
    /// `.home, .search`, as many on a line as fit; a pattern that binds values stands alone.
    var pattern: String
    var result: String
}

/// A switch with one arm per route, most of them alike, reads as the few answers it gives: arms that bind nothing
/// and return the same code become one arm, where the first of them stood. Each route is still named, so the switch
/// stays exhaustive without a `default:`.
enum SwitchArms {
    struct Arm {
        var pattern: String
        var result: String
        /// Whether the pattern binds values for the result, which another arm's patterns could not share.
        var bindsValues: Bool
    }

    /// The arms' views; the patterns of arms that share a result are one filled list.
    static func grouped(_ arms: [Arm]) -> [SwitchArmView] {
        var patternsByResult: [String: [String]] = [:]
        var order: [(result: String, pattern: String?)] = []
        for arm in arms {
            if arm.bindsValues {
                order.append((arm.result, arm.pattern))
            } else {
                if patternsByResult[arm.result] == nil { order.append((arm.result, nil)) }
                patternsByResult[arm.result, default: []].append(arm.pattern)
            }
        }
        return order.map { result, pattern in
            SwitchArmView(
                pattern: pattern ?? BreakableCode.filledList(patternsByResult[result] ?? []).templateText,
                result: result
            )
        }
    }
}
