/// Path arithmetic for config entries, on strings only, so the core never touches the file system.
enum ConfigPaths {
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
}
