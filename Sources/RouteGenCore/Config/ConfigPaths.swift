/// Path arithmetic for config entries, on strings only, so the core never touches the file system.
package enum ConfigPaths {
    /// The folder holding `path`: "" for a file in the working directory.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` as seen from the working directory, given that it is written relative to `folder`.
    /// Absolute paths stay as they are; a leading `./` is dropped so diagnostics read naturally.
    static func resolve(_ path: String, in folder: String) -> String {
        var relative = Substring(path)
        if relative.hasPrefix("/") { return path }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        if folder.isEmpty || folder == "." { return String(relative) }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// `path` with its `.` components dropped and each `..` taking away the component before it, by name:
    /// `Weather/routes.yaml` for `Routes/../Weather/routes.yaml`, as diagnostics and git name the file.
    package static func lexicallyNormal(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + components(path).joined(separator: "/")
    }

    /// The path of a spec that the spec at `appSpecPath` names as `spec`, relative to its own folder.
    package static func featureSpecPath(_ spec: String, beside appSpecPath: String) -> String {
        lexicallyNormal(resolve(spec, in: folder(of: appSpecPath)))
    }

    /// `target` as a path relative to `folder`, such as `../routegen-spec.schema.json`; both are absolute, and their
    /// `.` and `..` components are resolved by name, as a relative path in a file will be.
    static func relative(_ target: String, from folder: String) -> String {
        let targetParts = components(target)
        let folderParts = components(folder)
        let shared = zip(targetParts, folderParts).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: folderParts.count - shared) + targetParts[shared...])
            .joined(separator: "/")
    }

    /// The names of `path`'s components once `.` and `..` are resolved by name; a relative path keeps the `..` that
    /// lead out of its first folder, an absolute one stops at the root.
    private static func components(_ path: String) -> [Substring] {
        var result: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                if let last = result.last, last != ".." {
                    result.removeLast()
                } else if !path.hasPrefix("/") {
                    result.append(part)
                }
            default: result.append(part)
            }
        }
        return result
    }
}
