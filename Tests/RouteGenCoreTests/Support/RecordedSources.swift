import Foundation
import Testing

/// The Swift sources the generator records into itself to copy into generated files (the URL reader's rules, the
/// navigation library), read from their folder and written as the table the generator compiles.
enum RecordedSources {
    /// The `.swift` files directly in `folder`, by name, with their text.
    static func swiftFiles(in folder: String) throws -> [(name: String, text: String)] {
        let directory = Fixtures.url(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// `enum typeName { static let files = [...] }` holding `files`, each text in a raw string literal, under the
    /// comment that says they come from `folder` and that a test holds the generated files to `what`.
    static func table(
        _ typeName: String,
        from folder: String,
        carrying what: String,
        files: [(name: String, text: String)]
    ) -> String {
        var table = "// Generated from the files in \(folder) by `ROUTEGEN_RECORD=1 swift test`; edit those files,\n"
        table +=
            "// not this one. A test fails when the two differ, so every generated file carries \(what) that is tested.\n\n"
        table += "enum \(typeName) {\n    static let files: [(name: String, text: String)] = [\n"
        for (name, text) in files {
            #expect(!text.contains("\"\"\"#"), "\(name) cannot be recorded in a raw string literal")
            table += "        (\"\(name)\", #\"\"\"\n\(text)\n\"\"\"#),\n"
        }
        return table + "    ]\n}\n"
    }
}
