/// The normalized form of one route shape: parameter names dropped, literals case-folded where the spec says so,
/// and `*` written like a String parameter because both accept any single segment.
struct PatternKey: Hashable {
    var segments: [String]

    init(shape: [PatternSegment], parameters: [Parameter], caseSensitive: Bool) {
        segments = shape.map { segment in
            switch segment {
            case .literal(let text):
                return "=" + (caseSensitive ? text : text.lowercased())
            case .parameter(let index):
                switch parameters[index].type {
                case .string: return ":String"
                case .int: return ":Int"
                case .double: return ":Double"
                case .bool: return ":Bool"
                case .uuid: return ":UUID"
                case .stringList: return "**"
                case .enumeration(let enumeration):
                    let values = enumeration.cases.map { caseSensitive ? $0.rawValue : $0.rawValue.lowercased() }.sorted()
                    return ":enum(" + values.joined(separator: ",") + ")"
                }
            }
        }
    }

    /// The pattern as a reader would write it, for messages: `/users/:String`.
    var display: String {
        "/" + segments.map { $0.hasPrefix("=") ? String($0.dropFirst()) : $0 }.joined(separator: "/")
    }
}
