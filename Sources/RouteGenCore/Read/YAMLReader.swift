import CYAML

/// Turns YAML bytes into located nodes through libyaml's event API. The only file that sees libyaml.
///
/// libyaml accepts documents a route spec must not contain, so this reader rejects them itself: duplicate keys,
/// tags, more than one document, aliases beyond `limits.maximumAliases`, alias expansion past
/// `limits.maximumExpandedNodes` (the "billion laughs" bomb) and nesting past `limits.maximumDepth` (libyaml's
/// scanner is quadratic in flow depth, so reading stops at the limit instead of draining the stream).
package struct YAMLReader: Sendable {
    package struct Limits: Sendable {
        package var maximumDepth = 64
        package var maximumAliases = 100
        package var maximumExpandedNodes = 2_000_000

        package init() {}
    }

    /// What the file is, so that messages name it: "the spec is empty", "the config is empty".
    package struct Subject: Sendable {
        /// "spec": as in "the spec is not valid UTF-8".
        package var noun: String
        /// "route spec": as in "a route spec never needs that".
        package var fullName: String
        /// What an empty file should hold instead.
        package var expectedContent: String
        /// The keys of an entry that a name introduces (a route's `path`, `params`…), in the order messages list
        /// them: such a key at the indentation of the names beside it was meant to be indented under one of them.
        package var entryKeys: [String]

        package init(noun: String, fullName: String, expectedContent: String, entryKeys: [String] = []) {
            self.noun = noun
            self.fullName = fullName
            self.expectedContent = expectedContent
            self.entryKeys = entryKeys
        }

        package static let spec = Subject(
            noun: "spec",
            fullName: "route spec",
            expectedContent: "a mapping with 'version: 1' and 'routes'",
            entryKeys: SpecFormat.Route.names
        )
    }

    package var file: String
    package var limits: Limits
    package var subject: Subject
    /// Whether to note each plain scalar inside braces or brackets that holds a `?`: libyaml, like YAML 1.2, reads
    /// `{ type: Int? }` as meant, but YAML 1.1 tools such as yamllint and PyYAML end the scalar at the `?` and
    /// cannot read the file.
    package var notesQuestionMarksInFlow = false

    package init(file: String, limits: Limits = Limits(), subject: Subject = .spec) {
        self.file = file
        self.limits = limits
        self.subject = subject
    }

    /// The document's root node, or nil when no usable document could be read; the problems found are reported to
    /// `log`.
    package func read(_ bytes: [UInt8], reportingTo log: DiagnosticLog) -> YAMLNode? {
        let (root, diagnostics) = tree(of: bytes)
        log.report(contentsOf: diagnostics)
        return root
    }

    private func tree(of bytes: [UInt8]) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        // libyaml checks the encoding of every byte it reads, so a stream read to its end is valid UTF-8 and the
        // bytes are searched for an invalid sequence, to say where it is, only when reading stopped short. Bytes
        // that start like UTF-16, which libyaml would read as such, are never UTF-8.
        let startsLikeUTF16 = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
        if startsLikeUTF16, let problem = invalidUTF8(in: bytes) { return (nil, [problem]) }
        var builder = TreeBuilder(file: SourceLocation.File(file), limits: limits, subject: subject)
        builder.notesQuestionMarksInFlow = notesQuestionMarksInFlow
        // libyaml's C API: the parser reads the spec's bytes in place, lent by address, and lives at a fixed address
        // of its own.
        bytes.withUnsafeBufferPointer { buffer in
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                builder.fail(.yamlSyntax, "libyaml could not be initialized", at: builder.location(line: 0, column: 0))
                return
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count)
            let events = EventSource(parser: parser)
            var parseFailed = false
            var batch = EventBatch()
            defer { batch.release() }
            var hasMore = true
            while hasMore, !builder.isFinished {
                hasMore = events.fill(&batch)
                builder.consume(batch)
                // The parser's error comes after the batch's events, and only counts if they left reading unfinished.
                if batch.parseFailed && !builder.isFinished { parseFailed = true }
            }
            if parseFailed {
                builder.fail(parserDiagnostic(parser.pointee, bytes: bytes))
                if let note = tabNote(parser.pointee, bytes: bytes) { builder.attachNote(note) }
            }
        }
        if !builder.readsWholeStream, let problem = invalidUTF8(in: bytes) { return (nil, [problem]) }
        var result = builder.result()
        // A document of only `---` has an empty root that libyaml places past the last line; editors can only
        // show lines that exist.
        if var root = result.root, root.isNull {
            root.location = min(root.location, TextPosition.location(ofByteOffset: bytes.count, in: bytes, file: file))
            result.root = root
        }
        return result
    }

    private func invalidUTF8(in bytes: [UInt8]) -> Diagnostic? {
        guard let problem = UTF8Validation.firstInvalidSequence(in: bytes) else { return nil }
        let location = TextPosition.location(ofByteOffset: problem, in: bytes, file: file)
        return .error(.invalidUTF8, "the \(subject.noun) is not valid UTF-8 (invalid byte sequence)", at: location)
    }

    private func parserDiagnostic(_ parser: yaml_parser_t, bytes: [UInt8]) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        // Reader errors carry a wrong mark; only the byte offset is right for them.
        if parser.error == YAML_READER_ERROR {
            return .error(
                .yamlSyntax,
                "invalid YAML: \(problem)",
                at: TextPosition.location(ofByteOffset: Int(parser.problem_offset), in: bytes, file: file)
            )
        }
        let context = parser.context.map { String(cString: $0) }
        return YAMLSyntaxDiagnosis(lines: SourceLines(bytes), entryKeys: Set(subject.entryKeys))
            .diagnostic(
                for: YAMLSyntaxProblem(
                    problem: problem,
                    problemPlace: place(of: parser.problem_mark, in: bytes),
                    context: context,
                    contextPlace: context == nil ? nil : place(of: parser.context_mark, in: bytes)
                )
            )
    }

    /// At the end of input libyaml may point past the last line; editors can only show lines that exist.
    private func place(of mark: yaml_mark_t, in bytes: [UInt8]) -> SourceLocation {
        let reported = SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        return min(reported, TextPosition.location(ofByteOffset: bytes.count, in: bytes, file: file))
    }

    private func tabNote(_ parser: yaml_parser_t, bytes: [UInt8]) -> Diagnostic.Note? {
        // libyaml's mark index counts characters, not bytes.
        let offset = TextPosition.byteOffset(ofCharacter: Int(parser.problem_mark.index), in: bytes)
        guard parser.error == YAML_SCANNER_ERROR, offset < bytes.count, bytes[offset] == UInt8(ascii: "\t") else {
            return nil
        }
        return .help("YAML does not allow tabs for indentation; indent with spaces")
    }
}

/// Events parsed ahead of the tree builder, a batch at a time, deleted when the batch is refilled.
private struct EventBatch {
    static let capacity = 1024

    // libyaml writes each event into memory the caller provides; one block, reused for every batch.
    let events = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: capacity)
    var count = 0
    /// Whether libyaml failed after the batch's events; the parser holds the reason.
    var parseFailed = false

    mutating func clear() {
        for index in 0..<count { yaml_event_delete(events + index) }
        count = 0
    }

    mutating func release() {
        clear()
        events.deallocate()
    }
}

/// The parser, filling batches of events.
private struct EventSource {
    let parser: UnsafeMutablePointer<yaml_parser_t>

    /// Parses events into a batch, in place of those it held, until it is full; false when it holds the stream's
    /// last event or the parser failed.
    func fill(_ batch: inout EventBatch) -> Bool {
        batch.clear()
        while batch.count < EventBatch.capacity {
            guard yaml_parser_parse(parser, batch.events + batch.count) == 1 else {
                batch.parseFailed = true
                return false
            }
            batch.count += 1
            if batch.events[batch.count - 1].type == YAML_STREAM_END_EVENT { return false }
        }
        return true
    }
}

/// Builds nodes from events on an explicit stack, so deep input cannot overflow the call stack.
private struct TreeBuilder {
    /// A collection being read. Its items (or pairs) so far sit at the end of `openItems` (or `openPairs`) from
    /// `firstOpen` on, shared by all open collections, and are copied into an array of exactly their number when
    /// the collection ends: one allocation per collection instead of one per doubling.
    private struct Frame {
        let isMapping: Bool
        /// Written in braces or brackets rather than in block style.
        var isFlow = false
        let location: SourceLocation
        let anchor: String?
        let firstOpen: Int
        var pendingKey: YAMLNode?
        /// Where each of the first `indexedPairCount` keys was first written, for duplicate keys in constant time
        /// in large mappings; small ones are scanned, which spares most mappings a dictionary.
        var keyLocations: [String: SourceLocation] = [:]
        var indexedPairCount = 0
    }

    /// Mappings with fewer pairs than this look for an earlier key by scanning them.
    private static var scannedMappingSize: Int { 16 }

    let file: SourceLocation.File
    let limits: YAMLReader.Limits
    let subject: YAMLReader.Subject
    private var stack: [Frame] = []
    private var openItems: [YAMLNode] = []
    private var openPairs: [YAMLNode.Pair] = []
    private var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
    private var aliasCount = 0
    private var expandedNodes = 0
    private var documents = 0
    /// How many of the open collections are written in braces or brackets.
    private var flowDepth = 0
    var notesQuestionMarksInFlow = false
    private var root: YAMLNode?
    private var diagnostics: [Diagnostic] = []
    /// Set by errors that leave no usable tree; duplicate keys and tags leave one, so later stages can still
    /// report their own problems in the same run.
    private var hasFailed = false
    private(set) var isFinished = false
    /// Whether the stream's end was read without an error that stopped reading.
    var readsWholeStream: Bool { reachedStreamEnd && !hasFailed }
    private var reachedStreamEnd = false

    init(file: SourceLocation.File, limits: YAMLReader.Limits, subject: YAMLReader.Subject) {
        self.file = file
        self.limits = limits
        self.subject = subject
    }

    func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + 1, column: column + 1)
    }

    mutating func fail(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
        fail(.error(id, message, at: location))
    }

    mutating func fail(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        hasFailed = true
        isFinished = true
    }

    mutating func attachNote(_ note: Diagnostic.Note) {
        guard !diagnostics.isEmpty else { return }
        diagnostics[diagnostics.count - 1].notes.append(note)
    }

    func result() -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        if hasFailed { return (nil, diagnostics) }
        guard let root else {
            return (
                nil,
                [
                    .error(
                        .emptyDocument,
                        "the \(subject.noun) is empty; expected \(subject.expectedContent)",
                        at: location(line: 0, column: 0)
                    )
                ]
            )
        }
        return (root, diagnostics)
    }

    /// The batch's events in order, until reading is finished.
    mutating func consume(_ batch: EventBatch) {
        for index in 0..<batch.count where !isFinished { consume(batch.events[index]) }
    }

    mutating func consume(_ event: yaml_event_t) {
        let start = location(line: Int(event.start_mark.line), column: Int(event.start_mark.column))
        switch event.type {
        case YAML_STREAM_END_EVENT:
            isFinished = true
            reachedStreamEnd = true
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                fail(
                    .multipleDocuments,
                    "a \(subject.noun) holds exactly one YAML document; remove this second document",
                    at: start
                )
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            rejectTag(scalar.tag, at: start)
            let text = string(scalar.value, length: Int(scalar.length))
            let isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
            if notesQuestionMarksInFlow, flowDepth > 0, isPlain, text.utf8.contains(UInt8(ascii: "?")) {
                noteQuestionMarkInFlow(text, at: start)
            }
            add(YAMLNode(.scalar(text, isPlain: isPlain), at: start), weight: 1, anchor: optionalString(scalar.anchor))
        case YAML_ALIAS_EVENT: resolveAlias(optionalString(event.data.alias.anchor) ?? "", at: start)
        case YAML_SEQUENCE_START_EVENT:
            rejectTag(event.data.sequence_start.tag, at: start)
            push(
                Frame(
                    isMapping: false,
                    isFlow: event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE,
                    location: start,
                    anchor: optionalString(event.data.sequence_start.anchor),
                    firstOpen: openItems.count
                ),
                at: start
            )
        case YAML_MAPPING_START_EVENT:
            rejectTag(event.data.mapping_start.tag, at: start)
            push(
                Frame(
                    isMapping: true,
                    isFlow: event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE,
                    location: start,
                    anchor: optionalString(event.data.mapping_start.anchor),
                    firstOpen: openPairs.count
                ),
                at: start
            )
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: pop()
        default: break
        }
    }

    private mutating func push(_ frame: Frame, at location: SourceLocation) {
        guard stack.count < limits.maximumDepth else {
            fail(
                .yamlLimit,
                "nesting is deeper than \(limits.maximumDepth) levels; a \(subject.fullName) never needs that",
                at: location
            )
            return
        }
        stack.append(frame)
        if frame.isFlow { flowDepth += 1 }
    }

    private mutating func pop() {
        guard let frame = stack.popLast() else { return }
        if frame.isFlow { flowDepth -= 1 }
        let content: YAMLNode.Content =
            frame.isMapping
            ? .mapping(openPairs.removeSuffix(from: frame.firstOpen))
            : .sequence(openItems.removeSuffix(from: frame.firstOpen))
        add(YAMLNode(content, at: frame.location), weight: 1, anchor: frame.anchor)
    }

    /// A type such as `Int?` can say `optional: true` instead; anything else, such as a link with a query, moves
    /// out of the braces.
    private mutating func noteQuestionMarkInFlow(_ text: String, at location: SourceLocation) {
        let isOptionalType = text.hasSuffix("?") && !text.dropLast().contains { "?/:".contains($0) }
        let fix =
            isOptionalType
            ? "inside braces, write 'optional: true' beside the type instead, or '\(text)' in block style, on a line of its own"
            : "write it in block style, on a line of its own"
        diagnostics.append(
            .note(
                .questionMarkInFlow,
                "YAML 1.1 tools such as yamllint and PyYAML cannot read '\(text)' inside braces or brackets: they end a plain value at '?'",
                at: location,
                notes: [.help(fix + " (docs/spec-format.md, \"YAML 1.1 tools and '?' in braces\")")]
            )
        )
    }

    private mutating func resolveAlias(_ name: String, at location: SourceLocation) {
        aliasCount += 1
        guard aliasCount <= limits.maximumAliases else {
            fail(
                .yamlLimit,
                "more than \(limits.maximumAliases) aliases; a \(subject.noun) may reuse anchors only a few times",
                at: location
            )
            return
        }
        guard let anchored = anchors[name] else {
            fail(.undefinedAlias, "alias '*\(name)' refers to no anchor defined before it", at: location)
            return
        }
        add(anchored.node, weight: anchored.weight, anchor: nil, at: location)
    }

    /// `weight` counts the nodes a reader of the tree walks through, aliases expanded; `location` is where the node is
    /// written, which for an alias is the alias rather than its anchor.
    private mutating func add(_ node: YAMLNode, weight: Int, anchor: String?, at location: SourceLocation? = nil) {
        expandedNodes += weight
        guard expandedNodes <= limits.maximumExpandedNodes else {
            fail(
                .yamlLimit,
                "aliases expand to more than \(limits.maximumExpandedNodes) nodes",
                at: location ?? node.location
            )
            return
        }
        if let anchor { anchors[anchor] = (node, subtreeWeight(node)) }
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            openItems.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            openPairs.append(YAMLNode.Pair(key: key, value: node))
            stack[top].pendingKey = nil
        } else {
            checkKey(node, inFrame: top)
            stack[top].pendingKey = node
        }
    }

    private mutating func checkKey(_ key: YAMLNode, inFrame index: Int) {
        guard case .scalar(let text, _) = key.content else {
            diagnostics.append(
                .error(
                    .nonStringKey,
                    "mapping keys must be plain strings, found \(key.kindDescription)",
                    at: key.location
                )
            )
            return
        }
        if let first = firstLocation(ofKey: text, inFrame: index) {
            diagnostics.append(
                .error(
                    .duplicateKey,
                    "duplicate key '\(text)'",
                    at: key.location,
                    notes: [.init("'\(text)' is first defined here", at: first)]
                )
            )
        }
    }

    /// Where `text` is first written as a key of the mapping read in frame `index`, if it is.
    private mutating func firstLocation(ofKey text: String, inFrame index: Int) -> SourceLocation? {
        let first = stack[index].firstOpen
        if openPairs.count - first < Self.scannedMappingSize {
            for pair in openPairs[first...] {
                if case .scalar(let keyText, _) = pair.key.content, keyText == text { return pair.key.location }
            }
            return nil
        }
        while first + stack[index].indexedPairCount < openPairs.count {
            let key = openPairs[first + stack[index].indexedPairCount].key
            if case .scalar(let keyText, _) = key.content, stack[index].keyLocations[keyText] == nil {
                stack[index].keyLocations[keyText] = key.location
            }
            stack[index].indexedPairCount += 1
        }
        return stack[index].keyLocations[text]
    }

    private func subtreeWeight(_ node: YAMLNode) -> Int {
        switch node.content {
        case .scalar: return 1
        case .sequence(let items): return items.reduce(1) { $0 + subtreeWeight($1) }
        case .mapping(let pairs): return pairs.reduce(1) { $0 + subtreeWeight($1.key) + subtreeWeight($1.value) }
        }
    }

    // Tags and scalars arrive as libyaml's C strings, copied into Swift strings here and nowhere else.
    private mutating func rejectTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) {
        guard let tag = optionalString(tag) else { return }
        let coreSchema = "tag:yaml.org,2002:"
        let written = tag.hasPrefix(coreSchema) ? "!!" + tag.dropFirst(coreSchema.count) : tag
        diagnostics.append(
            .error(.yamlTag, "YAML tags are not supported (found '\(written)'); write the plain value", at: location)
        )
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Scalars carry an explicit length and may contain NUL, so they are not read as C strings.
    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }
}

private extension Array {
    /// Removes the elements from `start` on and returns them in an array of exactly their number.
    mutating func removeSuffix(from start: Int) -> [Element] {
        defer { removeSubrange(start...) }
        return Array(self[start...])
    }
}
