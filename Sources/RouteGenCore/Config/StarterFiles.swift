/// The files `routegen init` writes: a config and a small commented spec that generates as it is, each pointing
/// editors at its JSON Schema, the two schemas beside the config, and a yamllint config the two YAML files pass.
package enum StarterFiles {
    /// The names yamllint looks for its config under, in its order; `init` writes the first, unless the config's
    /// folder already has a file of one of these names.
    package static let yamllintConfigNames = [".yamllint", ".yamllint.yaml", ".yamllint.yml"]

    /// Every starter file, config first, at paths as the working directory sees them; the yamllint config last, and
    /// only when `includesYamllintConfig`. `configPath` is relative to `workingDirectory` or absolute; `specPath` and
    /// `outputPath` are relative to the config's folder or absolute; `workingDirectory` is absolute, because the
    /// spec's comment needs the real folders to reach the schema.
    package static func files(
        configPath: String,
        specPath: String,
        outputPath: String,
        workingDirectory: String,
        includesYamllintConfig: Bool = true
    ) -> [(path: String, text: String)] {
        let folder = ConfigPaths.folder(of: configPath)
        let resolvedSpec = ConfigPaths.resolve(specPath, in: folder)
        let specSchema = ConfigPaths.resolve(RouteGenSchema.spec.starterFileName, in: folder)
        let specSchemaFromSpec = ConfigPaths.relative(
            ConfigPaths.resolve(specSchema, in: workingDirectory),
            from: ConfigPaths.resolve(ConfigPaths.folder(of: resolvedSpec), in: workingDirectory)
        )
        let files = [
            (configPath, config(specPath: specPath, outputPath: outputPath)),
            (resolvedSpec, spec(schemaPath: specSchemaFromSpec)), (specSchema, RouteGenSchema.spec.text),
            (ConfigPaths.resolve(RouteGenSchema.config.starterFileName, in: folder), RouteGenSchema.config.text),
        ]
        guard includesYamllintConfig else { return files }
        return files + [(ConfigPaths.resolve(yamllintConfigNames[0], in: folder), yamllintConfig)]
    }

    /// The path of a yamllint config already in the folder of `configPath`, which `init` keeps instead of writing
    /// its own; nil when there is none.
    package static func existingYamllintConfig(besideConfig configPath: String, fileExists: (String) -> Bool) -> String?
    {
        let folder = ConfigPaths.folder(of: configPath)
        return yamllintConfigNames.lazy.map { ConfigPaths.resolve($0, in: folder) }.first(where: fileExists)
    }

    /// yamllint's default rules with the few that routegen's specs and configs relax; the repository's own
    /// `.yamllint` is this text, and docs/editor-support.md explains it. The starter spec and config pass it.
    package static let yamllintConfig = """
        # yamllint's default rules, with the three that route specs relax (routegen's docs/editor-support.md says why).
        # `routegen init` writes this file beside the config; with a .yamllint of your own, add these rules to it.
        extends: default

        rules:
          # Flow mappings may have a space inside their braces, `{ path: / }`, as every example in routegen's docs does.
          braces:
            max-spaces-inside: 1
          # A spec or a config is always one document, so it needs no `---` to start one.
          document-start: disable
          # Example links, with the values they give, rarely fit in 80 columns.
          line-length:
            max: 120

        """

    /// A config with one entry; `specPath` and `outputPath` are written as given, relative to the config's folder.
    /// The config schema is beside the config.
    package static func config(specPath: String, outputPath: String) -> String {
        """
        \(schemaComment(RouteGenSchema.config.starterFileName))
        # routegen config: which route specs to generate, and where.
        # Paths are relative to the folder of this file. Run `routegen generate` here to regenerate every
        # output whose spec changed, or `routegen generate --check` in CI to fail when one is out of date.
        version: 1
        specs:
          - spec: \(yamlScalar(specPath))
            output: \(yamlScalar(outputPath))
            # templates: Templates   # a folder of .mustache files replacing built-in templates of the same name
            # codable: true           # route enums conform to Codable, stored as their canonical URL's text
            # reader: library         # the URL reader comes from routegen's RouteURLReader library, which the
            #                         # target must depend on (the default; naming it silences the note that says
            #                         # so); 'embedded' puts a copy of the reader in the file instead
            # header: ""              # comment lines after the "generated" line, in place of those that tell
            #                         # SwiftLint, swift-format and SwiftFormat to skip the file; "" for none
            # tests:                  # the spec's examples as a Swift Testing suite for a test target
            #   output: Tests/AppTests/Generated/AppRouteExampleLinkTests.swift
            #   module: App           # the module the generated code is in
            # infoPlist: App/Info.plist              # `routegen check` checks that the app registers the
            # entitlements: App/App.entitlements     # spec's schemes and hosts; `routegen registration` prints them

        """
    }

    /// The starter spec; `schemaPath` is the spec schema's path relative to the spec's folder.
    package static func spec(schemaPath: String) -> String { schemaComment(schemaPath) + "\n" + specBody }

    /// The comment by which the YAML language server (VS Code's YAML extension and others) finds a file's schema.
    package static func schemaComment(_ schemaPath: String) -> String {
        "# yaml-language-server: $schema=\(schemaPath)"
    }

    private static let specBody = """
        # Route spec: every deep link the app handles. routegen turns it into an exhaustive Swift enum.
        version: 1
        name: AppRoute                # the generated enum
        schemes: [myapp]              # myapp://users/42
        hosts: [myapp.example.com]    # https://myapp.example.com/users/42 (universal links)
        tabs: [home, search, profile]

        routes:                       # each key becomes a case of AppRoute
          home:
            path: /
            navigation: { tab: home }  # select the tab, push nothing
          search:
            path: /search
            navigation: { push: search }
            query:
              q: { type: String, name: query, default: "" }  # ?q=… ; absent means ""
              page: Int?                                     # ?page=2 ; absent means nil
          profile:
            path: /users/:userId      # :name matches one path segment
            params:
              userId: { type: Int, min: 1 }   # also max; minLength, maxLength, characters for text
            navigation: { push: profile }
            examples:                 # checked by `routegen check`
              opens:
                myapp://users/42: { userId: 42 }
              rejects:
                myapp://users/0: invalidParameterValue(userId)
          settings:                   # a group: AppRoute.settings(.account)
            auth: true                # requiresAuth is true for every route inside
            navigation: sheet
            routes:
              account: { path: /settings/account }
              notifications: { path: /settings/notifications }

        """

    /// The path as a YAML scalar: plain when that reads back unchanged, double-quoted otherwise.
    private static func yamlScalar(_ text: String) -> String {
        let plainSafe =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || "/._-".unicodeScalars.contains(scalar)
            } && !text.hasPrefix("-")
        return plainSafe ? text : text.yamlDoubleQuoted
    }
}
