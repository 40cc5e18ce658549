/// The Swift compiler gives up checking a switch for exhaustiveness once the enum it switches over has too many
/// cases with associated values, and each level of the spec is one such enum with several switches. Measured with
/// Swift 6.3.1 (`swiftc -typecheck`, Swift 5 and 6 modes) on flat specs of routes with one Int parameter each: 627
/// payload cases compile, 630 fail with "the compiler is unable to check that this switch is exhaustive in
/// reasonable time". Past `errorThreshold` the generated file is refused, with a margin for other compilers and
/// payload shapes; past `warningThreshold` the compiler is already slow, and the spec can still be split calmly.
struct EnumSizeCheck {
    static let warningThreshold = 300
    static let errorThreshold = 500

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        var result: [Diagnostic] = []
        table.root.forEachLevel { level in
            let payloadCases = level.entries.count { entry in
                switch entry {
                case .group: return true
                case .route(let route): return !route.parameters.isEmpty
                }
            }
            if payloadCases > Self.errorThreshold {
                result.append(tooLarge(level, payloadCases: payloadCases))
            } else if payloadCases > Self.warningThreshold {
                result.append(
                    .warning(
                        .tooManyCases,
                        "'\(level.qualifiedTypeName)' has \(payloadCases) cases with associated values; past about \(Self.warningThreshold) the Swift compiler slows down and past \(Self.errorThreshold) routegen refuses the level, since near 630 the compiler gives up checking switches. Move routes into groups",
                        at: level.location
                    )
                )
            }
        }
        return result
    }

    private func tooLarge(_ level: RouteLevel, payloadCases: Int) -> Diagnostic {
        // A group is one case of the level however many routes it holds, so moving n routes into a new group
        // takes n - 1 cases away.
        let toMove = payloadCases - Self.errorThreshold + 1
        var notes: [Diagnostic.Note] = [
            .help(
                "move at least \(toMove) routes of this level into groups: a group is an entry with 'routes:' in place of 'path:', such as 'users: { routes: { profile: { path: /users/:id } } }'; its routes keep their paths and become AppRoute.users(.profile(...)), and each group is an enum of its own with its own limit"
            )
        ]
        if let (segment, count) = largestPrefixFamily(level), count > 1 {
            notes.append(
                .help(
                    "for instance, the \(count) routes whose paths start with '/\(segment)' can go into a group '\(SwiftName.caseName(forValue: segment))'"
                )
            )
        }
        return .error(
            .tooManyCases,
            "'\(level.qualifiedTypeName)' has \(payloadCases) cases with associated values, more than the \(Self.errorThreshold) routegen allows in one enum: the Swift compiler gives up checking switches over about 630, so the generated code would not compile",
            at: level.location,
            notes: notes
        )
    }

    /// The first path segment most routes of the level share, when it is written as text, and how many share it.
    private func largestPrefixFamily(_ level: RouteLevel) -> (segment: String, count: Int)? {
        var counts: [String: Int] = [:]
        for case .route(let route) in level.entries {
            guard let first = route.path.split(separator: "/").first, let character = first.first, character != ":",
                character != "*"
            else { continue }
            counts[String(first), default: 0] += 1
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { ($0.key, $0.value) }
    }
}
