/// Writing a path's optional segments, carried by a generated file whose spec has one.
public enum OptionalSegments {
    /// The values before the first absent one: a later optional segment cannot be written without the earlier ones.
    public static func leading(_ values: [String?]) -> [String] {
        var leading: [String] = []
        for value in values {
            guard let value else { break }
            leading.append(value)
        }
        return leading
    }
}
