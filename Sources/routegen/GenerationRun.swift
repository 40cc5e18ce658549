import RouteGenCore

/// What `generate` does with code that differs from its output file.
enum GenerationMode {
    /// Write it (the default).
    case write
    /// Write nothing; report the file as out of date with a diff, and say which command updates it.
    case check(fixCommand: String)
    /// Write nothing; list the files that would be written.
    case dryRun
}

/// Generates each job's code and writes, checks or lists it, reporting each job's problems on its own.
struct GenerationRun {
    let io: FileSystem
    let mode: GenerationMode
    var options = RouteGenerator.Options()

    /// Whether the job succeeded: no errors, and in check mode an output that is up to date.
    func run(_ job: GenerationJob) -> Bool {
        guard let bytes = io.readSpec(job.spec, namedAt: job.specReference) else { return false }
        var overrides: [String: TemplateSource] = [:]
        if let templates = job.templates {
            guard let loaded = io.readTemplates(in: templates, namedAt: job.templatesReference) else { return false }
            overrides = loaded
        }
        let result = RouteGenerator.generate(spec: consume bytes, specPath: job.spec, templateOverrides: overrides,
                                              rendering: job.rendering, options: options)
        io.report(result.diagnostics)
        guard let source = result.source else { return false }

        switch mode {
        case .write:
            return io.writeOutput(source, to: job.output)
        case .check(let fixCommand):
            return checkUpToDate(source, job: job, fixCommand: fixCommand)
        case .dryRun:
            switch io.change(writing: source, to: job.output) {
            case .none: break
            case .create: io.reporter.inform("would create \(job.output)")
            case .update: io.reporter.inform("would update \(job.output)")
            }
            return true
        }
    }

    private func checkUpToDate(_ source: String, job: GenerationJob, fixCommand: String) -> Bool {
        let previous: String?
        switch io.change(writing: source, to: job.output) {
        case .none: return true
        case .create: previous = nil
        case .update(let text): previous = text
        }
        let diff = UnifiedDiff(old: previous, new: source, name: job.output)
        let problem = previous == nil ? "does not exist" : "is out of date"
        io.report([.error("the code generated from '\(job.spec)' \(problem)",
                          at: SourceLocation(file: job.output, line: diff.firstChangedOldLine, column: 1),
                          notes: [.init("update it with: \(fixCommand)")])])
        io.reporter.inform(diff.text)
        return false
    }
}
