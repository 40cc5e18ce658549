/// A 1-based line and column in a named source file, the form editors and CI annotate.
///
/// Every node read from a spec, and every value decoded from one, carries a location, so a location is plain data:
/// the file is a number standing for its name (see `File`), and copying a location never touches a reference count.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A file name stored once for the whole process, so that locations can refer to it by number.
    package struct File: Hashable, Sendable {
        fileprivate let id: UInt32

        package init(_ name: String) { id = SourceFileNames.shared.id(for: name) }

        package var name: String { SourceFileNames.shared.name(for: id) }
    }

    package let sourceFile: File
    private let storedLine: Int32
    private let storedColumn: Int32

    package init(file: File, line: Int, column: Int) {
        sourceFile = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    package init(file: String, line: Int, column: Int) { self.init(file: File(file), line: line, column: column) }

    package var file: String { sourceFile.name }
    package var line: Int { Int(storedLine) }
    package var column: Int { Int(storedColumn) }

    /// This location moved `count` characters to the right on the same line.
    package func advanced(by count: Int) -> SourceLocation {
        SourceLocation(file: sourceFile, line: line, column: column + count)
    }

    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.sourceFile != rhs.sourceFile { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
