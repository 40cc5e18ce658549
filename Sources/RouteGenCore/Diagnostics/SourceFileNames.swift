import Dispatch

/// The process-wide table behind `SourceLocation.File`: each file name gets a number the first time it is seen and
/// keeps it. A run names a handful of files (specs, configs, templates), so the table never grows beyond a few
/// entries; it is locked because generation may run on several threads at once.
final class SourceFileNames: @unchecked Sendable {
    static let shared = SourceFileNames()

    /// A serial queue as the lock: Dispatch comes with Swift on every platform, without Foundation.
    private let queue = DispatchQueue(label: "routegen.source-file-names")
    private var names: [String] = []
    private var ids: [String: UInt32] = [:]

    func id(for name: String) -> UInt32 {
        queue.sync {
            if let id = ids[name] { return id }
            let id = UInt32(names.count)
            names.append(name)
            ids[name] = id
            return id
        }
    }

    func name(for id: UInt32) -> String { queue.sync { names[Int(id)] } }
}
