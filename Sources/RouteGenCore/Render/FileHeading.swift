/// What every generated file starts with, and the names all of its template reads: the spec's name for the
/// "generated" line, the header comment lines, the access level and the route enum's name. The further files'
/// templates open it as the `heading` section for the first lines; each view answers its keys everywhere else too.
struct FileHeading: TemplateObject {
    /// The spec's file name, safe inside a comment.
    var specFileName: String
    var headerLines: [String]
    /// `"public "` or `""`.
    var access: String
    var enumName: String

    init(table: RouteTable, specFileName: String, options: RenderOptions) {
        self.specFileName = EscapedSwiftText.commentText(specFileName)
        // Kept as the user wrote them, where the layout would wrap a long comment line.
        let verbatim = String(UnicodeScalar(LayoutMark.verbatim.rawValue))
        headerLines = options.header.map { verbatim + EscapedSwiftText.lineComment($0) }
        access = table.isPublic ? "public " : ""
        enumName = table.enumName
    }
}
