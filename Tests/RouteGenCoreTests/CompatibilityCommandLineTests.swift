import Foundation
import Testing

/// `routegen check --against`, through the built binary: a file or a git revision, a spec or a config, the formats,
/// the source-change policies, and every kind of bad input as a located error.
@Suite("Command line: check --against") struct CompatibilityCommandLineTests {
    static let earlier = """
        version: 1
        schemes: [shop]
        routes:
          home:
            path: /
          profile:
            path: /users/:userId
          item:
            path: /items/:itemId
            params: { itemId: Int }

        """
    /// `earlier` with `profile` moved to `/people/:userId`, which breaks `shop://users/x`.
    static let moved = earlier.replacingOccurrences(of: "/users/:userId", with: "/people/:userId")
    /// `earlier` with `item` renamed, which breaks no link.
    static let renamed = earlier.replacingOccurrences(of: "  item:", with: "  product:")

    /// A folder for a test, removed when it ends.
    struct Folder {
        let root: URL

        init() throws { root = try Shell.temporaryDirectory() }

        func write(_ text: String, to path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: url)
        }

        func routegen(_ arguments: String...) async throws -> Shell.Result {
            try await Shell.run(Shell.routegen, arguments, in: root)
        }

        /// A git repository whose one commit holds `files`.
        func commit(_ files: [String: String]) async throws {
            for (path, text) in files { try write(text, to: path) }
            for arguments in [
                ["init", "-q"], ["add", "."],
                ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "Routes"],
            ] {
                let result = try await Shell.run(Shell.git, arguments, in: root)
                try #require(result.status == 0, "git \(arguments): \(result.standardError)")
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("A broken link is an error at the new spec with the link, both outcomes and the redirect; exit 1")
    func brokenLink() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.earlier, to: "old.yaml")
        try folder.write(Self.moved, to: "new.yaml")
        let result = try await folder.routegen("check", "new.yaml", "--against", "old.yaml", "--color", "never")
        #expect(result.status == 1)
        #expect(
            result.standardErrorWithoutExcerpts == """
                new.yaml:6:3: error: 'shop://users/x' opened route 'profile'; this spec rejects it with noRoute
                = note: the earlier spec resolves it to profile(userId: "x")
                = note: this spec resolves it to error: noRoute
                old.yaml:6:3: note: route 'profile' is declared here in the earlier spec
                = help: 'profile' no longer takes it with its path '/people/:userId' (the earlier one was '/users/:userId'); restore that path, or add a redirect that takes the earlier one
                = help: this redirect keeps such links opening 'profile'; add it to the spec:
                          redirects:
                            oldProfile:
                              path: /users/:userId
                              to: profile

                """
        )
    }

    @Test("A feature route that moved gets a redirect for the feature's spec, named in the help, and passes with it")
    func movedFeatureRoute() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        var files: [String: String] = [:]
        for spec in ["App", "Weather", "Art"] {
            files["\(spec)/routes.yaml"] = try Fixtures.text("Tests/Fixtures/Features/\(spec)/routes.yaml")
        }
        try await folder.commit(files)
        let art = try #require(files["Art/routes.yaml"])
        try folder.write(
            art.replacingOccurrences(of: "path: /pieces/:pieceId", with: "path: /works/:pieceId"),
            to: "Art/routes.yaml"
        )
        let result = try await folder.routegen("check", "App/routes.yaml", "--against", "git:HEAD", "--color", "never")
        #expect(result.status == 1)
        let redirect = """
            redirects:
              oldPiece:
                path: /pieces/:pieceId
                params: { pieceId: Int }
                to: piece
            """
        #expect(
            result.standardError.contains(
                "= help: this redirect keeps such links opening 'art.piece'; add it to 'Art/routes.yaml':\n"
                    + redirect.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n")
            ),
            "\(result.standardError)"
        )
        try folder.write(
            art.replacingOccurrences(of: "path: /pieces/:pieceId", with: "path: /works/:pieceId") + redirect + "\n",
            to: "Art/routes.yaml"
        )
        let fixed = try await folder.routegen("check", "App/routes.yaml", "--against", "git:HEAD")
        #expect(fixed.status == 0, "\(fixed.standardError)")
    }

    @Test("A change that breaks Swift code but no link is a note by default, or what --source-changes says")
    func sourceChangePolicies() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.earlier, to: "old.yaml")
        try folder.write(Self.renamed, to: "new.yaml")
        let note = try await folder.routegen(
            "check",
            "new.yaml",
            "--against",
            "old.yaml",
            "--diagnostics-format",
            "json"
        )
        #expect(note.status == 0)
        #expect(
            note.standardOutput.contains(
                #""severity":"note","id":"source-breaking-change","message":"route 'item' is 'product' now"#
            )
        )
        let ignored = try await folder.routegen(
            "check",
            "new.yaml",
            "--against",
            "old.yaml",
            "--source-changes",
            "ignore",
            "--diagnostics-format",
            "json"
        )
        #expect(ignored.status == 0)
        #expect(ignored.standardOutput == "[]\n")
        let warning = try await folder.routegen(
            "check",
            "new.yaml",
            "--against",
            "old.yaml",
            "--source-changes",
            "warning"
        )
        #expect(warning.status == 0)
        #expect(warning.standardError.contains("warning: route 'item' is 'product' now"))
        let strict = try await folder.routegen(
            "check",
            "new.yaml",
            "--against",
            "old.yaml",
            "--source-changes",
            "warning",
            "--warnings-as-errors"
        )
        #expect(strict.status == 1)
        let error = try await folder.routegen("check", "new.yaml", "--against", "old.yaml", "--source-changes", "error")
        #expect(error.status == 1)
        #expect(error.standardError.contains("error: route 'item' is 'product' now"))
    }

    @Test("A navigation that drops saved screens is a located warning: exit 0, or 1 with --warnings-as-errors")
    func navigationChangeWarns() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.earlier, to: "old.yaml")
        let sheet = Self.earlier.replacingOccurrences(
            of: "    params: { itemId: Int }\n",
            with: "    params: { itemId: Int }\n    navigation: sheet\n"
        )
        try folder.write(sheet, to: "new.yaml")
        let result = try await folder.routegen("check", "new.yaml", "--against", "old.yaml", "--color", "never")
        #expect(result.status == 0)
        #expect(
            result.standardErrorWithoutExcerpts == """
                new.yaml:11:17: warning: route 'item' was pushed onto the current stack and is now a sheet: screens the earlier version saved with it are dropped, with the screens above them, when the app restores them
                = help: to keep them, keep the earlier navigation: give route 'item' 'navigation: push'

                """
        )
        let strict = try await folder.routegen("check", "new.yaml", "--against", "old.yaml", "--warnings-as-errors")
        #expect(strict.status == 1)
    }

    @Test("A source change reported as an error still lets the app's registration be checked")
    func sourceChangeErrorKeepsRegistration() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.earlier, to: "old.yaml")
        try folder.write(Self.renamed, to: "new.yaml")
        try folder.write(try Fixtures.text("Tests/Fixtures/Registration/empty-url-types.plist"), to: "Info.plist")
        for policy in ["note", "error"] {
            let result = try await folder.routegen(
                "check",
                "new.yaml",
                "--info-plist",
                "Info.plist",
                "--against",
                "old.yaml",
                "--source-changes",
                policy
            )
            #expect(result.status == 1)
            #expect(
                result.standardError.contains("Info.plist:5:2: error: the scheme 'shop' is not registered"),
                "--source-changes \(policy):\n\(result.standardError)"
            )
        }
    }

    @Test("--against git:REF reads the spec at the revision and quotes its lines; GitHub annotations carry the notes")
    func gitRevision() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        try await folder.commit(["Routes/app.yaml": Self.earlier.replacingOccurrences(of: "  home:", with: "  start:")])
        try folder.write(Self.earlier, to: "Routes/app.yaml")
        let unchanged = try await folder.routegen("check", "Routes/app.yaml", "--against", "git:HEAD")
        #expect(unchanged.status == 0, "\(unchanged.standardError)")
        #expect(unchanged.standardError.contains("note: route 'start' is 'home' now"))

        try folder.write("version: 1\nschemes: [shop]\nroutes:\n  home:\n    path: /\n", to: "Routes/app.yaml")
        let text = try await folder.routegen("check", "Routes/app.yaml", "--against", "git:HEAD", "--color", "never")
        #expect(text.status == 1)
        #expect(text.standardError.contains("HEAD:Routes/app.yaml:6:3: error: 'shop://users/x' opened route 'profile'"))
        // The earlier spec is not on disk: its line comes from the revision.
        #expect(text.standardError.contains("6 |   profile:"))
        let github = try await folder.routegen(
            "check",
            "Routes/app.yaml",
            "--against",
            "git:HEAD",
            "--diagnostics-format",
            "github",
            "--source-changes",
            "ignore"
        )
        #expect(github.status == 1)
        #expect(
            github.standardOutput.split(separator: "\n").map(String.init) == [
                "::error file=HEAD%3ARoutes/app.yaml,line=6,col=3,title=broken-link::'shop://users/x' opened route 'profile'; this spec rejects it with noRoute%0AHEAD:Routes/app.yaml:6:3: note: the earlier spec resolves it to profile(userId: \"x\")%0AHEAD:Routes/app.yaml:6:3: note: this spec resolves it to error: noRoute%0AHEAD:Routes/app.yaml:6:3: note: route 'profile' is removed; restore it, or add a redirect that takes its links",
                "::error file=HEAD%3ARoutes/app.yaml,line=8,col=3,title=broken-link::'shop://items/1' opened route 'item'; this spec rejects it with noRoute%0AHEAD:Routes/app.yaml:8:3: note: the earlier spec resolves it to item(itemId: 1)%0AHEAD:Routes/app.yaml:8:3: note: this spec resolves it to error: noRoute%0AHEAD:Routes/app.yaml:8:3: note: route 'item' is removed; restore it, or add a redirect that takes its links",
            ]
        )
    }

    @Test("With a config, every spec is compared with its own file at the revision; a new spec has nothing to compare")
    func configWithRevision() async throws {
        let folder = try Folder()
        defer { folder.remove() }
        let config = """
            version: 1
            specs:
              - { spec: Routes/app.yaml, output: Generated/AppRoute.swift }
              - { spec: Routes/web.yaml, output: Generated/WebRoute.swift }

            """
        try await folder.commit(["routegen.yml": config, "Routes/app.yaml": Self.earlier])
        try folder.write(Self.moved, to: "Routes/app.yaml")
        try folder.write(
            "version: 1\nname: WebRoute\nhosts: [example.com]\nroutes:\n  home: { path: / }\n",
            to: "Routes/web.yaml"
        )
        let result = try await folder.routegen("check", "--against", "git:HEAD", "--color", "never")
        #expect(result.status == 1)
        #expect(result.standardError.contains("Routes/app.yaml:6:3: error: 'shop://users/x' opened route 'profile'"))
        #expect(
            result.standardError.contains(
                "routegen.yml:4:13: note: 'Routes/web.yaml' did not exist at git:HEAD; there is no earlier version to compare"
            )
        )
    }

    @Test("Bad input is one located error and exit 1", arguments: BadInput.allCases) func badInput(_ input: BadInput)
        async throws
    {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.earlier, to: "Routes/app.yaml")
        if input != .outsideRepository { try await folder.commit([:]) }
        var against = "git:HEAD"
        switch input {
        case .outsideRepository: break
        case .unknownRevision: against = "git:no-such-branch"
        case .unreadableFile: against = "missing.yaml"
        case .earlierSpecWithErrors:
            try folder.write("version: 1\nschemes: [shop]\nroutes:\n  home:\n    pth: /\n", to: "old.yaml")
            against = "old.yaml"
        }
        let result = try await folder.routegen("check", "Routes/app.yaml", "--against", against, "--color", "never")
        #expect(result.status == 1)
        #expect(result.standardErrorWithoutExcerpts.hasPrefix(input.expected), "\(result.standardError)")
    }

    enum BadInput: CaseIterable, Sendable {
        case outsideRepository, unknownRevision, unreadableFile, earlierSpecWithErrors

        var expected: String {
            switch self {
            case .outsideRepository:
                return
                    "Routes/app.yaml:1:1: error: cannot read the earlier spec at git:HEAD: 'Routes' is not in a git repository"
            case .unknownRevision:
                return """
                    Routes/app.yaml:1:1: error: cannot read the earlier spec at git:no-such-branch: the repository has no revision 'no-such-branch'
                    = help: name a commit, branch or tag this clone has; a CI checkout may need the base branch fetched first, as in 'git fetch origin main'
                    """
            case .unreadableFile:
                return "Routes/app.yaml:1:1: error: cannot read the earlier spec 'missing.yaml': no such file"
            case .earlierSpecWithErrors:
                return """
                    old.yaml:1:1: error: the earlier spec has errors, so the links it opened are unknown; compare with a version that has none
                    old.yaml:5:5: error: unknown key 'pth' in route 'home'; did you mean 'path'?
                    """
            }
        }
    }

    @Test("A file to compare with goes with one spec, and --source-changes with --against; else exit 64") func usage()
        async throws
    {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write(Self.earlier, to: "a.yaml")
        let twoSpecs = try await folder.routegen("check", "a.yaml", "a.yaml", "--against", "a.yaml")
        #expect(twoSpecs.status == 64)
        #expect(twoSpecs.standardError.contains("--against FILE compares one spec"))
        let policyAlone = try await folder.routegen("check", "a.yaml", "--source-changes", "error")
        #expect(policyAlone.status == 64)
    }
}

extension Shell {
    static let git: String = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(directory)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/git"
    }()
}
