/// The app's files that register its links with the system.
package enum RegistrationFile: String, Sendable, CaseIterable {
    /// Info.plist: custom URL schemes (`CFBundleURLTypes`) and NSUserActivity types (`NSUserActivityTypes`).
    case infoPlist
    /// The entitlements file: universal-link hosts (`com.apple.developer.associated-domains`).
    case entitlements
}

/// Checks an app's Info.plist or entitlements file against what its specs need: every scheme, host and activity
/// type a spec needs and the file lacks is an error, located where the fix goes (at the key that should list it, or
/// at the top-level `<dict>` when the key is missing) with a note at the spec and a help line with the XML to add;
/// every scheme, app-link host or activity type (in a spec with activities) the file registers and no spec handles
/// is a warning at its `<string>`.
package enum LinkRegistrationCheck {
    static let urlTypesKey = "CFBundleURLTypes"
    static let urlSchemesKey = "CFBundleURLSchemes"
    static let activityTypesKey = "NSUserActivityTypes"
    static let associatedDomainsKey = "com.apple.developer.associated-domains"

    /// The diagnostics of `file`, read from `bytes`; `path` is the file's path for diagnostics and is never opened.
    /// `handledElsewhere` holds schemes, app-link domains (`example.com`, `*.example.com`) and activity types that
    /// other code of the app handles, which draw no warning.
    package static func check(
        _ file: RegistrationFile,
        bytes: [UInt8],
        path: String,
        requirements: RegistrationRequirements,
        handledElsewhere: [String] = []
    ) -> [Diagnostic] {
        let (root, readDiagnostics) = PropertyListReader(file: path).read(bytes)
        guard let root else { return readDiagnostics }
        let log = DiagnosticLog()
        log.report(contentsOf: readDiagnostics)
        guard case .dictionary = root.content else {
            log.report(
                .error(
                    .propertyListWrongType,
                    "the top level of the property list must be a <dict>, found \(root.kindDescription)",
                    at: root.location
                )
            )
            return log.diagnostics
        }
        let check = FileCheck(
            root: root,
            requirements: requirements,
            handledElsewhere: Set(handledElsewhere.map(\.asciiLowercased)),
            log: log
        )
        switch file {
        case .infoPlist:
            check.checkSchemes()
            check.checkActivityTypes()
        case .entitlements: check.checkHosts()
        }
        return log.diagnostics.sortedByPlace()
    }
}

/// One file's check, reporting into the log of the run.
private struct FileCheck: ReportsDiagnostics {
    let root: PropertyListValue
    let requirements: RegistrationRequirements
    let handledElsewhere: Set<String>
    let log: DiagnosticLog

    /// What a key of the top-level dictionary lists.
    private enum Listing {
        case absent
        /// The value is of the wrong kind; reported, and nothing is checked against it.
        case malformed
        /// The strings listed, with the key; build settings such as `$(APP_SCHEME)` apart, since their values are
        /// unknown here.
        case present(key: Located<String>, strings: [Located<String>], buildSettings: [Located<String>])
    }

    // MARK: - Info.plist

    func checkSchemes() {
        let listing = schemeListing()
        var registered: Set<String> = []
        if case .present(_, let strings, _) = listing {
            for scheme in strings {
                let name = scheme.value.asciiLowercased
                if let problem = Self.schemeProblem(name) {
                    error(
                        .invalidScheme,
                        "'\(scheme.value)' in '\(LinkRegistrationCheck.urlSchemesKey)' \(problem)",
                        at: scheme.location
                    )
                } else {
                    registered.insert(name)
                }
            }
        }
        let missing = requirements.schemes.filter { !registered.contains($0.name) }
        switch listing {
        case .absent where !missing.isEmpty:
            error(
                .unregisteredScheme,
                "the property list has no '\(LinkRegistrationCheck.urlTypesKey)', so links on \(list(missing.map { "\($0.name)://" })) do not open the app",
                at: root.location,
                notes: missing.map(\.note) + [
                    .help(
                        "add to the top-level <dict>: "
                            + RegistrationFragment.urlTypes(schemes: missing.map(\.name), named: false).singleLine
                    )
                ]
            )
        case .present(let keyLocation, let strings, let settings):
            reportUnregistered(missing, at: keyLocation, hasSchemes: !strings.isEmpty || !settings.isEmpty, settings)
            warnAboutUnhandledSchemes(strings)
        default: break
        }
    }

    /// The schemes every entry of `CFBundleURLTypes` lists, build settings apart.
    private func schemeListing() -> Listing {
        let key = LinkRegistrationCheck.urlTypesKey
        guard let urlTypes = root[key], let types = items(of: urlTypes, kind: "<dict>s") else {
            return root[key] != nil ? .malformed : .absent
        }
        var schemes: [Located<String>] = []
        for urlType in types {
            guard case .dictionary = urlType.content else {
                error(
                    .propertyListWrongType,
                    "each entry of '\(key)' must be a <dict>, found \(urlType.kindDescription)",
                    at: urlType.location
                )
                continue
            }
            if let entry = urlType[LinkRegistrationCheck.urlSchemesKey], let strings = strings(of: entry) {
                schemes += strings
            }
        }
        let (literal, settings) = separatingBuildSettings(schemes)
        return .present(key: urlTypes.key, strings: literal, buildSettings: settings)
    }

    private func reportUnregistered(
        _ missing: [RegistrationRequirements.Requirement],
        at keyLocation: Located<String>,
        hasSchemes: Bool,
        _ settings: [Located<String>]
    ) {
        let key = LinkRegistrationCheck.urlTypesKey
        let schemesKey = LinkRegistrationCheck.urlSchemesKey
        for requirement in missing {
            let fix =
                hasSchemes
                ? "add \(RegistrationFragment.string(requirement.name).singleLine) to the '\(schemesKey)' of an entry of '\(key)'"
                : "add to the <array> of '\(key)': <dict><key>\(schemesKey)</key><array>\(RegistrationFragment.string(requirement.name).singleLine)</array></dict>"
            error(
                .unregisteredScheme,
                "the scheme '\(requirement.name)' is not registered: no entry of '\(key)' lists it, so links on \(requirement.name):// do not open the app",
                at: keyLocation.location,
                notes: [requirement.note] + settings.map(Self.buildSettingNote) + [.help(fix)]
            )
        }
    }

    /// A registered scheme that no spec handles opens the app only to be refused, when every spec is checked.
    private func warnAboutUnhandledSchemes(_ strings: [Located<String>]) {
        guard requirements.coversEverySpec else { return }
        let handled = Set(requirements.schemes.map(\.name))
        for scheme in strings {
            let name = scheme.value.asciiLowercased
            guard Self.schemeProblem(name) == nil, !handled.contains(name), !handledElsewhere.contains(name) else {
                continue
            }
            warning(
                .unhandledRegistration,
                "the scheme '\(scheme.value)' is registered, but \(requirements.noSpecHandles) its links, so the generated code refuses them",
                at: scheme.location,
                help:
                    "remove it, add it to a spec's 'schemes', or, when other code of the app handles its links, list it under 'handledElsewhere'"
            )
        }
    }

    func checkActivityTypes() {
        guard !requirements.activityTypes.isEmpty else { return }
        let key = LinkRegistrationCheck.activityTypesKey
        guard let entry = root[key] else {
            error(
                .unregisteredActivityType,
                "the property list has no '\(key)', so the app continues none of the activities \(list(requirements.activityTypes.map(\.name)))",
                at: root.location,
                notes: requirements.activityTypes.map(\.note) + [
                    .help(
                        "add to the top-level <dict>: "
                            + RegistrationFragment.activityTypes(requirements.activityTypes.map(\.name)).singleLine
                    )
                ]
            )
            return
        }
        guard let strings = strings(of: entry) else { return }
        let (literal, settings) = separatingBuildSettings(strings)
        let registered = Set(literal.map(\.value))
        for requirement in requirements.activityTypes where !registered.contains(requirement.name) {
            error(
                .unregisteredActivityType,
                "the activity type '\(requirement.name)' is not in '\(key)', so the app cannot continue it",
                at: entry.key.location,
                notes: [requirement.note] + settings.map(Self.buildSettingNote) + [
                    .help("add \(RegistrationFragment.string(requirement.name).singleLine) to the <array> of '\(key)'")
                ]
            )
        }
        guard requirements.coversEverySpec else { return }
        let needed = Set(requirements.activityTypes.map(\.name))
        for type in literal where !needed.contains(type.value) && !handledElsewhere.contains(type.value.asciiLowercased)
        {
            warning(
                .unhandledRegistration,
                "the activity type '\(type.value)' is listed, but \(requirements.noSpecHandles) it, so the generated activities never continue it",
                at: type.location,
                help:
                    "remove it (a route renamed since keeps its earlier type with 'activity: { type: \(type.value) }'), or, when other code of the app continues it, list it under 'handledElsewhere'"
            )
        }
    }

    // MARK: - Entitlements

    func checkHosts() {
        let key = LinkRegistrationCheck.associatedDomainsKey
        guard let entry = root[key] else {
            guard !requirements.hosts.isEmpty else { return }
            let hosts = requirements.hosts.map(\.name)
            error(
                .unregisteredHost,
                "the property list has no '\(key)', so https links to \(list(hosts)) open in the browser instead of the app",
                at: root.location,
                notes: requirements.hosts.map(\.note) + [
                    .help(
                        "add to the top-level <dict>: "
                            + RegistrationFragment.associatedDomains(hosts: hosts).singleLine
                    )
                ]
            )
            return
        }
        guard let strings = strings(of: entry) else { return }
        let (literal, settings) = separatingBuildSettings(strings)
        var entries: [AppLinkEntry] = []
        for string in literal {
            do throws(AppLinkEntry.Malformed) {
                if let appLink = try AppLinkEntry.read(string) { entries.append(appLink) }
            } catch { self.error(.invalidRegistrationEntry, error.message, at: string.location) }
        }
        for requirement in requirements.hosts { checkHost(requirement, among: entries, at: entry.key, settings) }
        guard requirements.coversEverySpec else { return }
        for appLink in entries where !handledElsewhere.contains(appLink.pattern) {
            guard !requirements.hosts.contains(where: { appLink.matches($0.name) }) else { continue }
            warning(
                .unhandledRegistration,
                "'\(appLink.written.value)' is registered, but \(requirements.noSpecHandles) links to \(appLink.matchesSubdomains ? "any host it matches" : "'\(appLink.domain)'"), so the generated code refuses them",
                at: appLink.written.location,
                help:
                    "remove it, add the host to a spec's 'hosts', or, when other code of the app handles its links, list '\(appLink.pattern)' under 'handledElsewhere'"
            )
        }
    }

    /// A host the specs need: an error when no `applinks:` entry matches it, a warning when only entries with an
    /// alternate mode do.
    private func checkHost(
        _ requirement: RegistrationRequirements.Requirement,
        among entries: [AppLinkEntry],
        at key: Located<String>,
        _ settings: [Located<String>]
    ) {
        let applying = AppLinkEntry.applying(to: requirement.name, among: entries)
        guard let first = applying.first else {
            let bareDomainNotes = entries.filter { $0.matchesSubdomains && $0.domain == requirement.name }
                .map {
                    Diagnostic.Note(
                        "'\($0.written.value)' matches the subdomains of \(requirement.name), not \(requirement.name) itself",
                        at: $0.written.location
                    )
                }
            error(
                .unregisteredHost,
                "'\(requirement.name)' is not an associated domain: no 'applinks:' entry of '\(key.value)' matches it, so https links to it open in the browser instead of the app",
                at: key.location,
                notes: [requirement.note] + bareDomainNotes + settings.map(Self.buildSettingNote) + [
                    .help(
                        "add \(RegistrationFragment.string(AppLinkEntry.service + requirement.name).singleLine) to the <array> of '\(key.value)'"
                    )
                ]
            )
            return
        }
        guard applying.allSatisfy({ $0.mode != nil }), let mode = first.mode else { return }
        log.report(
            .warning(
                .associatedDomainMode,
                "'\(requirement.name)' is an associated domain only with '?mode=\(mode)', which \(Self.modeAudience(mode)) use, so other builds open its links in the browser",
                at: first.written.location,
                notes: [
                    requirement.note,
                    .help(
                        "add \(RegistrationFragment.string(AppLinkEntry.service + requirement.name).singleLine) for App Store builds, or check the entitlements file those builds use"
                    ),
                ]
            )
        )
    }

    /// Who uses an entry with the alternate mode `mode`, as Apple's documentation of the entitlement says.
    private static func modeAudience(_ mode: String) -> String {
        switch mode {
        case "developer": return "only apps signed with a development profile"
        case "managed": return "only apps on managed devices"
        default: return "only apps signed with a development profile on managed devices"
        }
    }

    // MARK: - Reading the file

    /// The items of an array value; nil, after an error, for any other value.
    private func items(of entry: PropertyListEntry, kind: String) -> [PropertyListValue]? {
        guard case .array(let items) = entry.value.content else {
            error(
                .propertyListWrongType,
                "'\(entry.key.value)' must be an <array> of \(kind), found \(entry.value.kindDescription)",
                at: entry.value.location
            )
            return nil
        }
        return items
    }

    /// The strings of an array, after an error for each item of another kind, which registers nothing; nil, after an
    /// error, when the value is no array.
    private func strings(of entry: PropertyListEntry) -> [Located<String>]? {
        guard let items = items(of: entry, kind: "<string>s") else { return nil }
        var strings: [Located<String>] = []
        for item in items {
            guard case .string(let text) = item.content else {
                error(
                    .propertyListWrongType,
                    "each entry of '\(entry.key.value)' must be a <string>, found \(item.kindDescription)",
                    at: item.location
                )
                continue
            }
            strings.append(Located(text, at: item.location))
        }
        return strings
    }

    /// Xcode replaces `$(NAME)` and `${NAME}` with build settings when it builds the app; routegen cannot know them.
    private func separatingBuildSettings(_ strings: [Located<String>]) -> (
        literal: [Located<String>], buildSettings: [Located<String>]
    ) {
        let isBuildSetting = { (text: String) in text.contains("$(") || text.contains("${") }
        return (strings.filter { !isBuildSetting($0.value) }, strings.filter { isBuildSetting($0.value) })
    }

    private static func buildSettingNote(_ setting: Located<String>) -> Diagnostic.Note {
        .init(
            "'\(setting.value)' holds a build setting, which routegen does not expand; list the value itself to have it checked",
            at: setting.location
        )
    }

    /// What is wrong with a lowercased registered scheme, completing "'x' in 'CFBundleURLSchemes' …", or nil.
    private static func schemeProblem(_ scheme: String) -> String? {
        if scheme == "http" || scheme == "https" {
            return
                "cannot be an app's URL scheme; https links open the app as universal links, through the associated domains of its entitlements"
        }
        return ModelBuilder.schemeProblem(scheme) == nil
            ? nil
            : "is not a URL scheme; write the scheme alone, such as 'myapp' (a letter, then letters, digits, '+', '-', '.')"
    }

    private func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }

    private func warning(_ id: DiagnosticID, _ message: String, at location: SourceLocation, help: String) {
        log.report(.warning(id, message, at: location, notes: [.help(help)]))
    }
}

extension RegistrationRequirements.Requirement { var note: Diagnostic.Note { .init(reason, at: location) } }
