import Foundation
import RouteGenCore

/// Paths of the package's checked-in files, found from this source file so tests run from any directory.
enum Fixtures {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ relativePath: String) -> URL { packageRoot.appendingPathComponent(relativePath) }

    /// The example specs, by base name (`reference`, `tab-app`, ...).
    static let exampleSpecNames: [String] = files(in: "Specs", withExtension: "yaml")

    /// Specs that exist to stress the generator rather than to show users the format.
    static let edgeSpecNames: [String] = files(in: "Tests/Fixtures/EdgeSpecs", withExtension: "yaml")

    /// Every spec with a URL table, by base name, with its path.
    static let routedSpecs: [(name: String, path: String)] =
        exampleSpecNames.map { ($0, "Specs/\($0).yaml") }
        + edgeSpecNames.map { ($0, "Tests/Fixtures/EdgeSpecs/\($0).yaml") }

    static let badSpecNames: [String] = files(in: "Tests/Fixtures/BadSpecs", withExtension: "yaml")

    static func bytes(_ relativePath: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(relativePath))) }

    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }

    /// The templates in Templates/, as `--templates Templates` would pass them.
    static func templateFiles() throws -> [String: TemplateSource] {
        var templates: [String: TemplateSource] = [:]
        for name in TemplateSet.names {
            let path = "Templates/\(name).\(TemplateSet.fileExtension)"
            templates[name] = TemplateSource(text: try text(path), path: path)
        }
        return templates
    }

    /// `ROUTEGEN_RECORD=1 swift test` rewrites golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["ROUTEGEN_RECORD"] == "1" }

    /// Compares `actual` with the checked-in file, or records it. Returns the difference to report, if any.
    static func compareWithGolden(_ actual: String, at relativePath: String) throws -> String? {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url(relativePath).deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(actual.utf8).write(to: url(relativePath))
            return nil
        }
        guard let expected = try? text(relativePath) else {
            return "\(relativePath) does not exist; record it with ROUTEGEN_RECORD=1 swift test"
        }
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference =
            zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine =
            firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end of file>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end of file>"
        return """
            \(relativePath) differs at line \(firstDifference + 1) (re-record with ROUTEGEN_RECORD=1 swift test if intended)
              expected: \(expectedLine)
              actual:   \(actualLine)
            """
    }

    private static func files(in directory: String, withExtension fileExtension: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(directory).path)) ?? []
        return names.filter { $0.hasSuffix("." + fileExtension) }.map { String($0.dropLast(fileExtension.count + 1)) }
            .sorted()
    }
}
