import Foundation

/// The seed corpus a fuzz target makes with the package's own writers (an export, a backup, a
/// photo), asked for by `scripts/fuzz` before the first run.
public enum Seeds {
    /// When `HABITSUITE_FUZZ_SEEDS` names a folder, writes the files `make` returns into it and ends
    /// the process; otherwise does nothing. Called from `LLVMFuzzerInitialize`, before any input.
    public static func writeIfAsked(_ make: () throws -> [String: Data]) {
        guard let folder = ProcessInfo.processInfo.environment["HABITSUITE_FUZZ_SEEDS"] else { return }
        do {
            let url = URL(fileURLWithPath: folder, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, data) in try make() { try data.write(to: url.appendingPathComponent(name)) }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("The seeds could not be made: \(error)\n".utf8))
            exit(1)
        }
    }
}
