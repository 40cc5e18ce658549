/// What `routegen registration` prints: the Info.plist and entitlements entries an app needs for the links of its
/// specs, each after an XML comment that names the file it goes in, so that each part can be pasted as it is.
package enum RegistrationSnippet {
    package static func text(for requirements: RegistrationRequirements) -> String {
        var parts: [String] = []
        if !requirements.schemes.isEmpty {
            parts.append(
                "<!-- Info.plist, in the top-level <dict>: the URL schemes the links use -->\n"
                    + RegistrationFragment.urlTypes(schemes: requirements.schemes.map(\.name), named: true).lines
            )
        }
        if !requirements.hosts.isEmpty {
            parts.append(
                "<!-- The entitlements file, in the top-level <dict>: the hosts of the universal links -->\n"
                    + RegistrationFragment.associatedDomains(hosts: requirements.hosts.map(\.name)).lines
            )
        }
        if !requirements.activityTypes.isEmpty {
            parts.append(
                "<!-- Info.plist, in the top-level <dict>: the activity types the app continues -->\n"
                    + RegistrationFragment.activityTypes(requirements.activityTypes.map(\.name)).lines
            )
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
