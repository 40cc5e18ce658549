import Foundation
import Testing

/// The files in `Sources/RouteURLReader/Rules/` are copied into every generated file, each line indented by four
/// spaces inside `private enum AppRouteURLReader { ... }` and without the `public` that the library form needs.
/// These tests hold them to what that copy needs.
struct RulesSourceTests {

    /// The files as written: public, as the `RouteURLReader` library that generated files may import needs them.
    static func writtenRulesFiles() throws -> [(name: String, text: String)] {
        try RecordedSources.swiftFiles(in: "Sources/RouteURLReader/Rules")
    }

    /// The files as a generated file carries them: each `public ` that starts a line is left out, since the copy is
    /// private to the file, and so is each line that only says `@inlinable`, which lets an app's optimized build
    /// inline the library's hot path as it inlines the copy's; each type of Swift's is written through its module.
    static func rulesFiles() throws -> [(name: String, text: String)] {
        try ModuleQualification.qualified(writtenRulesFiles()).map { ($0.name, embeddedText(of: $0.text)) }
    }

    static func embeddedText(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .compactMap { (line: Substring) -> Substring? in
                let indentation = line.prefix { $0 == " " }
                let rest = line.dropFirst(indentation.count)
                if rest == "@inlinable" { return nil }
                return rest.hasPrefix("public ") ? indentation + rest.dropFirst("public ".count) : line
            }
            .joined(separator: "\n")
    }

    /// The files every link goes through once per pattern tried: reading it (`Link.read`, generic, so that only an
    /// inlinable body is specialized for the file's matcher) and comparing its segments with literals; and reading
    /// its query items, generic over the value's type, which unspecialized cost a link about 200 instructions.
    static let inlinableFiles: Set<String> = [
        "ASCII.swift", "Link.swift", "PercentDecoding.swift", "QueryItems.swift", "ValueParsing.swift",
    ]

    /// With the library called rather than inlined, a link took 1.75 times the instructions it takes with the copy;
    /// with these files inlinable 1.10 times. Inlining every file took 1.06 times but doubled an optimized build's
    /// compile time of a small file, so the value parsers and the checks made once per segment stay calls
    /// (BENCHMARKS.md, "The URL reader from its library").
    @Test func functionsOnEveryLinksPathAreInlinable() throws {
        let declaration = /^ *(public )?((static|mutating) )*(func |init[(?]|subscript|var \w+: [^=]*\{)/
        for (name, text) in try Self.writtenRulesFiles() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
                let attributes = lines[..<number].reversed().prefix { $0.drop { $0 == " " }.hasPrefix("@") }
                let isInlinable = attributes.contains { $0.drop { $0 == " " } == "@inlinable" }
                if isInlinable != Self.inlinableFiles.contains(name) {
                    Issue.record("\(name):\(number + 1): \(isInlinable ? "" : "not ")@inlinable: \(line)")
                }
            }
        }
    }

    @Test func publicOnlyStartsDeclarations() throws {
        for (name, text) in try Self.writtenRulesFiles() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = Self.code(line).drop { $0 == " " }
                let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (position, word) in words.enumerated() where word == "public" && position > 0 {
                    Issue.record("\(name):\(number + 1): 'public' inside a line, which the copy would keep: \(line)")
                }
            }
        }
    }

    /// The library's DocC catalogue documents every declaration; swift-format's documentation rule, which holds the
    /// other sources to it, leaves these files out, since their bytes are the copy's.
    @Test func everyPublicDeclarationHasADocComment() throws {
        let enumCase = /^ *case [a-z]\w*(\(.*\))?$/
        for (name, text) in try Self.writtenRulesFiles() {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated()
            where line.drop(while: { $0 == " " }).hasPrefix("public ") || line.wholeMatch(of: enumCase) != nil {
                let above = lines[..<number].reversed().drop { $0.drop { $0 == " " }.hasPrefix("@") }.first
                if above?.drop(while: { $0 == " " }).hasPrefix("///") != true {
                    Issue.record("\(name):\(number + 1) declares without a doc comment: \(line)")
                }
            }
        }
    }

    /// The code of a line, without a trailing comment; whole-line comments give nothing.
    static func code(_ line: Substring) -> Substring {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("//") { return "" }
        return line.range(of: " // ").map { line[..<$0.lowerBound] } ?? line
    }

    @Test func holdsOnlyTypeDeclarationsWithoutAccessModifiersOrImports() throws {
        let files = try Self.rulesFiles()
        #expect(files.count >= 5)
        let forbiddenWords = [
            "public", "package", "private", "fileprivate", "internal", "open", "import", "extension", "@testable",
            "@available", "Regex", "InlineArray", "Span", "validating", "unsafeUninitializedCapacity",
        ]
        for (name, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = Self.code(line)
                let words = code.split { !($0.isLetter || $0.isNumber || $0 == "@" || $0 == "_") }
                for word in words where forbiddenWords.contains(String(word)) {
                    Issue.record("\(name):\(number + 1): '\(word)' in \(line)")
                }
                if let first = code.first, first != " ", first != "}" {
                    #expect(code.hasPrefix("struct ") || code.hasPrefix("enum "), "\(name):\(number + 1): \(line)")
                }
            }
        }
    }

    @Test func linesFitAGeneratedFileOnceIndented() throws {
        // Generated lines are at most 120 characters; the copy is indented by four spaces.
        for (name, text) in try Self.rulesFiles() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > 116 { Issue.record("\(name):\(number + 1) has \(line.count) characters, more than 116") }
        }
    }

    /// A matcher written the way generated code drives the reader: `READER.` stands for the namespace, if any.
    static let user = """
        enum DemoRoute: Equatable {
            case user(id: Int)
            case me
            case search(query: String)
        }

        enum DemoError: Error, Equatable {
            case unsupportedScheme(String)
            case untrustedHost(String)
            case unexpectedUserInfoOrPort
            case malformedPath
            case noRoute
            case invalidParameterValue(name: String, value: String)
        }

        extension DemoRoute {
            private static let policy = READER.LinkPolicy(customSchemes: ["myapp"], trustedHosts: ["example.com"], literalsIgnoreCase: true)

            static func resolve(_ text: String) -> Result<DemoRoute, DemoError> {
                let reading = READER.Link.read(text, policy) { link in
                    Result { () throws(DemoError) in try route(for: link) }
                }
                switch reading {
                case .success(let result): return result
                case .failure(.unsupportedScheme(let scheme)): return .failure(.unsupportedScheme(scheme))
                case .failure(.untrustedHost(let host)): return .failure(.untrustedHost(host))
                case .failure(.userInfoOrPort): return .failure(.unexpectedUserInfoOrPort)
                case .failure(.malformedPath): return .failure(.malformedPath)
                }
            }

            private static func route(for link: READER.Link) throws(DemoError) -> DemoRoute {
                if link.count == 2, link.segment(0, is: "users") {
                    if link.segment(1, is: "me") { return .me }
                    if let id = READER.IntValue.at(1, of: link) { return .user(id: id) }
                    throw .invalidParameterValue(name: "id", value: link.string(at: 1))
                }
                if link.count == 1, link.segment(0, is: "search") {
                    switch READER.QueryItems.text("q", in: link) {
                    case .absent: return .search(query: "")
                    case .value(let query): return .search(query: query)
                    case .invalid(let text): throw .invalidParameterValue(name: "q", value: text)
                    }
                }
                throw .noRoute
            }
        }

        func runDemo() {
            for text in ["myapp://users/42", "https://EXAMPLE.com/Users/me", "myapp://search?q=a+b%2Bc", "myapp://users/x",
                         "https://evil.com/users/1", "myapp://users/%2e%2e", "myapp://search?q=%00"] {
                print(DemoRoute.resolve(text))
            }
        }
        """

    static let expectedOutput = """
        success(Harness.DemoRoute.user(id: 42))
        success(Harness.DemoRoute.me)
        success(Harness.DemoRoute.search(query: "a b+c"))
        failure(Harness.DemoError.invalidParameterValue(name: "id", value: "x"))
        failure(Harness.DemoError.untrustedHost("evil.com"))
        failure(Harness.DemoError.malformedPath)
        failure(Harness.DemoError.invalidParameterValue(name: "q", value: "%00"))

        """

    enum Form: String, CaseIterable {
        /// The files as they are, at the top level of a file.
        case flat
        /// The files as generated code holds them.
        case nested
    }

    static func source(_ form: Form) throws -> String {
        let files = try rulesFiles().map(\.text)
        switch form {
        case .flat:
            return "import Foundation\n\n" + files.joined(separator: "\n") + "\n"
                + user.replacingOccurrences(of: "READER.", with: "")
        case .nested:
            let indented = files.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            return "import Foundation\n\nprivate enum AppRouteURLReading {\n" + indented + "}\n\n"
                + user.replacingOccurrences(of: "READER.", with: "AppRouteURLReading.")
        }
    }

    /// Compiles each form warning-free in both language modes and runs the demo matcher.
    @Test(.tags(.compilesGeneratedCode), arguments: Form.allCases, [5, 6]) func compilesAndRuns(
        form: Form,
        languageMode: Int
    ) async throws {
        let compile = try await SwiftCompiler.compile(
            [
                SwiftCompiler.SourceFile(name: "Reader.swift", text: try Self.source(form)),
                SwiftCompiler.SourceFile(name: "main.swift", text: "runDemo()\n"),
            ],
            arguments: ["-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", "Harness"],
            product: "demo"
        )
        let binary = try #require(compile.product, "swiftc failed:\n\(compile.standardError)")
        let run = try await Shell.run(binary.path, [])
        #expect(run.status == 0)
        #expect(run.standardOutput + run.standardError == Self.expectedOutput)
    }
}
