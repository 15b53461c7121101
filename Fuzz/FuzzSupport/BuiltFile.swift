import Foundation

/// The file a structure-aware target built from its input and gave the import (a zip, a Loop
/// backup). With `HABITSUITE_FUZZ_OUT` set, it is also written there, so that a crash found by
/// running the target on one input becomes a fixture the regression tests import as it is.
public enum BuiltFile {
    private static let path = ProcessInfo.processInfo.environment["HABITSUITE_FUZZ_OUT"]

    /// Writes `data` to `HABITSUITE_FUZZ_OUT` when it is set.
    public static func keep(_ data: Data) {
        guard let path else { return }
        try? data.write(to: URL(fileURLWithPath: path))
    }
}
