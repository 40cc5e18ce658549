import Foundation
import RouteGenCore

/// All of the command's file access: reading specs and templates, printing diagnostics, writing output.
struct FileSystem {
    /// The spec's bytes, or nil after printing why it cannot be read.
    func readSpec(_ path: String) -> [UInt8]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = FileManager.default.contents(atPath: path) else {
            report([.error("cannot read the spec: no such file", at: SourceLocation(file: path, line: 1, column: 1))])
            return nil
        }
        return [UInt8](data)
    }

    /// Every `.mustache` file in `directory` by name without extension, or nil after printing why not.
    func readTemplates(in directory: String) -> [String: TemplateSource]? {
        let location = SourceLocation(file: directory, line: 1, column: 1)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            report([.error("cannot read the template directory", at: location)])
            return nil
        }
        var templates: [String: TemplateSource] = [:]
        for name in names.sorted() where name.hasSuffix("." + TemplateSet.fileExtension) {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                report([.error("cannot read the template as UTF-8 text", at: SourceLocation(file: path, line: 1, column: 1))])
                return nil
            }
            templates[String(name.dropLast(TemplateSet.fileExtension.count + 1))] = TemplateSource(text: text, path: path)
        }
        return templates
    }

    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    /// Writes `text` to `path` unless it already holds exactly that, so unchanged output triggers no rebuild.
    /// The write goes to a temporary file in the same directory that is then renamed over the target,
    /// so a reader never sees half a file. Returns false after printing why the write failed.
    func writeIfChanged(_ text: String, to path: String) -> Bool {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return true }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return true
        } catch {
            report([.error("cannot write the output: \(error.localizedDescription)", at: SourceLocation(file: path, line: 1, column: 1))])
            return false
        }
    }
}
