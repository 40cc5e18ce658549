import Foundation

/// What swift-argument-parser's `--help` output lists: subcommands and option names.
enum HelpText {
    /// The names under `SUBCOMMANDS:`.
    static func subcommands(in help: String) -> [String] {
        entries(under: "SUBCOMMANDS:", in: help).compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// Every spelling of every option under `OPTIONS:`: `-o, --output <output>` gives `-o` and `--output`.
    static func options(in help: String) -> Set<String> {
        Set(
            entries(under: "OPTIONS:", in: help)
                .flatMap { entry in
                    let names = entry.components(separatedBy: "  ")[0]
                    return names.components(separatedBy: ", ")
                        .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.hasPrefix("-") }
                }
        )
    }

    /// The entries of a section, which ends at a blank line: its lines indented by exactly two spaces, without the
    /// indentation. Deeper lines continue a description.
    private static func entries(under title: String, in help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == title }) else { return [] }
        var entries: [String] = []
        for line in lines[(start + 1)...] {
            if line.isEmpty || !line.hasPrefix(" ") { break }
            if line.hasPrefix("  "), !line.hasPrefix("   ") { entries.append(String(line.dropFirst(2))) }
        }
        return entries
    }
}
