/// Reads a template's Mustache tags into a `Template`, with every problem located at the tag to fix.
///
/// The tags are Mustache's: `{{name}}`, `{{{name}}}`, `{{& name}}`, sections `{{#name}}` and `{{^name}}` closed by
/// `{{/name}}`, comments `{{! … }}`, partials `{{> Name}}` naming one of routegen's templates, and delimiter changes
/// such as `{{=<% %>=}}`. A section, comment, partial or delimiter tag alone on its line takes the whole line with
/// it, so templates can give each tag a line of its own. Names are checked against the view model's keys here,
/// because a name the view model lacks would otherwise render as nothing.
struct TemplateParser {
    private let source: TemplateSource
    private let file: SourceLocation.File
    private let bytes: [UInt8]
    private let partialNames: [String]

    private var opening = Array("{{".utf8)
    private var closing = Array("}}".utf8)
    private var diagnostics: [Diagnostic] = []

    /// The first byte of the line being read, its number, and whether a tag already stands on it before the one
    /// being read (then neither can stand alone).
    private var lineStart = 0
    private var lineNumber = 1
    private var lineHasTag = false

    private struct OpenSection {
        var name: String
        var reference: TemplateReference?
        var inverted: Bool
        var location: SourceLocation
        var nodesBefore: [TemplateNode]
    }

    /// A structural problem after which the rest of the template cannot be read as intended.
    private struct Stop: Error {}

    /// `partialNames` are the templates a `{{> Name}}` tag may include.
    init(source: TemplateSource, partialNames: [String]) {
        self.source = source
        self.file = SourceLocation.File(source.path)
        self.bytes = Array(source.text.utf8)
        self.partialNames = partialNames
    }

    /// The template, or nil with the problems found.
    static func parse(_ source: TemplateSource, partialNames: [String]) -> (Template?, [Diagnostic]) {
        var parser = TemplateParser(source: source, partialNames: partialNames)
        if let problem = parser.layoutMarkProblem() { return (nil, [problem]) }
        let nodes = try? parser.nodes()
        guard let nodes, parser.diagnostics.isEmpty else { return (nil, parser.diagnostics) }
        return (Template(nodes: nodes), [])
    }

    private mutating func nodes() throws(Stop) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var open: [OpenSection] = []
        var textStart = 0
        var index = 0
        while let tagStart = firstIndex(of: opening, from: index) {
            advanceLines(to: tagStart, from: index)
            let location = SourceLocation(file: file, line: lineNumber, column: column(of: tagStart))
            let (content, tagEnd) = try tagContent(at: tagStart, location: location)
            let placement = place(tagFrom: tagStart, to: tagEnd, sigil: content.first ?? 0)
            if textStart < placement.textEnd { nodes.append(.text(Array(bytes[textStart..<placement.textEnd]))) }
            textStart = placement.resumeAt
            index = placement.resumeAt
            try read(content, at: location, indentation: placement.indentation, into: &nodes, open: &open)
        }
        if let innermost = open.last {
            throw stopping(
                .error(
                    .templateSyntax,
                    "section '\(innermost.name)' is never closed",
                    at: innermost.location,
                    notes: [.help("end it with '{{/\(innermost.name)}}'")]
                )
            )
        }
        if textStart < bytes.count { nodes.append(.text(Array(bytes[textStart...]))) }
        return nodes
    }

    /// Where the text before a tag ends, the spaces before it when it stands alone on its line, and where reading
    /// goes on.
    private struct TagPlacement {
        var textEnd: Int
        var indentation: [UInt8]
        var resumeAt: Int
    }

    /// A tag alone on its line removes the line: the spaces before it, the tag and the line break after it.
    private mutating func place(tagFrom tagStart: Int, to tagEnd: Int, sigil: UInt8) -> TagPlacement {
        if Self.standsAloneOnItsLine.contains(sigil),
            let lineEnd = standaloneLineEnd(tagStart: tagStart, tagEnd: tagEnd)
        {
            let placement = TagPlacement(
                textEnd: lineStart,
                indentation: Array(bytes[lineStart..<tagStart]),
                resumeAt: lineEnd
            )
            advanceLines(to: lineEnd, from: tagStart)
            return placement
        }
        advanceLines(to: tagEnd, from: tagStart)
        lineHasTag = true
        return TagPlacement(textEnd: tagStart, indentation: [], resumeAt: tagEnd)
    }

    /// Adds what the tag says to the nodes being read, or opens or closes a section.
    private mutating func read(
        _ content: ArraySlice<UInt8>,
        at location: SourceLocation,
        indentation: [UInt8],
        into nodes: inout [TemplateNode],
        open: inout [OpenSection]
    ) throws(Stop) {
        let sigil = content.first ?? 0
        let body = Self.trimmed(content.dropFirst())
        switch sigil {
        case UInt8(ascii: "!"): break
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            open.append(
                OpenSection(
                    name: String(decoding: body, as: UTF8.self),
                    reference: reference(body, at: location),
                    inverted: sigil == UInt8(ascii: "^"),
                    location: location,
                    nodesBefore: nodes
                )
            )
            nodes = []
        case UInt8(ascii: "/"):
            try closeSection(String(decoding: body, as: UTF8.self), at: location, nodes: &nodes, open: &open)
        case UInt8(ascii: ">"):
            let name = String(decoding: body, as: UTF8.self)
            if partialNames.contains(name) {
                nodes.append(.partial(name: name, indentation: indentation))
            } else {
                diagnostics.append(
                    .error(
                        .unknownTemplateName,
                        "the template includes '\(name)', which is not one of routegen's templates"
                            + Spelling.hint(for: name, among: partialNames),
                        at: location
                    )
                )
            }
        case UInt8(ascii: "="): try changeDelimiters(content, at: location)
        case UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: "$"): throw unsupported(sigil, at: location)
        case UInt8(ascii: "{"), UInt8(ascii: "&"):
            if let reference = reference(body, at: location) { nodes.append(.value(reference)) }
        default:
            if let reference = reference(Self.trimmed(content[...]), at: location) { nodes.append(.value(reference)) }
        }
    }

    /// `{{/name}}`: the innermost open section, named `name`, becomes one node after the nodes read before it.
    private mutating func closeSection(
        _ name: String,
        at location: SourceLocation,
        nodes: inout [TemplateNode],
        open: inout [OpenSection]
    ) throws(Stop) {
        guard let innermost = open.popLast() else {
            throw stopping(
                .error(.templateSyntax, "'{{/\(name)}}' closes a section that was never opened", at: location)
            )
        }
        guard innermost.name == name else {
            throw stopping(
                .error(
                    .templateSyntax,
                    "'{{/\(name)}}' closes '\(name)', but the innermost open section is '\(innermost.name)'",
                    at: location,
                    notes: [
                        .init("'\(innermost.name)' is opened here", at: innermost.location),
                        .help("close '\(innermost.name)' with '{{/\(innermost.name)}}' first"),
                    ]
                )
            )
        }
        let section = innermost.reference.map { TemplateNode.section($0, inverted: innermost.inverted, body: nodes) }
        nodes = innermost.nodesBefore + (section.map { [$0] } ?? [])
    }

    /// Pragmas and template inheritance, which other Mustache implementations read and routegen does not.
    private mutating func unsupported(_ sigil: UInt8, at location: SourceLocation) -> Stop {
        guard sigil != UInt8(ascii: "%") else {
            return stopping(
                .error(
                    .templateSyntax,
                    "pragmas such as '{{% CONTENT_TYPE: TEXT}}' are not read: templates always render plain text",
                    at: location
                )
            )
        }
        return stopping(
            .error(
                .templateSyntax,
                "template inheritance ('{{<parent}}' and '{{$block}}') is not supported",
                at: location,
                notes: [.help("include a template with a partial, such as '{{> Members}}'")]
            )
        )
    }

    private static let standsAloneOnItsLine: Set<UInt8> = Set("#^/!>=".utf8)

    /// The problem that stops the parse comes first: names found wrong before it may only be wrong because of it.
    private mutating func stopping(_ diagnostic: Diagnostic) -> Stop {
        diagnostics.insert(diagnostic, at: 0)
        return Stop()
    }

    // MARK: - Tags

    /// The bytes between the delimiters, leading spaces dropped (so the sigil comes first), and where the tag ends.
    /// `{{{name}}}` is read as `{name`, closed by the third brace.
    private mutating func tagContent(at tagStart: Int, location: SourceLocation) throws(Stop) -> (
        ArraySlice<UInt8>, Int
    ) {
        let contentStart = tagStart + opening.count
        let isTriple = opening == Array("{{".utf8) && bytes.dropFirst(contentStart).first == UInt8(ascii: "{")
        let closer = isTriple ? [UInt8(ascii: "}")] + closing : closing
        guard let contentEnd = firstIndex(of: closer, from: contentStart + (isTriple ? 1 : 0)) else {
            throw stopping(
                .error(
                    .templateSyntax,
                    "this tag is never closed with '\(String(decoding: closer, as: UTF8.self))'",
                    at: location
                )
            )
        }
        let content = bytes[contentStart..<contentEnd].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return (content, contentEnd + closer.count)
    }

    /// `{{=<% %>=}}`: the new opening and closing delimiters, separated by spaces and free of `=`.
    private mutating func changeDelimiters(_ content: ArraySlice<UInt8>, at location: SourceLocation) throws(Stop) {
        let inner = content.dropFirst()
        let parts = inner.last == UInt8(ascii: "=") ? inner.dropLast().split(whereSeparator: Self.isSpace) : []
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw stopping(.error(.templateSyntax, "a delimiter change must look like '{{=<% %>=}}'", at: location))
        }
        opening = Array(parts[0])
        closing = Array(parts[1])
    }

    /// What a tag's name reads: `.`, `name`, `rootEnum.typeName`, or transforms around one of those or around
    /// nothing (`last()`); nil after recording the problem. Read as bytes: every tag of every template passes here.
    private mutating func reference(_ name: ArraySlice<UInt8>, at location: SourceLocation) -> TemplateReference? {
        var transforms: [TemplateTransform] = []
        var inner = Self.trimmed(name)
        while let open = inner.firstIndex(of: UInt8(ascii: "(")), inner.last == UInt8(ascii: ")") {
            let transform = String(decoding: Self.trimmed(inner[..<open]), as: UTF8.self)
            guard let known = TemplateTransform(rawValue: transform) else {
                let hint = Spelling.hint(for: transform, among: TemplateTransform.allCases.map(\.rawValue))
                diagnostics.append(
                    .error(
                        .unknownTemplateName,
                        "the template applies '\(transform)', which is not a Mustache transform\(hint)",
                        at: location
                    )
                )
                return nil
            }
            transforms.append(known)
            inner = Self.trimmed(inner[(open + 1)..<(inner.endIndex - 1)])
        }
        if inner.isEmpty {
            guard !transforms.isEmpty else {
                diagnostics.append(
                    .error(
                        .templateSyntax,
                        "this tag names nothing: write a name from the view model, such as '{{enumName}}'",
                        at: location
                    )
                )
                return nil
            }
            return TemplateReference(subject: .position, transforms: transforms)
        }
        if inner.elementsEqual(CollectionOfOne(UInt8(ascii: "."))) {
            return TemplateReference(subject: .current, transforms: transforms)
        }
        let parts = inner.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        var keys: [TemplateKey] = []
        for part in parts.map({ String(decoding: $0, as: UTF8.self) }) {
            if let key = TemplateKey(rawValue: part) {
                keys.append(key)
            } else {
                let hint = Spelling.hint(for: part, among: TemplateKey.allCases.map(\.rawValue))
                diagnostics.append(
                    .error(
                        .unknownTemplateName,
                        "the template looks up '\(part)', which routegen does not provide\(hint)",
                        at: location
                    )
                )
            }
        }
        return keys.count == parts.count ? TemplateReference(subject: .keys(keys), transforms: transforms) : nil
    }

    // MARK: - Lines and positions

    /// Where the line after a tag continues, when the tag is the only thing on its line besides spaces; nil when it
    /// shares the line with text or another tag.
    private func standaloneLineEnd(tagStart: Int, tagEnd: Int) -> Int? {
        guard !lineHasTag, bytes[lineStart..<tagStart].allSatisfy(Self.isSpace) else { return nil }
        var index = tagEnd
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == UInt8(ascii: "\n") { return index + 1 }
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
            return index + 2
        }
        return nil
    }

    /// A control byte that the layout pass reads as a break mark (`LayoutMark`) has no place in template text.
    private mutating func layoutMarkProblem() -> Diagnostic? {
        guard let index = bytes.firstIndex(where: LayoutMark.isMark) else { return nil }
        advanceLines(to: index, from: 0)
        let code = String(bytes[index], radix: 16, uppercase: true)
        return .error(
            .templateSyntax,
            "control character U+000\(code) in template text; write it as an escape in the generated code",
            at: SourceLocation(file: file, line: lineNumber, column: column(of: index))
        )
    }

    /// Counts the line breaks in `start..<end`, the text read since the last tag.
    private mutating func advanceLines(to end: Int, from start: Int) {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") {
                lineNumber += 1
                lineStart = index + 1
                lineHasTag = false
            }
            index += 1
        }
    }

    /// The 1-based column of `index`, counting characters rather than bytes.
    private func column(of index: Int) -> Int {
        1 + bytes[lineStart..<index].count(where: { $0 & 0b1100_0000 != 0b1000_0000 })
    }

    private func firstIndex(of delimiter: [UInt8], from start: Int) -> Int? {
        guard let first = delimiter.first, start + delimiter.count <= bytes.count else { return nil }
        var index = start
        while index + delimiter.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + delimiter.count].elementsEqual(delimiter) { return index }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
        return slice
    }
}
