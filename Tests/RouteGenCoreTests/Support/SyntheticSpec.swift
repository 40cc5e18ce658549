/// Large specs written in code, shaped like real apps: ten routes under each top-level word, one group per word.
enum SyntheticSpec {
    static func grouped(routeCount: Int) -> String {
        var text = "version: 1\nname: BigRoute\nschemes: [big]\nhosts: [big.example.com]\nroutes:\n"
        let groupCount = (routeCount + 9) / 10
        for group in 0..<groupCount {
            text += "  area\(group):\n    routes:\n"
            let shapes = [
                "/area\(group)", "/area\(group)/new", "/area\(group)/:id", "/area\(group)/:id/edit",
                "/area\(group)/:id/comments/:commentId", "/area\(group)/:id/comments/:commentId/reply",
                "/area\(group)/search", "/area\(group)/tags/:tag", "/area\(group)/archive/:year/:month?", "/area\(group)/files/**path",
            ]
            for (index, path) in shapes.enumerated() where group * 10 + index < routeCount {
                text += "      route\(index):\n        path: \(path)\n"
                if path.contains(":id") { text += "        params: { id: Int }\n" }
                if path.hasSuffix("/search") { text += "        query: { q: String, page: Int? }\n" }
                if path.contains(":year") { text += "        params: { year: Int, month: Int }\n" }
            }
        }
        return text
    }
}
