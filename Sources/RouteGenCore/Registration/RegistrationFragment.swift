/// The XML an app's Info.plist or entitlements file needs for a set of names, as `init` prints it (one element a line,
/// indented with tabs, as Xcode writes property lists) and as help lines show it (on one line).
package struct RegistrationFragment: Sendable {
    private struct Element {
        var name: String
        var text: String?
        var children: [Element] = []

        static func key(_ text: String) -> Element { Element(name: "key", text: text) }
        static func string(_ text: String) -> Element { Element(name: "string", text: text) }
        static func array(_ children: [Element]) -> Element { Element(name: "array", children: children) }
    }

    private var elements: [Element]

    /// `<key>CFBundleURLTypes</key>` and one URL type listing `schemes`, named after the bundle identifier when
    /// `named`, as Xcode's URL Types editor names it.
    package static func urlTypes(schemes: [String], named: Bool) -> RegistrationFragment {
        let name = named ? [Element.key("CFBundleURLName"), .string("$(PRODUCT_BUNDLE_IDENTIFIER)")] : []
        let urlType = Element(
            name: "dict",
            children: name + [.key("CFBundleURLSchemes"), .array(schemes.map(Element.string))]
        )
        return RegistrationFragment(elements: [.key("CFBundleURLTypes"), .array([urlType])])
    }

    /// `<key>com.apple.developer.associated-domains</key>` with an `applinks:` entry for each of `hosts`.
    package static func associatedDomains(hosts: [String]) -> RegistrationFragment {
        RegistrationFragment(elements: [
            .key(LinkRegistrationCheck.associatedDomainsKey), .array(hosts.map { .string("applinks:" + $0) }),
        ])
    }

    /// `<key>NSUserActivityTypes</key>` listing `types`.
    package static func activityTypes(_ types: [String]) -> RegistrationFragment {
        RegistrationFragment(elements: [.key("NSUserActivityTypes"), .array(types.map(Element.string))])
    }

    /// `<string>text</string>`, one entry to add to an array.
    static func string(_ text: String) -> RegistrationFragment { RegistrationFragment(elements: [.string(text)]) }

    /// One element a line, each level one tab deeper, without a final line break.
    package var lines: String { elements.flatMap { Self.lines($0, depth: 0) }.joined(separator: "\n") }

    /// All on one line, as a help line shows it.
    package var singleLine: String { elements.map(Self.singleLine).joined() }

    private static func lines(_ element: Element, depth: Int) -> [String] {
        let indent = String(repeating: "\t", count: depth)
        if let text = element.text { return [indent + singleLine(Element(name: element.name, text: text))] }
        return ["\(indent)<\(element.name)>"] + element.children.flatMap { lines($0, depth: depth + 1) } + [
            "\(indent)</\(element.name)>"
        ]
    }

    private static func singleLine(_ element: Element) -> String {
        let content = element.text.map(escaped) ?? element.children.map(singleLine).joined()
        return "<\(element.name)>\(content)</\(element.name)>"
    }

    /// Text as XML writes it inside an element.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
