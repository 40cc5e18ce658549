import RouteGenCore

/// A spec that `check` reads, and the app's files that must register its links.
struct SpecToCheck {
    var path: String
    /// Where a config names the spec; nil for a spec named on the command line.
    var reference: SourceLocation?
    /// Each file's path, with the config line that names it.
    var infoPlist: (path: String, reference: SourceLocation?)?
    var entitlements: (path: String, reference: SourceLocation?)?
    var handledElsewhere: [String]
}

/// An Info.plist or entitlements file, checked once against every spec that names it: an app's specs together handle
/// its links, so a scheme the file registers draws a warning only when none of them handles it.
struct AppRegistrationFile {
    var kind: RegistrationFile
    var path: String
    /// The first config line that names the file; nil when the command line does.
    var reference: SourceLocation?
    /// Indices, into the checked specs, of the specs that name the file.
    var specIndices: [Int] = []
    var handledElsewhere: [String] = []

    /// The files the specs name, each once, in the order first named.
    static func files(of specs: [SpecToCheck]) -> [AppRegistrationFile] {
        var files: [AppRegistrationFile] = []
        for (index, spec) in specs.enumerated() {
            for (kind, named) in [(RegistrationFile.infoPlist, spec.infoPlist), (.entitlements, spec.entitlements)] {
                guard let named else { continue }
                let existing = files.firstIndex { $0.kind == kind && $0.path == named.path }
                let position = existing ?? files.count
                if existing == nil {
                    files.append(AppRegistrationFile(kind: kind, path: named.path, reference: named.reference))
                }
                files[position].specIndices.append(index)
                files[position].handledElsewhere += spec.handledElsewhere
            }
        }
        return files
    }

    /// Reports what the file lacks or has in excess for the specs' `tables` (nil for a spec that could not be read);
    /// false when there is an error.
    func check(tables: [RouteTable?], io: FileSystem, options: RouteGenerator.Options) -> Bool {
        let what = kind == .infoPlist ? "Info.plist" : "entitlements file"
        guard let bytes = io.readInput(path, named: what, expecting: "a property list", namedAt: reference) else {
            return false
        }
        let requirements = RegistrationRequirements(
            tables: specIndices.compactMap { tables[$0] },
            specCount: specIndices.count
        )
        let diagnostics = options.reported(
            LinkRegistrationCheck.check(
                kind,
                bytes: bytes,
                path: path,
                requirements: requirements,
                handledElsewhere: handledElsewhere
            )
        )
        io.report(diagnostics)
        return !diagnostics.containsErrors
    }
}
