/// A value read from an XML property list, located at the `<` of its element, so that a problem in an app's
/// Info.plist or entitlements file points at the line that holds it.
package struct PropertyListValue: Sendable {
    package enum Content: Sendable {
        case string(String)
        /// The digits as written (`42`, `-0x1F`); registration reads no numbers, so they are not converted.
        case integer(String)
        case real(String)
        case boolean(Bool)
        /// `2024-05-01T12:00:00Z`, as written.
        case date(String)
        /// The base64 text as written.
        case data(String)
        case array([PropertyListValue])
        case dictionary([PropertyListEntry])
    }

    package var content: Content
    package var location: SourceLocation

    package init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// "a string", "an array", …: the element's kind, as messages name what they found.
    package var kindDescription: String {
        switch content {
        case .string: return "a <string>"
        case .integer: return "an <integer>"
        case .real: return "a <real>"
        case .boolean(let value): return value ? "<true/>" : "<false/>"
        case .date: return "a <date>"
        case .data: return "a <data>"
        case .array: return "an <array>"
        case .dictionary: return "a <dict>"
        }
    }

    /// The entry for `key` when this is a dictionary. A repeated key is an error of the reader; the last one counts,
    /// as it does for the system's own reader.
    package subscript(key: String) -> PropertyListEntry? {
        guard case .dictionary(let entries) = content else { return nil }
        return entries.last { $0.key.value == key }
    }
}

/// A `<key>` of a dictionary, located where it is written, and its value.
package struct PropertyListEntry: Sendable {
    package var key: Located<String>
    package var value: PropertyListValue

    package init(key: Located<String>, value: PropertyListValue) {
        self.key = key
        self.value = value
    }
}
