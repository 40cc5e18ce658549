/// The destinations protocol has one method per route, named by its group path (`accountBilling`); two routes
/// must not end up with the same method name.
struct DestinationNameCheck {
    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        let routes = table.allRoutes
        var owners: [String: Int] = [:]
        owners.reserveCapacity(routes.count)
        var result: [Diagnostic] = []
        for index in routes.indices {
            let name = routes[index].destinationMethodName
            if let otherIndex = owners[name] {
                let route = routes[index], other = routes[otherIndex]
                result.append(.error("routes '\(other.qualifiedName)' and '\(route.qualifiedName)' both need the destination method '\(name)'; rename one",
                                     at: route.location, notes: [.init("'\(other.qualifiedName)' is declared here", at: other.location)]))
            } else {
                owners[name] = index
            }
        }
        return result
    }
}

extension Route {
    /// `accountBilling` for route `billing` in group `account`.
    package var destinationMethodName: String {
        guard var name = groupPath.first else { return caseName }
        for group in groupPath.dropFirst() { name += SwiftName.upperCamel(group) }
        name += SwiftName.upperCamel(caseName)
        return name
    }
}
