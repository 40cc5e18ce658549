import Foundation

/// The two ways a link reaches the app: `bench://w3/42` (the host is the first segment) and
/// `https://bench.example/w3/42`.
package enum URLStyle: CaseIterable, Sendable {
    case customScheme
    case https

    package var name: String {
        switch self {
        case .customScheme: "bench://"
        case .https: "https://"
        }
    }

    package func url(path: String, query: String?) -> URL {
        let prefix =
            switch self {
            case .customScheme: "bench://"
            case .https: "https://bench.example/"
            }
        let text = prefix + path + (query.map { "?" + $0 } ?? "")
        guard let url = URL(string: text) else { preconditionFailure("the corpus wrote '\(text)', which is not a URL") }
        return url
    }

    /// A link of this style that the app does not own, however its path looks.
    func foreignURL(path: String) -> URL {
        let text =
            switch self {
            case .customScheme: "other://" + path
            case .https: "https://other.example/" + path
            }
        return URL(string: text)!
    }
}

/// A URL of the benchmark and whether the spec has a route for it.
package struct CorpusURL {
    package let url: URL
    package let shouldMatch: Bool
}

/// Deterministic links into the benchmark's routes: four in five lead to a route, spread evenly over the groups
/// and the ten route shapes; the others are the near misses a router sees in practice.
package struct URLCorpus {
    package let urls: [CorpusURL]

    /// The number of URLs of each style that every figure of the benchmark is measured on.
    package static let standardCount = 10_000

    package static func standard(_ style: URLStyle) -> URLCorpus {
        URLCorpus(style: style, count: standardCount, groupCount: RoutingKitRouter.groupCount)
    }

    init(style: URLStyle, count: Int, groupCount: Int, seed: UInt64 = 0x5EED) {
        var random = SeededGenerator(seed: seed)
        var urls: [CorpusURL] = []
        urls.reserveCapacity(count)
        for index in 0..<count {
            if index % 5 == 4 {
                urls.append(CorpusURL(url: Self.miss(index / 5, style, groupCount, &random), shouldMatch: false))
            } else {
                urls.append(CorpusURL(url: Self.hit(style, groupCount, &random), shouldMatch: true))
            }
        }
        self.urls = urls
    }

    package var allURLs: [URL] { urls.map(\.url) }

    package var matchingURLs: [URL] { urls.filter(\.shouldMatch).map(\.url) }

    private static func hit(_ style: URLStyle, _ groupCount: Int, _ random: inout SeededGenerator) -> URL {
        let group = "w\(Int.random(in: 0..<groupCount, using: &random))"
        let id = Int.random(in: 1...999_999, using: &random)
        let cid = Int.random(in: 1...99_999, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return style.url(path: group, query: nil)
        case 1: return style.url(path: "\(group)/new", query: nil)
        case 2:
            let page = Bool.random(using: &random) ? "&page=\(Int.random(in: 1...50, using: &random))" : ""
            return style.url(path: "\(group)/search", query: "q=\(word(&random))" + page)
        case 3: return style.url(path: "\(group)/\(id)", query: nil)
        case 4: return style.url(path: "\(group)/\(id)/edit", query: nil)
        case 5: return style.url(path: "\(group)/\(id)/settings", query: nil)
        case 6: return style.url(path: "\(group)/\(id)/comments", query: nil)
        case 7: return style.url(path: "\(group)/\(id)/comments/\(cid)", query: nil)
        case 8: return style.url(path: "\(group)/\(id)/comments/\(cid)/replies", query: nil)
        default: return style.url(path: "\(group)/\(id)/members/\(uuid(&random))", query: nil)
        }
    }

    /// Each kind of miss in turn, so every one is equally represented.
    private static func miss(_ serial: Int, _ style: URLStyle, _ groupCount: Int, _ random: inout SeededGenerator)
        -> URL
    {
        let number = Int.random(in: 0..<groupCount, using: &random)
        let group = "w\(number)"
        let id = Int.random(in: 1...999_999, using: &random)
        switch serial % 8 {
        case 0: return style.url(path: "x\(number)/\(id)", query: nil)
        case 1: return style.url(path: "w\(groupCount + number)/\(id)/edit", query: nil)
        case 2: return style.url(path: "\(group)/\(word(&random))/edit", query: nil)
        case 3: return style.url(path: "\(group)/\(id)/members/\(word(&random))", query: nil)
        case 4: return style.url(path: "\(group)/\(id)/history", query: nil)
        case 5: return style.url(path: "\(group)/\(id)/comments/\(id)/replies/all", query: nil)
        case 6:
            let query = Bool.random(using: &random) ? "page=2" : "q=\(word(&random))&page=two"
            return style.url(path: "\(group)/search", query: query)
        default: return style.foreignURL(path: "\(group)/\(id)")
        }
    }

    private static func word(_ random: inout SeededGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return String((0..<Int.random(in: 3...10, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }

    private static func uuid(_ random: inout SeededGenerator) -> String {
        let (high, low) = (random.next(), random.next())
        let bytes = (0..<16)
            .map { index in UInt8(truncatingIfNeeded: (index < 8 ? high : low) >> (8 * UInt64(index % 8))) }
        let uuid = UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            )
        )
        return uuid.uuidString.lowercased()
    }
}
