/// Swift stops checking switch exhaustiveness in reasonable time once one enum carries roughly 600 cases with
/// associated values; warn well before that so the spec can be split into groups while it still compiles.
struct EnumSizeCheck {
    static let warningThreshold = 300

    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        var result: [Diagnostic] = []
        table.root.forEachLevel { level in
            let payloadCases = level.entries.count { entry in
                switch entry {
                case .group: return true
                case .route(let route): return !route.parameters.isEmpty
                }
            }
            guard payloadCases > Self.warningThreshold else { return }
            result.append(
                .warning(
                    "'\(level.qualifiedTypeName)' has \(payloadCases) cases with associated values; past about \(Self.warningThreshold) the Swift compiler slows down and near 600 it gives up checking switches. Move routes into groups",
                    at: level.location
                )
            )
        }
        return result
    }
}
