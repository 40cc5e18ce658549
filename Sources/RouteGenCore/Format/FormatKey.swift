/// The keys one kind of mapping of a file routegen reads may have, in the order the decoder lists them in messages and
/// the JSON Schema lists them in its `properties`: the decoder accepts exactly these keys, and the schema describes
/// exactly these, so neither can gain a key the other lacks.
protocol FormatKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// Whether a mapping of this kind must have the key.
    var isRequired: Bool { get }
}

extension FormatKey {
    var isRequired: Bool { false }

    /// Every key, as written, in order.
    static var names: [String] { allCases.map(\.rawValue) }

    /// The keys a mapping of this kind must have, in order.
    static var requiredNames: [String] { allCases.filter(\.isRequired).map(\.rawValue) }
}
