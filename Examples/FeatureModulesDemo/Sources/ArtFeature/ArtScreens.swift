/// The art feature's screens, as text.
public struct ArtScreens: ArtRouteDestinations {
    /// The screens, which hold nothing.
    public init() {}

    /// The gallery, the feature's first screen.
    public func gallery() -> String { "Gallery" }
    /// One piece of the gallery.
    public func piece(pieceId: Int) -> String { "Piece \(pieceId)" }
}
