import Foundation
import Testing
@testable import RouteGenCore

/// Generated routers compiled together into one program with a harness each (see `HarnessSource`), in one language
/// mode with warnings as errors. Every routed spec goes into one shared program per mode, built once per test run:
/// one `swiftc` instead of one per spec, test and mode.
struct RouterProgram {
    /// One generated file in the program.
    struct Router {
        /// What tests ask for: a spec's name, or a spec's name with a variant (`reversed content-app`).
        var name: String
        var source: String
        var table: RouteTable
        /// The enum name the spec gives; the router may be compiled under another one (see `routedSpecRouters`).
        var reportedName: String
        /// Whether the file was generated with `Codable` routes, which the harness then round-trips through JSON.
        var isCodable = false
        /// The navigation file generated with it, for the `stacks` command; nil without one.
        var navigation: String? = nil
    }

    let languageMode: Int
    let routers: [Router]
    let compilation: SwiftCompiler.Compilation

    /// Every spec with a URL table as generated, and, in Swift 6 mode, each with its routes declared in reverse order.
    static func routedSpecs(languageMode: Int) async throws -> RouterProgram {
        try await (languageMode == 5 ? swift5 : swift6).value
    }

    private static let swift5 = Task { try await build(routedSpecRouters(reversedToo: false), languageMode: 5) }
    private static let swift6 = Task { try await build(routedSpecRouters(reversedToo: true), languageMode: 6) }

    /// Every spec with a URL table, generated to import the URL reader from the `RouteURLReader` library.
    static func routedSpecsImportingReader(languageMode: Int) async throws -> RouterProgram {
        try await (languageMode == 5 ? swift5ImportingReader : swift6ImportingReader).value
    }

    private static let swift5ImportingReader = Task { try await importingReader(languageMode: 5) }
    private static let swift6ImportingReader = Task { try await importingReader(languageMode: 6) }

    private static func importingReader(languageMode: Int) async throws -> RouterProgram {
        let library = try await ReaderLibrary.built.value
        var rendering = Self.rendering
        rendering.reader = .library
        return try await build(
            routedSpecRouters(reversedToo: false, rendering: rendering),
            languageMode: languageMode,
            linking: ReaderLibrary.arguments(library)
        )
    }

    static func build(_ routers: [Router], languageMode: Int, linking: [String] = []) async throws -> RouterProgram {
        let namespaces = routers.indices.map { "Router\($0)" }
        var files = zip(routers, namespaces)
            .map { router, namespace in
                SwiftCompiler.SourceFile(
                    name: fileName(of: router),
                    text: router.source + "\n"
                        + HarnessSource.namespace(
                            namespace,
                            for: router.table,
                            reportedName: router.reportedName,
                            codable: router.isCodable,
                            navigation: router.navigation != nil
                        )
                )
            }
        for router in routers {
            guard let navigation = router.navigation else { continue }
            files.append(SwiftCompiler.SourceFile(name: "navigation-" + fileName(of: router), text: navigation))
        }
        files.append(
            SwiftCompiler.SourceFile(
                name: "main.swift",
                text: HarnessSource.main(routers: zip(routers, namespaces).map { ($0.name, $1) })
            )
        )
        files.append(
            SwiftCompiler.SourceFile(
                name: "SeededGenerator.swift",
                text: try String(contentsOf: HarnessSource.seededGeneratorFile, encoding: .utf8)
            )
        )
        // One frontend for the whole module: the routers share no code, but each frontend of a batch-mode build
        // parses every file again, which costs more than the threads gain on two cores.
        let compilation = try await SwiftCompiler.compile(
            files,
            arguments: [
                "-swift-version", "\(languageMode)", "-warnings-as-errors", "-module-name", HarnessSource.moduleName,
                "-wmo", "-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)",
            ] + linking,
            product: "routers"
        )
        return RouterProgram(languageMode: languageMode, routers: routers, compilation: compilation)
    }

    /// Runs a router's command. Throws, naming the router and the language mode, if the program did not compile.
    func run(_ routerName: String, _ arguments: [String]) async throws -> Shell.Result {
        guard let router = routers.first(where: { $0.name == routerName }) else {
            throw Failure("no router \(routerName) in the program")
        }
        guard let program = compilation.product else {
            let file = Self.fileName(of: router)
            let ownErrors = compilation.standardError.split(separator: "\n").filter { $0.contains("/\(file):") }
            let report =
                ownErrors.isEmpty
                ? "\(file) compiled, but other files of the program did not:\n\(compilation.standardError.prefix(4000))"
                : ownErrors.joined(separator: "\n").prefix(4000)
            throw Failure("swiftc failed in Swift \(languageMode) mode for \(routerName):\n\(report)")
        }
        return try await Shell.run(program.path, [routerName] + arguments)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private static func fileName(of router: Router) -> String {
        router.name.replacingOccurrences(of: " ", with: "-") + ".swift"
    }

    /// Routers for every spec with a URL table, named by the spec. Specs that give the same enum name cannot share
    /// a module, so a later one is compiled under a name prefixed with its spec's; reversed ones with "Reversed".
    static let rendering = RenderOptions(codable: true)

    static func routedSpecRouters(reversedToo: Bool, rendering: RenderOptions = rendering) throws -> [Router] {
        var taken: Set<String> = []
        var routers: [Router] = []
        func add(_ name: String, spec: String, yaml: String, reportedName: String, reversing: Bool) throws {
            // Codable routes, so that the JSON round trips are checked too; the file is the default one besides that.
            var output = RouteGenerator.generate(spec: Array(yaml.utf8), specPath: "\(spec).yaml", rendering: rendering)
            guard var table = output.table, !output.diagnostics.containsErrors else {
                throw Failure("\(name): \(output.diagnostics)")
            }
            guard taken.insert(table.enumName).inserted else { throw Failure("\(name): \(table.enumName) is taken") }
            var navigation: String?
            if reversing {
                // The reversed routers also have their navigation files, whose stacks the agreement tests compare
                // with `match`; the navigation file brings the link outcomes, which the forward ones go without.
                table = table.replacing(root: reversed(table.root))
                let options = RenderOptions(codable: true, outputs: [.navigation])
                let renderer = Renderer(templates: .builtIn)
                output.sourceUTF8 = renderer.render(
                    FileViewBuilder(table: table, specFileName: "\(spec).yaml", options: options).build()
                )
                navigation = OutputKind.navigation.render(
                    table,
                    specFileName: "\(spec).yaml",
                    options: options,
                    with: renderer
                )
            }
            guard let source = output.source else { throw Failure("\(name) does not render") }
            routers.append(
                Router(
                    name: name,
                    source: source,
                    table: table,
                    reportedName: reportedName,
                    isCodable: true,
                    navigation: navigation
                )
            )
        }
        for spec in Fixtures.routedSpecs {
            let yaml = try Fixtures.text(spec.path)
            let given = givenName(in: yaml)
            let prefix = spec.name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            let compiledName = taken.contains(given) ? prefix + given : given
            try add(
                spec.name,
                spec: spec.name,
                yaml: renaming(yaml, to: compiledName),
                reportedName: given,
                reversing: false
            )
        }
        guard reversedToo else { return routers }
        for (spec, forward) in zip(Fixtures.routedSpecs, routers) {
            let yaml = renaming(try Fixtures.text(spec.path), to: "Reversed" + forward.table.enumName)
            try add(
                "reversed \(spec.name)",
                spec: spec.name,
                yaml: yaml,
                reportedName: forward.reportedName,
                reversing: true
            )
        }
        return routers
    }

    private static var namePattern: Regex<(Substring, Substring)> { /(?m)^name:[ \t]*([A-Za-z_][A-Za-z0-9_]*)/ }

    private static func givenName(in yaml: String) -> String {
        (try? namePattern.firstMatch(in: yaml)).flatMap { $0.map { String($0.output.1) } } ?? "AppRoute"
    }

    private static func renaming(_ yaml: String, to name: String) -> String {
        guard name != givenName(in: yaml) else { return yaml }
        return (try? namePattern.firstMatch(in: yaml)) != nil
            ? yaml.replacing(namePattern, maxReplacements: 1) { _ in "name: \(name)" } : "name: \(name)\n" + yaml
    }

    private static func reversed(_ level: RouteLevel) -> RouteLevel {
        var level = level
        level.entries = level.entries.reversed()
            .map { entry in
                guard case .group(var group) = entry else { return entry }
                group.level = reversed(group.level)
                return .group(group)
            }
        return level
    }
}
