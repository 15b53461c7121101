import BetterMorningCore
import Foundation
import Testing
import TestSupport

@Suite struct DataChartTests {
    /// Every bar's count label, as (label, baseline y): the baseline must leave the text inside the chart.
    static func counts(_ page: String) -> [(String, Double)] {
        let pattern = try! NSRegularExpression(pattern: #"<text class="count" x="[0-9.]+" y="([0-9.-]+)" dy="(-?[0-9.]+)">(\d+)</text>"#)
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            let text = { (index: Int) in String(page[Range(match.range(at: index), in: page)!]) }
            return (text(3), Double(text(1))! + Double(text(2))!)
        }
    }

    @Test func theTallestBarsCountIsInsideTheChart() async throws {
        // Issue 11, defect 4: a 6-of-6 day showed no "6" above its bar.
        let h = try WebHarness(now: "2026-11-20T08:00:00-05:00")
        try h.app.choose(celebrityID: "benjamin-franklin")
        h.clock.set("2026-11-21T08:00:00-05:00")
        let tasks = try h.app.routineScreen().tasks.count
        for number in 1...tasks { try h.app.check(taskNumber: number) }
        try await h.test { client async throws in
            let counts = Self.counts(try await client.get("/better-morning/data").2)
            #expect(counts.map(\.0) == [String(tasks)])
            // An 11 px label needs its baseline at least 11 units below the top of the chart.
            #expect(counts.allSatisfy { $0.1 >= 11 }, "\(counts)")
        }
    }
}
