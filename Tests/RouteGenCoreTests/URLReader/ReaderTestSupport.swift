@testable import RouteURLReader

/// The policy most tables read with: two custom schemes, three hosts (one in punycode), literals ignoring case.
let testPolicy = LinkPolicy(
    customSchemes: ["myapp", "My.App+2-x"],
    trustedHosts: ["example.com", "www.example.com", "xn--caf-dma.example"],
    literalsIgnoreCase: true
)

/// The decoded segments of `text`, or why the reader refuses it.
func segments(_ text: String, _ policy: LinkPolicy = testPolicy) -> Result<[String], LinkRejection> {
    Link.read(text, policy) { (0..<$0.count).map($0.string(at:)) }
}

/// The segments as UTF-8 bytes: String's `==` treats canonically equivalent spellings (NFC and NFD) as equal,
/// and these tests must tell them apart.
func segmentBytes(_ text: String, _ policy: LinkPolicy = testPolicy) -> Result<[[UInt8]], LinkRejection> {
    segments(text, policy).map { $0.map { Array($0.utf8) } }
}

/// What `body` reads from the link `text`; fails the test when the reader refuses the text.
func reading<Value>(_ text: String, _ policy: LinkPolicy = testPolicy, _ body: (Link) -> Value) throws -> Value {
    try Link.read(text, policy, body).get()
}

/// Runs `body` on `text`'s UTF-8 bytes as encoded text, the way the reader sees a path segment or query value.
func withEncodedText<Value>(_ text: String, plusIsSpace: Bool = false, _ body: (EncodedText) -> Value) -> Value {
    var text = text
    return text.withUTF8 { body(EncodedText(bytes: $0, plusIsSpace: plusIsSpace)) }
}
