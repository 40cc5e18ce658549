import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate the Swift routing code for a spec, or for every spec of a config file.",
        discussion: """
            Without a spec, generates every entry of the config (--config, default ./routegen.yml), and writes \
            nothing when any entry has an error. An output is rewritten only when its content changes, \
            atomically; on any error it is left as it was.
            """
    )

    @Argument(help: "The YAML route spec. Leave it out to use the config file.") var spec: String?

    @Option(name: .shortAndLong, help: "The Swift file to write (with a spec); - for standard output.") var output:
        String?

    @Option(help: "A directory of .mustache files that replace the built-in templates of the same name (with a spec).")
    var templates: String?

    @Option(
        help: ArgumentHelp(
            "A comment line after the \"generated\" line, in place of the default lines telling SwiftLint, swift-format and SwiftFormat to skip the file; repeat for more lines, '' for none (with a spec).",
            valueName: "line"
        )
    ) var header: [String] = []

    @Flag(help: "Make the route enums Codable, stored as their canonical URL's text (with a spec).") var codable = false

    @Flag(
        help: "Generate the link outcome types even when the spec has no redirects, fallback or context (with a spec)."
    ) var outcomes = false

    @Option(
        help: ArgumentHelp(
            "Where the generated file gets routegen's URL reader: 'library', an import of the RouteURLReader library, which the target must depend on (the default, with a note saying so), or 'embedded', a copy in the file (with a spec; with --plugin-options, unless the options file names one, where a copy is the default).",
            valueName: "embedded|library"
        )
    ) var reader: RenderOptions.Reader?

    @Option(
        help: ArgumentHelp(
            "Also write a Swift Testing suite made from the spec's examples to this file (with a spec and --tests-module).",
            valueName: "file"
        )
    ) var testsOutput: String?

    @Option(
        help: ArgumentHelp(
            "The module the generated code is in, which the test suite imports with @testable.",
            valueName: "name"
        )
    ) var testsModule: String?

    @Option(
        help: ArgumentHelp(
            "Also write the navigation code (each route's stack, the navigation state and the router) to this file (with a spec).",
            valueName: "file"
        )
    ) var routerOutput: String?

    @Option(
        help: ArgumentHelp(
            "Also write each route as an NSUserActivity (the spec's 'activities:') to this file (with a spec).",
            valueName: "file"
        )
    ) var activitiesOutput: String?

    @Option(
        help: ArgumentHelp(
            "Also write an App Intent for each route with 'intent:', and the App Shortcuts, to this file (with a spec).",
            valueName: "file"
        )
    ) var intentsOutput: String?

    @Option(
        help: ArgumentHelp(
            "Also write the SwiftUI modifier and UIKit scene helper that hand links, activities and intents to the router (with a spec and --router-output).",
            valueName: "file"
        )
    ) var wiringOutput: String?

    @Option(
        help: ArgumentHelp(
            "The build-tool plugin's \(PluginOptions.fileName): which of the files the --…-output options name to generate (the others get a file that only says so), and the entry's other choices; a missing file asks for none (with a spec).",
            valueName: "file"
        )
    ) var pluginOptions: String?

    @Option(help: "The config file listing specs and outputs (default: ./\(RouteGenConfig.defaultFileName)).")
    var config: String?

    @Flag(help: "Write nothing; exit 1 with a diff when an output is out of date or a spec has an error.") var check =
        false

    @Flag(help: "Write nothing; list the outputs that would be created or updated.") var dryRun = false

    @OptionGroup var reporting: DiagnosticsOptions

    @Flag(help: "Also list, as notes, each pair of overlapping routes and which one takes precedence.")
    var listOverlaps = false

    func validate() throws {
        if spec != nil {
            guard output != nil else {
                throw ValidationError(
                    "Name the file to write with --output, or leave out the spec to use a config file."
                )
            }
            guard config == nil else {
                throw ValidationError("Give either a spec with --output or --config, not both.")
            }
        } else {
            guard output == nil, templates == nil, header.isEmpty, !codable, !outcomes, reader == nil,
                testsModule == nil, furtherFiles.isEmpty, pluginOptions == nil
            else {
                let options =
                    ["--output", "--templates", "--header", "--codable", "--outcomes", "--reader", "--tests-module"]
                    + OutputKind.allCases.map(\.option) + ["--plugin-options"]
                throw ValidationError(
                    "\(options.dropLast().joined(separator: ", ")) and \(options.last!) need a spec; in a config file, each entry names its own."
                )
            }
        }
        guard furtherFiles.keys.contains(where: \.testsTheModule) == (testsModule != nil) else {
            throw ValidationError(
                "--tests-output and --tests-module go together: the file to write, and the module its tests import."
            )
        }
        if let testsModule, !SwiftName.isIdentifier(testsModule) {
            throw ValidationError("--tests-module must be a Swift module name such as MyApp, not '\(testsModule)'.")
        }
        // Each further file must be none of the files before it, nor standard output.
        var before: [(path: String?, what: String)] = [(spec, "the spec"), (output, "the generated code")]
        for kind in OutputKind.allCases {
            let path = furtherFiles[kind]
            if let path, path == "-" || before.contains(where: { $0.path == path }) {
                let others = before.map(\.what).joined(separator: ", ")
                throw ValidationError("\(kind.option) must be a file of its own, not \(others) or standard output.")
            }
            before.append((path, kind.contents))
        }
        guard !(check && dryRun) else { throw ValidationError("Use either --check or --dry-run.") }
        guard output != "-" || !(check || dryRun) else {
            throw ValidationError("--check and --dry-run compare with a file; '--output -' writes to standard output.")
        }
    }

    func run() throws {
        let io = FileSystem(reporter: DiagnosticReporter(reporting))
        defer { io.reporter.finish() }
        guard let jobs = jobs(io) else { throw ExitCode.specErrors }
        let mode: GenerationMode = check ? .check(fixCommand: fixCommand) : dryRun ? .dryRun : .write
        let run = GenerationRun(
            io: io,
            mode: mode,
            options: .init(listsResolvedOverlaps: listOverlaps, warningsAreErrors: reporting.warningsAsErrors)
        )
        // A config is written, checked or listed whole or not at all: its outputs never come from different
        // versions of its specs, and an error is never lost among the diffs of the outputs that are fine.
        guard let generated = run.generate(jobs) else { throw ExitCode.specErrors }
        let failures = generated.filter { !run.finish($0) }
        if !failures.isEmpty { throw ExitCode.specErrors }
    }

    /// Set by wrappers that run `routegen generate`, to the command a person runs to regenerate.
    static let regenerateCommandVariable = "ROUTEGEN_REGENERATE_COMMAND"

    private func jobs(_ io: FileSystem) -> [GenerationJob]? {
        if let spec, let output, let pluginOptions {
            return pluginJob(spec: spec, output: output, options: pluginOptions, io).map { [$0] }
        }
        if let spec, let output {
            var job = GenerationJob(
                spec: spec,
                output: output,
                templates: templates,
                rendering: rendering,
                outputs: furtherFiles
            )
            if reader == nil {
                job.unnamedReaderNote = RenderOptions.Reader.unnamedNote(
                    output: output == "-" ? "the generated code" : output,
                    navigationOutput: furtherFiles[.navigation],
                    at: SourceLocation(file: spec, line: 1, column: 1)
                ) { "'--reader \($0.rawValue)'" }
            }
            return [job]
        }
        let hint =
            config == nil
            ? "create one with 'routegen init', or name a spec: routegen generate SPEC --output FILE" : nil
        return io.readConfig(config ?? RouteGenConfig.defaultFileName, hintWhenMissing: hint)?.entries
            .map(GenerationJob.init)
    }

    /// The build-tool plugin's job: every further file is named, so that the build knows its outputs whatever the
    /// options say; the options file decides which are generated, and the rest get a file that says they were not.
    private func pluginJob(spec: String, output: String, options path: String, _ io: FileSystem) -> GenerationJob? {
        // The build-tool plugin passes `--reader library` for a target that depends on the library; a reader the
        // options file names is the target's own choice and comes first.
        var chosen = RenderOptions(reader: reader ?? .embedded)
        if FileManager.default.fileExists(atPath: path) {
            guard let bytes = io.readInput(path, named: "plugin options", expecting: "a YAML file", namedAt: nil) else {
                return nil
            }
            let (rendering, diagnostics) = PluginOptions.read(bytes, path: path, reader: chosen.reader)
            io.report(diagnostics)
            guard let rendering else { return nil }
            chosen = rendering
        }
        var job = GenerationJob(
            spec: spec,
            output: output,
            templates: templates,
            rendering: chosen,
            outputs: furtherFiles.filter { chosen.outputs.contains($0.key) }
        )
        job.placeholders = furtherFiles.filter { !chosen.outputs.contains($0.key) }
        return job
    }

    /// The file each `--…-output` option names, by the kind of file it asks for.
    private var furtherFiles: [OutputKind: String] {
        let named: [OutputKind: String?] = [
            .exampleTests: testsOutput, .navigation: routerOutput, .activities: activitiesOutput,
            .intents: intentsOutput, .wiring: wiringOutput,
        ]
        return named.compactMapValues { $0 }
    }

    /// The `--header`, `--codable`, `--outcomes`, `--reader` and further-file choices; without `--header`, the
    /// default header.
    private var rendering: RenderOptions {
        RenderOptions(
            header: header.isEmpty ? RenderOptions.defaultHeader : header.flatMap(RenderOptions.headerLines),
            codable: codable,
            linkOutcomes: outcomes,
            outputs: Set(furtherFiles.keys),
            exampleTestsModule: testsModule,
            reader: reader ?? .unnamed
        )
    }

    /// This command as it would write the outputs that `--check` found out of date, named the way it was run: CI
    /// has no `routegen` on its PATH, so a wrapper (the build script, the command plugin) says how it is run instead.
    private var fixCommand: String {
        if let wrapper = ProcessInfo.processInfo.environment[Self.regenerateCommandVariable], !wrapper.isEmpty {
            return wrapper
        }
        let program = CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil } ?? "routegen"
        var words = [program, "generate"]
        if let spec, let output {
            words += [spec, "--output", output] + (templates.map { ["--templates", $0] } ?? [])
            words += header.flatMap { ["--header", $0] } + (codable ? ["--codable"] : [])
            words += outcomes ? ["--outcomes"] : []
            words += reader.map { ["--reader", $0.rawValue] } ?? []
            words += pluginOptions.map { ["--plugin-options", $0] } ?? []
            for kind in OutputKind.allCases {
                words += furtherFiles[kind].map { [kind.option, $0] } ?? []
                if kind.testsTheModule { words += testsModule.map { ["--tests-module", $0] } ?? [] }
            }
        } else if let config {
            words += ["--config", config]
        }
        return ShellWords.join(words)
    }
}

extension RenderOptions.Reader: ExpressibleByArgument {}
