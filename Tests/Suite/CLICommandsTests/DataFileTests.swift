import CLISupport
import DayKitDatabase
import Foundation
import HTTPTypes
import Testing
import TestSupport
@testable import CLICommands

/// Issue 40, items 2, 3 and 7 and its "Also": a damaged file, a file from a newer version and a
/// data path that cannot hold the data are refused in words that name the file and say what to do,
/// by the CLI and the server, for every app; nothing is written into such a file.
@Suite struct DataFileTests {
    static let damages = DataFile.apps.indices.flatMap { app in DataFile.Damage.allCases.map { (app, $0) } }

    @Test(arguments: damages)
    func aDamagedFileIsNamedAndNeverWrittenInto(app index: Int, damage: DataFile.Damage) async throws {
        let app = DataFile.apps[index]
        let (cli, path, before) = try await DataFile.damagedCopy(index, damage)
        try #require(StoreProblem.damage(in: cli.directory)?.file == path, "SQLite's check finds the damage")

        let write = await cli.run(app.write)
        #expect(write.status != 0)
        #expect(write.errors.contains(path) && write.errors.contains("is damaged") && write.errors.contains("backup"), "\(write.errors)")
        #expect(!write.errors.contains("SQLite error"), "\(write.errors)")
        #expect(try DataFile.bytes(path) == before, "the damaged file was written into")
    }

    @Test func theServerRefusesToWriteIntoADamagedFileAndSaysWhichAndWhatToDo() async throws {
        let (cli, path, before) = try await DataFile.damagedCopy(2, .pageType, table: "reminderDelivery")
        try await DataFile.serve(cli.directory) { client in
            let changed = try await client.post("/ultimate/photos/blur-all", "blur=on")
            #expect(changed.status == .internalServerError)
            #expect(changed.body.contains(path) && changed.body.contains("is damaged") && changed.body.contains("backup"), "\(changed.body)")
            #expect(!changed.body.contains("Something went wrong"))
            for page in ["/ultimate/today", "/ultimate/photos", "/ultimate/progress"] {
                let answer = try await client.get(page)
                #expect(answer.status == .ok || answer.body.contains("is damaged"), "\(page): \(answer.status)")
            }
        }
        #expect(try DataFile.bytes(path) == before, "the damaged file was written into")
    }

    @Test func theServerDoesNotStartOnAFileItCannotReadAndSaysWhich() async throws {
        let (cli, path, before) = try await DataFile.damagedCopy(1, .cellPointer, table: "entry")
        let serve = try await CLI.run(["serve", "--port", "1", "--notify-command", "none"], in: cli.directory)
        #expect(serve.status != 0 && serve.errors.contains(path) && serve.errors.contains("is damaged"), "\(serve.errors)")
        #expect(!serve.errors.contains("SQLite error"))
        #expect(try DataFile.bytes(path) == before, "the damaged file was written into")
    }

    @Test(arguments: DataFile.apps.indices, [false, true])
    func aFileFromANewerVersionIsRefusedUnchanged(app index: Int, userVersion: Bool) async throws {
        let app = DataFile.apps[index]
        let cli = try await DataFile.seeded(index).copy()
        let path = cli.directory.appendingPathComponent(app.file).path
        try DataFile.makeNewer(path, userVersion: userVersion)
        let before = try DataFile.bytes(path)

        let write = await cli.run(app.write)
        #expect(write.status != 0)
        #expect(write.errors.contains(path) && write.errors.contains("saved by a newer version of HabitSuite"), "\(write.errors)")
        #expect(throws: StoreProblem.newer(path)) { try Suite.webApps(DataFile.options(cli.directory)) }
        #expect(try DataFile.bytes(path) == before, "the newer file was written into")
    }

    @Test func aDataPathThatIsAFileOrNoDatabaseIsSaidInWords() async throws {
        var cli = CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
        let file = cli.directory
        try Data("notes".utf8).write(to: file)
        let asFolder = await cli.run("list")
        #expect(asFolder.status != 0 && asFolder.errors.contains("\(file.path) is a file, not a folder"), "\(asFolder.errors)")
        #expect(!asFolder.errors.contains("File exists"))

        cli = CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
        try FileManager.default.createDirectory(at: cli.directory, withIntermediateDirectories: true)
        let database = cli.directory.appendingPathComponent("my-habit-lab.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: database)
        let notADatabase = await cli.run("list")
        #expect(notADatabase.errors.contains(database.path) && notADatabase.errors.contains("is damaged"), "\(notADatabase.errors)")
        #expect(!notADatabase.errors.contains("SQLite error") && !notADatabase.errors.contains("while executing"))
        #expect(try Data(contentsOf: database) == garbage)
    }

    #if canImport(Glibc)
    @Test(.enabled(if: getuid() == 0, "runs the CLI as nobody"))
    func aReadOnlyFolderIsReadAndAWriteIsRefusedInWords() async throws {
        let cli = try await DataFile.seeded(1).copy()
        let folder = cli.directory.path
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            chmod(folder + "/" + name, 0o444)
        }
        chmod(folder, 0o555)
        let nobody = { (arguments: [String]) throws -> (status: Int32, output: String, errors: String) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", try ServerProcess.binary().path, "habits"] + arguments
                + ["--data-dir", folder, "--now", "2026-11-22T08:00:00-05:00", "--time-zone", "America/New_York", "--locale", "en_US"]
            let (output, errors) = (Pipe(), Pipe())
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            let read = { (pipe: Pipe) in String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
            let (out, err) = (read(output), read(errors))
            process.waitUntilExit()
            return (process.terminationStatus, out, err)
        }
        let list = try nobody(["list"])
        #expect(list.status == 0 && list.output.contains("Read"), "\(list.errors)")
        let add = try nobody(["add", "Walk"])
        #expect(add.status != 0 && add.errors.contains("read-only") && add.errors.contains("nothing was saved"), "\(add.errors)")
        chmod(folder, 0o755)
    }
    #endif
}
