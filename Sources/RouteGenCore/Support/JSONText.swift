/// Pretty JSON text: two-space indentation, `"key": value`, one member or item a line, and a final newline.
/// Written here rather than with JSONSerialization so that member order and spacing are the same on every platform.
package enum JSONText {
    package static func pretty(_ value: JSONValue) -> String {
        var text = ""
        write(value, indent: "", into: &text)
        return text + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, into text: inout String) {
        let inner = indent + "  "
        switch value {
        case .string(let string): text += quoted(string)
        case .integer(let number): text += String(number)
        case .bool(let flag): text += flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                write(item, indent: inner, into: &text)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + quoted(member.key) + ": "
                write(member.value, indent: inner, into: &text)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }

    /// A JSON string literal; only what JSON requires is escaped, so patterns and non-ASCII text stay readable.
    /// The diagnostics' JSON form writes its strings with it too.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
