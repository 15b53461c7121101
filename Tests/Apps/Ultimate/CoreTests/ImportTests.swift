import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
import VipsImaging
import ZIPFoundation

/// Issue 39, item 8: an export is restored into a fresh folder as it was, and a file the app cannot
/// read is refused, saying why, changing nothing.
@Suite struct ImportTests {
    @Test func anExportRestoresIntoAFreshFolderAsItWas() throws {
        let h = try UltimateHarness(now: "2026-11-20T08:00:00-05:00")
        try h.app.start(template: "75-soft")
        try h.app.log("75 Soft", "Water", value: 2)
        h.go(to: "2026-11-22")
        try h.app.complete("75 Soft", "Eat well", on: day("2026-11-21"))
        try h.app.changeProfile { $0.name = "Sam" }
        let photo = try h.app.addPhoto(VipsSample.make(width: 600, height: 800)!, angle: .side, note: "Week 1")
        let fresh = try UltimateHarness(now: "2026-11-22T09:00:00-05:00")
        let report = try fresh.app.importZip(h.app.exportZip())
        #expect(report.challengesAdded == 1 && report.challengesUpdated == 0 && report.logs == 2 && report.photos == 1)
        #expect(try fresh.app.profile().name == "Sam")
        #expect(try fresh.app.challengeScreen("75 Soft") == h.app.challengeScreen("75 Soft"))
        #expect(try fresh.app.dayScreen("75 Soft", on: day("2026-11-21")).tasks == h.app.dayScreen("75 Soft", on: day("2026-11-21")).tasks)
        let sessions = try fresh.app.photosScreen().sessions
        #expect(sessions.count == 1)
        #expect(FileManager.default.fileExists(atPath: fresh.app.photos.url(photo.files.thumbnail).path))
        // Restored twice: nothing new.
        #expect(try fresh.app.importZip(h.app.exportZip()).challengesAdded == 0)
        #expect(try fresh.app.challengeList().count == 1)
    }

    @Test(arguments: [
        (Data("hello".utf8), "This is not an Ultimate export"),
        (Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0]), "The zip file is damaged or truncated."),
    ])
    func whatIsNotAnExportIsRefusedAndChangesNothing(file: Data, message: String) throws {
        let h = try UltimateHarness()
        try h.app.start(template: "75-hard")
        #expect { try h.app.importZip(file) } throws: { ($0 as? UltimateError)?.message.contains(message) == true }
        #expect(try h.app.challengeList().map(\.name) == ["75 Hard"])
    }

    @Test func anExportHoldingWhatTheAppRefusesIsRefusedWhole() throws {
        let source = try UltimateHarness()
        try source.app.start(template: "75-hard")
        try source.app.log("75 Hard", "Water", value: 2)
        let archive = try Archive(data: source.app.exportZip(), accessMode: .read)
        var json = Data()
        _ = try archive.extract(try #require(archive["ultimate.json"])) { json.append($0) }
        let export = String(decoding: json, as: UTF8.self)
        // A log of 2 becomes 2e9, beyond any day's value: the file is refused whole.
        let edited = export.replacingOccurrences(of: "\"value\" : 2\n", with: "\"value\" : 2000000000\n")
        #expect(edited != export)
        let zip = try Archive(data: Data(), accessMode: .create)
        let bytes = Data(edited.utf8)
        try zip.addEntry(with: "ultimate.json", type: .file, uncompressedSize: Int64(bytes.count)) { position, size in
            bytes.subdata(in: Int(position)..<Int(position) + size)
        }
        let h = try UltimateHarness()
        #expect { try h.app.importZip(zip.data!) } throws: { ($0 as? UltimateError)?.message.contains("outside 0 to 1,000,000") == true }
        #expect(try h.app.challengeList().isEmpty)
    }
}
