import Foundation
import FuzzSupport
import MyHabitLabCore
import MyHabitLabFuzzSupport

/// `scripts/fuzz json`: MyHabitLab's JSON import (`importFile`, its own `JSONReader` and
/// `ImportValidator`) over a fresh in-memory database.

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutableRawPointer, _ argv: UnsafeMutableRawPointer) -> CInt {
    Seeds.writeIfAsked {
        ["sample-export.json": try FuzzApp.sample().exportJSON(), "empty-export.json": try FuzzApp.fresh().exportJSON()]
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzApp.importFile(Data(bytes: start, count: count))
    return 0
}
