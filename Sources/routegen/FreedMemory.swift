#if canImport(Glibc)
import Glibc

/// A run frees large structures stage by stage (the YAML tree while the document is built, the document while the
/// route table is built) and builds the next at about the same size. By default glibc hands freed memory at the top
/// of the heap, and every block above its mmap threshold, back to the system, so the next stage faults the same pages
/// in again. A short-lived process gains nothing from giving them back: keeping them makes a large run 2–7% faster
/// for a megabyte or two more at its peak (BENCHMARKS.md, "Generator speed").
enum FreedMemory {
    static func keepForReuse() {
        // mallopt is declared in malloc.h, which the Glibc module does not include; its options are glibc's ABI.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        let trimThreshold: Int32 = -1
        let mmapThreshold: Int32 = -3
        // Blocks below the largest threshold glibc accepts come from the heap, where freed memory is reused.
        _ = mallopt(mmapThreshold, 32 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
    }
}
#endif
