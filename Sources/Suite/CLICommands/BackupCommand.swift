import ArgumentParser
import CLISupport
import DayKitDatabase
import Foundation

/// `habitsuite backup DIR`: a consistent copy of the data folder, taken while the server runs.
public struct BackupCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy every app's data to a new folder, safely while the server runs.",
        discussion: "Each database is copied through SQLite's online backup (a copy of the file alone can miss its -wal), "
            + "then the photos and the other files. To restore, stop the server and use the copy as --data-dir, or put its files in the data folder.")

    @OptionGroup var options: CommonOptions
    @Argument(help: ArgumentHelp("The new folder for the copy (missing or empty).", valueName: "folder")) var folder: String

    public init() {}

    public func run() throws {
        let source = options.directory()
        let destination = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let files = FileManager.default
        guard files.fileExists(atPath: source.path) else { throw CommandFailure("There is no data in \(source.path) to back up.") }
        if let existing = try? files.contentsOfDirectory(atPath: destination.path), !existing.isEmpty {
            throw CommandFailure("\(destination.path) is not empty: give a new folder for the backup.")
        }
        guard destination.path != source.standardizedFileURL.path, !destination.path.hasPrefix(source.standardizedFileURL.path + "/") else {
            throw CommandFailure("The backup cannot go inside the data folder \(source.path).")
        }
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        let names = try files.contentsOfDirectory(atPath: source.path).sorted()
        var databases = 0
        // NB: the databases first, then the photos: a photo is written before the row that names
        // it, so every photo the copied databases name is there.
        for name in names where AppStore.isDatabase(source.appendingPathComponent(name)) {
            try AppStore.backUp(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
            databases += 1
        }
        for name in names where !name.hasSuffix("-wal") && !name.hasSuffix("-shm") && !name.hasSuffix("-journal")
            && !AppStore.isDatabase(source.appendingPathComponent(name)) {
            try files.copyItem(at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
        try options.emit(.action("Backed up \(databases) database\(databases == 1 ? "" : "s") and the photos and other files of \(source.path) to \(destination.path)."))
    }
}
