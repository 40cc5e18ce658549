/// The destinations protocol has one method per route, named by its group path (`accountBilling`); two routes
/// must not end up with the same method name.
struct DestinationNameCheck {
    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        var owners: [String: Route] = [:]
        var result: [Diagnostic] = []
        for route in table.allRoutes {
            let name = route.destinationMethodName
            if let other = owners[name] {
                result.append(.error("routes '\(other.qualifiedName)' and '\(route.qualifiedName)' both need the destination method '\(name)'; rename one",
                                     at: route.location, notes: [.init("'\(other.qualifiedName)' is declared here", at: other.location)]))
            } else {
                owners[name] = route
            }
        }
        return result
    }
}

extension Route {
    /// `accountBilling` for route `billing` in group `account`.
    package var destinationMethodName: String {
        guard let first = groupPath.first else { return caseName }
        return first + (groupPath.dropFirst() + [caseName]).map(SwiftName.upperCamel).joined()
    }
}
