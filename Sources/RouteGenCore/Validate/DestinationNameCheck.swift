/// The destinations protocol has one method per route, named by its group path (`accountBilling`); two routes
/// must not end up with the same method name.
///
/// Clashes are rare, so routes are compared by a hash of the name they would get, worked out from the names' bytes
/// without building it, in a sorted list that costs eight bytes a route; only routes whose hash another route shares
/// have their names built and compared.
struct DestinationNameCheck {
    func diagnostics(for table: RouteTable) -> [Diagnostic] {
        let routes = table.allRoutes
        let hashes = routes.map(Self.methodNameHash)
        let sorted = hashes.sorted()
        var sharedHashes: Set<UInt64> = []
        for position in sorted.indices.dropFirst() where sorted[position] == sorted[position - 1] {
            sharedHashes.insert(sorted[position])
        }
        guard !sharedHashes.isEmpty else { return [] }
        var owners: [String: Int] = [:]
        var result: [Diagnostic] = []
        for index in routes.indices where sharedHashes.contains(hashes[index]) {
            let name = routes[index].destinationMethodName
            guard let otherIndex = owners[name] else {
                owners[name] = index
                continue
            }
            let route = routes[index]
            let other = routes[otherIndex]
            result.append(
                .error(
                    .nameClash,
                    "routes '\(other.qualifiedName)' and '\(route.qualifiedName)' both need the destination method '\(name)'; rename one",
                    at: route.location,
                    notes: [.init("'\(other.qualifiedName)' is declared here", at: other.location)]
                )
            )
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
