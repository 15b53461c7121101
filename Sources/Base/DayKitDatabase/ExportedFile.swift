import Foundation

/// A file made by an app's export, for the iPhone's share sheet: an app's iPhone model hands it
/// out, and its shell writes it where the share sheet reads it (`writtenToTemporaryDirectory()`).
public struct ExportedFile: Sendable, Hashable {
    /// Its suggested name.
    public let name: String
    public let data: Data

    /// The file `name` holding `data`.
    public init(name: String, data: Data) {
        self.name = name
        self.data = data
    }

    /// Writes the file, whole (atomically), under its name in `directory` (by default the
    /// process's temporary directory, what a share sheet reads) and returns where.
    public func writtenToTemporaryDirectory(_ directory: URL = FileManager.default.temporaryDirectory) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url, options: .atomic)
        return url
    }
}
