import Testing
@testable import RouteGenCore

@Suite("PathParser unit") struct PathParserUnitTests {
    typealias U = UnitSupport
    typealias Segment = PathParser.Segment

    /// Where the path's first character is written in these tests.
    static let start = UnitSupport.location(7, 11)

    private func parse(_ path: String) -> (segments: [PathParser.LocatedSegment], diagnostics: [Diagnostic]) {
        let log = DiagnosticLog()
        let segments = PathParser(log: log).parse(path, at: Self.start)
        return (segments, log.diagnostics)
    }

    @Test(
        "Valid paths parse into segments",
        arguments: [
            ("/", []), ("/users", [.literal("users")]),
            ("/users/:id", [.literal("users"), .parameter(name: "id", isOptional: false)]),
            (
                "/post/:postId/comment/:commentId?",
                [
                    .literal("post"), .parameter(name: "postId", isOptional: false), .literal("comment"),
                    .parameter(name: "commentId", isOptional: true),
                ]
            ),
            (
                "/a/:x?/:y?",
                [.literal("a"), .parameter(name: "x", isOptional: true), .parameter(name: "y", isOptional: true)]
            ), ("/docs/*", [.literal("docs"), .wildcard(name: nil)]),
            ("/docs/*page", [.literal("docs"), .wildcard(name: "page")]),
            ("/api/**", [.literal("api"), .catchAll(name: nil)]),
            ("/api/**rest", [.literal("api"), .catchAll(name: "rest")]), ("/**", [.catchAll(name: nil)]),
            ("/verify-email/a.b/~x_y", [.literal("verify-email"), .literal("a.b"), .literal("~x_y")]),
            ("/café", [.literal("café")]),
        ] as [(String, [Segment])]
    ) func validPaths(path: String, expected: [Segment]) {
        let (segments, diagnostics) = parse(path)
        #expect(diagnostics.isEmpty)
        #expect(segments.map(\.segment) == expected)
    }

    @Test(
        "Empty segments are dropped",
        arguments: [("//a//b/", ["a", "b"]), ("/a/", ["a"]), ("///", []), ("/a//:x", ["a", ":x"])]
    ) func emptySegments(path: String, expected: [String]) {
        let (segments, diagnostics) = parse(path)
        #expect(diagnostics.isEmpty)
        let written = segments.map { located -> String in
            switch located.segment {
            case .literal(let text): return text
            case .parameter(let name, _): return ":" + name
            case .wildcard, .catchAll: return "*"
            }
        }
        #expect(written == expected)
    }

    /// Paths of plain pieces are read straight from their bytes; a piece outside ASCII sends the whole path through
    /// the piece-by-piece reader instead, so putting one first compares the two readers on the same pieces.
    @Test(
        "Plain paths read from their bytes as the piece-by-piece reader reads them",
        arguments: [
            "/users", "/users/:id", "/a/:x?/:y?", "//a//b/", "/docs/*", "/docs/*page", "/api/**", "/api/**rest",
            "/verify-email/a.b/~x_y", "/.../a", "/:_x/:a1?", "/:a/:b/**", "/x/*/y", "/:a?/b", "/**/x", "/.", "/..",
            "/:", "/:?", "/:1a", "/***", "/*1", "/a:b", "/{id}", "/a%20", "/a b", "/:id?x",
        ]
    ) func plainPathsReadAsPieces(path: String) {
        let whole = parse(path)
        let asPieces = parse("/é" + path)
        let shift = "/é".count
        #expect(asPieces.segments.dropFirst().map(\.segment) == whole.segments.map(\.segment))
        #expect(
            asPieces.segments.dropFirst().map(\.location.column) == whole.segments.map { $0.location.column + shift }
        )
        #expect(asPieces.diagnostics.map(\.message) == whole.diagnostics.map(\.message))
        #expect(asPieces.diagnostics.map(\.location.column) == whole.diagnostics.map { $0.location.column + shift })
    }

    @Test("Segment locations point at each segment's first character") func segmentLocations() {
        let (segments, _) = parse("//users/café/:id")
        #expect(segments.map(\.location.column) == [13, 19, 24])
        #expect(segments.allSatisfy { $0.location.line == 7 })
    }

    @Test(
        "Malformed paths are errors at the offending segment",
        arguments: [
            ("users", "a path must start with '/', as in '/users'", 0),
            (":id", "a path must start with '/', as in '/:id'", 0),
            ("/a/**/b", "'**' must be the last segment of a path", 3),
            ("/a/**x/**", "'**' must be the last segment of a path", 3),
            ("/a/x:y", "'x:y': a parameter or wildcard must be a whole segment; ':' may only start one", 4),
            ("/a/user:id", "'user:id': a parameter or wildcard must be a whole segment; ':' may only start one", 7),
            ("/a/x*", "'x*': a parameter or wildcard must be a whole segment; '*' may only start one", 4),
            ("//a//b:c", "'b:c': a parameter or wildcard must be a whole segment; ':' may only start one", 6),
            ("/a/./b", "'.' cannot be a path segment; URLs with it never match", 3),
            ("/a/..", "'..' cannot be a path segment; URLs with it never match", 3),
            (
                "/a?b=1",
                "'a?b=1': character \"?\" is not allowed in a literal segment; declare query parameters under 'query:'",
                1
            ),
            (
                "/x/a%20b",
                "'a%20b': character \"%\" is not allowed in a literal segment; write the decoded character instead of a percent escape",
                3
            ), ("/a b", "'a b': character \" \" is not allowed in a literal segment", 1),
            ("/a/b#c", "'b#c': character \"#\" is not allowed in a literal segment", 3),
            ("/users/{id}", "'{id}' is a parameter in other routers' syntax; write it as ':id'", 7),
            ("/users/{id?}", "'{id?}' is a parameter in other routers' syntax; write it as ':id?'", 7),
            ("/users/{id:int}", "'{id:int}' is a parameter in other routers' syntax; write it as ':id'", 7),
            ("/users/<userId>", "'<userId>' is a parameter in other routers' syntax; write it as ':userId'", 7),
            ("/users/<int:userId>", "'<int:userId>' is a parameter in other routers' syntax; write it as ':userId'", 7),
            (
                "/a/x\u{202E}y",
                "'x\u{202E}y': character U+202E is not allowed in a literal segment; links that carry it are refused", 3
            ), ("/:1abc", "':1abc': a parameter name must be a Swift identifier such as ':userId'", 1),
            ("/x/:", "':': a parameter name must be a Swift identifier such as ':userId'", 3),
            ("/:user-id", "':user-id': a parameter name must be a Swift identifier such as ':userId'", 1),
            ("/:x??", "':x??': a parameter name must be a Swift identifier such as ':userId'", 1),
            ("/*1x", "'*1x': a wildcard name must be a Swift identifier such as '*page'", 1),
            ("/a/**a-b", "'**a-b': a wildcard name must be a Swift identifier such as '**page'", 3),
        ]
    ) func malformedPaths(path: String, message: String, offset: Int) {
        let (_, diagnostics) = parse(path)
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.first?.location == Self.start.advanced(by: offset))
        #expect(diagnostics.first?.severity == .error)
    }

    @Test(
        "An optional followed by a required segment points at both",
        arguments: [("/a/:x?/b", 7), ("/a/:x?/:y", 7), ("/a/:x?/*", 7), ("/a/:x?/**", 7), ("/a/:x?/:y?/c", 11)]
    ) func optionalNotTrailing(path: String, offset: Int) throws {
        let (_, diagnostics) = parse(path)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message == "only trailing segments may be optional; this segment follows an optional one")
        #expect(diagnostic.location == Self.start.advanced(by: offset))
        #expect(diagnostic.notes == [Diagnostic.Note("the first optional segment", at: Self.start.advanced(by: 3))])
    }

    @Test("Every bad segment of one path is reported") func everyBadSegment() {
        let (_, diagnostics) = parse("/a b/x:y/./:1")
        #expect(diagnostics.count == 4)
        #expect(diagnostics.map(\.location.column) == [12, 17, 20, 22])
    }

    @Test(
        "Path errors in a spec point into the file, past the quote of a quoted path",
        arguments: [("/a/b c", 14), ("'/a/b c'", 15), ("\"/a/b c\"", 15)]
    ) func pathErrorsInSpec(written: String, column: Int) {
        let errors = U.errors(U.check(U.spec("ok: { path: /ok }\na:\n  path: \(written)")))
        #expect(errors.map(\.message) == ["'b c': character \" \" is not allowed in a literal segment"])
        #expect(errors.first?.location == U.location(6, column))
    }
}
