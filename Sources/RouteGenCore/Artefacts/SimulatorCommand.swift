/// The shell command that opens a link in the booted iOS simulator, as the links document lists it.
enum SimulatorCommand {
    /// `xcrun simctl openurl booted 'LINK'  # label`, the link quoted for a POSIX shell whatever it holds.
    static func openURL(_ link: String, labelled label: String) -> String {
        "xcrun simctl openurl booted \(singleQuoted(link))  # \(singleLine(label))"
    }

    /// Inside single quotes a POSIX shell takes every character as it is, but a `'`, which ends the quotes: it is
    /// written `'\''` (close, an escaped quote, reopen).
    static func singleQuoted(_ text: String) -> String { "'" + text.replacing("'", with: #"'\''"#) + "'" }

    /// A label is a route's name; a line break in it would end the comment and run the rest as a command.
    private static func singleLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}
