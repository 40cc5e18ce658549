import ArgumentParser
import RouteGenCore

extension SourceChangePolicy: ExpressibleByArgument {}

extension Check {
    /// `check --against`: each spec checked and compared with its earlier version. Returns whether every spec passed.
    func compare(_ specs: [(path: String, reference: SourceLocation?)], with earlier: EarlierSpec, _ io: FileSystem)
        -> Bool
    {
        var passed = true
        for spec in specs {
            guard let bytes = io.readSpec(spec.path, namedAt: spec.reference) else {
                passed = false
                continue
            }
            let output: RouteGenerator.Output
            switch earlier.read(for: spec.path, namedAt: spec.reference) {
            case .failed(let problem):
                io.report([problem])
                passed = false
                continue
            case .absent(let remark):
                io.report([remark])
                output = RouteGenerator.check(spec: bytes, specPath: spec.path, options: options)
            case .found(let earlierBytes, let name):
                if case .revision = earlier { io.reporter.quote(earlierBytes, as: name) }
                output = RouteGenerator.check(
                    spec: bytes,
                    specPath: spec.path,
                    against: earlierBytes,
                    earlierPath: name,
                    sourceChanges: sourceChanges ?? .note,
                    options: options
                )
            }
            io.report(output.diagnostics)
            passed = passed && !output.diagnostics.containsErrors
            KeptUntilExit.keep(output)
        }
        return passed
    }
}
