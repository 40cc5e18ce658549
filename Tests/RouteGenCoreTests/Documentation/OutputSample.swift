import Foundation

/// A terminal session as the docs show it, in a `text` block marked `<!-- routegen-example: output "SETUP" -->`:
/// `$ routegen …` lines, each followed by what it prints. It is run as written, so the docs cannot show output the
/// tool no longer gives.
struct OutputSample: Equatable {
    struct Step: Equatable {
        /// The command line after `$ `, a trailing `# comment` included, as the reader would type it.
        var command: String
        /// The lines shown under the command, up to the next `$ ` line.
        var shown: [String]
    }

    var steps: [Step]

    /// A line of its own that stands for any run of printed lines, none included, so that long output can be cut.
    static let elisions: Set<String> = ["…", "..."]

    /// nil when the text does not start with a `$ ` line.
    init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.first?.hasPrefix("$ ") == true else { return nil }
        var steps: [Step] = []
        for line in lines {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), shown: []))
            } else {
                steps[steps.count - 1].shown.append(line)
            }
        }
        self.steps = steps
    }

    init(steps: [Step]) { self.steps = steps }

    /// The block's text, as `init(text:)` reads it.
    var text: String { steps.map { (["$ " + $0.command] + $0.shown).joined(separator: "\n") + "\n" }.joined() }

    /// What keeps the sample from being run and compared: a command other than routegen's or `echo $?`, which shows
    /// the exit status of the command before it, and more than one elision in an output, which could then be cut in
    /// more than one way.
    var problems: [String] {
        steps.flatMap { step -> [String] in
            var problems: [String] = []
            let program = DocumentedShellLine.commands(in: step.command).first?.first
            if program != "routegen" && step.command != "echo $?" {
                problems.append("'$ \(step.command)' runs no routegen command and is not 'echo $?'")
            }
            if step.shown.filter(Self.elisions.contains).count > 1 {
                problems.append("the output of '$ \(step.command)' is cut more than once")
            }
            return problems
        }
    }

    /// Whether the printed lines are the shown ones, an elision standing for any run of lines.
    static func matches(shown: [String], printed: [String]) -> Bool {
        guard let elision = shown.firstIndex(where: elisions.contains) else { return shown == printed }
        let head = shown[..<elision]
        let tail = shown[(elision + 1)...]
        return printed.count >= head.count + tail.count && printed.prefix(head.count).elementsEqual(head)
            && printed.suffix(tail.count).elementsEqual(tail)
    }

    /// The shown lines after recording: unchanged while they match, else the printed lines, cut where the shown
    /// ones were cut, keeping as many lines before and after the elision as they did.
    static func recorded(shown: [String], printed: [String]) -> [String] {
        guard !matches(shown: shown, printed: printed) else { return shown }
        guard let elision = shown.firstIndex(where: elisions.contains) else { return printed }
        let headCount = elision
        let tailCount = shown.count - elision - 1
        guard headCount + tailCount < printed.count else { return printed }
        return Array(printed.prefix(headCount)) + [shown[elision]] + Array(printed.suffix(tailCount))
    }

    /// The same session, each step showing what it printed now.
    func recorded(printed: [[String]]) -> OutputSample {
        OutputSample(
            steps: zip(steps, printed)
                .map { step, lines in
                    Step(command: step.command, shown: Self.recorded(shown: step.shown, printed: lines))
                }
        )
    }

    /// Runs the commands in one shell, in `folder`, with the built routegen first on the PATH and colour off, and
    /// returns what each printed, standard output and standard error together in the order they were written.
    func run(in folder: URL) async throws -> [[String]] {
        // A separator line before each command splits the output; restoring `$?` after printing it keeps
        // `echo $?` about the command before.
        let separator = "routegen-sample-\(UUID().uuidString)"
        var script = "exec 2>&1\nstatus=0\n"
        for step in steps { script += "printf '%s\\n' '\(separator)'\n(exit $status)\n\(step.command)\nstatus=$?\n" }
        let routegenFolder = URL(fileURLWithPath: Shell.routegen).deletingLastPathComponent().path
        let path = routegenFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try await Shell.run(
            "/bin/sh",
            ["-c", script],
            in: folder,
            environment: ["PATH": path, "NO_COLOR": "1"]
        )
        return result.standardOutput.components(separatedBy: separator + "\n").dropFirst()
            .map { output in
                var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if lines.last == "" { lines.removeLast() }
                return lines
            }
    }

    /// Where a sample's commands run, named in its marker.
    enum Setup: Equatable {
        /// `repo`: the package root, for commands that only read files of the package, such as `Specs/…`.
        case repository
        /// `starter`: a new folder in which `routegen init` has run.
        case starter
        /// Any other name: a new folder holding a copy of `Tests/Fixtures/DocSamples/<name>/`, the files the sample
        /// uses and no others.
        case fixture(String)

        static let fixturesFolder = "Tests/Fixtures/DocSamples"

        init(_ name: String) {
            switch name {
            case "repo": self = .repository
            case "starter": self = .starter
            default: self = .fixture(name)
            }
        }

        /// The folder to run in, and whether it is a new one for the caller to remove.
        func prepare() async throws -> (folder: URL, isTemporary: Bool) {
            switch self {
            case .repository: return (Fixtures.packageRoot, false)
            case .starter:
                let folder = try Shell.temporaryDirectory()
                let result = try await Shell.run(Shell.routegen, ["init"], in: folder)
                guard result.status == 0 else { throw SetupError(message: "routegen init: \(result.standardError)") }
                return (folder, true)
            case .fixture(let name):
                let source = Fixtures.url("\(Self.fixturesFolder)/\(name)")
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { throw SetupError(message: "no folder \(Self.fixturesFolder)/\(name)") }
                let folder = try Shell.temporaryDirectory()
                try Self.copyFiles(from: source, to: folder)
                return (folder, true)
            }
        }

        /// Copies the files under `source`, reading through symbolic links: a fixture links to a file of the
        /// package, such as a committed generated file, rather than keep a copy that could fall behind it.
        private static func copyFiles(from source: URL, to destination: URL) throws {
            let files = FileManager.default.enumerator(atPath: source.path)?.compactMap { $0 as? String } ?? []
            for file in files {
                var isDirectory: ObjCBool = false
                let from = source.appendingPathComponent(file)
                let to = destination.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: from.path, isDirectory: &isDirectory) else {
                    throw SetupError(message: "\(from.path) links to nothing")
                }
                if isDirectory.boolValue {
                    try FileManager.default.createDirectory(at: to, withIntermediateDirectories: true)
                } else {
                    try Data(contentsOf: from).write(to: to)
                }
            }
        }
    }

    struct SetupError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
