import DayKitDatabase
import Foundation
import Testing

/// An export's file, written whole under its name where the share sheet reads it.
@Suite struct ExportedFileTests {
    @Test func theFileIsWrittenUnderItsNameAndReplacesAnEarlierOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exported-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try ExportedFile(name: "my-habit-lab-2026-11-22.json", data: Data("older".utf8)).writtenToTemporaryDirectory(directory)
        let url = try ExportedFile(name: "my-habit-lab-2026-11-22.json", data: Data("{}".utf8)).writtenToTemporaryDirectory(directory)
        #expect(url.lastPathComponent == "my-habit-lab-2026-11-22.json" && url.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path)
        #expect(try Data(contentsOf: url) == Data("{}".utf8))
    }

    @Test func aDirectoryThatIsNotThereIsAnErrorNotAFile() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
        #expect(throws: (any Error).self) { try ExportedFile(name: "a.json", data: Data()).writtenToTemporaryDirectory(missing) }
    }
}
