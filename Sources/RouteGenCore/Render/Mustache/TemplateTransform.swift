/// Functions a tag may apply to a value, written `{{uppercased(name)}}`, `{{#empty(cases)}}` or, with no
/// argument, `{{^last()}}` for the place of the current element in the list being rendered. A transform that does
/// not apply to its value gives no value: the tag renders nothing and its section is skipped.
enum TemplateTransform: String, CaseIterable, Sendable {
    /// Text: all letters in upper case.
    case uppercased
    /// Text: all letters in lower case.
    case lowercased
    /// Text: the first letter in upper case, the rest as it is (`routeName` becomes `RouteName`).
    case capitalized
    /// Text or list: its characters or elements in reverse order.
    case reversed
    /// Text or list: whether it is empty.
    case empty
    /// List: how many elements; number: whether it is zero.
    case count, equalzero
    /// List: its first or last element; position: whether the current element is the first or the last.
    case first, last
    /// Position: the index of the current element, from 0.
    case index
    /// Number or position: whether it is even or odd.
    case even, odd
    /// Number: one more or one less.
    case plusone, minusone

    func apply(to value: TemplateValue) -> TemplateValue? {
        switch value {
        case .text(let text): return apply(toText: text)
        case .list(let elements): return apply(toList: elements)
        case .number(let number): return apply(toNumber: number)
        case .flag, .object: return nil
        }
    }

    func apply(to position: TemplateListPosition) -> TemplateValue? {
        switch self {
        case .first: return .flag(position.index == 0)
        case .last: return .flag(position.index == position.count - 1)
        case .index: return .number(position.index)
        case .even, .odd: return apply(toNumber: position.index)
        default: return nil
        }
    }

    private func apply(toText text: String) -> TemplateValue? {
        switch self {
        case .uppercased: return .text(text.uppercased())
        case .lowercased: return .text(text.lowercased())
        case .capitalized: return .text(text.prefix(1).uppercased() + text.dropFirst())
        case .reversed: return .text(String(text.reversed()))
        case .empty: return .flag(text.isEmpty)
        default: return nil
        }
    }

    private func apply(toList elements: TemplateList) -> TemplateValue? {
        switch self {
        case .reversed: return .list(elements.reversed)
        case .empty: return .flag(elements.isEmpty)
        case .count: return .number(elements.count)
        case .first: return elements.isEmpty ? nil : elements.element(0)
        case .last: return elements.isEmpty ? nil : elements.element(elements.count - 1)
        default: return nil
        }
    }

    private func apply(toNumber number: Int) -> TemplateValue? {
        switch self {
        case .equalzero: return .flag(number == 0)
        case .even: return .flag(number % 2 == 0)
        case .odd: return .flag(number % 2 != 0)
        case .plusone: return .number(number + 1)
        case .minusone: return .number(number - 1)
        default: return nil
        }
    }
}

/// Where the element being rendered stands in its list.
struct TemplateListPosition: Sendable {
    var index: Int
    var count: Int
}
