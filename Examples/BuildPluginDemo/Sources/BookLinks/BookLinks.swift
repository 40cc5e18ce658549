import Foundation

/// What the app shows for a link: the generated `BookRoute` turned into a line of text.
public func describeLink(_ text: String) -> String {
    guard let url = URL(string: text) else { return "not a URL" }
    switch BookRoute.resolve(url) {
    case .success(let route): return String(describing: route)
    case .failure(let error): return "error: \(error)"
    }
}
