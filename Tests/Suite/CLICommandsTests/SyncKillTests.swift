import CLICommands
import DayKit
import Foundation
import GRDB
import MyHabitLabCore
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc

/// Sync stopped dead (issue 37): the server, then a device, killed with SIGKILL in the middle of a
/// first sync of two years of 20 habits (tens of thousands of changes, several batches). Nothing is
/// half-applied (each batch is one transaction on either side), nothing is lost, and the next sync
/// completes where the last stopped: a second device then has every habit and day.
@Suite struct SyncKillTests {
    @Test func aSyncKilledMidwayOnEitherSideCompletesNextTime() async throws {
        let source = temporaryDirectory("sync-source"), laptop = CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
        try MyHabitLabDatabase.onDisk(in: source).seed(habits: 20, years: 2, endingOn: CalendarDay(year: 2026, month: 11, day: 21)!)
        let hubFolder = temporaryDirectory("sync-hub")

        let total = try Self.entries(source.appendingPathComponent(MyHabitLabDatabase.fileName)).count

        // The server dies while the device sends: stopped once it holds some of the days but not
        // all (then nothing more can arrive), and killed.
        var server: ServerProcess? = try await ServerProcess(directory: hubFolder)
        var device = try Self.sync(source, port: server!.port)
        let stopped = await ServerProcess.blocking(within: patience) { [server] in
            let held = Self.hubEntries(hubFolder)
            guard held > 0, held < total else { return false }
            server!.send(SIGSTOP)
            return Self.hubEntries(hubFolder) < total
        }
        #expect(stopped, "the hub was stopped holding part of the days")
        server!.send(SIGKILL)
        #expect(await server!.exited(within: .seconds(30)))
        #expect(await device.exited(within: .seconds(120)))
        #expect(device.status != 0, "a sync whose server died says it failed")

        // The device dies while it sends, to a server started again.
        server = try await ServerProcess(directory: hubFolder)
        device = try Self.sync(source, port: server!.port)
        try await Task.sleep(for: .milliseconds(300))
        device.send(SIGKILL)
        #expect(await device.exited(within: .seconds(30)))

        // The next sync completes; a second device takes everything from the hub.
        let last = try Self.sync(source, port: server!.port)
        #expect(await last.exited(within: .seconds(300)))
        #expect(last.status == 0)
        let taken = await laptop.run("sync", "--server", "http://127.0.0.1:\(server!.port)", "--token", "mine")
        #expect(taken.status == 0, "\(taken.errors)")
        let expected = try Self.entries(source.appendingPathComponent(MyHabitLabDatabase.fileName))
        #expect(expected.count == total && total > 5_000)
        #expect(try Self.entries(laptop.directory.appendingPathComponent(MyHabitLabDatabase.fileName)) == expected)
        server = nil
    }

    /// `habitsuite habits sync` over `folder`, as its own process.
    static func sync(_ folder: URL, port: Int) throws -> ChildProcess {
        try ChildProcess(["habits", "sync", "--server", "http://127.0.0.1:\(port)", "--token", "mine", "--data-dir", folder.path])
    }

    /// How many days the hub's file holds (0 while it cannot be read).
    static func hubEntries(_ folder: URL) -> Int {
        let file = folder.appendingPathComponent(MyHabitLabDatabase.fileName).path
        guard let queue = try? DatabaseQueue(path: file, configuration: Self.readOnly) else { return 0 }
        return ((try? queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM entry") }) ?? 0) ?? 0
    }

    static var readOnly: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        return configuration
    }

    /// Every entry of a MyHabitLab file: its habit's name, day, mark, value and note.
    static func entries(_ file: URL) throws -> [String] {
        try DatabaseQueue(path: file.path, configuration: readOnly).read { db in
            try String.fetchAll(db, sql: """
                SELECT habit.name || ' ' || entry.day || ' ' || entry.mark || ' ' || coalesce(entry.value, '-') || ' ' || coalesce(entry.note, '-')
                FROM entry JOIN habit ON habit.id = entry.habitID ORDER BY 1
                """)
        }
    }
}

#endif
