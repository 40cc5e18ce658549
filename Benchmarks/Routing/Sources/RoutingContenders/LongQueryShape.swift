import Foundation

/// A search URL whose query is padded to a given size, to show that the time to resolve it grows linearly with the
/// query and no faster.
package struct LongQueryShape: Sendable {
    package let name: String
    private let query: @Sendable (_ size: Int) -> String

    /// `q=x&a=b&a=b…`: the searched item first, then many short items.
    static let searchedItemFirst = LongQueryShape(name: "q first, then a=b items") { size in
        "q=x" + String(repeating: "&a=b", count: max(0, (size - 3) / 4))
    }

    /// `a=b&a=b…&q=x`: the searched item is the last of many.
    static let searchedItemLast = LongQueryShape(name: "a=b items, then q last") { size in
        String(repeating: "a=b&", count: max(0, (size - 3) / 4)) + "q=x"
    }

    /// `q=x&pad=aaa…`: one item with a long value.
    static let oneLongValue = LongQueryShape(name: "q, then one long value") { size in
        "q=x&pad=" + String(repeating: "a", count: max(0, size - 8))
    }

    package static let all = [searchedItemFirst, searchedItemLast, oneLongValue]

    /// `bench://w1/search?` and a query of about `size` bytes.
    package func url(size: Int) -> URL { URLStyle.customScheme.url(path: "w1/search", query: query(size)) }

    /// Whether both routers find `q=x` in the URL and nothing else, so that timing them compares like with like.
    package static func isResolvedAlike(_ url: URL, _ router: RoutingKitRouter) -> Bool {
        let expected = BenchRoute.w1(.w1Search(q: "x", page: nil))
        return BenchRoute(url: url) == expected && router.route(url) == expected
    }
}
