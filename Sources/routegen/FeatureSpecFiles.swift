#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import RouteGenCore

/// Where the feature specs an app spec mounts are read from: the file system for the spec as it is, and the same
/// place as the earlier app spec for `check --against`.
enum FeatureSpecFiles {
    static let onDisk: RouteGenerator.FeatureSpecReader = { spec, appSpecPath in
        let path = ConfigPaths.featureSpecPath(spec, beside: appSpecPath)
        guard let bytes = FileSystem.readFile(path) else {
            let reason = FileSystem.whyUnreadable(path, expecting: "a YAML file")
            return .failure(RouteGenerator.UnreadableSpec("'\(path)': \(reason)"))
        }
        return .success((bytes, path))
    }

    /// The feature specs of the earlier version: beside an earlier file, or at the same git revision, where the
    /// earlier app spec is named `REV:Routes/app.yaml` and a feature's spec `REV:Weather/routes.yaml`.
    static func earlier(_ earlier: EarlierSpec) -> RouteGenerator.FeatureSpecReader {
        guard case .revision(let revision) = earlier else { return onDisk }
        return { spec, appSpecPath in
            let appPath =
                appSpecPath.hasPrefix(revision + ":") ? String(appSpecPath.dropFirst(revision.count + 1)) : appSpecPath
            let path = ConfigPaths.featureSpecPath(spec, beside: appPath)
            switch EarlierSpec.revision(revision).read(for: path, namedAt: nil) {
            case .found(let bytes, let name): return .success((bytes, name))
            case .absent: return .failure(RouteGenerator.UnreadableSpec("'\(path)' did not exist at git:\(revision)"))
            case .failed(let problem): return .failure(RouteGenerator.UnreadableSpec(problem.message))
            }
        }
    }
}
