/// Renders templates over a view model, by Mustache's rules: a name is looked up from the innermost context
/// outwards; a list section renders once per element, a true flag once, any other value once with the value as the
/// innermost context; an inverted section renders only for a missing value, false or an empty list.
struct TemplateRenderer: Sendable {
    private let program: TemplateProgram.Storage
    private var output: [UInt8] = []
    private var contexts: [TemplateValue] = []
    /// The place of the element being rendered in the innermost list section, for `first()`, `last()` and `index()`.
    private var position: TemplateListPosition?
    /// The spaces before the partials being rendered, put before each of their lines.
    private var indentation: [UInt8] = []
    private var atLineStart = true

    private init(program: TemplateProgram.Storage) { self.program = program }

    /// The UTF-8 text of the template called `name` over `view`; nothing when there is no such template.
    static func render(_ view: some TemplateObject, template name: String, templates: [String: Template]) -> [UInt8] {
        let program = TemplateProgram(templates)
        guard let entry = program.templates[name] else { return [] }
        return program.withStorage { storage in
            var renderer = TemplateRenderer(program: storage)
            renderer.contexts.append(.object(view))
            renderer.render(entry)
            return renderer.output
        }
    }

    private mutating func render(_ instructions: Range<Int>) {
        var index = instructions.lowerBound
        while index < instructions.upperBound {
            switch program.instructions[index] {
            case .text(let text):
                write(templateText: UnsafeBufferPointer(rebasing: program.bytes[text]))
                index += 1
            case .value(let reference):
                write(value: value(of: reference))
                index += 1
            case .section(let reference, let inverted, let bodyEnd):
                renderSection(index + 1..<bodyEnd, over: value(of: reference), inverted: inverted)
                index = bodyEnd
            case .partial(let partial, let partialIndentation):
                index += 1
                guard let partial else { continue }
                guard !partialIndentation.isEmpty else {
                    render(partial)
                    continue
                }
                let outer = indentation
                indentation += program.bytes[partialIndentation]
                render(partial)
                indentation = outer
            }
        }
    }

    private mutating func renderSection(_ body: Range<Int>, over value: TemplateValue?, inverted: Bool) {
        if inverted {
            if Self.isEmpty(value) { render(body) }
            return
        }
        switch value {
        case nil, .flag(false): break
        case .flag(true): render(body)
        case .list(let elements):
            if elements.count >= Parallel.serialMapLimit, renderConcurrently(body, over: elements) { return }
            let outerPosition = position
            for index in 0..<elements.count {
                position = TemplateListPosition(index: index, count: elements.count)
                renderInContext(body, elements.element(index))
            }
            position = outerPosition
        case .some(let value): renderInContext(body, value)
        }
    }

    /// Renders runs of neighbouring elements, each run with its own renderer on whichever core is free, then joins
    /// their text in order. Each run is rendered as if the one before it left the line where the section found it,
    /// which runs ending in a line break do; false, and nothing rendered, when a run did not.
    private mutating func renderConcurrently(_ body: Range<Int>, over elements: TemplateList) -> Bool {
        // Each run's renderer starts from this one's state without its text, so that joining the pieces below
        // appends to a text no other renderer shares.
        var start = self
        start.output = []
        let pieces = Parallel.mapRuns(count: elements.count) { [start] run in
            var renderer = start
            for index in run {
                renderer.position = TemplateListPosition(index: index, count: elements.count)
                renderer.renderInContext(body, elements.element(index))
            }
            return (output: renderer.output, endsAtLineStart: renderer.atLineStart)
        }
        guard pieces.dropLast().allSatisfy({ $0.endsAtLineStart == atLineStart }) else { return false }
        output.reserveCapacity(output.count + pieces.reduce(0) { $0 + $1.output.count })
        for piece in pieces { output += piece.output }
        atLineStart = pieces.last?.endsAtLineStart ?? atLineStart
        return true
    }

    private mutating func renderInContext(_ body: Range<Int>, _ context: TemplateValue) {
        contexts.append(context)
        render(body)
        contexts.removeLast()
    }

    private static func isEmpty(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .flag(false): return true
        case .list(let elements): return elements.isEmpty
        default: return false
        }
    }

    // MARK: - Looking up

    private func value(of referenceIndex: Int) -> TemplateValue? {
        let reference = program.references[referenceIndex]
        if reference.transforms.isEmpty, case .keys(let keys) = reference.subject { return lookUp(keys) }
        var transforms = reference.transforms
        var value: TemplateValue?
        switch reference.subject {
        case .current: value = contexts.last
        case .position:
            guard let position, let innermost = transforms.popLast() else { return nil }
            value = program.transforms[innermost].apply(to: position)
        case .keys(let keys): value = lookUp(keys)
        }
        while let transform = transforms.popLast() {
            guard let current = value else { return nil }
            value = program.transforms[transform].apply(to: current)
        }
        return value
    }

    /// The first key in the innermost context that has it; the other keys inside the value found, and nowhere else.
    private func lookUp(_ keys: Range<Int>) -> TemplateValue? {
        guard let first = keys.first.map({ program.keys[$0] }) else { return nil }
        for index in contexts.indices.reversed() {
            guard case .object(let object) = contexts[index], var value = object.value(for: first) else { continue }
            for key in keys.dropFirst() {
                guard case .object(let inner) = value, let next = inner.value(for: program.keys[key]) else {
                    return nil
                }
                value = next
            }
            return value
        }
        return nil
    }

    // MARK: - Writing

    /// The template's own text; inside an indented partial, each of its lines starts with the indentation. The text
    /// is borrowed from the program's storage (`TemplateProgram.Storage`), read where it lies.
    private mutating func write(templateText text: UnsafeBufferPointer<UInt8>) {
        guard let lastByte = text.last else { return }
        guard !indentation.isEmpty else {
            output += text
            atLineStart = lastByte == Self.newline
            return
        }
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: Self.newline) ?? text.count
            if lineEnd > lineStart, atLineStart { output += indentation }
            output += UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
            atLineStart = lineEnd < text.count
            if atLineStart { output.append(Self.newline) }
            lineStart = lineEnd + 1
        }
    }

    /// A value as text: indented when it starts a line of an indented partial; its own line breaks are kept as they
    /// are. Lists and objects have no text.
    private mutating func write(value: TemplateValue?) {
        switch value {
        case .text(let text): write(value: text)
        case .flag(let flag): write(value: flag ? "true" : "false")
        case .number(let number): write(value: String(number))
        case nil, .list, .object: break
        }
    }

    private mutating func write(value text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let lastByte = bytes.last else { return }
            if atLineStart, !indentation.isEmpty { output += indentation }
            output.append(contentsOf: bytes)
            atLineStart = lastByte == Self.newline
        }
    }

    private static let newline = UInt8(ascii: "\n")
}
