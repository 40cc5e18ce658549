/// How a route is named: to people in messages and tools, and in the Swift the generator writes.
extension Route {
    /// `account.billing` for a route inside group `account`.
    package var qualifiedName: String { declaration.qualifiedName }

    /// `accountBilling` for route `billing` in group `account`.
    package var destinationMethodName: String {
        guard var name = groupPath.first else { return caseName }
        for group in groupPath.dropFirst() { name += SwiftName.upperCamel(group) }
        name += SwiftName.upperCamel(caseName)
        return name
    }

    /// Whether the route's first value is the tab its link names before a feature's mount, which the app's case
    /// holds beside the feature's route.
    package var namesMountedTab: Bool { parameters.first?.holdsMountedTab == true }

    /// The tabs a link to this route may name before its feature's mount; empty unless `namesMountedTab`.
    package var mountedTabs: [String] {
        guard namesMountedTab, case .enumeration(let tabs) = parameters[0].type else { return [] }
        return tabs.cases.map(\.rawValue)
    }

    /// The indices of the values the route's own case holds: all but the tab before a feature's mount.
    package var caseValueIndices: Range<Int> { (namesMountedTab ? 1 : 0)..<parameters.count }

    /// The Swift case with its labels, as an app writes it from the root enum: `.account(.devices(deviceId:))`, or
    /// `.weather(.city(name:), tab:)` for a feature mounted under tabs.
    package var swiftCase: String {
        let labels = caseValueIndices.map { SwiftName.argumentLabel(parameters[$0].label) + ":" }.joined()
        var text = "." + SwiftName.escaped(caseName) + (labels.isEmpty ? "" : "(\(labels))")
        for group in groupPath.reversed() { text = ".\(SwiftName.escaped(group))(\(text))" }
        guard namesMountedTab else { return text }
        return String(text.dropLast()) + ", \(SwiftName.argumentLabel(parameters[0].label)):)"
    }
}

extension Parameter {
    /// The declared Swift type, `Int?` for an optional; `typePrefix` qualifies nested enums where the short name is
    /// out of scope.
    package func swiftTypeName(typePrefix: String = "") -> String {
        typeName(typePrefix: typePrefix, qualifyingWith: "")
    }

    /// The declared Swift type as the generated code writes it, `Swift.Int?`: the standard types through their
    /// module, so that no type of the spec's (a group `String`, an enum named `UUID`) hides them.
    package func codeTypeName(typePrefix: String = "") -> String {
        typeName(typePrefix: typePrefix, qualifyingWith: "Swift.", foundation: "Foundation.")
    }

    private func typeName(typePrefix: String, qualifyingWith swift: String, foundation: String = "") -> String {
        let base: String
        switch type {
        case .string: base = swift + "String"
        case .int: base = swift + "Int"
        case .double: base = swift + "Double"
        case .bool: base = swift + "Bool"
        case .uuid: base = foundation + "UUID"
        case .stringList: base = "[" + swift + "String]"
        case .enumeration(let enumeration):
            base = enumeration.isTopLevel ? enumeration.typeName : typePrefix + enumeration.typeName
        }
        return presence == .optional ? base + "?" : base
    }
}
