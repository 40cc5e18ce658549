#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

extension FileSystem {
    /// The checked route table of the spec at `path`, or nil after printing why there is none. Warnings are printed too.
    /// A feature spec alone has no links, so `command`, which needs them, refuses it.
    func readTable(_ path: String, for command: String) -> RouteTable? {
        guard let table = readAnyTable(path) else { return nil }
        if let problem = table.featureProblem(forCommand: command) {
            report([problem])
            return nil
        }
        return table
    }

    /// The checked route table of the spec at `path`, a feature spec's too, or nil after printing why there is none.
    func readAnyTable(_ path: String) -> RouteTable? {
        guard let bytes = readSpec(path) else { return nil }
        let result = RouteGenerator.check(spec: bytes, specPath: path, featureSpecs: FeatureSpecFiles.onDisk)
        report(result.diagnostics)
        return result.table
    }

    /// Writes `text` to `path` when it changed, or to standard output when there is no path or it is `-`. Returns
    /// false after printing why the write failed.
    func writeOutput(_ text: String, to path: String?) -> Bool { writeOutput(Array(text.utf8), to: path) }

    /// Writes the UTF-8 `bytes` as `writeOutput(_:to:)` writes text.
    func writeOutput(_ bytes: [UInt8], to path: String?) -> Bool {
        guard let path, path != "-" else {
            StandardStream.output.write(bytes)
            return true
        }
        return writeIfChanged(bytes, to: path)
    }
}
