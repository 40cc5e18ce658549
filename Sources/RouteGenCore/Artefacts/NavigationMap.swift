/// The spec's navigation graph as a diagram sees it: a node per route (or per folded group), the tabs, features and
/// presentations as clusters, the stacks links build and the redirects as edges. Built once from the route table; the
/// Mermaid and DOT writers only spell it.
package struct NavigationMap: Equatable, Sendable {
    /// Past this many routes, each outermost group folds into one node (docs/links-outside-the-app.md), so that the
    /// map of a large spec stays readable and within the size Mermaid renders.
    package static let unfoldedRouteLimit = 100

    /// Whose map this is: the route enum's name.
    package var name: String
    /// Every node, those inside clusters too, in the order the spec declares them: routes, then redirects.
    package var nodes: [Node]
    package var edges: [Edge]
    /// The outermost clusters; a node in none stands at the top level.
    package var clusters: [Cluster]

    package struct Node: Equatable, Sendable {
        /// `route3`, `group1`, `redirect0`: safe in every format, whatever the spec names.
        package var id: String
        package var kind: Kind
        /// The route's qualified name, the group's or the redirect's.
        package var title: String
        /// The route's path pattern; for a folded group, the start its routes share.
        package var pattern: String
        package var signIn: SignIn
        /// Whether the app's links that match no route open this route (or a route of this folded group).
        package var isFallback: Bool
        /// Whether a tap on the tab opens this route.
        package var isTabRoot: Bool

        /// The text of the node, one line each, which each format escapes and joins its own way.
        package var labelLines: [String] {
            var lines = [title, pattern]
            if case .foldedGroup(let routeCount, let signInCount) = kind {
                // When all of them do, the node is marked as a route would be.
                let some = signInCount > 0 && signInCount < routeCount
                lines.append("\(routeCount) routes" + (some ? ", \(signInCount) requiring sign-in" : ""))
            }
            if isTabRoot { lines.append("tab root") }
            switch signIn {
            case .notRequired: break
            case .required: lines.append("requires sign-in")
            case .inTabs(let tabs):
                lines.append("requires sign-in in tab" + (tabs.count == 1 ? " " : "s ") + tabs.joined(separator: ", "))
            }
            if isFallback { lines.append("fallback") }
            return lines
        }
    }

    /// What a node stands for, which decides its shape.
    package enum Kind: Hashable, Sendable {
        /// Pushed onto a stack.
        case push
        /// Selects a tab.
        case tab
        case sheet
        case fullScreen
        /// Handled without showing a screen.
        case action
        /// A group folded into one node, with how many routes it holds and how many of them require sign-in.
        case foldedGroup(routeCount: Int, signInCount: Int)
        /// An old link shape that opens a current route.
        case redirect
    }

    /// Whether a route requires sign-in, as the links document's Auth column says.
    package enum SignIn: Equatable, Sendable {
        case notRequired
        case required
        /// Only when its link names one of these tabs: a feature's route pushed onto the tab a link names.
        case inTabs([String])
    }

    package struct Edge: Equatable, Hashable, Sendable {
        package var from: String
        package var to: String
        package var kind: EdgeKind
    }

    package enum EdgeKind: Equatable, Hashable, Sendable {
        /// The screen beneath another on the stack a link builds: a tab's root, a `parent:`.
        case stack
        /// A redirect to the route it opens.
        case redirect
    }

    package struct Cluster: Equatable, Sendable {
        /// `tab0`, `feature1`, `sheets`: safe in every format.
        package var id: String
        package var kind: ClusterKind
        package var title: String
        /// The nodes directly inside, in declaration order.
        package var nodeIDs: [String]
        /// A feature mounted on a tab sits inside the tab's cluster.
        package var clusters: [Cluster]
    }

    package enum ClusterKind: Hashable, Sendable {
        case tab(String)
        /// Routes pushed onto whichever tab is showing.
        case tabShowing
        case feature(String)
        case sheets
        case fullScreens
        case actions
        case redirects
    }
}

extension NavigationMap {
    /// Every cluster, nested ones after their parent.
    package var allClusters: [Cluster] {
        func flatten(_ cluster: Cluster) -> [Cluster] { [cluster] + cluster.clusters.flatMap(flatten) }
        return clusters.flatMap(flatten)
    }

    /// The nodes that stand in no cluster.
    package var topLevelNodes: [Node] {
        let clustered = Set(allClusters.flatMap(\.nodeIDs))
        return nodes.filter { !clustered.contains($0.id) }
    }
}
