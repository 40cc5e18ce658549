extension String {
    /// The digits with zeros in front up to `width`, as hex escapes and code points are written: `7` -> `0007`.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
