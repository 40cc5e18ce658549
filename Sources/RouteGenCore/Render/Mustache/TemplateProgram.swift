/// The templates of a run flattened for rendering: every node of every template in one array of plain values, their
/// text in one byte array, partials resolved to the place of their template.
///
/// Parsed templates are trees of reference-counted nodes. Threads rendering runs of one list would all count
/// references to the same nodes, and the counts, shared between cores, cost more than the rendering itself. Nothing
/// here holds a reference, so reading an instruction is a plain load on any thread.
struct TemplateProgram {
    enum Instruction {
        /// Bytes of `bytes`.
        case text(Range<Int>)
        /// `references[reference]`, written out.
        case value(reference: Int)
        /// The body is the instructions after this one, up to `bodyEnd`.
        case section(reference: Int, inverted: Bool, bodyEnd: Int)
        /// The instructions of the included template, each of its lines led by `indentation` (bytes of `bytes`);
        /// nil for a template the run does not have, which renders nothing.
        case partial(Range<Int>?, indentation: Range<Int>)
    }

    /// What a tag reads, with its keys and transforms as ranges of `keys` and `transforms`.
    struct Reference {
        enum Subject {
            case current, position
            case keys(Range<Int>)
        }

        var subject: Subject
        /// Outermost first, as in `TemplateReference`.
        var transforms: Range<Int>
    }

    private(set) var instructions: [Instruction] = []
    private(set) var bytes: [UInt8] = []
    private(set) var references: [Reference] = []
    private(set) var keys: [TemplateKey] = []
    private(set) var transforms: [TemplateTransform] = []
    /// The instructions of each template, by name.
    private(set) var templates: [String: Range<Int>] = [:]

    init(_ parsed: [String: Template]) {
        // The name each partial instruction includes, until every template has its place.
        var partialNames: [Int: String] = [:]
        // Names in order, so that the same templates always make the same program.
        for (name, template) in parsed.sorted(by: { $0.key < $1.key }) {
            let start = instructions.count
            append(template.nodes, partialNames: &partialNames)
            templates[name] = start..<instructions.count
        }
        // A partial may name a template that comes later, or its own.
        for (index, name) in partialNames {
            guard case .partial(_, let indentation) = instructions[index] else { continue }
            instructions[index] = .partial(templates[name], indentation: indentation)
        }
    }

    private mutating func append(_ nodes: [TemplateNode], partialNames: inout [Int: String]) {
        for node in nodes {
            switch node {
            case .text(let text): instructions.append(.text(appendBytes(text)))
            case .value(let reference): instructions.append(.value(reference: append(reference)))
            case .section(let reference, let inverted, let body):
                let index = instructions.count
                let referenceIndex = append(reference)
                instructions.append(.section(reference: referenceIndex, inverted: inverted, bodyEnd: index + 1))
                append(body, partialNames: &partialNames)
                instructions[index] = .section(
                    reference: referenceIndex,
                    inverted: inverted,
                    bodyEnd: instructions.count
                )
            case .partial(let name, let indentation):
                partialNames[instructions.count] = name
                instructions.append(.partial(nil, indentation: appendBytes(indentation)))
            }
        }
    }

    private mutating func appendBytes(_ text: [UInt8]) -> Range<Int> {
        let start = bytes.count
        bytes += text
        return start..<bytes.count
    }

    private mutating func append(_ reference: TemplateReference) -> Int {
        let subject: Reference.Subject
        switch reference.subject {
        case .current: subject = .current
        case .position: subject = .position
        case .keys(let names):
            let start = keys.count
            keys += names
            subject = .keys(start..<keys.count)
        }
        let start = transforms.count
        transforms += reference.transforms
        references.append(Reference(subject: subject, transforms: start..<transforms.count))
        return references.count - 1
    }

    /// The program's arrays as `TemplateProgram.Storage`, for the time of `body`.
    func withStorage<Result>(_ body: (Storage) -> Result) -> Result {
        instructions.withUnsafeBufferPointer { instructions in
            bytes.withUnsafeBufferPointer { bytes in
                references.withUnsafeBufferPointer { references in
                    keys.withUnsafeBufferPointer { keys in
                        transforms.withUnsafeBufferPointer { transforms in
                            body(
                                Storage(
                                    instructions: instructions,
                                    bytes: bytes,
                                    references: references,
                                    keys: keys,
                                    transforms: transforms
                                )
                            )
                        }
                    }
                }
            }
        }
    }

    /// The arrays of a program as threads read them while it is kept alive: plain values, so that copying them into
    /// each thread's renderer counts no references.
    struct Storage: @unchecked Sendable {
        let instructions: UnsafeBufferPointer<Instruction>
        let bytes: UnsafeBufferPointer<UInt8>
        let references: UnsafeBufferPointer<Reference>
        let keys: UnsafeBufferPointer<TemplateKey>
        let transforms: UnsafeBufferPointer<TemplateTransform>
    }
}
