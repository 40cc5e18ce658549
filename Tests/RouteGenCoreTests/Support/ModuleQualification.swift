import Foundation
import Testing

/// Swift code with each name of `FrameworkNames` that it uses written through its module (`UInt8` as
/// `Swift.UInt8`, `@MainActor` as `@Swift.MainActor`), where the name is not one the code declares: its own types,
/// and a generic parameter within its declaration (`withBytes<Result>` keeps `Result`). Comments and string literals
/// stay as they are. The copies of routegen's libraries in generated files are recorded this way, so that the
/// app's types, which share their scope, cannot capture a name of the copy.
enum ModuleQualification {
    struct UnknownName: Error, CustomStringConvertible {
        var names: [String]
        var description: String {
            "no module is known for \(names.joined(separator: ", ")): add each to FrameworkNames, or declare it"
        }
    }

    /// The files of one library, each qualified; a type one file declares is the library's in every file.
    static func qualified(_ files: [(name: String, text: String)]) throws -> [(name: String, text: String)] {
        let declared = files.reduce(into: Set<String>()) {
            $0.formUnion(declaredTypeNames(in: SwiftCodeTokens($1.text).tokens))
        }
        return try files.map { ($0.name, try qualified($0.text, declaring: declared)) }
    }

    /// `code`, qualified; throws for a capitalized name that is neither declared (by `code` or as `declared`),
    /// generic, nor in `FrameworkNames`.
    static func qualified(_ code: String, declaring declared: Set<String> = []) throws -> String {
        let tokens = SwiftCodeTokens(code).tokens
        let declared = declared.union(declaredTypeNames(in: tokens))
        var insertions: [(offset: Int, module: String)] = []
        var unknown: Set<String> = []
        var genericScopes: [(names: Set<String>, braceDepth: Int)] = []
        var pending: Set<String>?
        var braceDepth = 0
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .openBrace:
                braceDepth += 1
                if let names = pending {
                    genericScopes.append((names, braceDepth))
                    pending = nil
                }
            case .closeBrace:
                if genericScopes.last?.braceDepth == braceDepth { genericScopes.removeLast() }
                braceDepth -= 1
            case .comma, .closeAngle: break
            case .identifier(let identifier):
                if identifier.opensAngle, let keyword = identifier.previous,
                    genericDeclarations.contains(keyword) || identifier.name == "init" || identifier.name == "subscript"
                {
                    // The clause's constraints are read on as code, with its parameters in scope.
                    pending = genericParameters(in: tokens, after: index)
                    index += 1
                    continue
                }
                let inScope =
                    pending.map { $0.contains(identifier.name) } == true
                    || genericScopes.contains { $0.names.contains(identifier.name) }
                let name = identifier.name
                if !identifier.isMember, !inScope, !declared.contains(name),
                    !declarations.contains(identifier.previous ?? ""), identifier.previous != "import"
                {
                    if let module = FrameworkNames.modules[name] {
                        insertions.append((identifier.range.lowerBound, module))
                    } else if name.first!.isUppercase, !FrameworkNames.unqualified.contains(name) {
                        unknown.insert(name)
                    }
                }
            }
            index += 1
        }
        guard unknown.isEmpty else { throw UnknownName(names: unknown.sorted()) }
        var bytes = Array(code.utf8)
        for insertion in insertions.reversed() {
            bytes.insert(contentsOf: Array((insertion.module + ".").utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The keywords before a name that declares it.
    private static let declarations: Set<String> = [
        "struct", "enum", "class", "protocol", "actor", "typealias", "associatedtype", "func", "case", "let", "var",
    ]
    /// The keywords before a name whose `<` opens a generic parameter clause.
    private static let genericDeclarations: Set<String> = ["struct", "enum", "class", "actor", "func", "typealias"]

    private static func declaredTypeNames(in tokens: [SwiftCodeTokens.Token]) -> Set<String> {
        var names: Set<String> = []
        for case .identifier(let identifier) in tokens
        where ["struct", "enum", "class", "protocol", "actor", "typealias", "associatedtype"]
            .contains(identifier.previous ?? "")
        { names.insert(identifier.name) }
        return names
    }

    /// The names of the generic parameter clause that opens after `tokens[index]`: each parameter is the first
    /// identifier of the clause or the first after a comma.
    private static func genericParameters(in tokens: [SwiftCodeTokens.Token], after index: Int) -> Set<String> {
        var names: Set<String> = []
        var expectsName = true
        for token in tokens[(index + 1)...] {
            switch token {
            case .closeAngle, .openBrace, .closeBrace: return names
            case .comma: expectsName = true
            case .identifier(let identifier):
                if expectsName { names.insert(identifier.name) }
                expectsName = false
            }
        }
        return names
    }
}

extension ModuleQualification {
    /// The files qualified and laid out again by swift-format with the package's style at `lineLength` columns, for
    /// a copy that generated files carry indented: lines that fit keep their form, and a line that qualifying made
    /// too long breaks as swift-format breaks it.
    static func qualifiedAndFormatted(_ files: [(name: String, text: String)], lineLength: Int) async throws -> [(
        name: String, text: String
    )] {
        let qualified = try qualified(files)
        let folder = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let style = try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.url(".swift-format")))
        guard var configuration = style as? [String: Any] else { throw UnknownName(names: [".swift-format"]) }
        configuration["lineLength"] = lineLength
        let configurationFile = folder.appendingPathComponent("style.json")
        try JSONSerialization.data(withJSONObject: configuration).write(to: configurationFile)
        let paths = qualified.map { folder.appendingPathComponent($0.name).path }
        for (file, path) in zip(qualified, paths) { try Data(file.text.utf8).write(to: URL(fileURLWithPath: path)) }
        let format = try await Shell.run(
            Shell.swift,
            ["format", "format", "--in-place", "--configuration", configurationFile.path] + paths
        )
        #expect(format.status == 0, "swift format failed: \(format.standardError)")
        return try zip(qualified, paths).map { ($0.name, try String(contentsOfFile: $1, encoding: .utf8)) }
    }
}
