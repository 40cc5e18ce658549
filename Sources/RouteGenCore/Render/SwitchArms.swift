/// One arm of a generated switch over routes: the patterns it matches and what it returns.
struct SwitchArmView: TemplateObject {
    /// `.home, .search`, filled to the line width; a pattern that binds values stands alone.
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

    /// The arms' views: joined patterns start at `column`, after `case ` indented by `indent`, and continue one
    /// level deeper; `trailer` is what follows an arm's last pattern on its line, given the arm's result.
    static func grouped(_ arms: [Arm], column: Int, indent: Int, trailer: (String) -> String) -> [SwitchArmView] {
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
                pattern: pattern
                    ?? filled(
                        patternsByResult[result] ?? [],
                        column: column,
                        indent: indent + BreakableCode.indentWidth,
                        trailer: trailer(result)
                    ),
                result: result
            )
        }
    }

    /// `patterns` joined by commas, as many on a line as fit in the line width with the trailer after the last.
    static func filled(_ patterns: [String], column: Int, indent: Int, trailer: String) -> String {
        var text = ""
        var width = column
        for (index, pattern) in patterns.enumerated() {
            let isLast = index == patterns.count - 1
            let written = isLast ? pattern : pattern + ","
            // The last pattern needs room for the trailer on its line too.
            let needed = written.count + (isLast ? trailer.count : 0)
            if index > 0 {
                if width + 1 + needed <= BreakableCode.lineWidth {
                    text += " "
                    width += 1
                } else {
                    text += "\n" + String(repeating: " ", count: indent)
                    width = indent
                }
            }
            text += written
            width += written.count
        }
        return text
    }
}
