/// The destinations protocol has one method per route, named by its group path (`accountBilling`); two routes
/// must not end up with the same method name.
///
/// Clashes are rare, so routes are compared by a hash of the name they would get, worked out from the names' bytes
/// without building it; only routes with the same hash have their names built and compared.
struct DestinationNameCheck {
    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        let routes = table.allRoutes
        var firstOwners: [UInt64: Int] = [:]
        firstOwners.reserveCapacity(routes.count)
        // Names that share a hash with a different, earlier name: almost always empty.
        var laterOwners: [String: Int] = [:]
        var result: [Diagnostic] = []
        for index in routes.indices {
            let hash = Self.methodNameHash(of: routes[index])
            guard let firstIndex = firstOwners[hash] else {
                firstOwners[hash] = index
                continue
            }
            let name = routes[index].destinationMethodName
            var otherIndex: Int? = firstIndex
            if routes[firstIndex].destinationMethodName != name {
                otherIndex = laterOwners[name]
                if otherIndex == nil { laterOwners[name] = index }
            }
            guard let otherIndex else { continue }
            let route = routes[index], other = routes[otherIndex]
            result.append(.error("routes '\(other.qualifiedName)' and '\(route.qualifiedName)' both need the destination method '\(name)'; rename one",
                                 at: route.location, notes: [.init("'\(other.qualifiedName)' is declared here", at: other.location)]))
        }
        return result
    }

    /// FNV-1a over the UTF-8 of `destinationMethodName`: equal names always hash alike, however the words split.
    private static func methodNameHash(of route: Route) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ word: String, capitalized: Bool) {
            var isFirst = capitalized
            for byte in word.utf8 {
                let letter = isFirst && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
                hash = (hash ^ UInt64(letter)) &* 0x100_0000_01b3
                isFirst = false
            }
        }
        for (position, group) in route.groupPath.enumerated() { add(group, capitalized: position > 0) }
        add(route.caseName, capitalized: !route.groupPath.isEmpty)
        return hash
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
