import Foundation
import GRDB

extension AppStore {
    /// Writes a consistent copy of the SQLite file at `source` to the new file `destination`
    /// through SQLite's online backup, while other connections (a running server) go on reading
    /// and writing it. The copy holds every committed change up to a moment, whatever the
    /// write-ahead log held; copying the file alone would miss the log's part.
    public static func backUp(_ source: URL, to destination: URL) throws {
        var configuration = Configuration()
        configuration.busyMode = .timeout(longestWait)
        configuration.readonly = true
        let from = try DatabaseQueue(path: source.path, configuration: configuration)
        let to = try DatabaseQueue(path: destination.path)
        // NB: in steps, so a writer is never kept waiting for the whole copy.
        try from.backup(to: to, pagesPerStep: 1024)
        try to.close()
        try from.close()
    }

    /// Whether the file at `url` is an SQLite database (by its first 16 bytes).
    public static func isDatabase(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 16)) == Data("SQLite format 3\0".utf8)
    }
}
