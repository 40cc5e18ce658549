/// The names a template may look up: every property of the view model types in `FileView.swift`. A custom
/// template that names anything else would render nothing there, silently, so it is an error instead.
enum TemplateKeys {
    static let known: Set<String> = [
        // FileView
        "specFileName", "headerLines", "access", "enumName", "tabType", "navigationTypeName", "resolutionErrorTypeName",
        "destinationsProtocolName", "hasTabs", "rootEnum", "groupEnums", "levels", "destinationMethods", "matching",
        "support", "codableLevels",
        // TabTypeView
        "name", "cases",
        // EnumDeclarationView, CaseDeclarationView, EnumerationView, EnumerationCaseView
        "docLines", "parentTypeName", "typeName", "enumerations", "conformances", "declaration",
        // LevelMembersView, CaseMembersView
        "qualifiedTypeName", "linksNamespaceName", "hasWebURL", "isGroup", "pattern", "bindingPattern", "requiresAuth",
        "navigation", "destinationCall", "linkParts",
        // DestinationMethodView
        "signature",
        // MatchingView, BucketView, ShapeMatcherView
        "urlReaderNamespaceName", "linkPolicy", "foldsCase", "hasBuckets", "buckets", "hasOtherPaths", "otherPaths",
        "key", "caseName", "functionName", "shapes", "path", "condition", "valueBindings", "result",
        // SupportView
        "readerSource", "canonicalPrefix", "webURLPrefix", "readsQuery", "readsRequiredQuery", "codable",
        // CodableLevelView
        "typeNameLiteral", "isRoot", "rootPattern", "rootValue",
    ]

    /// swift-mustache's transforms, written `{{uppercase(name)}}`; with no argument, `{{#last()}}` asks about the
    /// position in the list being rendered.
    static let transforms: Set<String> = [
        "capitalized", "lowercase", "uppercase", "reversed", "equalzero", "plusone", "minusone", "odd", "even", "first",
        "last", "count", "empty", "sorted", "enumerated", "index",
    ]

    /// An error for each tag in `source` that looks up a name the view model does not have.
    static func unknownNames(in source: TemplateSource) -> [Diagnostic] {
        TemplateTag.scan(source).tags.flatMap { tag in
            lookedUpName(in: tag.text).map { problems(with: $0, at: tag.location) } ?? []
        }
    }

    private static func problems(with name: String, at location: SourceLocation) -> [Diagnostic] {
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            let transform = String(name[..<open])
            let argument = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            guard transforms.contains(transform) else {
                let hint = Spelling.hint(for: transform, among: transforms.sorted())
                return [.error("the template applies '\(transform)', which is not a Mustache transform\(hint)", at: location)]
            }
            return argument.isEmpty ? [] : problems(with: argument, at: location)
        }
        return name.split(separator: ".").filter { !known.contains(String($0)) }.map { part in
            let hint = Spelling.hint(for: String(part), among: known.sorted())
            return .error("the template looks up '\(part)', which routegen does not provide\(hint)", at: location)
        }
    }

    /// The name a tag reads: `{{name}}`, `{{{name}}}`, `{{& name}}`, `{{#name}}`, `{{^name}}`, `{{/name}}`; nil for
    /// `{{.}}`, comments, partials and pragmas.
    private static func lookedUpName(in tag: Substring) -> String? {
        var text = tag
        if text.hasPrefix("{") { text = text.dropFirst() }
        if text.hasSuffix("}") { text = text.dropLast() }
        if let sigil = text.first, "!>%".contains(sigil) { return nil }
        if let sigil = text.first, "#^/&".contains(sigil) { text = text.dropFirst() }
        let name = text.trimming(" \t")
        return name.isEmpty || name == "." ? nil : name
    }
}
