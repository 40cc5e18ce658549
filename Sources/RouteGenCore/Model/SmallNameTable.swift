/// Values by name for the few names one route declares (path parameters, labels): a dictionary's interface without
/// its cost for a handful of entries.
///
/// While there are few names it compares them one by one, which costs far less than hashing them into a fresh
/// dictionary for every route; past `scannedCount` it hashes too, so a route with hundreds of names stays linear.
struct SmallNameTable<Value> {
    private var entries: [(name: String, value: Value)] = []
    private var positions: [String: Int] = [:]

    private var scannedCount: Int { 16 }

    subscript(name: String) -> Value? { position(of: name).map { entries[$0].value } }

    /// Gives `name` the value `value`, replacing any it had.
    mutating func set(_ value: Value, for name: String) {
        if let position = position(of: name) {
            entries[position].value = value
            return
        }
        // Room for a route's usual handful at once, instead of growing one name at a time.
        if entries.isEmpty { entries.reserveCapacity(4) }
        entries.append((name, value))
        guard entries.count > scannedCount else { return }
        if positions.isEmpty {
            for position in entries.indices { positions[entries[position].name] = position }
        } else {
            positions[name] = entries.count - 1
        }
    }

    /// The names in the order they were first given a value.
    var names: [String] { entries.map(\.name) }

    private func position(of name: String) -> Int? {
        guard entries.count > scannedCount else { return entries.firstIndex { $0.name == name } }
        return positions[name]
    }
}
