/// Values by name that remember the order names were first given one: a route's path parameters and labels.
struct OrderedNameTable<Value> {
    private var entries: [(name: String, value: Value)] = []
    private var positions: [String: Int] = [:]

    subscript(name: String) -> Value? { positions[name].map { entries[$0].value } }

    /// Gives `name` the value `value`, replacing any it had.
    mutating func set(_ value: Value, for name: String) {
        if let position = positions[name] {
            entries[position].value = value
            return
        }
        positions[name] = entries.count
        entries.append((name, value))
    }

    /// The names in the order they were first given a value.
    var names: [String] { entries.map(\.name) }
}
