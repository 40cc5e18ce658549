import Foundation
import RoutingContenders

/// Times every contender over the same URLs in turns, so that a slow moment of the machine does not fall on one
/// contender only, and keeps each one's fastest round: the least disturbed by whatever else the machine is doing.
/// Returns nanoseconds per URL, by contender name.
func nanosecondsPerURL(_ corpus: URLCorpus, _ contenders: [Contender], rounds: Int) -> [String: Double] {
    let urls = corpus.allURLs
    var fastest = Array(repeating: Duration.seconds(Int64.max), count: contenders.count)
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            fastest[index] = min(fastest[index], contender.time(over: urls))
        }
    }
    let perURL = fastest.map { $0.nanoseconds / Double(urls.count) }
    return Dictionary(uniqueKeysWithValues: zip(contenders.map(\.name), perURL))
}
