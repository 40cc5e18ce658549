/// What libyaml said when it stopped reading, in plain values, so that explaining it needs no libyaml types.
struct YAMLSyntaxProblem {
    /// libyaml's words, such as "did not find expected key".
    var problem: String
    /// Where libyaml stopped, already moved back onto a line that exists.
    var problemPlace: SourceLocation
    /// What libyaml was reading, such as "while parsing a flow sequence".
    var context: String?
    /// Where that construct starts: the opening quote or bracket, or the first key of a mapping.
    var contextPlace: SourceLocation?
}

/// Turns libyaml's syntax errors into diagnostics at the place a person would fix, with the hint the usual
/// mistakes need. libyaml reports where it gave up, which for an unclosed quote is the end of the file.
struct YAMLSyntaxDiagnosis {
    let lines: SourceLines
    /// The keys of an entry that a name introduces, which tell a name (`profile:`) from a key under it (`path:`).
    let entryKeys: Set<String>

    func diagnostic(for problem: YAMLSyntaxProblem) -> Diagnostic {
        switch (problem.problem, problem.context) {
        case ("found unexpected end of stream", "while scanning a quoted scalar"),
            ("found unexpected document indicator", "while scanning a quoted scalar"):
            return unclosedQuote(problem)
        case (_, "while parsing a flow sequence"), (_, "while parsing a flow mapping"): return unclosedBracket(problem)
        case ("did not find expected key", "while parsing a block mapping"),
            ("did not find expected '-' indicator", "while parsing a block collection"):
            return misplacedLine(problem)
        case ("mapping values are not allowed in this context", _): return colonInValue(problem)
        case ("could not find expected ':'", "while scanning a simple key"): return keyWithoutColon(problem)
        case ("found unknown escape character", _): return unknownEscape(problem)
        case ("found character that cannot start any token", _): return unexpectedCharacter(problem)
        default: return libyamlWords(problem)
        }
    }

    // MARK: The usual mistakes

    private func unclosedQuote(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        guard let opening = problem.contextPlace else { return libyamlWords(problem) }
        let quote = character(at: opening) == "'" ? "\"'\"" : "'\"'"
        let reached = problem.problem.contains("document") ? "a '---' line" : "the end of the file"
        return .error(
            .yamlSyntax,
            "invalid YAML: the string opened with \(quote) here is never closed",
            at: opening,
            notes: [
                .init("libyaml reached \(reached) still inside the string", at: problem.problemPlace),
                .help(
                    "close the string with \(quote); a quoted string may span lines, so a missing quote takes in everything after it"
                ),
            ]
        )
    }

    private func unclosedBracket(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        guard let opening = problem.contextPlace else { return libyamlWords(problem) }
        let isList = problem.context == "while parsing a flow sequence"
        let (open, close) = isList ? ("[", "]") : ("{", "}")
        let what = isList ? "list" : "mapping"
        let layout = isList ? "or write the items one per line as '- item'" : "or write one 'key: value' per line"
        return .error(
            .yamlSyntax,
            "invalid YAML: the \(what) opened with '\(open)' here is not closed",
            at: opening,
            notes: [
                .init("libyaml expected ',' or '\(close)' here", at: problem.problemPlace),
                .help("separate the items with ',' and end the \(what) with '\(close)', \(layout)"),
            ]
        )
    }

    /// A key or list item at an indentation that lines up with nothing above it.
    private func misplacedLine(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        let place = problem.problemPlace
        guard let text = lines[place.line], let token = Self.firstToken(of: text) else { return libyamlWords(problem) }
        let indentation = Self.indentation(of: text)
        let levels = enclosingLevels(above: place.line, indentation: indentation)
        let start = SourceLocation(file: place.file, line: place.line, column: indentation + 1)
        if let closing = token.unicodeScalars.first, "]}".unicodeScalars.contains(closing) {
            return .error(
                .yamlSyntax,
                "invalid YAML: '\(closing)' closes nothing",
                at: start,
                notes: [
                    .help(
                        "remove it, or open the \(closing == "]" ? "list with '['" : "mapping with '{'") where it starts"
                    )
                ]
            )
        }
        if let sibling = levels.first(where: { $0.indentation == indentation }) {
            if token.hasPrefix("- ") {
                return .error(
                    .yamlSyntax,
                    "invalid YAML: a list item among the keys of a mapping",
                    at: start,
                    notes: [
                        .help(
                            "'\(sibling.token)' (line \(sibling.line)) is a key at this indentation; a list goes under a key of its own, indented more, as 'key:' then '  - item'"
                        )
                    ]
                )
            }
            return .error(
                .yamlSyntax,
                "invalid YAML: '\(token)' is not a 'key: value' pair",
                at: start,
                notes: [
                    .help(
                        "the lines at this indentation are keys like '\(sibling.token)' (line \(sibling.line)): write '\(token): value'"
                    )
                ]
            )
        }
        guard !levels.isEmpty else { return libyamlWords(problem) }
        // A key of an entry goes beside the other keys of one, and a name beside the other names: the likelier
        // level comes first, so that the help's first choice is the fix.
        let isEntryKey = entryKeys.contains(token)
        let nearest = levels.prefix(2)
        let candidates =
            nearest.filter { entryKeys.contains($0.token) == isEntryKey }
            + nearest.filter { entryKeys.contains($0.token) != isEntryKey }
        let choices = candidates.map {
            "\(Self.spaces($0.indentation)) to put it beside '\($0.token)' (line \($0.line))"
        }
        return .error(
            .yamlSyntax,
            "invalid YAML: '\(token)' is indented \(Self.spaces(indentation)), which lines up with nothing above it",
            at: start,
            notes: [.help("YAML nests by indentation: indent it \(choices.joined(separator: ", or "))")]
        )
    }

    /// `: ` inside a plain value, a key indented under the previous key's value, or a key after a line that lacks
    /// its colon: libyaml reads that line and the next as one plain value and stops at the next line's colon.
    private func colonInValue(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        let place = problem.problemPlace
        guard let text = lines[place.line] else { return libyamlWords(problem) }
        let indentation = Self.indentation(of: text)
        let start = SourceLocation(file: place.file, line: place.line, column: indentation + 1)
        guard let key = Self.key(of: text), Self.columnAfterKey(in: text) == place.column else {
            // The colon is inside the value, which quoting keeps there.
            var notes: [Diagnostic.Note] = []
            if let key = Self.key(of: text), let value = Self.value(of: text) {
                notes.append(.help("quote the whole value: \(key): \(value.yamlDoubleQuoted)"))
            } else {
                notes.append(.help("quote the value that contains ': '"))
            }
            return .error(.yamlSyntax, "invalid YAML: a plain value cannot contain ': '", at: place, notes: notes)
        }
        // The lines above without a key are the start of the value this line's key was read into.
        var valueLines: [ContentLine] = []
        var above = previousContentLine(before: place.line)
        while let line = above, Self.key(of: line.text) == nil, !line.token.hasPrefix("- ") {
            valueLines.append(line)
            above = previousContentLine(before: line.line)
        }
        if let previous = above, previous.indentation < indentation, let previousKey = Self.key(of: previous.text),
            Self.hasPlainValue(previous.text)
        {
            return keyUnderValue(key, at: start, previous: previous, previousKey: previousKey)
        }
        if let first = valueLines.last { return keyWithoutColon(at: first, before: indentation, in: place.file) }
        // The colon ends this line's key, so quoting would not help; libyaml's words at least place the problem.
        return libyamlWords(problem)
    }

    /// `key` indented deeper than the plain value of the key on the line before it. Usually `key` is too deep; but
    /// when both are keys of an entry and the line before stands at the indentation of the names, beside a name
    /// with nothing under it, that line is the one too shallow.
    private func keyUnderValue(_ key: String, at start: SourceLocation, previous: ContentLine, previousKey: String)
        -> Diagnostic
    {
        let message =
            "invalid YAML: '\(key)' is indented more than '\(previousKey)' on line \(previous.line), so it reads as more of that value"
        let indentation = start.column - 1
        if entryKeys.contains(key), entryKeys.contains(previousKey),
            let name = previousContentLine(before: previous.line), name.indentation == previous.indentation,
            let nameKey = Self.key(of: name.text), !entryKeys.contains(nameKey), Self.value(of: name.text) == nil
        {
            let moved = SourceLocation(file: start.file, line: previous.line, column: previous.indentation + 1)
            return .error(
                .yamlSyntax,
                message,
                at: start,
                notes: [
                    .init(
                        "indent '\(previousKey)' \(Self.spaces(indentation)), like '\(key)', to put it under '\(nameKey)' (line \(name.line))",
                        at: moved,
                        kind: .help
                    )
                ]
            )
        }
        return .error(
            .yamlSyntax,
            message,
            at: start,
            notes: [
                .help(
                    "indent '\(key)' \(Self.spaces(previous.indentation)), like '\(previousKey)', to make it a key beside it"
                )
            ]
        )
    }

    private func keyWithoutColon(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        guard let start = problem.contextPlace, let text = lines[start.line],
            let token = Self.firstToken(of: String(text.unicodeScalars.dropFirst(start.column - 1)))
        else { return libyamlWords(problem) }
        let line = ContentLine(line: start.line, text: text, indentation: start.column - 1, token: token)
        return keyWithoutColon(at: line, before: nextContentLine(after: start.line)?.indentation, in: start.file)
    }

    /// A line such as `path /` or `schemes [myapp]` whose first word, from `line.indentation` on, is a key without
    /// its colon; `nextIndentation` is that of the line after it, which nests under it when it is deeper.
    private func keyWithoutColon(at line: ContentLine, before nextIndentation: Int?, in file: String) -> Diagnostic {
        let content = String(line.text.unicodeScalars.dropFirst(line.indentation)).trimming(" ")
        let word = String(content.prefix { $0 != " " })
        let rest = String(content.dropFirst(word.count)).trimming(" ")
        let fix: String
        if !rest.isEmpty {
            fix = "write '\(word): \(rest)'"
        } else if let nextIndentation, nextIndentation > line.indentation {
            fix = "write '\(word):', so that the lines indented under it are its value"
        } else {
            fix = "write '\(word): value', or remove the line"
        }
        let start = SourceLocation(file: file, line: line.line, column: line.indentation + 1)
        return .error(.yamlSyntax, "invalid YAML: '\(word)' is not followed by ':'", at: start, notes: [.help(fix)])
    }

    private func unknownEscape(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        let place = problem.problemPlace
        let escaped = character(at: place.advanced(by: 1)).map { "'\\\($0)' is" } ?? "this is"
        return .error(
            .yamlSyntax,
            "invalid YAML: \(escaped) not an escape sequence in a double-quoted string",
            at: place,
            notes: [
                .help(
                    "write '\\\\' for a backslash, or use single quotes, inside which a backslash is an ordinary character"
                )
            ]
        )
    }

    private func unexpectedCharacter(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        let place = problem.problemPlace
        guard let found = character(at: place) else { return libyamlWords(problem) }
        // The reader adds the note that tabs cannot indent.
        guard found != "\t" else { return libyamlWords(problem) }
        let value =
            lines[place.line].flatMap { Self.firstToken(of: String($0.unicodeScalars.dropFirst(place.column - 1))) }
            ?? found
        return .error(
            .yamlSyntax,
            "invalid YAML: a plain value cannot start with '\(found)'",
            at: place,
            notes: [.help("quote the value: \(value.yamlDoubleQuoted)")]
        )
    }

    /// Anything else: libyaml's own words, with the construct it was reading when it has a place.
    private func libyamlWords(_ problem: YAMLSyntaxProblem) -> Diagnostic {
        let message = ["invalid YAML:", problem.problem, problem.context].compactMap { $0 }.joined(separator: " ")
        var notes: [Diagnostic.Note] = []
        if let context = problem.context, let start = problem.contextPlace, start != problem.problemPlace {
            // "while parsing a block node" becomes "libyaml was parsing a block node".
            let reading = context.hasPrefix("while ") ? "libyaml was " + context.dropFirst("while ".count) : context
            notes.append(.init("\(reading) that starts here", at: start))
        }
        return .error(.yamlSyntax, message, at: problem.problemPlace, notes: notes)
    }

    // MARK: Reading lines

    private struct ContentLine {
        var line: Int
        var text: String
        var indentation: Int
        var token: String
    }

    /// The indentation of each mapping or list that encloses the given line, nearest first: each content line above
    /// that is indented less than every line between it and the given line.
    private func enclosingLevels(above line: Int, indentation: Int) -> [ContentLine] {
        var levels: [ContentLine] = []
        var bound = Int.max
        var number = line - 1
        while number >= 1, bound > 0 {
            if let content = contentLine(number), content.indentation < bound {
                levels.append(content)
                bound = content.indentation
            }
            number -= 1
        }
        return levels
    }

    private func nextContentLine(after line: Int) -> ContentLine? {
        var number = line + 1
        while lines[number] != nil {
            if let content = contentLine(number) { return content }
            number += 1
        }
        return nil
    }

    private func previousContentLine(before line: Int) -> ContentLine? {
        var number = line - 1
        while number >= 1 {
            if let content = contentLine(number) { return content }
            number -= 1
        }
        return nil
    }

    /// A line that holds more than blanks and a comment.
    private func contentLine(_ number: Int) -> ContentLine? {
        guard let text = lines[number], let token = Self.firstToken(of: text), !token.hasPrefix("#") else { return nil }
        return ContentLine(line: number, text: text, indentation: Self.indentation(of: text), token: token)
    }

    private func character(at place: SourceLocation) -> String? {
        guard let text = lines[place.line], place.column >= 1 else { return nil }
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.contains(place.column - 1) ? String(scalars[place.column - 1]) : nil
    }

    static func indentation(of text: String) -> Int { text.unicodeScalars.prefix { $0 == " " }.count }

    private static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    /// The line's first word as a person would name it: a key without its colon, or a list item with its dash.
    static func firstToken(of text: String) -> String? {
        let trimmed = text.trimming(" ")
        guard !trimmed.isEmpty else { return nil }
        let keyOrItem = trimmed.hasPrefix("- ") ? trimmed : (key(of: trimmed) ?? trimmed)
        let limit = 40
        return keyOrItem.count > limit ? String(keyOrItem.prefix(limit - 1)) + "…" : keyOrItem
    }

    /// The key of a `key: value` or `key:` line: the text before its first `: ` (or final `:`), when that is a plain key.
    static func key(of text: String) -> String? {
        guard let column = columnAfterKey(in: text) else { return nil }
        let key = String(text.unicodeScalars.prefix(column - 1)).trimming(" ")
        return key.isEmpty || key.hasPrefix("- ") || key.hasPrefix("#") ? nil : key
    }

    /// The 1-based column of the colon that ends the line's key.
    static func columnAfterKey(in text: String) -> Int? {
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices where scalars[index] == ":" {
            if index + 1 == scalars.count || scalars[index + 1] == " " { return index + 1 }
        }
        return nil
    }

    /// The text after the key's colon, without a trailing comment.
    static func value(of text: String) -> String? {
        guard let column = columnAfterKey(in: text) else { return nil }
        var scalars = Array(text.unicodeScalars.dropFirst(column))
        if let comment = scalars.indices.first(where: { scalars[$0] == "#" && $0 > 0 && scalars[$0 - 1] == " " }) {
            scalars.removeSubrange(comment...)
        }
        let value = String(String.UnicodeScalarView(scalars)).trimming(" ")
        return value.isEmpty ? nil : value
    }

    /// Whether the line is `key: value` with a plain (unquoted, not flow, not block) value that a deeper line would continue.
    static func hasPlainValue(_ text: String) -> Bool {
        guard let value = value(of: text), let first = value.unicodeScalars.first else { return false }
        return !"\"'[{|>&*!".unicodeScalars.contains(first)
    }
}
