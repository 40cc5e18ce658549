/// A route's `examples:`: links that must open it with the values given, and links that must be rejected. The
/// values stay as written, with their places, because they can be checked only against the whole table.
package struct RouteExamples: Sendable {
    package struct Opening: Sendable {
        package var url: Located<String>
        /// Each value given, by the route parameter's Swift label.
        package var values: [(label: Located<String>, value: Located<ExampleValue>)]
    }

    package struct Rejection: Sendable {
        package var url: Located<String>
        /// `noRoute`, or `invalidParameterValue(itemId)`: a resolution error, optionally with what it names.
        package var error: Located<String>
    }

    /// An example's value: text for a single value, a list for `**`, or `absent` for the null of an absent optional
    /// value.
    package enum ExampleValue: Hashable, Sendable {
        case text(String)
        case list([String])
        case absent
    }

    package let opens: [Opening]
    package let rejects: [Rejection]

    init(_ document: LinkExamplesDocument) {
        opens = document.opens.map { opening in
            Opening(
                url: opening.url,
                values: opening.values.map { ($0.label, Located(ExampleValue($0.value.value), at: $0.value.location)) }
            )
        }
        rejects = document.rejects.map { Rejection(url: $0.url, error: $0.error) }
    }
}

extension RouteExamples.ExampleValue {
    init(_ written: ExampleValueDocument) {
        switch written {
        case .text(let text): self = .text(text)
        case .list(let segments): self = .list(segments)
        case .absent: self = .absent
        }
    }
}
