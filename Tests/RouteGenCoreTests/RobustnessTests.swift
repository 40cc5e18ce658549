import Foundation
import Testing
@testable import RouteGenCore

/// Seeded mutations of every fixture spec: the generator must answer each with a result, never a crash or a hang,
/// and every diagnostic must point inside the file.
@Suite("Robustness") struct RobustnessTests {
    static let fragments: [[UInt8]] =
        [
            ":", "-", "[", "]", "{", "}", "&a", "*a", "!", "?", "#", "\t", "\n", "  ", "\"", "'", "|", ">", "%", "**",
            "*", "/:x?", "/", "~", "null", "true", "---", "<<: *a", "{ enum: [a, A] }", "Int?", "default: ",
            "optional: true",
        ]
        .map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00]]

    static let seeds: [[UInt8]] = {
        let paths =
            Fixtures.exampleSpecNames.map { "Specs/\($0).yaml" }
            + Fixtures.badSpecNames.map { "Tests/Fixtures/BadSpecs/\($0).yaml" }
            + Fixtures.edgeSpecNames.map { "Tests/Fixtures/EdgeSpecs/\($0).yaml" }
        return paths.compactMap { try? Fixtures.bytes($0) }
    }()

    @Test("Mutated specs get located diagnostics or generated code", arguments: 0..<8) func mutatedSpecs(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let input = mutate(Self.seeds.randomElement(using: &generator)!, using: &generator)
            let output = RouteGenerator.generate(spec: input, specPath: "fuzz.yaml")
            // YAML also breaks lines at a lone CR, NEL, LS and PS; counting each byte that can start one bounds the lines.
            let lineCount = input.filter { [0x0A, 0x0D, 0xC2, 0xE2].contains($0) }.count + 1
            for diagnostic in output.diagnostics {
                #expect(
                    diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount,
                    "\(diagnostic) in \(String(decoding: input, as: UTF8.self).debugDescription)"
                )
                #expect(diagnostic.location.column >= 1, "\(diagnostic)")
            }
            #expect((output.source != nil) == !output.diagnostics.containsErrors, "\(output.diagnostics)")
        }
    }

    private func mutate(_ seed: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1: bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator)!, at: position)
            case 2 where !bytes.isEmpty:
                bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &generator)))
            default: if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
            }
        }
        return bytes
    }
}
