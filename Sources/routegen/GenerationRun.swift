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

/// The files generated from one job, not yet written, checked or listed.
struct GeneratedFiles {
    let job: GenerationJob
    let files: [(bytes: [UInt8], path: String)]
}

/// Generates each job's code and writes, checks or lists it, reporting each job's problems on its own.
struct GenerationRun {
    let io: FileSystem
    let mode: GenerationMode
    var options = RouteGenerator.Options()

    /// Every job's files, or nil when any job has an error, after reporting the errors of every job.
    func generate(_ jobs: [GenerationJob]) -> [GeneratedFiles]? {
        let generated = jobs.map(generate)
        return generated.contains { $0 == nil } ? nil : generated.compactMap { $0 }
    }

    /// Whether every file is written, up to date or listed, as the mode asks.
    func finish(_ generated: GeneratedFiles) -> Bool {
        let files = generated.files
        switch mode {
        case .write:
            // Every file is written even when one fails, so that each failure is reported.
            return files.map { io.writeOutput($0.bytes, to: $0.path) }.allSatisfy { $0 }
        case .check(let fixCommand):
            return files.map { checkUpToDate($0.bytes, at: $0.path, job: generated.job, fixCommand: fixCommand) }
                .allSatisfy { $0 }
        case .dryRun:
            for file in files {
                switch io.change(writing: file.bytes, to: file.path) {
                case .none: break
                case .create: io.reporter.inform("would create \(file.path)")
                case .update: io.reporter.inform("would update \(file.path)")
                }
            }
            return true
        }
    }

    /// The job's files, or nil after reporting its errors.
    private func generate(_ job: GenerationJob) -> GeneratedFiles? {
        guard let bytes = io.readSpec(job.spec, namedAt: job.specReference) else { return nil }
        var overrides: [String: TemplateSource] = [:]
        if let templates = job.templates {
            guard let loaded = io.readTemplates(in: templates, namedAt: job.templatesReference) else { return nil }
            overrides = loaded
        }
        let result = RouteGenerator.generate(
            spec: consume bytes,
            specPath: job.spec,
            templateOverrides: overrides,
            rendering: job.rendering,
            options: options
        )
        io.report(result.diagnostics)
        defer { KeptUntilExit.keep(result) }
        guard let source = result.sourceUTF8 else { return nil }
        var files = [(bytes: source, path: job.output)]
        for kind in OutputKind.allCases {
            if let text = result.files[kind], let path = job.outputs[kind] { files.append((Array(text.utf8), path)) }
        }
        return GeneratedFiles(job: job, files: files)
    }

    private func checkUpToDate(_ source: [UInt8], at output: String, job: GenerationJob, fixCommand: String) -> Bool {
        let previous: String?
        switch io.change(writing: source, to: output) {
        case .none: return true
        case .create: previous = nil
        case .update(let bytes): previous = String(decoding: bytes, as: UTF8.self)
        }
        let diff = UnifiedDiff(old: previous, new: String(decoding: source, as: UTF8.self), name: output)
        let problem = previous == nil ? "does not exist" : "is out of date"
        let what = job.outputs.first { $0.value == output }?.key.contents ?? "the code"
        io.report([
            .error(
                "\(what) generated from '\(job.spec)' \(problem)",
                at: SourceLocation(file: output, line: diff.firstChangedOldLine, column: 1),
                notes: [.init("update it with: \(fixCommand)")]
            )
        ])
        io.reporter.inform(diff.text)
        return false
    }
}
