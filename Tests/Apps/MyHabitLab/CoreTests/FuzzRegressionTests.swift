import Foundation
@testable import MyHabitLabCore
import MyHabitLabFormats
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Every input the import fuzz targets found breaking an import (`scripts/fuzz json`, `loop-csv`,
/// `loop-backup`), replayed as the targets replay it: refused or taken, never a crash; and what was
/// taken imports again and comes back whole from its export.
@Suite struct FuzzRegressionTests {
    /// What the targets do with an input (Fuzz/MyHabitLabFuzzSupport/FuzzApp.swift): a text that
    /// is not a zip also goes through Loop's raw CSV reader.
    static func replay(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        if file.path.contains("/loop-csv/"), !data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            _ = LoopCSV.rows(String(decoding: data, as: UTF8.self))
        }
        let h = try MyHabitLabHarness()
        guard (try? h.app.importFile(data)) != nil else { return }
        _ = try h.app.importFile(data)
        _ = try MyHabitLabHarness().app.importFile(h.app.exportJSON())
    }

    // NB: each input in a process of its own, so that one that still crashes fails its own case
    // instead of ending the whole run; `scripts/fuzz TARGET FILE` shows where it crashes.
    @Test(arguments: fuzzFindings("json") + fuzzFindings("loop-csv") + fuzzFindings("loop-backup"))
    func anInputThatBrokeAnImportIsRefusedOrTakenWhole(_ file: URL) async {
        await #expect(processExitsWith: .success, "\(file.lastPathComponent)") { [file] in
            try FuzzRegressionTests.replay(file)
        }
    }
}
