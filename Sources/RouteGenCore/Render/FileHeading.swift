/// What every generated file starts with, and the names all of its template reads: the spec's name for the
/// "generated" line, the header comment lines, the access level and the route enum's name. The further files'
/// templates open it as the `heading` section for the first lines; each view answers its keys everywhere else too.
struct FileHeading: Sendable {
    /// The spec's file name, safe inside a comment.
    var specFileName: String
    var headerLines: [String]
    /// `"public "` or `""`.
    var access: String
    var enumName: String

    init(table: RouteTable, specFileName: String, options: RenderOptions) {
        self.specFileName = EscapedSwiftText.commentText(specFileName)
        headerLines = options.header.map(EscapedSwiftText.lineComment)
        access = table.access == .public ? "public " : ""
        enumName = table.enumName
    }
}

extension FileHeading: TemplateObject {
    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .specFileName: .text(specFileName)
        case .headerLines: .list(headerLines)
        case .access: .text(access)
        case .enumName: .text(enumName)
        default: nil
        }
    }
}
