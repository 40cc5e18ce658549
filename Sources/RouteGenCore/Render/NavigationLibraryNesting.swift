/// The `RouteNavigation` library as a file generated with `reader: embedded` carries it: its declarations nested in a
/// namespace of the file's own, so that their names (`Router`, `NavigationState`) stay out of the app's way, at the
/// file's access level. Swift nests no extension, so the library's extensions follow the namespace, each naming the
/// type it extends through it; the library keeps their bodies free of its other types' names, which they could not
/// see from there. The copy is the engine, which needs nothing but Foundation and Observation, so the navigation file
/// imports no UI framework: the library's SwiftUI and UIKit parts go to the wiring file, as `NavigationLibraryUIPart`.
struct NavigationLibraryCopy: Equatable {
    /// The declarations, indented for the body of the namespace.
    var nestedDeclarations: String
    /// The extensions, at the top level.
    var extensions: String

    init(namespace: String, access: String) {
        var nested: [Substring] = []
        var extensions: [Substring] = []
        for file in NavigationLibrarySource.files
        where NavigationLibraryUIPart.Framework(openingLineOf: file.text) == nil {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }
            var index = 0
            var declarations: [Substring] = []
            while index < lines.count {
                // An extension, with the comment lines before it, runs to the first line that closes at column 0.
                guard lines[index].hasPrefix("extension ") else {
                    declarations.append(lines[index])
                    index += 1
                    continue
                }
                let commentStart = declarations.lastIndex { !$0.hasPrefix("///") }.map { $0 + 1 } ?? 0
                var block = Array(declarations[commentStart...])
                declarations.removeSubrange(commentStart...)
                block += Self.extensionHeader(lines[index].dropFirst("extension ".count), in: namespace)
                index += 1
                while index < lines.count {
                    block.append(lines[index])
                    index += 1
                    if block.last == "}" { break }
                }
                extensions += Self.separated(block, from: extensions)
            }
            nested += Self.separated(Self.trimmed(declarations).map { $0.isEmpty ? $0 : "    " + $0 }, from: nested)
        }
        nestedDeclarations = nested.map { Self.withAccess(access, $0) }.joined(separator: "\n")
        self.extensions = extensions.map { Self.withAccess(access, $0) }.joined(separator: "\n")
    }

    /// `extension Namespace.Declared…`, with its `where` clause on a line of its own when the namespace would take
    /// the line past 120 columns.
    private static func extensionHeader(_ header: Substring, in namespace: String) -> [Substring] {
        let line = "extension \(namespace).\(header)"
        guard line.count > 120, let clause = line.firstRange(of: " where ") else { return [Substring(line)] }
        return [line[..<clause.lowerBound], "where " + line[clause.upperBound...]]
    }

    /// `lines` without the blank lines around them, after a blank line when `earlier` has lines.
    private static func separated(_ lines: [Substring], from earlier: [Substring]) -> [Substring] {
        let lines = trimmed(lines)
        guard !lines.isEmpty else { return [] }
        return earlier.isEmpty ? lines : [""] + lines
    }

    private static func trimmed(_ lines: [Substring]) -> [Substring] {
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), let last = lines.lastIndex(where: { !$0.isEmpty })
        else { return [] }
        return Array(lines[first...last])
    }

    /// A declaration's `public` as the file's access: `public`, or nothing for an internal file. Comments keep theirs.
    static func withAccess(_ access: String, _ line: Substring) -> String {
        let code = line.drop { $0 == " " }
        guard !code.hasPrefix("//"), line.contains("public ") else { return String(line) }
        return String(line.replacing("public ", with: access))
    }
}

/// The library's files for one UI framework as the wiring file of a file generated with `reader: embedded` carries
/// them: nested in an extension of the navigation file's namespace, inside the wiring file's block for the framework,
/// which opens with the same condition. A library file for a UI framework opens with its framework's condition and
/// declares no extension.
struct NavigationLibraryUIPart: Equatable {
    enum Framework: CaseIterable {
        case swiftUI
        case uiKit

        /// The line that opens each of the framework's files, and the wiring file's block for it.
        var condition: String {
            switch self {
            case .swiftUI: "#if canImport(SwiftUI)"
            case .uiKit: "#if canImport(UIKit) && !os(watchOS)"
            }
        }

        var moduleName: String {
            switch self {
            case .swiftUI: "SwiftUI"
            case .uiKit: "UIKit"
            }
        }

        /// The framework whose condition opens `text`; nil for the engine's files.
        init?(openingLineOf text: String) {
            let firstLine = text.prefix { $0 != "\n" }
            guard let framework = Self.allCases.first(where: { firstLine == $0.condition }) else { return nil }
            self = framework
        }
    }

    /// The modules the files import besides the framework, which the wiring file imports itself.
    var otherImports: [String]
    /// The declarations, indented for the body of the extension.
    var nestedDeclarations: String

    init(_ framework: Framework, access: String) {
        var imports: [String] = []
        var nested: [String] = []
        for file in NavigationLibrarySource.files where Framework(openingLineOf: file.text) == framework {
            var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            while lines.last?.isEmpty == true { lines.removeLast() }
            if lines.last == "#endif" { lines.removeLast() }
            for line in lines where line.hasPrefix("import ") {
                let module = String(line.dropFirst("import ".count))
                if module != framework.moduleName && !imports.contains(module) { imports.append(module) }
            }
            let body = lines.drop { $0.hasPrefix("import ") || $0.isEmpty }
                .map { $0.isEmpty ? "" : NavigationLibraryCopy.withAccess(access, Substring("    " + $0)) }
            if !body.isEmpty { nested += (nested.isEmpty ? [] : [""]) + body }
        }
        otherImports = imports
        nestedDeclarations = nested.joined(separator: "\n")
    }
}
