/// The art feature's screens, as text.
public struct ArtScreens: ArtRouteDestinations {
    public init() {}

    public func gallery() -> String { "Gallery" }
    public func piece(pieceId: Int) -> String { "Piece \(pieceId)" }
}
