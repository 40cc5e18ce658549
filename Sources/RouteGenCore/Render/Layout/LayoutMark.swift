/// The layout marks, one control byte each, that code carries from the view model through the templates to the
/// layout pass. No text of generated code contains these bytes: `EscapedSwiftText` writes every control character of
/// spec text as an escape, and `TemplateSet` refuses templates that contain them.
enum LayoutMark: UInt8 {
    /// A space when its group prints on one line, else a line break.
    case line = 1
    /// Nothing when its group prints on one line, else a line break.
    case softLine
    /// Line breaks up to `nestEnd` indent one level deeper.
    case nestStart
    case nestEnd
    /// Code that prints on one line when it fits, and otherwise breaks at each of its own break points.
    case groupStart
    case groupEnd
    /// Line breaks up to `alignEnd` continue at the column where `alignStart` stands: clauses under the first.
    case alignStart
    case alignEnd
    /// Anywhere on a line: the line is the user's own text (a `header:` line), written as it is, however long. Past
    /// the tab and the line breaks, which are text.
    case verbatim = 14

    static func isMark(_ byte: UInt8) -> Bool {
        (byte >= LayoutMark.line.rawValue && byte <= LayoutMark.alignEnd.rawValue)
            || byte == LayoutMark.verbatim.rawValue
    }
}
