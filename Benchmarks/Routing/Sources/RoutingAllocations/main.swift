import Foundation
import RoutingContenders

// Prints each contender's heap allocations per URL of the benchmark's corpus, over all URLs and over those that lead
// to a route: one line per style and contender, tab-separated. routing-benchmark starts it with the interposer
// preloaded and reads its output, so that the process it times never pays for counting.

guard AllocationCounter.isAvailable else {
    FileHandle.standardError.write(Data("routing-allocations: malloc-interposer sees no allocations\n".utf8))
    exit(1)
}
let router = RoutingKitRouter()
for style in URLStyle.allCases {
    let corpus = URLCorpus.standard(style)
    for contender in Contender.all(router) {
        let perURL = AllocationCounter.mallocCallsPerURL(contender, over: corpus.allURLs)
        let perMatchedURL = AllocationCounter.mallocCallsPerURL(contender, over: corpus.matchingURLs)
        print([style.name, contender.name, "\(perURL)", "\(perMatchedURL)"].joined(separator: "\t"))
    }
}
