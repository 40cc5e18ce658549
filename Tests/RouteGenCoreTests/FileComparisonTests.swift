import Foundation
import Testing
@testable import routegen

/// The check that keeps an unchanged output file untouched, so that builds do not recompile it.
@Suite("Comparing the output with the file on disk") struct FileComparisonTests {
    @Test("Only a regular file with exactly the bytes holds them, across the blocks it is read in") func comparison()
        throws
    {
        let directory = try Shell.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Routes.swift").path
        // Larger than one block, so that a difference in a later block is read too.
        let bytes = (0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        #expect(FileComparison.file(at: path, holds: bytes))
        var changedLate = bytes
        changedLate[changedLate.count - 2] &+= 1
        #expect(!FileComparison.file(at: path, holds: changedLate))
        #expect(!FileComparison.file(at: path, holds: Array(bytes.dropLast())))
        #expect(!FileComparison.file(at: path, holds: bytes + [0]))
        #expect(!FileComparison.file(at: directory.appendingPathComponent("missing.swift").path, holds: bytes))
        #expect(!FileComparison.file(at: directory.path, holds: []))

        try Data().write(to: URL(fileURLWithPath: path))
        #expect(FileComparison.file(at: path, holds: []))
        #expect(!FileComparison.file(at: path, holds: [0]))
    }
}
