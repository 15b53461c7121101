import Foundation
import FuzzSupport
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabFuzzSupport
import ZIPFoundation

/// `scripts/fuzz loop-csv`: Loop Habit Tracker's CSV export. A zip (it starts with `PK\3\4`) goes
/// to `importFile` as it is. Anything else is CSV text: `Habits.csv`, then, after a NUL byte, the
/// `Checkmarks.csv` of every habit it lists; it goes through the raw reader (`LoopCSV.rows`) and,
/// zipped in Loop's layout (`LoopCSVZip`), through `importFile`.

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        let zip = try FuzzApp.sample().exportLoopCSV()
        let archive = try Archive(data: zip, accessMode: .read)
        var files: [String: Data] = [:]
        for entry in archive {
            var data = Data()
            _ = try archive.extract(entry) { data.append($0) }
            files[entry.path] = data
        }
        let habits = files["Habits.csv"] ?? Data()
        var seeds = ["sample-export.zip": zip, "habits-only.csv": habits]
        for (path, data) in files where path.hasSuffix("/Checkmarks.csv") {
            seeds["habits-and-\(path.prefix(3)).csv"] = habits + [0] + data
        }
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
        FuzzApp.importFile(data)
    } else {
        _ = LoopCSV.rows(String(decoding: data, as: UTF8.self))
        guard let zip = try? LoopCSVZip.zip(data) else { return 0 }
        BuiltFile.keep(zip)
        FuzzApp.importFile(zip)
    }
    return 0
}
