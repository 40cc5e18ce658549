@testable import RouteGenCore

/// Writes the Swift code that exercises generated code. Each router gets a namespace whose `main` runs one command:
/// `table FILE|- N` resolves every URL of a URL table (`-`: none), checks that each resolved route's canonical URL
/// (and its https `webURL` when the spec has hosts) resolves back to it, and round-trips N random values of every
/// route, through JSON too when the routes are `Codable`; `examples URL...` prints, for each URL, the
/// resolved route as `String(describing:)` shows it and that route's own `url`; with the navigation file,
/// `stacks URL...` prints each resolved route's `stack`, bottom first, separated by ` › `. One program holds many
/// routers.
enum HarnessSource {
    /// Compiled beside the program, which uses its `SeededGenerator`.
    static let seededGeneratorFile = Fixtures.url("Tests/RouteGenCoreTests/Support/SeededGenerator.swift")

    /// The module name the programs are compiled with; type names in descriptions carry it.
    static let moduleName = "Harness"

    /// `reportedName` is the enum name that descriptions should show, when the router was compiled under another
    /// name so that it can share the program with a router of the same name.
    /// The `stacks` command, for a router compiled with its navigation file.
    private static func stacksCommand(_ name: String) -> String {
        """
        case "stacks":
                for text in arguments.dropFirst() {
                    guard let route = \(name)(url: URL(string: text)!) else {
                        print("error: no route")
                        continue
                    }
                    print(route.stack.map { readable(String(describing: $0)) }.joined(separator: " › "))
                }
                return 0
        """
    }

    static func namespace(
        _ namespace: String,
        for table: RouteTable,
        reportedName: String,
        codable: Bool,
        navigation: Bool = false
    ) -> String {
        let name = table.enumName
        let errorName = GeneratedNames(enumName: name).resolutionErrorTypeName
        // A route that a more specific one overlaps may get its own canonical URL resolved to that route instead.
        let overlaps = OverlapAnalysis.overlaps(in: table)
        let shadowable = table.allRoutes.map { route in
            overlaps.contains { $0.kind == .precedence && $0.second.declaration.qualifiedName == route.qualifiedName }
        }
        return """
            enum \(namespace) {
                static func main(_ arguments: [String]) -> Int32 {
                    switch arguments.first {
                    case "table":
                        var checks = Checks()
                        if arguments[1] != "-" { checks.runTable(at: arguments[1]) }
                        checks.runRoundTrips(perRoute: Int(arguments[2])!)
                        \(codable ? "checks.checkCorruptedJSON()" : "")
                        print("\\(checks.checked) checked, \\(checks.failures) failed")
                        return checks.failures == 0 ? 0 : 1
                    case "examples":
                        for text in arguments.dropFirst() {
                            switch \(name).resolve(URL(string: text)!) {
                            case .success(let route): print(readable(String(describing: route)) + "\\t" + route.url.absoluteString)
                            case .failure(let error): print("error: \\(error)")
                            }
                        }
                        return 0
                    \(navigation ? Self.stacksCommand(name) : "")
                    default:
                        print("unknown command \\(arguments)")
                        return 2
                    }
                }

                static func describe(_ result: Result<\(name), \(errorName)>) -> String {
                    switch result {
                    case .success(let route): return readable(String(describing: route))
                    case .failure(let error): return "error: " + readable(String(describing: error))
                    }
                }

                /// Without the module name, and with the name the spec gives the enum.
                static func readable(_ description: String) -> String {
                    description.replacingOccurrences(of: "\(moduleName).\(name).", with: "\(reportedName).")
                        .replacingOccurrences(of: "\(moduleName).", with: "")
                }

                struct Checks {
                    var failures = 0
                    var checked = 0
                    var generator = SeededGenerator(seed: 0x5EED)

                    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
                        checked += 1
                        if !condition {
                            failures += 1
                            print(message())
                        }
                    }

                    mutating func runTable(at path: String) {
                        let table = try! String(contentsOfFile: path, encoding: .utf8)
                        for (index, line) in table.split(separator: "\\n", omittingEmptySubsequences: false).enumerated() {
                            let text = line.trimmingCharacters(in: .whitespaces)
                            if text.isEmpty || text.hasPrefix("#") { continue }
                            let parts = text.components(separatedBy: " => ")
                            guard parts.count == 2, let url = URL(string: parts[0].trimmingCharacters(in: .whitespaces)) else {
                                expect(false, "line \\(index + 1): cannot read '\\(text)'")
                                continue
                            }
                            let expected = parts[1].trimmingCharacters(in: .whitespaces)
                            let result = \(name).resolve(url)
                            let actual = describe(result)
                            expect(actual == expected, "line \\(index + 1): \\(url)\\n  expected: \\(expected)\\n  actual:   \\(actual)")
                            let written = parts[0].trimmingCharacters(in: .whitespaces)
                            if url.absoluteString == written {
                                expect(\(name).resolve(written) == result, "line \\(index + 1): resolve(_:) of the text disagrees with resolve(_:) of the URL")
                                expect(\(name)(string: written) == (try? result.get()), "line \\(index + 1): init?(string:) disagrees with resolve(_:)")
                            }
                            if case .success(let route) = result {
                                let back = \(name)(url: route.url)
                                expect(back == route || \(shadowable.contains(true)) && back?.url == route.url,
                                       "line \\(index + 1): \\(route.url) does not resolve back to \\(route)")
                                expect(\(name)(url: url) == route, "line \\(index + 1): init?(url:) disagrees with resolve")
                                checkLinks(of: route, mayBeShadowed: \(shadowable.contains(true)))
                            } else {
                                expect(\(name)(url: url) == nil, "line \\(index + 1): init?(url:) matched where resolve failed")
                            }
                        }
                    }

                    mutating func runRoundTrips(perRoute count: Int) {
                        let makers: [(inout Checks) -> \(name)] = [
                        \(table.allRoutes.map { "            " + maker(for: $0) }.joined(separator: ",\n"))
                        ]
                        let shadowable: [Bool] = \(shadowable)
                        for (maker, mayBeShadowed) in zip(makers, shadowable) {
                            for _ in 0..<count {
                                let route = maker(&self)
                                let url = route.url
                                let resolved = \(name).resolve(url)
                                let isShadowed = mayBeShadowed && (try? resolved.get().url) == url
                                expect(resolved == .success(route) || isShadowed, "round trip: \\(route) -> \\(url.absoluteString) -> \\(describe(resolved))")
                                checkLinks(of: route, mayBeShadowed: mayBeShadowed)
                            }
                        }
                    }

                    \(linkChecks(for: table, codable: codable))

                    \(randomValueSupport)
                }
            }

            """
    }

    /// The program's entry point: the first argument names the router, the rest is its command.
    static func main(routers: [(name: String, namespace: String)]) -> String {
        """
        import Foundation

        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        \(routers.map { "case \(EscapedSwiftText.stringLiteral($0.name)): exit(\($0.namespace).main(Array(arguments.dropFirst())))" }.joined(separator: "\n"))
        default:
            print("no router named \\(arguments.first ?? "")")
            exit(2)
        }

        """
    }

    /// `checkLinks(of:mayBeShadowed:)`: the https link, where the spec has hosts, and the JSON form, where the routes
    /// are `Codable`, lead back to the route as its URL does.
    private static func linkChecks(for table: RouteTable, codable: Bool) -> String {
        let name = table.enumName
        var checks: [String] = []
        if let host = table.hosts.first {
            checks.append(
                """
                        let web = route.webURL
                        expect(web.absoluteString.hasPrefix(\(EscapedSwiftText.stringLiteral("https://\(host)/"))), "\\(route): \\(web) is not on the first host")
                        let fromWeb = \(name).resolve(web)
                        expect(fromWeb == .success(route) || mayBeShadowed && (try? fromWeb.get().url) == route.url,
                               "\\(route): webURL \\(web) resolves to \\(describe(fromWeb))")
                """
            )
        }
        if codable { checks.append("        checkCodable(route)") }
        let function = """
                mutating func checkLinks(of route: \(name), mayBeShadowed: Bool) {
            \(checks.joined(separator: "\n"))
                }
            """
        return codable ? function + "\n\n" + codableChecks(enumName: name) : function
    }

    /// JSON round trips: a route whose URL leads back to it encodes as that URL's text and decodes to itself; one
    /// whose URL does not refuses to encode; text that is no link, or no text, fails to decode.
    private static func codableChecks(enumName name: String) -> String {
        """
                mutating func checkCodable(_ route: \(name)) {
                    let url = route.url
                    let representable = \(name)(url: url) == route
                    do {
                        let data = try JSONEncoder().encode([route])
                        let texts = try JSONDecoder().decode([String].self, from: data)
                        expect(texts == [url.absoluteString], "codable: \\(route) encoded as \\(texts), not as its URL")
                        let decoded = try JSONDecoder().decode([\(name)].self, from: data)
                        expect(representable && decoded == [route], "codable: \\(route) decoded as \\(decoded)")
                    } catch is EncodingError {
                        expect(!representable, "codable: \\(route) did not encode although its URL leads back to it")
                    } catch {
                        expect(false, "codable: \\(route): \\(error)")
                    }
                }

                mutating func checkCorruptedJSON() {
                    for corrupted in [#"["no link"]"#, #"[42]"#] {
                        do {
                            let decoded = try JSONDecoder().decode([\(name)].self, from: Data(corrupted.utf8))
                            expect(false, "codable: \\(corrupted) decoded as \\(decoded)")
                        } catch {
                            expect(error is DecodingError, "codable: \\(corrupted) threw \\(error)")
                        }
                    }
                }
        """
    }

    /// A closure making the route with random values; a later optional segment is present only after an earlier one.
    private static func maker(for route: Route) -> String {
        var statements: [String] = []
        var arguments: [String] = []
        var previousOptional: String?
        for (index, parameter) in route.parameters.enumerated() {
            let value = "v\(index)"
            var make =
                parameter.constraints.isEmpty
                ? randomValue(parameter.type, levelTypeName: route.levelTypeName) : randomAllowedValue(parameter)
            if parameter.presence == .optional {
                make = "harness.maybe() ? \(make) : nil"
                if !parameter.isQuery, let previous = previousOptional { make = "\(previous) == nil ? nil : \(make)" }
                if !parameter.isQuery { previousOptional = value }
            }
            statements.append("let \(value) = \(make)")
            arguments.append("\(SwiftName.argumentLabel(parameter.label)): \(value)")
        }
        var construction =
            "." + SwiftName.escaped(route.caseName)
            + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        for group in route.groupPath.reversed() { construction = ".\(SwiftName.escaped(group))(\(construction))" }
        return "{ harness in " + (statements + ["return \(construction)"]).joined(separator: "; ") + " }"
    }

    /// A random value that meets the parameter's constraints, so that its URL leads back to the route; the bounds
    /// themselves come up often.
    private static func randomAllowedValue(_ parameter: Parameter) -> String {
        var numberBounds: (min: String, max: String)?
        var length = 0...Int.max
        var allowed = "nil"
        for constraint in parameter.constraints {
            switch constraint {
            case .intRange(let min, let max):
                numberBounds = (min.map(String.init) ?? "Int.min", max.map(String.init) ?? "Int.max")
            case .doubleRange(let min, let max):
                numberBounds = (
                    min.map { "\($0)" } ?? "-.greatestFiniteMagnitude",
                    max.map { "\($0)" } ?? ".greatestFiniteMagnitude"
                )
            case .length(let range): length = range
            case .characters(let characters):
                let ranges = characters.ranges.map {
                    EscapedSwiftText.stringLiteral(String($0.lowerBound)) + "..."
                        + EscapedSwiftText.stringLiteral(String($0.upperBound))
                }
                allowed = "[" + ranges.joined(separator: ", ") + "] as [ClosedRange<Unicode.Scalar>]"
            }
        }
        // Path segments are never empty, and a short value keeps the URL readable in a failure.
        let shortest = parameter.isQuery ? length.lowerBound : Swift.max(length.lowerBound, 1)
        let longest = Swift.min(length.upperBound, shortest + 6)
        let text = "harness.randomText(from: \(allowed), count: \(shortest)...\(longest))"
        switch parameter.type {
        case .int: return "harness.randomInt(in: \(numberBounds?.min ?? "Int.min")...\(numberBounds?.max ?? "Int.max"))"
        case .double: return "harness.randomDouble(in: \(numberBounds?.min ?? "0")...\(numberBounds?.max ?? "0"))"
        case .stringList: return "(0..<Int.random(in: 0...3, using: &harness.generator)).map { _ in \(text) }"
        default: return text
        }
    }

    private static func randomValue(_ type: ValueType, levelTypeName: String) -> String {
        switch type {
        case .string: return "harness.randomText()"
        case .stringList: return "harness.randomTexts()"
        case .int: return "harness.randomInt()"
        case .double: return "harness.randomDouble()"
        case .bool: return "harness.maybe()"
        case .uuid: return "harness.randomUUID()"
        case .enumeration(let enumeration):
            return "\(levelTypeName).\(enumeration.typeName).allCases.randomElement(using: &harness.generator)!"
        }
    }

    /// Seeded, so a failure reproduces. Texts always hold a character no literal, number, UUID or enum value has,
    /// so a random value can never be shadowed by a more specific route.
    private static let randomValueSupport = """
        static let plainCharacters = Array("aZ09-._~:@!$&'()*,;=")
        static let specialCharacters: [Character] = [" ", "%", "+", "/", "?", "#", "é", "e\\u{301}", "日", "😀", "[", "]", "\\\\", "\\"", "^", "|",
                                                     "\\u{FEFF}", "\\u{200D}", "\\u{200F}"]

            mutating func randomText() -> String {
                var characters = (0..<Int.random(in: 0...5, using: &generator)).map { _ in Self.plainCharacters.randomElement(using: &generator)! }
                let special = Self.specialCharacters.randomElement(using: &generator)!
                characters.insert(special, at: Int.random(in: 0...characters.count, using: &generator))
                return String(characters)
            }

            /// Text of `count` characters from `allowed`, or from the plain and special characters when nil.
            mutating func randomText(from allowed: [ClosedRange<Unicode.Scalar>]?, count: ClosedRange<Int>) -> String {
                let length = Int.random(in: count, using: &generator)
                guard let allowed else {
                    let all = Self.plainCharacters + Self.specialCharacters
                    let text = String((0..<length).map { _ in all.randomElement(using: &generator)! })
                    // A path segment is never `.` or `..`, which no link can carry.
                    return text == "." || text == ".." ? "a" : text
                }
                var scalars = String.UnicodeScalarView()
                for _ in 0..<length {
                    let range = allowed.randomElement(using: &generator)!
                    let value = UInt32.random(in: range.lowerBound.value...range.upperBound.value, using: &generator)
                    scalars.append(Unicode.Scalar(value) ?? range.lowerBound)
                }
                return String(scalars)
            }

            mutating func randomInt(in range: ClosedRange<Int>) -> Int {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: return range.lowerBound
                case 1: return range.upperBound
                default: return Int.random(in: range, using: &generator)
                }
            }

            mutating func randomDouble(in range: ClosedRange<Double>) -> Double {
                Swift.min(Swift.max(randomDouble(), range.lowerBound), range.upperBound)
            }

            mutating func randomTexts() -> [String] {
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomText() }
            }

            mutating func randomInt() -> Int {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: return Int.min
                case 1: return Int.max
                case 2: return Int.random(in: -1000...1000, using: &generator)
                default: return Int(truncatingIfNeeded: generator.next())
                }
            }

            mutating func randomDouble() -> Double {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: return [0, -0.0, 1, -1, 0.1, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123456789.125].randomElement(using: &generator)!
                case 1: return Double(Int.random(in: -100_000...100_000, using: &generator)) / 64
                default:
                    while true {
                        let value = Double(bitPattern: generator.next())
                        if value.isFinite { return value }
                    }
                }
            }

            mutating func randomUUID() -> UUID {
                let b: [UInt8] = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
                return UUID(uuid: (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]))
            }

            mutating func maybe() -> Bool {
                Bool.random(using: &generator)
            }
        """
}
