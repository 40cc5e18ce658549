/// Enum values read from query items, carried by a generated file whose spec reads one there.
public enum ChoiceQuery {
    /// The value of the first query item named `name`, compared as the link's literals are.
    public static func value<Choice: CaseIterable & RawRepresentable>(
        _ name: String, in link: Link, as type: Choice.Type
    ) -> QueryValue<Choice> where Choice.RawValue == String {
        QueryItems.value(name, in: link) { ChoiceValue.parse($0, as: type, foldingCase: link.literalsIgnoreCase) }
    }
}
