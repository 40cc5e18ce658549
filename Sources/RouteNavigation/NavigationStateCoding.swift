/// A state is saved so that the app comes back to the same screens after a relaunch, and read back leniently: state
/// saved by an earlier version of the app keeps every screen that still resolves where this version puts it. A
/// stack keeps its screens up to the first one this version no longer has, or would not put on that stack (an
/// action, a route now presented or pushed in another tab: see `removeMisplacedScreens()`), since the screens above
/// it were opened from it; a presentation whose root is gone is dismissed; a tab that is gone loses its stack, and
/// when it was selected the first tab shows. State
/// written by routegen's earlier generated code (the tabs' stacks as a list of keys and values, or one `path`)
/// reads the same way.
extension NavigationState: Codable where Route: Codable, Route.NavigationTab: Codable {
    private enum CodingKeys: String, CodingKey {
        case selectedTab, paths, path, sheet, sheetPath, fullScreenCover, fullScreenCoverPath
    }

    private enum TabPathKeys: String, CodingKey { case tab, path }

    /// One tab's stack as it is saved; `tab` is nil for a tab this version does not have.
    private struct TabPath: Decodable {
        var tab: Route.NavigationTab?
        var path: [Route]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: TabPathKeys.self)
            tab = try? container.decode(Route.NavigationTab.self, forKey: .tab)
            path = Stacks.screens(in: container, forKey: .path)
        }
    }

    /// Any value, read only to get past it.
    private struct Skipped: Decodable { init(from decoder: any Decoder) {} }

    /// Reads a saved state, keeping every screen that still resolves.
    ///
    /// - Parameter decoder: The decoder of the saved state.
    /// - Throws: The decoder's error when the saved state is not a keyed container.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(selectedTab: try? container.decodeIfPresent(Tab.self, forKey: .selectedTab))
        if var entries = try? container.nestedUnkeyedContainer(forKey: .paths) {
            // The earlier generated code wrote the dictionary as its keys and values in turn.
            var earlierTab: Tab?
            while !entries.isAtEnd {
                if let entry = try? entries.decode(TabPath.self) {
                    if let tab = entry.tab { paths[tab] = entry.path }
                } else if let tab = try? entries.decode(Tab.self) {
                    earlierTab = tab
                    continue
                } else if let tab = earlierTab, var stack = try? entries.nestedUnkeyedContainer() {
                    paths[tab] = Stacks.screens(in: &stack)
                } else if (try? entries.decode(Skipped.self)) == nil {
                    break
                }
                earlierTab = nil
            }
        }
        let path = Stacks.screens(in: container, forKey: .path)
        if !path.isEmpty { paths[selectedTab] = path }
        sheet = try? container.decodeIfPresent(Route.self, forKey: .sheet)
        if sheet != nil { sheetPath = Stacks.screens(in: container, forKey: .sheetPath) }
        fullScreenCover = try? container.decodeIfPresent(Route.self, forKey: .fullScreenCover)
        if fullScreenCover != nil {
            fullScreenCoverPath = Stacks.screens(in: container, forKey: .fullScreenCoverPath)
        }
        removeMisplacedScreens()
    }

    /// Saves the state: the selected tab, each stack that holds a screen, and the presentations.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error, or a route's.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTab, forKey: .selectedTab)
        var entries = container.nestedUnkeyedContainer(forKey: .paths)
        for tab in Tab.allCases {
            guard let path = paths[tab], !path.isEmpty else { continue }
            var entry = entries.nestedContainer(keyedBy: TabPathKeys.self)
            try entry.encode(tab, forKey: .tab)
            try entry.encode(path, forKey: .path)
        }
        try container.encodeIfPresent(sheet, forKey: .sheet)
        try container.encode(sheetPath, forKey: .sheetPath)
        try container.encodeIfPresent(fullScreenCover, forKey: .fullScreenCover)
        try container.encode(fullScreenCoverPath, forKey: .fullScreenCoverPath)
    }

    /// How a stack reads: its screens up to the first that does not decode.
    private enum Stacks {
        /// The screens of the stack under `key`; none when there is no stack.
        static func screens<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, forKey key: Key) -> [Route] {
            guard var stack = try? container.nestedUnkeyedContainer(forKey: key) else { return [] }
            return screens(in: &stack)
        }

        static func screens(in stack: inout any UnkeyedDecodingContainer) -> [Route] {
            var screens: [Route] = []
            while !stack.isAtEnd, let screen = try? stack.decode(Route.self) { screens.append(screen) }
            return screens
        }
    }
}
