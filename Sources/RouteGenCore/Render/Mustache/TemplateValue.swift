/// What a key of the view model holds, as a template sees it.
enum TemplateValue: Sendable {
    /// Shown as it is: templates render plain text, never escaped.
    case text(String)
    /// Opens a section when true, an inverted section when false.
    case flag(Bool)
    /// A count or a position in a list, from a transform.
    case number(Int)
    /// A section renders once per element, with the element as the innermost context.
    case list(TemplateList)
    /// A section renders once with the object as the innermost context, where its keys are looked up first.
    case object(TemplateObjectKeys)

    static func list(_ lines: [String]) -> TemplateValue {
        .list(TemplateList(count: lines.count) { .text(lines[$0]) })
    }

    /// Each element reads its keys from the list's own array, where it is borrowed: wrapped as an object of its
    /// own, it would be copied, every field retained and later released, on each pass of a template over the list.
    static func list(_ objects: [some TemplateObject]) -> TemplateValue {
        .list(
            TemplateList(count: objects.count) { index in
                .object(TemplateObjectKeys { key in objects.withUnsafeBufferPointer { $0[index].value(for: key) } })
            }
        )
    }

    static func object(_ object: some TemplateObject) -> TemplateValue {
        .object(TemplateObjectKeys(lookUp: object.value(for:)))
    }

    static func object(_ object: (some TemplateObject)?) -> TemplateValue? { object.map { .object($0) } }
}

/// A list's elements, each made as a section reaches it: made up front, the elements of a long list would all be
/// wrapped, and later freed, on the thread that renders the section, before and after the threads that render
/// runs of it make use of them.
struct TemplateList: Sendable {
    let count: Int
    /// The element at an index in `0..<count`.
    let element: @Sendable (Int) -> TemplateValue

    var isEmpty: Bool { count == 0 }

    var reversed: TemplateList { TemplateList(count: count) { [self] in element(count - 1 - $0) } }
}

/// An object's keys, held as a function so that copying a value, which rendering does for every tag, costs one
/// reference count rather than a copy of the object.
struct TemplateObjectKeys: Sendable {
    let lookUp: @Sendable (TemplateKey) -> TemplateValue?

    func value(for key: TemplateKey) -> TemplateValue? { lookUp(key) }
}

/// A view model type whose properties templates read by key, without reflection. A view conforms where it is
/// declared; `Render/TemplateKeys.swift`, generated from its properties, answers the requirement.
protocol TemplateObject: Sendable {
    /// The value of `key`, or nil when this type has no such property (or it holds nil), so that the lookup goes on
    /// to the enclosing contexts as Mustache's does.
    func value(for key: TemplateKey) -> TemplateValue?
}
