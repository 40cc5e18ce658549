/// Two routes that accept exactly the same paths can never both be reached: an error naming both.
///
/// This compares normalized shapes only; overlaps between different shapes are resolved by specificity at run time.
struct DuplicatePatternCheck {
    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        var owners: [PatternKey: Route] = [:]
        var result: [Diagnostic] = []
        for route in table.allRoutes {
            var reported = false
            for shape in route.shapes {
                let key = PatternKey(shape: shape, parameters: route.parameters, caseSensitive: table.caseSensitive)
                if let other = owners[key] {
                    if !reported {
                        result.append(.error("routes '\(other.qualifiedName)' and '\(route.qualifiedName)' match the same paths ('\(key.display)'); remove one or make them differ",
                                             at: route.location, notes: [.init("'\(other.qualifiedName)' is declared here", at: other.location)]))
                        reported = true
                    }
                } else {
                    owners[key] = route
                }
            }
        }
        return result
    }
}

extension Route {
    /// `account.billing` for a route inside group `account`.
    public var qualifiedName: String { (groupPath + [caseName]).joined(separator: ".") }
}
