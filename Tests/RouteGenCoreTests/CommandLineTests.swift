import Foundation
import RouteGenCore
import Testing

/// The `routegen` executable: exit codes, located messages, and output files that are never half-written or lost.
@Suite("Command line") struct CommandLineTests {
    /// One malformed input per class of bad input the tool must survive.
    static let badInputs: [(name: String, bytes: [UInt8], message: String)] = {
        var cases: [(String, [UInt8], String)] = [
            ("malformed YAML", Array("version: 1\nschemes: [myapp\nroutes: {}\n".utf8), "invalid YAML"),
            ("tab indentation", Array("version: 1\nschemes: [myapp]\nroutes:\n\thome: { path: / }\n".utf8), "tabs"),
            (
                "duplicate key",
                Array("version: 1\nschemes: [myapp]\nschemes: [other]\nroutes: { home: { path: / } }\n".utf8),
                "duplicate key 'schemes'"
            ),
            (
                "wrong type",
                Array("version: 1\nschemes: [myapp]\nroutes: { home: { path: /, auth: sometimes } }\n".utf8),
                "must be true or false"
            ),
            (
                "unknown key", Array("version: 1\nschemes: [myapp]\nroutes: { home: { pth: / } }\n".utf8),
                "did you mean 'path'"
            ),
            (
                "invalid UTF-8",
                Array("version: 1\nschemes: [myapp]\nroutes: { home: { path: /caf".utf8) + [0xC3, 0x28]
                    + Array(" } }\n".utf8), "UTF-8"
            ), ("empty file", [], "empty"),
            (
                "second document",
                Array("version: 1\nschemes: [myapp]\nroutes: { home: { path: / } }\n---\nversion: 1\n".utf8),
                "one YAML document"
            ),
            (
                "YAML tag", Array("version: !!int 1\nschemes: [myapp]\nroutes: { home: { path: / } }\n".utf8),
                "tags are not supported"
            ),
            (
                "ambiguous patterns",
                Array(
                    "version: 1\nschemes: [myapp]\nroutes:\n  a: { path: /users/:id }\n  b: { path: /Users/:name }\n"
                        .utf8
                ), "are ambiguous"
            ),
        ]
        var bomb = "version: 1\nschemes: [myapp]\nlaugh0: &laugh0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]\n"
        for level in 1...9 {
            bomb +=
                "laugh\(level): &laugh\(level) ["
                + Array(repeating: "*laugh\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        bomb += "routes: { home: { path: / } }\n"
        cases.append(("alias bomb", Array(bomb.utf8), "alias"))
        cases.append(
            (
                "100k-deep nesting",
                Array(("version: 1\nschemes: [myapp]\nroutes: " + String(repeating: "[", count: 100_000)).utf8),
                "nesting"
            )
        )
        return cases
    }()

    @Test("Bad input exits 1 with a located error and leaves the output untouched", arguments: 0..<badInputs.count)
    func badInputLeavesOutputUntouched(index: Int) async throws {
        let input = Self.badInputs[index]
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("routes.yaml")
        let output = directory.appendingPathComponent("AppRoute.swift")
        try Data(input.bytes).write(to: spec)
        let previous = Data("// the user's previous output\n".utf8)
        try previous.write(to: output)

        let result = try await Shell.run(Shell.routegen, ["generate", spec.path, "--output", output.path])

        #expect(result.status == 1, "\(input.name): \(result.standardError)")
        #expect(result.standardError.contains(input.message), "\(input.name): \(result.standardError)")
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            firstLine.range(of: #"^.*routes\.yaml:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil,
            "\(input.name): \(firstLine)"
        )
        #expect(try Data(contentsOf: output) == previous, "\(input.name) changed the output")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "AppRoute.swift", "routes.yaml",
            ],
            "\(input.name) left a temporary file behind"
        )
    }

    @Test("generate writes the file, then leaves an unchanged file alone") func generateWritesOnlyWhenChanged()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Generated/AppRoute.swift")
        let spec = Fixtures.url("Specs/reference.yaml").path

        let first = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "--output", output.path, "--reader", "library"]
        )
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
        let generated = try String(contentsOf: output, encoding: .utf8)
        #expect(generated.contains("enum AppRoute: Swift.Hashable, Swift.Sendable"))

        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "--output", output.path, "--reader", "library"]
        )
        #expect(second.status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect(after[.modificationDate] as? Date == attributes[.modificationDate] as? Date)
        #expect(after[.systemFileNumber] as? Int == attributes[.systemFileNumber] as? Int)
    }

    @Test("generate replaces stale output atomically with a new file") func generateReplacesStaleOutput() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("AppRoute.swift")
        try Data("// stale\n".utf8).write(to: output)
        let result = try await Shell.run(
            Shell.routegen,
            ["generate", Fixtures.url("Specs/reference.yaml").path, "-o", output.path]
        )
        #expect(result.status == 0)
        #expect(
            try String(contentsOf: output, encoding: .utf8)
                .hasPrefix("// Generated by routegen \(RouteGenVersion.current) from reference.yaml.")
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["AppRoute.swift"])
    }

    @Test("A copy of the binary away from its build folder still has its templates") func copiedBinaryIsSelfContained()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("routegen")
        try FileManager.default.copyItem(atPath: Shell.routegen, toPath: copy.path)
        let output = directory.appendingPathComponent("AppRoute.swift")
        let result = try await Shell.runJustWritten(
            copy.path,
            ["generate", Fixtures.url("Specs/tab-app.yaml").path, "-o", output.path, "--reader", "embedded"],
            in: directory
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: output, encoding: .utf8) == Fixtures.text("Tests/Fixtures/Golden/tab-app.swift"))
    }

    @Test("check exits 0 for good specs and 1 when any spec has an error, reporting every spec")
    func checkReportsAllSpecs() async throws {
        let good = Fixtures.exampleSpecNames.map { Fixtures.url("Specs/\($0).yaml").path }
        let clean = try await Shell.run(Shell.routegen, ["check"] + good)
        #expect(clean.status == 0, "\(clean.standardError)")

        let bad = ["unknown-key-pathh", "version-2"].map { Fixtures.url("Tests/Fixtures/BadSpecs/\($0).yaml").path }
        let failing = try await Shell.run(Shell.routegen, ["check", good[0]] + bad)
        #expect(failing.status == 1)
        #expect(failing.standardError.contains("unknown-key-pathh.yaml:7:5: error: unknown key 'pathh'"))
        #expect(failing.standardError.contains("version-2.yaml:2:10: error: unsupported spec version 2"))
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            ["generate", "spec.yaml"], ["frobnicate"], ["generate", "a.yaml", "--output"], ["generate", "--codable"],
            ["generate", "--header", "swiftlint:disable all"], ["generate", "--reader", "library"],
            ["generate", "a.yaml", "-o", "A.swift", "--reader", "shared"],
        ]
    ) func usageErrorsExit64(arguments: [String]) async throws {
        let result = try await Shell.run(Shell.routegen, arguments)
        #expect(result.status == 64, "\(arguments): \(result.standardError)")
    }

    @Test(
        "A further output that is a file the command writes already, or standard output, is a usage error saying which",
        arguments: [
            (
                ["--tests-output", "A.swift", "--tests-module", "App"],
                "--tests-output must be a file of its own, not the spec, the generated code or standard output."
            ),
            (
                ["--router-output", "-"],
                "--router-output must be a file of its own, not the spec, the generated code, the test suite or standard output."
            ),
            (
                ["--router-output", "R.swift", "--activities-output", "R.swift"],
                "--activities-output must be a file of its own, not the spec, the generated code, the test suite, the navigation code or standard output."
            ),
            (
                ["--activities-output", "S.swift", "--intents-output", "S.swift"],
                "--intents-output must be a file of its own, not the spec, the generated code, the test suite, the navigation code, the activities code or standard output."
            ),
        ]
    ) func furtherOutputsOfTheirOwn(options: [String], message: String) async throws {
        let result = try await Shell.run(Shell.routegen, ["generate", "a.yaml", "--output", "A.swift"] + options)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test("A missing spec is a located error with exit 1") func missingSpecFile() async throws {
        let result = try await Shell.run(Shell.routegen, ["check", "/nonexistent/routes.yaml"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("/nonexistent/routes.yaml:1:1: error:"))
    }

    @Test(
        "A folder where a file belongs is named as a folder",
        arguments: [
            (["check", "FOLDER"], "FOLDER:1:1: error: cannot read the spec: it is a folder, not a YAML file"),
            (
                ["generate", "--config", "FOLDER"],
                "FOLDER:1:1: error: cannot read the config: it is a folder, not a config file"
            ),
            (
                ["generate", "SPEC", "--output", "FOLDER"],
                "FOLDER:1:1: error: cannot write the output: 'FOLDER' is a folder; name the file to write, such as 'FOLDER/Routes.swift'"
            ),
        ]
    ) func folderInsteadOfFile(arguments: [String], message: String) async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = Fixtures.url("Specs/reference.yaml").path
        let result = try await Shell.run(
            Shell.routegen,
            arguments.map { $0 == "FOLDER" ? folder.path : $0 == "SPEC" ? spec : $0 }
        )
        #expect(result.status == 1)
        #expect(result.standardError == message.replacingOccurrences(of: "FOLDER", with: folder.path) + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("--output - writes the generated code to standard output and no file") func outputToStandardOutput()
        async throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = Fixtures.url("Specs/reference.yaml").path
        let result = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "-o", "-", "--reader", "embedded"],
            in: directory
        )
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == (try Fixtures.text("Tests/Fixtures/Golden/reference.swift")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        let check = try await Shell.run(Shell.routegen, ["generate", spec, "-o", "-", "--check"], in: directory)
        #expect(check.status == 64)
    }

    @Test("--header and --codable make for a spec the choices a config entry makes, and --check repeats them")
    func headerAndCodableOptions() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = Fixtures.url("Specs/reference.yaml").path
        let chosen = try await Shell.run(
            Shell.routegen,
            [
                "generate", spec, "-o", "-", "--codable", "--header", "swiftlint:disable all", "--header",
                "periphery:ignore:all", "--reader", "embedded",
            ],
            in: directory
        )
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(chosen.standardOutput == (try Fixtures.text("Tests/Fixtures/Golden/reference-codable.swift")))

        let bare = try await Shell.run(Shell.routegen, ["generate", spec, "-o", "-", "--header", ""], in: directory)
        #expect(
            bare.standardOutput.hasPrefix(
                "// Generated by routegen \(RouteGenVersion.current) from reference.yaml. Do not edit: change the spec and regenerate.\n\nimport Foundation\n"
            )
        )

        let check = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "-o", "Out.swift", "--header", "a b", "--codable", "--check"],
            in: directory
        )
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "note: update it with: \(Shell.routegen) generate \(spec) --output Out.swift --header 'a b' --codable"
            ),
            "\(check.standardError)"
        )
    }

    @Test(
        "Without --reader the file imports the library and a note says what the target needs; --reader library writes the same in silence, and --check repeats it"
    ) func readerOption() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = Fixtures.url("Specs/tab-app.yaml").path
        let library = try Fixtures.text("Tests/Fixtures/Golden/tab-app-reader-library.swift")
        let unnamed = try await Shell.run(Shell.routegen, ["generate", spec, "-o", "-"])
        #expect(unnamed.status == 0, "\(unnamed.standardError)")
        #expect(unnamed.standardOutput == library)
        let note = unnamed.standardErrorWithoutExcerpts
        #expect(
            note.hasPrefix(
                "\(spec):1:1: note: the generated code imports RouteURLReader, routegen's URL reader library, as no reader is named"
            ),
            "\(note)"
        )
        #expect(
            note.contains("add .product(name: \"RouteURLReader\", package: \"routegen\") to the target's dependencies")
        )
        #expect(note.contains("'--reader library' says so and silences this note; '--reader embedded' puts a copy"))

        let chosen = try await Shell.run(Shell.routegen, ["generate", spec, "-o", "-", "--reader", "library"])
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(chosen.standardError.isEmpty)
        #expect(chosen.standardOutput == library)

        let embedded = try await Shell.run(Shell.routegen, ["generate", spec, "-o", "-", "--reader", "embedded"])
        #expect(embedded.standardOutput == (try Fixtures.text("Tests/Fixtures/Golden/tab-app.swift")))

        let check = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "-o", "Out.swift", "--reader", "library", "--check"],
            in: directory
        )
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "note: update it with: \(Shell.routegen) generate \(spec) --output Out.swift --reader library"
            ),
            "\(check.standardError)"
        )
    }

    @Test("--templates replaces a built-in template by file name, and a broken one is a located error")
    func templateOverrides() async throws {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let templates = directory.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let builtInFile = try Fixtures.text("Templates/File.mustache")
        try Data(("// House header for {{enumName}}\n" + builtInFile).utf8)
            .write(to: templates.appendingPathComponent("File.mustache"))
        let output = directory.appendingPathComponent("AppRoute.swift")
        let spec = Fixtures.url("Specs/reference.yaml").path

        let overridden = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "-o", output.path, "--templates", templates.path]
        )
        #expect(overridden.status == 0, "\(overridden.standardError)")
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("// House header for AppRoute\n"))

        try Data("{{#cases}}\nunclosed\n".utf8).write(to: templates.appendingPathComponent("Members.mustache"))
        let broken = try await Shell.run(
            Shell.routegen,
            ["generate", spec, "-o", output.path, "--templates", templates.path]
        )
        #expect(broken.status == 1)
        #expect(broken.standardError.contains("Members.mustache:"), "\(broken.standardError)")
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("// House header for AppRoute\n"))
    }
}
