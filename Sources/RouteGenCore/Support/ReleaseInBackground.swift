import Dispatch

/// Frees a large value on another core. Freeing the view model of a large spec, hundreds of thousands of strings
/// and arrays, takes milliseconds that the caller would otherwise wait for before it can write the file.
func releaseInBackground(_ value: consuming some Sendable) {
    let box = ReleasedValue(value)
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(box) {} }
}

/// Holds the value so that the block's reference to it is a single retain, and the last one once the caller's
/// is gone.
private final class ReleasedValue<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: consuming Value) { self.value = value }
}
