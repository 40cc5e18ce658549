/// Every shape of every route, most specific first, and how the generated matcher files them for dispatch on the
/// first segment.
///
/// A shape whose first segment accepts exactly one value (a literal, or an enum with one value) is filed under that
/// value; a path tries the shapes filed under its first segment, then the shapes that start with any other
/// parameter. That keeps the most-specific-first order: a parameter accepting several values can never be more
/// specific than a literal-first shape it overlaps, while a one-value enum can, so it must share the literal's file;
/// tried after it, `/:kind(enum [a])/5` would lose to the less specific `/a/:n(Int)`.
///
/// `firstMatch(for:)` is the model's twin of the generated matcher, for tools that explain a URL without compiling
/// anything and for tests that hold the generated code to it.
package struct RouteOrder: Sendable {
    package struct Shape: Sendable {
        /// The route or redirect whose shape this is.
        package var owner: LinkPattern
        /// The owner's segments, without the optional ones this shape leaves out.
        package var segments: [PatternSegment]
        package var pattern: PathPattern
        package var specificity: Specificity

        /// Each shape of `owner`: its segments, then without each trailing optional parameter in turn.
        package static func shapes(of owner: LinkPattern, caseSensitive: Bool) -> [Shape] {
            let declaration = owner.declaration
            return declaration.shapeLengths.map { length in
                shape(
                    of: owner,
                    length: length,
                    pattern: PathPattern(
                        shape: declaration.segments[..<length],
                        parameters: declaration.parameters,
                        caseSensitive: caseSensitive
                    )
                )
            }
        }

        /// The shape of `owner` that keeps its first `length` segments, whose pattern is already known.
        static func shape(of owner: LinkPattern, length: Int, pattern: PathPattern) -> Shape {
            Shape(
                owner: owner,
                segments: Array(owner.declaration.segments[..<length]),
                pattern: pattern,
                specificity: Specificity(pattern)
            )
        }

        /// The name, path and parameters of the route or redirect whose shape this is.
        package var declaration: PatternDeclaration { owner.declaration }

        /// The pattern as written in the spec, cut where this shape ends: `/a` for the short shape of `/a/:x?`.
        package var writtenPath: String {
            if isWholeCleanPath { return declaration.path }
            return writtenPath(firstSegments: segments.count)
        }

        /// The pattern as written in the spec, cut after its first `count` segments: `/a/:id` for 2 of `/a/:id/b`.
        package func writtenPath(firstSegments count: Int) -> String {
            // Read on bytes: a `/` is one byte that is never part of another character, and splitting characters
            // costs a grapheme check for each. Empty pieces (`//`, a trailing `/`) are left out, as the parser does.
            let path = declaration.path.utf8
            var written: [UInt8] = []
            written.reserveCapacity(path.count)
            var piecesLeft = count
            var isInPiece = false
            for byte in path {
                if byte == UInt8(ascii: "/") {
                    isInPiece = false
                    continue
                }
                if !isInPiece {
                    guard piecesLeft > 0 else { break }
                    piecesLeft -= 1
                    isInPiece = true
                    written.append(UInt8(ascii: "/"))
                }
                written.append(byte)
            }
            if written.isEmpty { return "/" }
            return written.count == path.count ? declaration.path : String(decoding: written, as: UTF8.self)
        }

        /// Whether the shape keeps every segment of a path written with one `/` before each segment and none after
        /// the last, as most are: its written path is the declared path as it is.
        private var isWholeCleanPath: Bool {
            let slash = UInt8(ascii: "/")
            var path = declaration.path
            return path.withUTF8 { bytes in
                guard bytes.count > 1, bytes.first == slash, bytes.last != slash else { return false }
                var slashes = 0
                var previous: UInt8 = 0
                for byte in bytes {
                    if byte == slash {
                        if previous == slash { return false }
                        slashes += 1
                    }
                    previous = byte
                }
                return slashes == segments.count
            }
        }
    }

    /// The values shapes start with, as the matcher compares them with a path's first segment (ASCII-lowercased
    /// when the spec folds case), in the order of each one's most specific shape in `allShapes()`.
    package let firstSegmentKeys: [String]
    private let shapesByFirstSegment: [String: [RankedShape]]
    private let rankedShapesStartingWithParameter: [RankedShape]
    private let foldsCase: Bool

    package init(table: RouteTable) { self.init(patterns: table.allPatterns, caseSensitive: table.caseSensitive) }

    /// The order of `patterns`, the routes and redirects that take links on one set of schemes and hosts.
    package init(patterns: [LinkPattern], caseSensitive: Bool) {
        foldsCase = !caseSensitive
        // Shapes are filed first and each file sorted on its own: the matcher never needs the whole order, and
        // sorting a thousand small files costs a fraction of sorting their shapes together.
        var keys: [String] = []
        var fileIndices: [String: Int] = [:]
        var unsortedFiles: [[RankedShape]] = []
        var startingWithParameter: [RankedShape] = []
        let shapes = Parallel.map(patterns) { Shape.shapes(of: $0, caseSensitive: caseSensitive) }.joined()
        for (declarationIndex, shape) in shapes.enumerated() {
            let ranked = RankedShape(shape: shape, declarationIndex: declarationIndex)
            guard let value = shape.pattern.segments.first?.singleValue else {
                startingWithParameter.append(ranked)
                continue
            }
            let key = caseSensitive ? value.text : value.text.asciiLowercased
            if let index = fileIndices[key] {
                unsortedFiles[index].append(ranked)
            } else {
                fileIndices[key] = keys.count
                keys.append(key)
                unsortedFiles.append([ranked])
            }
        }
        let files = Parallel.map(unsortedFiles) { $0.sorted() }
        firstSegmentKeys = keys.indices.sorted { files[$0][0] < files[$1][0] }.map { keys[$0] }
        shapesByFirstSegment = Dictionary(uniqueKeysWithValues: zip(keys, files))
        rankedShapesStartingWithParameter = startingWithParameter.sorted()
    }

    /// Every shape, most specific first. Only identical patterns, which validation rejects, tie; declaration order
    /// keeps even their order fixed. Sorted on each call.
    package func allShapes() -> [Shape] {
        (shapesByFirstSegment.values.joined() + rankedShapesStartingWithParameter).sorted().map(\.shape)
    }

    package var shapesStartingWithParameter: [Shape] { rankedShapesStartingWithParameter.map(\.shape) }

    /// The shapes filed under `key`, most specific first.
    package func shapes(startingWith key: String) -> [Shape] { shapesByFirstSegment[key]?.map(\.shape) ?? [] }

    /// The shapes the matcher tries for a path whose first segment, compared as literals are, is `firstKey`.
    package func candidates(firstKey: String?) -> [Shape] {
        (firstKey.map(shapes(startingWith:)) ?? []) + shapesStartingWithParameter
    }

    /// The shape that the percent-decoded, non-empty `path` segments select, or nil when none accepts them.
    package func firstMatch(for path: [String]) -> Shape? {
        candidates(firstKey: path.first.map { foldsCase ? $0.asciiLowercased : $0 }).first { $0.pattern.matches(path) }
    }
}

/// A shape with its place among the shapes in declaration order, which orders the identical patterns of a spec
/// that validation rejects.
private struct RankedShape: Comparable, Sendable {
    let shape: RouteOrder.Shape
    let declarationIndex: Int

    static func < (lhs: RankedShape, rhs: RankedShape) -> Bool {
        (lhs.shape.specificity, lhs.declarationIndex) < (rhs.shape.specificity, rhs.declarationIndex)
    }

    static func == (lhs: RankedShape, rhs: RankedShape) -> Bool { lhs.declarationIndex == rhs.declarationIndex }
}
