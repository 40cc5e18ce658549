import ArgumentParser
import RouteGenCore

extension SourceChangePolicy: ExpressibleByArgument {}

extension Check {
    /// `check --against`: each spec checked and compared with its earlier version. Returns whether every spec passed,
    /// and each spec's route table (nil for one that could not be read or has errors), which the app's link
    /// registration is checked against.
    func compare(_ specs: [(path: String, reference: SourceLocation?)], with earlier: EarlierSpec, _ io: FileSystem)
        -> (passed: Bool, tables: [RouteTable?])
    {
        var passed = true
        var tables: [RouteTable?] = []
        for spec in specs {
            guard let bytes = io.readSpec(spec.path, namedAt: spec.reference) else {
                passed = false
                tables.append(nil)
                continue
            }
            let output: RouteGenerator.Output
            switch earlier.read(for: spec.path, namedAt: spec.reference) {
            case .failed(let problem):
                io.report([problem])
                passed = false
                tables.append(nil)
                continue
            case .absent(let remark):
                io.report([remark])
                output = RouteGenerator.check(
                    spec: bytes,
                    specPath: spec.path,
                    featureSpecs: FeatureSpecFiles.onDisk,
                    options: options
                )
            case .found(let earlierBytes, let name):
                if case .revision = earlier { io.reporter.quote(earlierBytes, as: name) }
                output = RouteGenerator.check(
                    spec: bytes,
                    specPath: spec.path,
                    against: earlierBytes,
                    earlierPath: name,
                    sourceChanges: sourceChanges ?? .note,
                    featureSpecs: FeatureSpecFiles.onDisk,
                    earlierFeatureSpecs: FeatureSpecFiles.earlier(earlier),
                    options: options
                )
            }
            io.report(output.diagnostics)
            passed = passed && !output.diagnostics.containsErrors
            tables.append(output.table)
        }
        return (passed, tables)
    }
}
