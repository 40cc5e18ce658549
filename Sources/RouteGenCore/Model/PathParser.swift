import RouteURLReader

/// Parses a path pattern such as `/post/:postId/comment/:commentId?` into segments, pointing errors at the segment.
struct PathParser: ReportsDiagnostics {
    enum Segment: Equatable {
        case literal(String)
        case parameter(name: String, isOptional: Bool)
        /// `*`, optionally named.
        case wildcard(name: String?)
        /// `**`, optionally named.
        case catchAll(name: String?)
    }

    struct LocatedSegment {
        var segment: Segment
        var location: SourceLocation
    }

    let log: DiagnosticLog

    /// `start` is where the path's first character is written.
    func parse(_ path: String, at start: SourceLocation) -> [LocatedSegment] {
        guard path.utf8.first == UInt8(ascii: "/") else {
            error(.invalidPath, "a path must start with '/', as in '/\(path)'", at: start)
            return []
        }
        let bytes = Array(path.utf8)
        if let segments = Self.wellFormedSegments(bytes, at: start) {
            checkOrder(segments)
            return segments
        }
        let pieces = Self.printableASCIIPieces(bytes) ?? Self.pieces(of: path)
        var result: [LocatedSegment] = []
        result.reserveCapacity(pieces.count)
        for (text, offset) in pieces where !text.isEmpty {
            let location = start.advanced(by: offset)
            if let segment = segment(text, at: location) {
                result.append(LocatedSegment(segment: segment, location: location))
            }
        }
        checkOrder(result)
        return result
    }

    /// The segments of a path whose every piece is a plain literal, `:name`, `:name?`, `*`, `*name`, `**` or `**name`
    /// with an ASCII identifier for a name (what almost every path is), read straight from its bytes; nil for any other
    /// path, which `segment(_:at:)` reads and reports on piece by piece.
    private static func wellFormedSegments(_ bytes: [UInt8], at start: SourceLocation) -> [LocatedSegment]? {
        var segments: [LocatedSegment] = []
        var pieceStart = 1
        while pieceStart <= bytes.count {
            let pieceEnd = bytes[pieceStart...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            defer { pieceStart = pieceEnd + 1 }
            guard pieceEnd > pieceStart else { continue }
            guard let segment = wellFormedSegment(bytes[pieceStart..<pieceEnd]) else { return nil }
            if segments.isEmpty { segments.reserveCapacity(bytes.count { $0 == UInt8(ascii: "/") }) }
            segments.append(LocatedSegment(segment: segment, location: start.advanced(by: pieceStart)))
        }
        return segments
    }

    private static func wellFormedSegment(_ piece: ArraySlice<UInt8>) -> Segment? {
        let first = piece.startIndex
        func text(from start: Int, to end: Int) -> String { String(decoding: piece[start..<end], as: UTF8.self) }
        switch piece[first] {
        case UInt8(ascii: ":"):
            let isOptional = piece.last == UInt8(ascii: "?")
            let nameEnd = piece.endIndex - (isOptional ? 1 : 0)
            guard SwiftName.isIdentifier(utf8: piece[(first + 1)..<nameEnd]) else { return nil }
            return .parameter(name: text(from: first + 1, to: nameEnd), isOptional: isOptional)
        case UInt8(ascii: "*"):
            let isCatchAll = piece.count > 1 && piece[first + 1] == UInt8(ascii: "*")
            let nameStart = first + (isCatchAll ? 2 : 1)
            let hasName = nameStart < piece.endIndex
            guard !hasName || SwiftName.isIdentifier(utf8: piece[nameStart...]) else { return nil }
            let name = hasName ? text(from: nameStart, to: piece.endIndex) : nil
            return isCatchAll ? .catchAll(name: name) : .wildcard(name: name)
        default:
            guard isPlainLiteral(utf8: piece) else { return nil }
            return .literal(String(decoding: piece, as: UTF8.self))
        }
    }

    /// The texts between slashes, each with how many characters of the path come before it.
    private static func pieces(of path: String) -> [(text: String, offset: Int)] {
        var pieces: [(text: String, offset: Int)] = []
        var offset = 0
        for piece in path.split(separator: "/", omittingEmptySubsequences: false) {
            pieces.append((String(piece), offset))
            offset += piece.count + 1
        }
        return pieces
    }

    /// The pieces of a path written in printable ASCII, where every character is one byte, so that the bytes give
    /// the pieces and their offsets without reading characters; nil for any other path.
    private static func printableASCIIPieces(_ bytes: [UInt8]) -> [(text: String, offset: Int)]? {
        guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        var pieces: [(text: String, offset: Int)] = []
        pieces.reserveCapacity(bytes.count { $0 == UInt8(ascii: "/") } + 1)
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            pieces.append((String(decoding: bytes[start..<index], as: UTF8.self), start))
            start = index + 1
        }
        return pieces
    }

    private func segment(_ text: String, at location: SourceLocation) -> Segment? {
        if Self.isPlainLiteral(utf8: text.utf8) { return .literal(text) }
        if text.hasPrefix("**") {
            return captureName(String(text.dropFirst(2)), sigil: "**", at: location).map { .catchAll(name: $0) }
        }
        if text.hasPrefix("*") {
            return captureName(String(text.dropFirst()), sigil: "*", at: location).map { .wildcard(name: $0) }
        }
        if text.hasPrefix(":") {
            let isOptional = text.hasSuffix("?")
            let name = String(text.dropFirst().dropLast(isOptional ? 1 : 0))
            guard SwiftName.isIdentifier(name) else {
                error(
                    .invalidPath,
                    "'\(text)': a parameter name must be a Swift identifier such as ':userId'",
                    at: location
                )
                return nil
            }
            return .parameter(name: name, isOptional: isOptional)
        }
        if let suggestion = Self.parameterSpelledLikeOtherRouters(text) {
            error(
                .invalidPath,
                "'\(text)' is a parameter in other routers' syntax; write it as '\(suggestion)'",
                at: location
            )
            return nil
        }
        if let index = text.firstIndex(where: { $0 == ":" || $0 == "*" }) {
            error(
                .invalidPath,
                "'\(text)': a parameter or wildcard must be a whole segment; '\(text[index])' may only start one",
                at: location.advanced(by: text.distance(from: text.startIndex, to: index))
            )
            return nil
        }
        if text == "." || text == ".." {
            error(.invalidPath, "'\(text)' cannot be a path segment; URLs with it never match", at: location)
            return nil
        }
        if let bad = text.first(where: {
            $0 == "?" || $0 == "#" || $0 == "%" || $0.isWhitespace
                || !$0.unicodeScalars.allSatisfy(LinkTextRules.isAllowedEverywhere)
        }) {
            let isRefusedInLinks = !bad.unicodeScalars.allSatisfy(LinkTextRules.isAllowedEverywhere)
            let reason =
                bad == "?"
                ? "; declare query parameters under 'query:'"
                : bad == "%"
                    ? "; write the decoded character instead of a percent escape"
                    : isRefusedInLinks && !bad.isWhitespace ? "; links that carry it are refused" : ""
            let shown =
                isRefusedInLinks
                ? bad.unicodeScalars.map(\.codePointText).joined(separator: " ") : String(reflecting: String(bad))
            error(
                .invalidPath,
                "'\(text)': character \(shown) is not allowed in a literal segment\(reason)",
                at: location
            )
            return nil
        }
        return .literal(text)
    }

    /// Letters, digits, `-`, `.`, `_` and `~` only, and not `.` or `..`: a literal none of the rules below can refuse,
    /// which is what almost every segment is.
    private static func isPlainLiteral(utf8 bytes: some Collection<UInt8>) -> Bool {
        let isDots = bytes.count <= 2 && bytes.allSatisfy { $0 == UInt8(ascii: ".") }
        return !bytes.isEmpty && !isDots && bytes.allSatisfy(isPlainLiteralByte)
    }

    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default: return false
        }
    }

    /// `{id}`, `{id?}`, `<id>` (OpenAPI, Vapor, Rails-style routers) as routegen writes them: `:id`, `:id?`.
    private static func parameterSpelledLikeOtherRouters(_ text: String) -> String? {
        guard let first = text.first, let last = text.last, text.count > 2,
            (first == "{" && last == "}") || (first == "<" && last == ">")
        else { return nil }
        var name = String(text.dropFirst().dropLast())
        let isOptional = name.hasSuffix("?")
        if isOptional { name.removeLast() }
        // `<int:id>` (Flask) and `{id:int}` keep only the name.
        if let colon = name.firstIndex(of: ":") {
            name = first == "<" ? String(name[name.index(after: colon)...]) : String(name[..<colon])
        }
        return SwiftName.isIdentifier(name) ? ":" + name + (isOptional ? "?" : "") : nil
    }

    private func captureName(_ name: String, sigil: String, at location: SourceLocation) -> String?? {
        if name.isEmpty { return .some(nil) }
        guard SwiftName.isIdentifier(name) else {
            error(
                .invalidPath,
                "'\(sigil)\(name)': a wildcard name must be a Swift identifier such as '\(sigil)page'",
                at: location
            )
            return nil
        }
        return .some(name)
    }

    private func checkOrder(_ segments: [LocatedSegment]) {
        var seenOptional: LocatedSegment?
        for (index, located) in segments.enumerated() {
            switch located.segment {
            case .catchAll where index != segments.count - 1:
                error(.invalidPath, "'**' must be the last segment of a path", at: located.location)
            case .parameter(_, true): if seenOptional == nil { seenOptional = located }
            default:
                if let optional = seenOptional {
                    error(
                        .invalidPath,
                        "only trailing segments may be optional; this segment follows an optional one",
                        at: located.location,
                        notes: [.init("the first optional segment", at: optional.location)]
                    )
                    seenOptional = nil
                }
            }
        }
    }
}
