import CLISupport
import Foundation
import GRDB
import HTTPTypes
import DayKit
import MyHabitLabCore
import Testing
import TestSupport
@testable import CLICommands

/// Issue 40, items 4 and 6: a write beside another process's long write waits for it rather than
/// failing with "database is locked"; a full disk is said in words (507 on the API), reads go on,
/// and writes work again once there is room, without a restart.
@Suite struct DiskAndLockTests {
    static let json: HTTPFields = [.contentType: "application/json"]

    @Test func aWriteBesideALongWriteOfAnotherConnectionWaitsForIt() async throws {
        let cli = try await DataFile.seeded(1).copy()
        let path = cli.directory.appendingPathComponent("my-habit-lab.sqlite").path
        let gym = try #require(try await cli.list("list").first { $0["name"] as? String == "Gym" }?["id"] as? String)
        try await DataFile.serve(cli.directory) { client in
            // Another process's import: the write lock held for longer than the old 5 s wait.
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            let importer = try DatabaseQueue(path: path, configuration: configuration)
            try await importer.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            let held = ContinuousClock.now
            async let toggled = client.post("/my-habit-lab/api/habits/\(gym)/toggle", origin: nil, headers: Self.json)
            async let added = cli.run("add", "Walk")
            try await Task.sleep(for: .seconds(6.5))
            try await importer.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            let (web, command) = try await (toggled, added)
            #expect(ContinuousClock.now - held >= .seconds(6.5))
            #expect(web.status == .ok && web.body.contains("\"state\":\"done\""), "\(web.status) \(web.body)")
            #expect(command.status == 0, "\(command.errors)")
            try importer.close()
        }
    }

    #if canImport(Glibc)
    @Test(.enabled(if: getuid() == 0, "mounts a small tmpfs"))
    func aFullDiskIsSaidInWordsReadsGoOnAndWritesRecover() async throws {
        let disk = try SmallDisk(megabytes: 4)
        defer { disk.unmount() }
        let data = try await disk.seededData()
        let full = "The disk is full: nothing was saved. Free some space and try again."
        try await DataFile.serve(data) { client in
            let list = try await client.get("/my-habit-lab/api/habits")
            let habits = try #require(try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [String: Any])
            let gym = try #require((habits["habits"] as? [[String: Any]])?.first { $0["name"] as? String == "Gym" }?["id"] as? String)
            try disk.fill()

            let toggled = try await client.post("/my-habit-lab/api/habits/\(gym)/toggle", origin: nil, headers: Self.json)
            #expect(toggled.status.code == 507 && toggled.body == "{\"error\":\"\(full)\"}", "\(toggled.status) \(toggled.body)")
            let added = try await client.post("/my-habit-lab/habits", "name=Walk")
            #expect(added.status.code == 507 && added.body.contains(full), "\(added.status)")
            #expect(try await client.get("/my-habit-lab/today").status == .ok)
            #expect(try await client.get("/my-habit-lab/stats").status == .ok)
            let command = try await CLI.run(["habits", "toggle", "Gym"], in: data)
            #expect(command.status != 0 && command.errors == "Error: \(full)", "\(command.errors)")

            disk.makeRoom()
            let again = try await client.post("/my-habit-lab/api/habits/\(gym)/toggle", origin: nil, headers: Self.json)
            #expect(again.status == .ok && again.body.contains("\"state\":\"done\""), "\(again.status) \(again.body)")
        }
    }

    // Issue 40, item 4: an import commits its days in batches, so a disk that fills midway keeps
    // some; it says how many, and the same file imported again adds the rest.
    @Test(.enabled(if: getuid() == 0, "mounts a small tmpfs"))
    func anImportStoppedByAFullDiskSaysHowManyDaysItSavedAndImportingAgainAddsTheRest() async throws {
        let source = temporaryDirectory("import-source")
        defer { try? FileManager.default.removeItem(at: source) }
        try await onOwnThreads { try MyHabitLabDatabase.onDisk(in: source).seed(habits: 10, years: 10, endingOn: CalendarDay(year: 2026, month: 11, day: 21)!) }
        let file = source.appendingPathComponent("export.json")
        #expect(try await CLI.run(["habits", "export", "--format", "json", "--output", file.path], in: source).status == 0)
        let days = { (folder: URL) in
            try DatabaseQueue(path: folder.appendingPathComponent(MyHabitLabDatabase.fileName).path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM entry") ?? 0 }
        }
        let total = try days(source)
        let disk = try SmallDisk(megabytes: 64)
        defer { disk.unmount() }
        let data = disk.folder.appendingPathComponent("data")
        #expect(try await CLI.run(["habits", "list"], in: data).status == 0)
        try disk.fill(leaving: 12)

        let stopped = try await CLI.run(["habits", "import", file.path], in: data)
        #expect(stopped.status != 0)
        let saved = try days(data)
        #expect(saved > 0 && saved < total, "\(saved) of \(total) days saved")
        let (savedText, totalText) = (saved.formatted(.number.locale(Locale(identifier: "en_US"))), total.formatted(.number.locale(Locale(identifier: "en_US"))))
        #expect(stopped.errors.contains("The import stopped after its habits and \(savedText) of its \(totalText) days were saved: the disk is full. "
                                        + "Free some space, then import the same file again: it adds only what is missing."), "\(stopped.errors)")

        disk.makeRoom()
        let again = try await CLI.run(["habits", "import", file.path], in: data)
        #expect(again.status == 0, "\(again.errors)")
        #expect(try days(data) == total)
    }

    // Issue 40, item 6: a server started on a full disk refused to start although reads would work.
    @Test(.enabled(if: getuid() == 0, "mounts a small tmpfs"))
    func aServerStartedOnAFullDiskServesReadsRefusesWritesInWordsAndSavesOnceThereIsRoom() async throws {
        let disk = try SmallDisk(megabytes: 4)
        defer { disk.unmount() }
        let data = try await disk.seededData()
        // A routine chosen three days ago: its last two days are closed at start, a write.
        for command in [["morning", "choose", "charles-darwin"], ["morning", "onboarding", "done"]] {
            let chosen = try await CLI.run(command, in: data, now: "2026-11-19T08:00:00-05:00")
            #expect(chosen.status == 0, "\(chosen.errors)")
        }
        try await DataFile.serve(data) { _ in }  // every app's file there, as a server that ran leaves them
        try disk.fill()
        let full = "The disk is full: nothing was saved. Free some space and try again."
        try await DataFile.serve(data) { client in
            let list = try await client.get("/my-habit-lab/api/habits")
            #expect(list.status == .ok, "\(list.status) \(list.body)")
            let habits = try #require(try JSONSerialization.jsonObject(with: Data(list.body.utf8)) as? [String: Any])
            let gym = try #require((habits["habits"] as? [[String: Any]])?.first { $0["name"] as? String == "Gym" }?["id"] as? String)
            let today = try await client.get("/my-habit-lab/today")
            #expect(today.status == .ok && today.body.contains("Gym"), "\(today.status)")
            let routine = try await client.get("/better-morning/routine")
            #expect(routine.status == .ok && routine.body.contains("Charles Darwin"), "\(routine.status) \(routine.body)")
            for page in ["/ultimate/", "/"] {
                let response = try await client.get(page)
                #expect([.ok, .seeOther, .found].contains(response.status), "\(page): \(response.status) \(response.body)")
            }

            let toggled = try await client.post("/my-habit-lab/api/habits/\(gym)/toggle", origin: nil, headers: Self.json)
            #expect(toggled.status.code == 507 && toggled.body == "{\"error\":\"\(full)\"}", "\(toggled.status) \(toggled.body)")
            let added = try await client.post("/my-habit-lab/habits", "name=Walk")
            #expect(added.status.code == 507 && added.body.contains(full), "\(added.status)")
            let command = try await CLI.run(["habits", "toggle", "Gym"], in: data)
            #expect(command.status != 0 && command.errors == "Error: \(full)", "\(command.errors)")

            // Room again: the server opens its files to write (at most a second after its last try), no restart.
            disk.makeRoom()
            try await Task.sleep(for: .seconds(1.1))
            let again = try await client.post("/my-habit-lab/api/habits/\(gym)/toggle", origin: nil, headers: Self.json)
            #expect(again.status == .ok && again.body.contains("\"state\":\"done\""), "\(again.status) \(again.body)")
            let walk = try await client.post("/my-habit-lab/habits", "name=Walk")
            #expect(walk.status == .seeOther, "\(walk.status) \(walk.body)")
            let closed = try await client.get("/better-morning/data")
            #expect(closed.status == .ok, "\(closed.status)")
        }
        // Saved: another process reads what the server wrote once there was room.
        let listed = try await CLI.run(["habits", "list"], in: data)
        #expect(listed.status == 0, "\(listed.errors)")
    }
    #endif
}

/// Runs `habitsuite …` in-process over a given folder.
enum CLI {
    static func run(_ arguments: [String], in directory: URL,
                    now: String = "2026-11-22T08:00:00-05:00") async throws -> (status: Int32, errors: String) {
        let console = Console.capturing()
        let status = await Console.$current.withValue(console) {
            await HabitSuiteCommand.execute(arguments + ["--data-dir", directory.path, "--now", now,
                                                         "--time-zone", "America/New_York", "--locale", "en_US"])
        }
        return (status, console.errors)
    }
}

#if canImport(Glibc)
/// A tmpfs of a few megabytes mounted on a folder of its own (root only), filled on demand.
struct SmallDisk {
    let folder: URL
    private var filler: URL { folder.appendingPathComponent("filler") }

    init(megabytes: Int) throws {
        folder = temporaryDirectory("small-disk")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #require(Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", folder.path) == 0, "mount")
    }

    /// A copy of the seeded data (MyHabitLab's habits) in the folder `data` on this disk.
    func seededData() async throws -> URL {
        let seed = try await DataFile.seeded(1)
        let data = folder.appendingPathComponent("data")
        try FileManager.default.copyItem(at: seed.seed.directory, to: data)
        return data
    }

    /// Writes a file until the disk has no room left.
    func fill() throws {
        let descriptor = open(filler.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let chunk = [UInt8](repeating: 0x55, count: 4096)
        while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        try #require(errno == ENOSPC)
    }

    /// Writes a file until the disk has no room left but `megabytes`.
    func fill(leaving megabytes: Int) throws {
        try fill()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: filler.path)[.size] as? Int)
        try #require(truncate(filler.path, off_t(max(0, size - megabytes * 1024 * 1024))) == 0)
    }

    /// Removes the filler.
    func makeRoom() {
        try? FileManager.default.removeItem(at: filler)
    }

    func unmount() {
        _ = Self.run("/bin/umount", "-l", folder.path)
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: String...) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
#endif
