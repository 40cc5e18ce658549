/// Whether a value of one parameter can always stand for a value of another: how a redirect gives its target route
/// its values, and how a route gives the routes beneath it theirs. A value converts to its own type, an Int to a
/// Double, anything but `**` to text, and an enum to an enum with the same values; an optional value only to an
/// optional parameter or one with a default.
enum ValueConversion {
    enum Problem: Equatable {
        /// The source may be absent and the target is required.
        case mayBeAbsent
        /// Both are enums, with different values.
        case enumValuesDiffer
        /// Some value of the source's type is no value of the target's.
        case typeDoesNotConvert
    }

    /// Why a value of `source` cannot become a value of `target` on every link, or nil when it always can.
    static func problem(from source: Parameter, to target: Parameter, caseSensitive: Bool) -> Problem? {
        if source.presence == .optional, target.presence == .required { return .mayBeAbsent }
        switch (source.type, target.type) {
        case (.stringList, .stringList), (.string, .string), (.int, .int), (.double, .double), (.bool, .bool),
            (.uuid, .uuid), (.int, .double), (.int, .string), (.double, .string), (.bool, .string), (.uuid, .string):
            return nil
        case (.enumeration(let sourceValues), .enumeration(let targetValues)):
            let values = { (type: EnumerationType) in
                Set(type.cases.map { $0.rawValue.folded(caseSensitive: caseSensitive) })
            }
            return values(sourceValues) == values(targetValues) ? nil : .enumValuesDiffer
        default: return .typeDoesNotConvert
        }
    }

    /// `Int`, `String?`, or `enum (top, bottom)` for a redirect's enum, whose type has no name of its own.
    static func typeDescription(_ parameter: Parameter) -> String {
        guard case .enumeration(let enumeration) = parameter.type, enumeration.typeName.isEmpty else {
            return parameter.swiftTypeName()
        }
        return "enum (" + enumeration.cases.map(\.rawValue).joined(separator: ", ") + ")"
    }
}
