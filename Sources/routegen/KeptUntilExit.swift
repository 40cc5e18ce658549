import RouteGenCore

/// The last result the command worked with, left for the process's exit to reclaim. A large spec's route table is
/// many thousands of small objects, and freeing them one by one took tens of milliseconds of a 100,000-route check;
/// the system takes the whole memory back at once. Only the last result is kept: the next replaces it, so a run over
/// many specs holds one table at a time.
enum KeptUntilExit {
    nonisolated(unsafe) private static var output: RouteGenerator.Output?

    static func keep(_ output: consuming RouteGenerator.Output) { self.output = output }
}
