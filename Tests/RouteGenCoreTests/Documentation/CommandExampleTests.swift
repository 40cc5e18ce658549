import Foundation
import Testing

/// The `routegen` command lines the README and docs/ show name real subcommands and real options, as the built
/// binary's `--help` lists them. Lines that pass options on to `routegen generate` (the build script, the command
/// plugin) are held to `generate`'s options.
@Suite("Documentation: command lines") struct CommandExampleTests {
    /// A `routegen` command line found in a page: the words after the program name.
    struct Invocation {
        var place: String
        var arguments: [String]
    }

    @Test("Every routegen command line uses a real subcommand and real options", arguments: MarkdownPage.publishedPaths)
    func commandLines(path: String) async throws {
        let options = try #require(await Self.options.value, "cannot read routegen --help")
        for invocation in Self.invocations(in: try MarkdownPage(path: path)) {
            let arguments = invocation.arguments
            let subcommand = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
            if let subcommand, options[subcommand] == nil {
                Issue.record(
                    "\(invocation.place): 'routegen \(subcommand)' is no subcommand; there are \(options.keys.sorted())"
                )
                continue
            }
            let known = options[subcommand ?? ""] ?? []
            for option in arguments.compactMap(Self.optionName) where !known.contains(option) {
                Issue.record(
                    "\(invocation.place): 'routegen \(subcommand ?? "")' has no option \(option); it has \(known.sorted())"
                )
            }
        }
    }

    @Test("Every subcommand is shown in at least one command line") func everySubcommandIsShown() async throws {
        let options = try #require(await Self.options.value, "cannot read routegen --help")
        let shown = Set(
            try MarkdownPage.publishedPaths.flatMap { Self.invocations(in: try MarkdownPage(path: $0)) }
                .compactMap(\.arguments.first)
        )
        let neverShown = Set(options.keys).subtracting([""]).subtracting(shown)
        #expect(neverShown.isEmpty, "never shown: \(neverShown.sorted())")
    }

    @Test("Command lines are found in sh blocks, after $ in text blocks, and in synopses") func finding() {
        let page = MarkdownPage(
            path: "page.md",
            text: """
                ```sh
                mkdir demo && cd demo && routegen init --spec 'My Routes/a.yaml'   # a comment --not-an-option
                .build/release/routegen generate a.yaml -o -
                swift package --allow-writing-to-package-directory generate-routes --check
                path/to/Scripts/routegen-build-phase --config "$PWD/routegen.yml"
                ```

                ```text
                $ routegen check a.yaml | head
                routegen match SPEC URL... [--verbose]
                routegen.yml:3:5: error: unknown key
                ```
                """
        )
        #expect(
            Self.invocations(in: page).map(\.arguments) == [
                ["init", "--spec", "My Routes/a.yaml"], ["generate", "a.yaml", "-o", "-"], ["generate", "--check"],
                ["generate", "--config", "$PWD/routegen.yml"], ["check", "a.yaml"],
                ["match", "SPEC", "URL...", "--verbose"],
            ]
        )
        #expect(DocumentedShellLine.commands(in: "swift run Demo a://b\n") == [["swift", "run", "Demo", "a://b"]])
        #expect(
            ["--check", "-o", "-", "--config=a.yml", "SPEC", "…"].compactMap(Self.optionName) == [
                "--check", "-o", "--config",
            ]
        )
    }

    /// `--config=x` → `--config`; nil for words that are not options (`-` means standard output).
    static func optionName(_ word: String) -> String? {
        let name = word.prefix { $0 != "=" }
        guard name.hasPrefix("-"), name.count > 1 else { return nil }
        return String(name)
    }

    static func invocations(in page: MarkdownPage) -> [Invocation] {
        page.codeBlocks.flatMap { block -> [Invocation] in
            let lines = block.text.split(separator: "\n").map(String.init)
            return lines.enumerated()
                .flatMap { offset, line -> [Invocation] in
                    let place = "\(page.path):\(block.line + 1 + offset)"
                    let commands: [[String]]
                    switch block.language {
                    case "sh": commands = DocumentedShellLine.commands(in: line)
                    case "text" where line.hasPrefix("$ "):
                        commands = DocumentedShellLine.commands(in: String(line.dropFirst(2)))
                    case "text" where line.hasPrefix("routegen "): commands = [DocumentedShellLine.synopsisWords(line)]
                    default: commands = []
                    }
                    return commands.compactMap { words in
                        routegenArguments(words).map { Invocation(place: place, arguments: $0) }
                    }
                }
        }
    }

    /// The arguments routegen receives from one shell command, or nil when the command does not run routegen.
    private static func routegenArguments(_ words: [String]) -> [String]? {
        for (index, word) in words.enumerated() {
            let program = word.split(separator: "/").last.map(String.init) ?? word
            let rest = Array(words[(index + 1)...])
            switch program {
            case "routegen": return rest
            // The script's own option, which prints the path of its binary and runs no routegen command.
            case "routegen-build-phase" where rest.first?.hasPrefix("--print-binary-path") == true: return nil
            case "routegen-build-phase", "generate-routes": return ["generate"] + rest
            default: continue
            }
        }
        return nil
    }

    /// Each subcommand's options, and the top level's under "", from `routegen --help` and `routegen SUB --help`.
    static let options = Task<[String: Set<String>]?, Never> {
        guard let top = try? await Shell.run(Shell.routegen, ["--help"]), top.status == 0 else { return nil }
        var options = ["": HelpText.options(in: top.standardOutput)]
        for subcommand in HelpText.subcommands(in: top.standardOutput) {
            guard let text = try? await Shell.run(Shell.routegen, [subcommand, "--help"]), text.status == 0 else {
                return nil
            }
            options[subcommand] = HelpText.options(in: text.standardOutput)
        }
        return options.count > 1 ? options : nil
    }
}
