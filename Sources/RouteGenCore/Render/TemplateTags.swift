/// The `{{…}}` tags of a template with their places, for the checks that run before swift-mustache parses it and
/// can therefore say where a problem starts rather than where parsing gave up.
struct TemplateTag {
    /// The text between the braces, such as `#cases` or `{name}`.
    var text: Substring
    var location: SourceLocation

    /// Every tag up to the first delimiter change, after which `{{` no longer opens a tag; a `{{` without its `}}`
    /// ends the scan with that place in `unclosedAt`.
    static func scan(_ source: TemplateSource) -> (tags: [TemplateTag], unclosedAt: SourceLocation?) {
        var tags: [TemplateTag] = []
        var line = 1, column = 1
        var rest = Substring(source.text)
        while let open = rest.range(of: "{{") {
            advance(&line, &column, over: rest[..<open.lowerBound])
            let location = SourceLocation(file: source.path, line: line, column: column)
            guard let close = rest[open.upperBound...].range(of: "}}") else { return (tags, location) }
            let text = rest[open.upperBound..<close.lowerBound]
            if text.hasPrefix("=") { break }
            // `{{{name}}}` closes with three braces; the third belongs to the tag.
            let end = text.hasPrefix("{") && rest[close.upperBound...].hasPrefix("}") ? rest.index(after: close.upperBound) : close.upperBound
            tags.append(TemplateTag(text: rest[open.upperBound..<rest.index(end, offsetBy: -2)], location: location))
            advance(&line, &column, over: rest[open.lowerBound..<end])
            rest = rest[end...]
        }
        return (tags, nil)
    }

    private static func advance(_ line: inout Int, _ column: inout Int, over text: Substring) {
        for character in text {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }
}

/// Sections opened and closed in the right order, each error at the tag to fix.
enum TemplateSections {
    static func problems(in source: TemplateSource) -> [Diagnostic] {
        let (tags, unclosedAt) = TemplateTag.scan(source)
        if let unclosedAt {
            return [.error("this tag is never closed with '}}'", at: unclosedAt)]
        }
        var open: [(name: String, tag: TemplateTag)] = []
        for tag in tags {
            guard let sigil = tag.text.first else { continue }
            let name = tag.text.dropFirst().trimming(" \t")
            if "#^$<".contains(sigil) {
                open.append((name, tag))
            } else if sigil == "/" {
                guard let innermost = open.popLast() else {
                    return [.error("'{{/\(name)}}' closes a section that was never opened", at: tag.location)]
                }
                guard innermost.name == name else {
                    return [.error("'{{/\(name)}}' closes '\(name)', but the innermost open section is '\(innermost.name)'",
                                   at: tag.location, notes: [.init("'\(innermost.name)' is opened here", at: innermost.tag.location),
                                                             .help("close '\(innermost.name)' with '{{/\(innermost.name)}}' first")])]
                }
            }
        }
        return open.last.map { innermost in
            [.error("section '\(innermost.name)' is never closed", at: innermost.tag.location,
                    notes: [.help("end it with '{{/\(innermost.name)}}'")])]
        } ?? []
    }
}
