import Foundation
import FuzzSupport
import MyHabitLabCore
import MyHabitLabFuzzSupport

/// `scripts/fuzz loop-backup`: Loop Habit Tracker backups. An input that is an SQLite file (it
/// starts with "SQLite format 3") goes to `importFile` as it is, so mutations reach SQLite's pages
/// and headers. Any other input chooses a backup that `LoopBackupBuilder` makes with SQLite, Loop's
/// tables with every column's declared type and every value's type and content taken from the
/// input, which is then imported: so wrong types, nulls, huge and negative values reach the reader.

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        var seeds: [String: Data] = [:]
        for version in [12, 14, 16, 22, 24, 26] {
            // Choices: the version, then every declared type and value as Loop writes it (0), with
            // counts and contents from a fixed pattern.
            var choices = [UInt8(version - 12)]
            for index in 0..<400 { choices.append(index % 3 == 0 ? 0 : UInt8(truncatingIfNeeded: index &* 37 &+ version)) }
            let input = Data(choices)
            seeds["choices-v\(version).bin"] = input
            seeds["backup-v\(version).db"] = try LoopBackupBuilder.backup(from: input)
        }
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if data.starts(with: Data("SQLite format 3".utf8)) {
        FuzzApp.importFile(data)
    } else {
        guard let backup = try? LoopBackupBuilder.backup(from: data) else { return 0 }
        BuiltFile.keep(backup)
        FuzzApp.importFile(backup)
    }
    return 0
}
