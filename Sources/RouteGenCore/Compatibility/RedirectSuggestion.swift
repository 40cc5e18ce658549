/// A redirect to add to the new spec, written as YAML, so that links of an earlier pattern open a route again: the
/// earlier pattern's path and value types, the route, and where each of its values comes from.
struct RedirectSuggestion {
    /// The entry under `redirects:`, each line indented by two spaces more than `redirects:`.
    let entry: [String]
    /// The spec it goes in.
    let home: RedirectHome

    /// The YAML a person pastes into the spec: the entry alone, indented to go under the spec's `redirects:` when it
    /// has one (a second `redirects:` would be a duplicate key), else with a `redirects:` of its own.
    func text(besideRedirects hasRedirects: Bool) -> String {
        ((hasRedirects ? [] : ["redirects:"]) + entry.map { "  " + $0 }).joined(separator: "\n")
    }

    /// A redirect from the pattern that took `judgement`'s link under the earlier spec to `target`, a route of the new
    /// spec, or nil when `target` needs a value the old links do not carry in a type it can take. `taken` holds the
    /// names already in use, and gets this one.
    static func make(
        for judgement: LinkJudgement,
        to target: Route,
        in home: RedirectHome,
        newCaseSensitive: Bool,
        taken: inout Set<String>
    ) -> RedirectSuggestion? {
        let pattern = judgement.oldPattern
        guard let path = home.path(of: pattern.declaration.path), home.takes(judgement.redirectOrigin) else {
            return nil
        }
        // In a feature's spec, the mount gives the tab a link names; the redirect neither declares nor passes it.
        let isOwnParameter = { (parameter: Parameter) in home == .comparedSpec || !parameter.holdsMountedTab }
        // The earlier link's value for each label of the route it opened: the pattern's own parameter directly, or
        // the one the earlier redirect read it from.
        var sources: [String: Int] = [:]
        switch pattern {
        case .redirect(let redirect):
            for (parameter, argument) in zip(redirect.target.route.parameters, redirect.target.arguments) {
                if case .parameter(let index) = argument { sources[parameter.label] = index }
            }
        case .route(let route):
            for (index, parameter) in route.parameters.enumerated() { sources[parameter.label] = index }
        }
        var declared = pattern.declaration.parameters
        var values: [(label: String, source: String)] = []
        var used: Set<Int> = []
        for parameter in target.parameters where isOwnParameter(parameter) {
            guard let index = sources[parameter.label] else {
                guard parameter.presence == .required else { continue }
                return nil
            }
            // A value the route checks against its constraints must have its type in the redirect.
            if !parameter.constraints.isEmpty || isEnumeration(parameter.type) { declared[index].type = parameter.type }
            guard
                RedirectBuilder.conversionProblem(from: declared[index], to: parameter, caseSensitive: newCaseSensitive)
                    == nil
            else {
                guard parameter.presence == .required else { continue }
                return nil
            }
            used.insert(index)
            if declared[index].name != parameter.label { values.append((parameter.label, declared[index].name)) }
        }
        var name: String
        switch pattern {
        case .route(let route): name = "old" + SwiftName.upperCamel(route.caseName)
        case .redirect(let redirect): name = redirect.declaration.name
        }
        if taken.contains(name) { name = (2...).lazy.map { "\(name)\($0)" }.first { !taken.contains($0) }! }
        taken.insert(name)

        var entry = ["\(name):", "  path: \(YAMLText.scalar(path))"]
        // An enum value that fills no enum of the route would be an error: the segment is read as text instead.
        let pathTypes = declared.enumerated()
            .filter { index, parameter in
                parameter.source == .segment && isOwnParameter(parameter)
                    && (used.contains(index) || !isEnumeration(parameter.type))
            }
            .compactMap { _, parameter in YAMLText.type(of: parameter).map { "\(parameter.name): \($0)" } }
        if !pathTypes.isEmpty { entry.append("  params: { \(pathTypes.joined(separator: ", ")) }") }
        let queryTypes = declared.enumerated().filter { index, parameter in parameter.isQuery && used.contains(index) }
            .map { _, parameter in "\(YAMLText.scalar(parameter.name)): \(YAMLText.type(of: parameter) ?? "String")" }
        if !queryTypes.isEmpty { entry.append("  query: { \(queryTypes.joined(separator: ", ")) }") }
        entry.append("  to: \(home.name(of: target))")
        if !values.isEmpty {
            entry.append(
                "  values: { \(values.map { "\($0.label): \(YAMLText.scalar($0.source))" }.joined(separator: ", ")) }"
            )
        }
        switch judgement.redirectOrigin {
        case .scheme(let scheme)?: entry.append("  schemes: [\(YAMLText.scalar(scheme))]")
        case .host(let host)?: entry.append("  hosts: [\(YAMLText.scalar(host))]")
        case nil: break
        }
        return RedirectSuggestion(entry: entry, home: home)
    }

    private static func isEnumeration(_ type: ValueType) -> Bool {
        if case .enumeration = type { return true }
        return false
    }
}

/// Spec text written for suggestions.
enum YAMLText {
    /// Plain when the text reads back as itself, double-quoted otherwise.
    static func scalar(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, !"-:?*".unicodeScalars.contains(first),
            text.unicodeScalars.allSatisfy(plainCharacters.contains), !["null", "Null", "NULL"].contains(text)
        else { return text.yamlDoubleQuoted }
        return text
    }

    private static let plainCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_.-:?*".unicodeScalars
    )

    /// How `params:` or `query:` declares the parameter, or nil for a path parameter that is text, which needs
    /// nothing, and for `**`, which takes no type.
    static func type(of parameter: Parameter) -> String? {
        let base: String
        switch parameter.type {
        case .string: base = "String"
        case .int: base = "Int"
        case .double: base = "Double"
        case .bool: base = "Bool"
        case .uuid: base = "UUID"
        case .stringList: return nil
        case .enumeration(let enumeration):
            var fields = ["enum: [\(enumeration.cases.map { scalar($0.rawValue) }.joined(separator: ", "))]"]
            switch parameter.presence {
            case .required: break
            case .optional: fields.append("optional: true")
            case .defaulted(let value): fields.append("default: \(scalar(value))")
            }
            return "{ \(fields.joined(separator: ", ")) }"
        }
        // Inside braces, `optional: true` rather than `Int?`: YAML 1.1 tools end a plain value at `?` there.
        switch parameter.presence {
        case .required: return parameter.isQuery || parameter.type != .string ? base : nil
        case .optional: return "{ type: \(base), optional: true }"
        case .defaulted(let value): return "{ type: \(base), default: \(scalar(value)) }"
        }
    }
}

/// Puts suggested redirects into a spec's text, under its `redirects:` or in a new one at its end, for checking
/// that the spec with them is valid and keeps the links.
enum SpecSplice {
    /// Nil when the spec's `redirects:` is written in a way the entries cannot be added to (in flow style).
    static func adding(_ suggestions: [RedirectSuggestion], to text: [UInt8]) -> [UInt8]? {
        guard !suggestions.isEmpty else { return text }
        var lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let entries = suggestions.flatMap(\.entry)
        guard let start = lines.firstIndex(where: isRedirectsKey) else {
            if lines.last == "" { lines.removeLast() }
            lines += ["redirects:"] + entries.map { "  " + $0 } + [""]
            return Array(lines.joined(separator: "\n").utf8)
        }
        let rest = lines[(start + 1)...]
        guard lines[start].trimmingTrailingComment() == "redirects:" else { return nil }
        let firstEntry = rest.first { !$0.trimming(" ").isEmpty && !$0.trimming(" ").hasPrefix("#") }
        let indent = firstEntry.map { $0.prefix { $0 == " " }.count }.flatMap { $0 > 0 ? $0 : nil } ?? 2
        lines.insert(contentsOf: entries.map { String(repeating: " ", count: indent) + $0 }, at: start + 1)
        return Array(lines.joined(separator: "\n").utf8)
    }

    private static func isRedirectsKey(_ line: String) -> Bool { line.hasPrefix("redirects:") }
}

extension String {
    /// The line without a `#` comment that follows white space, and without trailing spaces.
    fileprivate func trimmingTrailingComment() -> String {
        var text = Substring(self)
        if let hash = text.indices.first(where: {
            text[$0] == "#" && $0 > text.startIndex && text[text.index(before: $0)] == " "
        }) {
            text = text[..<hash]
        }
        while text.hasSuffix(" ") { text.removeLast() }
        return String(text)
    }
}
