/// How tools other than the generator name a route to people.
extension Route {
    /// The Swift case with its labels, as an app writes it from the root enum: `.account(.devices(deviceId:))`.
    public var swiftCase: String {
        let labels = parameters.map { SwiftName.argumentLabel($0.label) + ":" }.joined()
        var text = "." + SwiftName.escaped(caseName) + (labels.isEmpty ? "" : "(\(labels))")
        for group in groupPath.reversed() {
            text = ".\(SwiftName.escaped(group))(\(text))"
        }
        return text
    }
}
