import Foundation
@testable import MyHabitLabCore
import MyHabitLabFormats
import ZIPFoundation

/// CSV text made into a Loop CSV export zip: the bytes before the first NUL are `Habits.csv`, those
/// after it the `Checkmarks.csv` in the folder of every position that `Habits.csv` lists
/// (`NNN Habit/`).
enum LoopCSVZip {
    static func zip(_ data: Data) throws -> Data {
        let parts = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let habits = Data(parts[0])
        let checkmarks = parts.count > 1 ? Data(parts[1]) : nil
        var files = [("Habits.csv", habits)]
        if let checkmarks {
            // A folder for every position the reader will look for (the first field of each row).
            let positions = Set(LoopCSV.rows(String(decoding: habits, as: UTF8.self)).compactMap(\.first))
            files += positions.sorted().map { ("\($0) Habit/Checkmarks.csv", checkmarks) }
        }
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, contents) in files {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(contents.count)) { position, size in
                contents.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return archive.data!
    }
}
