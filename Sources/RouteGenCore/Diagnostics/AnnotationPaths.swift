/// How GitHub annotations name files. The runner attaches an annotation to a pull request's line only when its path
/// is relative to the workspace, and the build script names specs by absolute paths, so a path is made relative to the
/// workspace when the file is inside it, else to the current directory when inside that, else left as it is. The
/// caller hands in both folders, as absolute paths: the library reads no environment.
package struct AnnotationPaths: Sendable, Equatable {
    /// `GITHUB_WORKSPACE`, when it is set.
    package var workspace: String?
    /// The folder relative paths are relative to.
    package var currentDirectory: String?

    package init(workspace: String? = nil, currentDirectory: String? = nil) {
        self.workspace = workspace
        self.currentDirectory = currentDirectory
    }

    /// Every name as it is given.
    package static let asGiven = AnnotationPaths()

    /// `file` as the annotation names it. A name with a colon, such as `origin/main:Routes/app.yaml` for a spec at a
    /// git revision, names no file of the checkout and is left as it is.
    package func name(of file: String) -> String {
        guard !file.isEmpty, !file.contains(":") else { return file }
        let absolute: [Substring]
        if file.hasPrefix("/") {
            absolute = Self.components(file)
        } else if let currentDirectory, currentDirectory.hasPrefix("/") {
            absolute = Self.components(currentDirectory + "/" + file)
        } else {
            return file
        }
        for folder in [workspace, currentDirectory].compactMap({ $0 }) where folder.hasPrefix("/") {
            let base = Self.components(folder)
            if absolute.count > base.count, absolute.starts(with: base) {
                return absolute.dropFirst(base.count).joined(separator: "/")
            }
        }
        return file
    }

    /// The folders of an absolute path, with `.` and `..` resolved as written.
    private static func components(_ path: String) -> [Substring] {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return components
    }
}
