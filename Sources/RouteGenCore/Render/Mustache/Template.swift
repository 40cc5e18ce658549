/// A parsed template: text, and tags that read the view model.
struct Template: Sendable { var nodes: [TemplateNode] }

indirect enum TemplateNode: Sendable {
    /// The template's own text, as UTF-8.
    case text([UInt8])
    /// `{{name}}`, `{{{name}}}` or `{{& name}}`: all three insert the value unescaped.
    case value(TemplateReference)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateReference, inverted: Bool, body: [TemplateNode])
    /// `{{> Name}}`, with the spaces before it when it stood alone on its line, which indent each of its lines.
    case partial(name: String, indentation: [UInt8])
}

/// What a tag reads: a value of the view model, or the position in the list being rendered, through transforms.
struct TemplateReference: Sendable {
    enum Subject: Sendable {
        /// `.`: the innermost context itself.
        case current
        /// An empty argument, as in `first()`: the place of the current element in the list being rendered.
        case position
        /// `name` or `rootEnum.typeName`: the first key is looked up from the innermost context outwards, the
        /// others inside the value found.
        case keys([TemplateKey])
    }

    var subject: Subject
    /// Outermost first: `uppercased(lowercased(name))` is `[.uppercased, .lowercased]`.
    var transforms: [TemplateTransform]
}
