extension Link {
    /// The link as a feature mounted under its first `count` path segments sees it: the segment after the mount is
    /// segment 0; the origin and the query stay. Only apps that mount features use it, so the copy of the reader
    /// that a generated file may carry leaves it out.
    ///
    /// - Parameter count: How many path segments the mount takes.
    /// - Returns: The link without those segments.
    @inlinable public func droppingSegments(_ count: Int) -> Link {
        Link(
            origin: origin,
            literalsIgnoreCase: literalsIgnoreCase,
            segments: UnsafeBufferPointer(rebasing: segments[count...]),
            query: query
        )
    }
}
