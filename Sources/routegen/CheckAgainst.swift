import ArgumentParser
import RouteGenCore

extension SourceChangePolicy: ExpressibleByArgument {}

extension Check {
    /// `check --against`: each spec checked and compared with its earlier version. Returns whether every spec passed,
    /// each spec's route table (nil for one that could not be read or has errors), which the app's link
    /// registration is checked against, and each read spec's diagnostics, to report once every spec is checked.
    func compare(_ specs: [(path: String, reference: SourceLocation?)], with earlier: EarlierSpec, _ io: FileSystem)
        -> (passed: Bool, tables: [RouteTable?], runs: [(spec: String, diagnostics: [Diagnostic])])
    {
        var passed = true
        var tables: [RouteTable?] = []
        var runs: [(spec: String, diagnostics: [Diagnostic])] = []
        for spec in specs {
            guard let bytes = io.readSpec(spec.path, namedAt: spec.reference) else {
                passed = false
                tables.append(nil)
                continue
            }
            let output: RouteGenerator.Output
            var remarks: [Diagnostic] = []
            switch earlier.read(for: spec.path, namedAt: spec.reference) {
            case .failed(let problem):
                runs.append((spec.path, [problem]))
                passed = false
                tables.append(nil)
                continue
            case .absent(let remark):
                remarks = [remark]
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
            runs.append((spec.path, remarks + output.diagnostics))
            passed = passed && !output.diagnostics.containsErrors
            tables.append(output.table)
        }
        return (passed, tables, runs)
    }
}
