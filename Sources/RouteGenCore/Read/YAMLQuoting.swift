extension String {
    /// This text as a YAML double-quoted scalar that reads back as it is: `"` and `\` escaped.
    var yamlDoubleQuoted: String {
        var quoted = "\""
        for scalar in unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted += "\\" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
