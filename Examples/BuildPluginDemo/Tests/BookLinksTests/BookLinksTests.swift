import Foundation
import Testing
import BookLinks

@Test(arguments: [
    ("books://books/42?page=7", "book(bookId: 42, page: Optional(7))"),
    ("https://books.example.com/authors/le-guin", #"author(authorId: "le-guin")"#), ("books://", "library"),
]) func linksResolveThroughTheCodeTheBuildGenerated(link: String, expected: String) {
    #expect(describeLink(link) == expected)
}

@Test func routesBuildTheirCanonicalURL() {
    #expect(BookRoute.book(bookId: 7, page: nil).url.absoluteString == "books://books/7")
}

@Test func theNavigationFileTheBuildGeneratedStacksParents() {
    #expect(BookRoute.book(bookId: 7, page: nil).stack == [.library, .book(bookId: 7, page: nil)])
    var state = BookRouteNavigationState()
    state.apply(.book(bookId: 7, page: nil))
    state.apply(.book(bookId: 7, page: nil))
    #expect(state.path == [.library, .book(bookId: 7, page: nil)])
}
