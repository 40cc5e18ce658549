/// What every generated file starts with, and the names all of its template reads: the spec's name and routegen's
/// version for the "generated" line, the header comment lines, the access level, the route enum's name and the
/// libraries' version markers. The further files'
/// templates open it as the `heading` section for the first lines; each view answers its keys everywhere else too.
struct FileHeading: TemplateObject {
    /// The spec's file name, safe inside a comment.
    var specFileName: String
    var headerLines: [String]
    /// `"public "` or `""`.
    var access: String
    var enumName: String

    /// The routegen release that wrote the file.
    var generatorVersion: String { RouteGenVersion.current }
    /// The `RouteURLReader` library's marker of the code this routegen generates, which a file that imports the
    /// library extends, so that it builds only against a library that accepts it.
    var urlReaderVersionMarker: String { GeneratedCodeVersionMarker.name(in: "RouteURLReader") }
    /// The same for the `RouteNavigation` library.
    var navigationVersionMarker: String { GeneratedCodeVersionMarker.name(in: "RouteNavigation") }

    init(table: RouteTable, specFileName: String, options: RenderOptions) {
        self.specFileName = EscapedSwiftText.commentText(specFileName)
        // Kept as the user wrote them, where the layout would wrap a long comment line.
        let verbatim = String(UnicodeScalar(LayoutMark.verbatim.rawValue))
        headerLines = options.header.map { verbatim + EscapedSwiftText.lineComment($0) }
        access = table.isPublic ? "public " : ""
        enumName = table.enumName
    }
}
