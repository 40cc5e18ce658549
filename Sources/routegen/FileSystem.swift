#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

/// All of the command's file access: reading specs, configs and templates, printing diagnostics, writing output.
struct FileSystem {
    var reporter = DiagnosticReporter(format: .text)

    /// The spec's bytes, or nil after printing why it cannot be read.
    /// `reference` is where a config names the spec; the error goes there when there is one.
    func readSpec(_ path: String, namedAt reference: SourceLocation? = nil) -> [UInt8]? {
        guard let bytes = Self.readFile(path) else {
            report([
                unreadable("spec", path, namedAt: reference, reason: Self.whyUnreadable(path, expecting: "a YAML file"))
            ])
            return nil
        }
        return bytes
    }

    /// The bytes of another file a command reads, such as the app's Info.plist, or nil after printing why it cannot be
    /// read. `what` names it in the message, `expected` says what it should be; the error goes to `reference`, where
    /// a config names the file, when there is one.
    func readInput(_ path: String, named what: String, expecting expected: String, namedAt reference: SourceLocation?)
        -> [UInt8]?
    {
        guard let bytes = Self.readFile(path) else {
            report([unreadable(what, path, namedAt: reference, reason: Self.whyUnreadable(path, expecting: expected))])
            return nil
        }
        return bytes
    }

    /// The config at `path`, or nil after printing why it cannot be read or used.
    /// `hint` is what to say after "no such file", such as how to create one.
    func readConfig(_ path: String, hintWhenMissing hint: String? = nil) -> RouteGenConfig? {
        guard let bytes = Self.readFile(path) else {
            let reason = Self.whyUnreadable(path, expecting: "a config file")
            let message =
                "cannot read the config: \(reason)" + (reason == "no such file" ? hint.map { "; \($0)" } ?? "" : "")
            report([.error(.unreadableFile, message, at: SourceLocation(file: path, line: 1, column: 1))])
            return nil
        }
        let (config, diagnostics) = RouteGenConfig.read(bytes, path: path)
        report(diagnostics)
        return config
    }

    /// Every `.mustache` file in `directory` by name without extension, or nil after printing why not.
    func readTemplates(in directory: String, namedAt reference: SourceLocation? = nil) -> [String: TemplateSource]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            report([unreadable("template directory", directory, namedAt: reference, reason: nil)])
            return nil
        }
        var templates: [String: TemplateSource] = [:]
        for name in names.sorted() where name.hasSuffix("." + TemplateSet.fileExtension) {
            let path = FilePath.joining(directory, name)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                report([
                    .error(
                        .unreadableFile,
                        "cannot read the template as UTF-8 text",
                        at: SourceLocation(file: path, line: 1, column: 1)
                    )
                ])
                return nil
            }
            templates[String(name.dropLast(TemplateSet.fileExtension.count + 1))] = TemplateSource(
                text: text,
                path: path
            )
        }
        return templates
    }

    func report(_ diagnostics: [Diagnostic]) { reporter.report(diagnostics) }

    /// What writing the UTF-8 `bytes` to `path` would change. `writeIfChanged`, `--check` and `--dry-run` all
    /// decide by this.
    func change(writing bytes: [UInt8], to path: String) -> OutputChange {
        switch OutputDestination(path: path) {
        case .file(let file):
            guard let existing = Self.readFile(file) else { return .create }
            return existing == bytes ? .none : .update(previous: existing)
        case .refused(let reason): return .refused(reason: reason)
        }
    }

    /// Writes the UTF-8 `bytes` to `path` unless it already holds exactly them, so unchanged output triggers no
    /// rebuild, and replaces the file in one step (see `AtomicFileWriter`), at the end of its symbolic links; what
    /// is not a file is left as it is (see `OutputDestination`). Returns false after printing why the
    /// write failed.
    func writeIfChanged(_ bytes: [UInt8], to path: String) -> Bool {
        if FilePath.isFolder(path) {
            let example = FilePath.joining(path, "Routes.swift")
            report([
                .error(
                    .unwritableOutput,
                    "cannot write the output: '\(path)' is a folder; name the file to write, such as '\(example)'",
                    at: SourceLocation(file: path, line: 1, column: 1)
                )
            ])
            return false
        }
        do throws(AtomicFileWriter.WriteError) {
            switch OutputDestination(path: path) {
            case .file(let file):
                if FileComparison.file(at: file, holds: bytes) { return true }
                try AtomicFileWriter.write(bytes, to: file)
            case .refused(let reason):
                throw AtomicFileWriter.WriteError(
                    description: "'\(path)' is \(reason), and routegen writes only files (or links to them)"
                )
            }
            return true
        } catch {
            report([
                .error(
                    .unwritableOutput,
                    "cannot write the output: \(error.description)",
                    at: SourceLocation(file: path, line: 1, column: 1)
                )
            ])
            return false
        }
    }

    /// Creates `path` with `text`, failing rather than replacing a file that appeared meanwhile.
    /// Returns false after printing why.
    func createNewFile(_ text: String, at path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            return true
        } catch {
            report([
                .error(
                    .unwritableOutput,
                    "cannot create the file: \(describe(error))",
                    at: SourceLocation(file: path, line: 1, column: 1)
                )
            ])
            return false
        }
    }

    /// "no such file", or what else keeps `path` from being read as `expected`.
    static func whyUnreadable(_ path: String, expecting expected: String) -> String {
        if FilePath.isFolder(path) { return "it is a folder, not \(expected)" }
        if FileManager.default.fileExists(atPath: path) { return "permission denied" }
        return "no such file"
    }

    /// The file's bytes; nil for a folder or a file that cannot be read.
    static func readFile(_ path: String) -> [UInt8]? {
        guard !FilePath.isFolder(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    /// The bytes of a regular file; nil for anything else, such as a FIFO or a terminal, whose bytes are not there to
    /// read again and whose reading may wait.
    static func readRegularFile(_ path: String) -> [UInt8]? {
        guard case .file(let file) = OutputDestination(path: path) else { return nil }
        return readFile(file)
    }

    /// Located at the config line that names the file when there is one, else at the file itself.
    private func unreadable(_ what: String, _ path: String, namedAt reference: SourceLocation?, reason: String?)
        -> Diagnostic
    {
        let message =
            "cannot read the \(what)" + (reference == nil ? "" : " '\(path)'") + (reason.map { ": \($0)" } ?? "")
        return .error(.unreadableFile, message, at: reference ?? SourceLocation(file: path, line: 1, column: 1))
    }
}

/// How the file on disk differs from what routegen would write there.
enum OutputChange: Equatable {
    case none
    case create
    /// The file's bytes as they are.
    case update(previous: [UInt8])
    /// No file, but what routegen does not write: a FIFO, a device.
    case refused(reason: String)
}
