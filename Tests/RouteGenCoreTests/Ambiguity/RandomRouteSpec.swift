@testable import RouteGenCore

/// Small random specs over a tiny alphabet, and a brute-force reading of them: every path up to three segments
/// long, built from values chosen so that any two different segment sets of these specs differ on one of them.
struct RandomRouteSpec {
    var yaml: String
    var caseSensitive: Bool

    static let literals = ["a", "b", "B", "1", "true"]
    static let enumValues = ["a", "b", "1", "true", "B"]

    /// Each kind of segment set in the specs has a member here that the others lack: `zz` is only a String, `2`
    /// an Int outside every enum, `1.5` a Double, `TRUE` and `A` other spellings of folded values.
    static let tokens = [
        "a", "b", "A", "B", "1", "2", "1.5", "true", "TRUE", "false", "zz", "00000000-0000-4000-8000-000000000001",
    ]
    static let maximumPathLength = 3

    /// Every path over `tokens` with up to `maximumPathLength` segments, as token indices.
    static let universe: [[Int]] = {
        var paths: [[Int]] = [[]]
        var frontier: [[Int]] = [[]]
        for _ in 0..<maximumPathLength {
            frontier = frontier.flatMap { path in tokens.indices.map { path + [$0] } }
            paths += frontier
        }
        return paths
    }()

    /// The position of a path in `universe`: shorter paths first, then in token order.
    static func pathIndex(_ tokenIndices: [Int]) -> Int {
        var offset = 0
        var width = 1
        for _ in 0..<tokenIndices.count {
            offset += width
            width *= tokens.count
        }
        return offset + tokenIndices.reduce(0) { $0 * tokens.count + $1 }
    }

    static func make(using generator: inout SeededGenerator) -> RandomRouteSpec {
        let caseSensitive = Bool.random(using: &generator)
        var lines = ["version: 1", "hosts: [example.com]", "caseSensitive: \(caseSensitive)", "routes:"]
        for index in 0..<Int.random(in: 2...5, using: &generator) {
            lines.append("  r\(index):")
            lines += route(using: &generator).map { "    " + $0 }
        }
        return RandomRouteSpec(yaml: lines.joined(separator: "\n") + "\n", caseSensitive: caseSensitive)
    }

    private static func route(using generator: inout SeededGenerator) -> [String] {
        var pieces: [String] = []
        var parameters: [String] = []
        func parameter(_ type: String) -> String {
            parameters.append("p\(parameters.count): \(type)")
            return ":p\(parameters.count - 1)"
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4: pieces.append(literals.randomElement(using: &generator)!)
            case 4: pieces.append("*")
            default: pieces.append(parameter(type(using: &generator)))
            }
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: pieces.append("**")
        case 1: pieces.append(parameter(type(using: &generator)) + "?")
        default: break
        }
        var lines = ["path: \"/\(pieces.joined(separator: "/"))\""]
        if !parameters.isEmpty {
            lines.append("params:")
            lines += parameters.map { "  " + $0 }
        }
        return lines
    }

    private static func type(using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: return "String"
        case 1: return "Int"
        case 2: return "Double"
        case 3: return "Bool"
        case 4: return "UUID"
        default:
            let values = enumValues.shuffled(using: &generator).prefix(Int.random(in: 1...3, using: &generator))
            return "{ enum: [" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "] }"
        }
    }

    /// The route table before validation, so that ambiguous specs can be inspected; nil when the spec has other errors.
    func unvalidatedTable() -> RouteTable? {
        let log = DiagnosticLog()
        let root = YAMLReader(file: "random.yaml").read(Array(yaml.utf8), reportingTo: log)
        guard let root, !log.diagnostics.containsErrors else { return nil }
        guard let document = SpecDecoder(log: log).decode(root), !log.diagnostics.containsErrors else { return nil }
        var builder = ModelBuilder(log: log)
        let table = builder.build(document)
        return log.diagnostics.containsErrors ? nil : table
    }
}

/// One route shape read by brute force: the paths of the universe it accepts, decided segment by segment from the
/// spec's own rules rather than through `PathPattern`.
struct BruteForceShape {
    var pattern: PatternDeclaration
    var members: PathSet
    private var fixed: [PatternSegment]
    private var opensEnd: Bool
    private var caseSensitive: Bool

    init(pattern: PatternDeclaration, segments: [PatternSegment], caseSensitive: Bool) {
        self.pattern = pattern
        self.caseSensitive = caseSensitive
        let opensEnd =
            segments.last.map { segment in
                if case .parameter(let index) = segment {
                    return pattern.parameters[index].source == .remainingSegments
                }
                return false
            } ?? false
        let fixed = opensEnd ? Array(segments.dropLast()) : segments
        self.fixed = fixed
        self.opensEnd = opensEnd
        let accepted = fixed.map { segment in
            RandomRouteSpec.tokens.indices.filter {
                Self.accepts(segment, RandomRouteSpec.tokens[$0], pattern: pattern, caseSensitive: caseSensitive)
            }
        }
        var members = PathSet()
        let anyToken = Array(RandomRouteSpec.tokens.indices)
        let lengths =
            opensEnd ? Array(fixed.count...max(fixed.count, RandomRouteSpec.maximumPathLength)) : [fixed.count]
        for length in lengths where length <= RandomRouteSpec.maximumPathLength {
            let choices = accepted + Array(repeating: anyToken, count: length - fixed.count)
            Self.forEachCombination(of: choices) { members.insert(RandomRouteSpec.pathIndex($0)) }
        }
        self.members = members
    }

    private static func forEachCombination(of choices: [[Int]], _ body: ([Int]) -> Void) {
        var combination: [Int] = []
        func extend(_ position: Int) {
            guard position < choices.count else { return body(combination) }
            for choice in choices[position] {
                combination.append(choice)
                extend(position + 1)
                combination.removeLast()
            }
        }
        extend(0)
    }

    /// Whether the shape accepts `path`, which need not be in the universe.
    func matches(_ path: [String]) -> Bool {
        guard opensEnd ? path.count >= fixed.count : path.count == fixed.count else { return false }
        return zip(fixed, path).allSatisfy { Self.accepts($0, $1, pattern: pattern, caseSensitive: caseSensitive) }
    }

    /// All shapes of a route: its segments, and without each trailing optional parameter in turn.
    static func shapes(of route: Route, caseSensitive: Bool) -> [BruteForceShape] {
        let pattern = route.declaration
        var segments = pattern.segments
        var result = [BruteForceShape(pattern: pattern, segments: segments, caseSensitive: caseSensitive)]
        while case .parameter(let index)? = segments.last, pattern.parameters[index].presence == .optional {
            segments.removeLast()
            result.append(BruteForceShape(pattern: pattern, segments: segments, caseSensitive: caseSensitive))
        }
        return result
    }

    private static func accepts(
        _ segment: PatternSegment,
        _ text: String,
        pattern: PatternDeclaration,
        caseSensitive: Bool
    ) -> Bool {
        let same: (String, String) -> Bool = caseSensitive ? { $0 == $1 } : { $0.lowercased() == $1.lowercased() }
        switch segment {
        case .literal(let literal): return same(literal, text)
        case .parameter(let index):
            switch pattern.parameters[index].type {
            case .string, .stringList: return !text.isEmpty
            case .int: return ValueSyntax.int(text) != nil
            case .double: return ValueSyntax.double(text) != nil
            case .bool: return text == "true" || text == "false"
            case .uuid: return ValueSyntax.isUUID(text)
            case .enumeration(let enumeration): return enumeration.cases.contains { same($0.rawValue, text) }
            }
        }
    }

    static func segments(ofPath index: Int) -> [String] {
        RandomRouteSpec.universe[index].map { RandomRouteSpec.tokens[$0] }
    }
}

/// A set of universe paths as bits, so the brute-force comparisons stay cheap in debug builds.
struct PathSet: Equatable {
    private var words = [UInt64](repeating: 0, count: (RandomRouteSpec.universe.count + 63) / 64)

    mutating func insert(_ path: Int) { words[path / 64] |= 1 << UInt64(path % 64) }
    func contains(_ path: Int) -> Bool { words[path / 64] & (1 << UInt64(path % 64)) != 0 }
    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    func isSubset(of other: PathSet) -> Bool { zip(words, other.words).allSatisfy { $0 & ~$1 == 0 } }
    func isDisjoint(with other: PathSet) -> Bool { zip(words, other.words).allSatisfy { $0 & $1 == 0 } }
    func isStrictSubset(of other: PathSet) -> Bool { isSubset(of: other) && self != other }
}
