import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
import ZIPFoundation

@Suite struct ExportTests {
    @Test func theZipHoldsTheProfileEveryChallengeAndEveryLog() throws {
        let h = try UltimateHarness(now: "2026-11-22T08:00:00-05:00")
        try h.app.start(template: "75-hard")
        try h.app.log("75 Hard", "Water", value: 2)
        try h.app.complete("75 Hard", "Diet")
        try h.app.changeProfile { $0.name = "Sam" }
        let archive = try Archive(data: h.app.exportZip(), accessMode: .read)
        let entry = try #require(archive["ultimate.json"])
        var json = Data()
        _ = try archive.extract(entry) { json.append($0) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let export = try decoder.decode(UltimateExport.self, from: json)
        #expect(export.version == 2 && export.profile.name == "Sam" && export.photos.isEmpty)
        #expect(export.challenges.map(\.name) == ["75 Hard"] && export.challenges[0].tasks.count == 6)
        #expect(Set(export.logs.map(\.value)) == [2, 1] && export.logs.allSatisfy { $0.day == day("2026-11-22") })
        #expect(export.logs.first { $0.value == 1 }?.completedAt != nil)
    }
}
