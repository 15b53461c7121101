import CLICommands
import CLISupport
import DayKitDatabase
import Foundation
import GRDB
import Testing
import TestSupport

/// Issue 40, "Also": `habitsuite backup DIR` writes a consistent copy of every database and the
/// photos while the server runs over them, and the apps open the copy as they opened the data.
@Suite struct BackupTests {
    #if canImport(Glibc)
    @Test func aBackupTakenWhileTheServerRunsHoldsEveryAppsDataAndPhotos() async throws {
        let data = temporaryDirectory("backup-data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for index in DataFile.apps.indices {
            let seeded = try await DataFile.seeded(index).seed.directory
            for name in try FileManager.default.contentsOfDirectory(atPath: seeded.path) where !name.hasSuffix(".txt") && !name.hasSuffix(".json") {
                try FileManager.default.copyItem(at: seeded.appendingPathComponent(name), to: data.appendingPathComponent(name))
            }
        }
        let server = try await ServerProcess(directory: data)
        defer { server.send(SIGKILL) }
        // A change the server holds in its write-ahead log, not yet in the file.
        try #require(try await CLI.run(["habits", "add", "Walk"], in: data).status == 0)

        let backup = temporaryDirectory("backup")
        let made = try await CLI.run(["backup", backup.path], in: data)
        #expect(made.status == 0, "\(made.errors)")
        for app in DataFile.apps {
            let copy = backup.appendingPathComponent(app.file).path
            let answer = try await DatabaseQueue(path: copy).read { try String.fetchAll($0, sql: "PRAGMA quick_check") }
            #expect(answer == ["ok"], "\(app.file)")
        }
        #expect(!FileManager.default.fileExists(atPath: backup.appendingPathComponent("my-habit-lab.sqlite-wal").path))
        let photos = { (folder: URL) in
            FileManager.default.enumerator(atPath: folder.appendingPathComponent("photos").path)?.allObjects.count ?? 0
        }
        #expect(photos(backup) == photos(data))
        for (group, command) in [("habits", "list"), ("challenges", "list"), ("morning", "today")] {
            let original = try await CLI.output([group, command, "--json"], in: data)
            let copied = try await CLI.output([group, command, "--json"], in: backup)
            #expect(copied == original, "\(group) \(command)")
        }
        #expect(try await CLI.output(["habits", "list", "--json"], in: backup).contains("\"Walk\""))

        let again = try await CLI.run(["backup", backup.path], in: data)
        #expect(again.status != 0 && again.errors.contains("is not empty"), "\(again.errors)")
    }
    #endif
}

extension CLI {
    /// What `arguments` printed on standard output over `directory`.
    static func output(_ arguments: [String], in directory: URL) async throws -> String {
        let console = Console.capturing()
        let status = await Console.$current.withValue(console) {
            await HabitSuiteCommand.execute(arguments + ["--data-dir", directory.path, "--now", "2026-11-22T08:00:00-05:00",
                                                         "--time-zone", "America/New_York", "--locale", "en_US"])
        }
        try #require(status == 0, "\(arguments): \(console.errors)")
        return console.output
    }
}
