/// Where a matcher step stands: what the enclosing steps have matched.
struct MatcherPlace: Sendable {
    /// The bucket lookup matched the first segment's literal.
    var firstSegmentKnown: Bool
    /// The last position whose literal or typed value an enclosing shared step matched; -1 for none.
    var sharedThrough: Int
}
