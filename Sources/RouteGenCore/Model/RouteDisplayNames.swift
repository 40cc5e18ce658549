/// How tools other than the generator name a route to people.
extension Route {
    /// The Swift case with its labels, as an app writes it from the root enum: `.account(.devices(deviceId:))`.
    package var swiftCase: String {
        let labels = parameters.map { SwiftName.argumentLabel($0.label) + ":" }.joined()
        var text = "." + SwiftName.escaped(caseName) + (labels.isEmpty ? "" : "(\(labels))")
        for group in groupPath.reversed() { text = ".\(SwiftName.escaped(group))(\(text))" }
        return text
    }
}

extension Parameter {
    /// The declared Swift type, `Int?` for an optional; `typePrefix` qualifies nested enums where the short name is
    /// out of scope.
    package func swiftTypeName(typePrefix: String = "") -> String {
        let base: String
        switch type {
        case .string: base = "String"
        case .int: base = "Int"
        case .double: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .stringList: base = "[String]"
        case .enumeration(let enumeration): base = typePrefix + enumeration.typeName
        }
        return presence == .optional ? base + "?" : base
    }
}
