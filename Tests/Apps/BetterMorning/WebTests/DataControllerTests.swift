import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import HTTPTypes
import Testing
import TestSupport

/// The data tab: a card per routine, its weeks and chart, restarting and deleting a routine.
@Suite struct DataControllerTests {
    /// Every bar's count label, as (label, baseline y): the baseline must leave the text inside the chart.
    static func counts(_ page: String) -> [(String, Double)] {
        let pattern = try! NSRegularExpression(pattern: #"<text class="count" x="[0-9.]+" y="([0-9.-]+)" dy="(-?[0-9.]+)">(\d+)</text>"#)
        return pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map { match in
            let text = { (index: Int) in String(page[Range(match.range(at: index), in: page)!]) }
            return (text(3), Double(text(1))! + Double(text(2))!)
        }
    }

    @Test func dataCardsWeeksRestartAndDelete() async throws {
        let h = try WebHarness(now: "2026-11-03T08:00:00-05:00")
        try h.app.choose(celebrityID: "tim-cook")
        h.clock.set("2026-11-04T08:00:00-05:00")
        try h.app.check(taskNumber: 1)
        try h.app.check(taskNumber: 2)
        try h.app.choose(celebrityID: "maya-angelou")
        h.clock.set("2026-11-22T08:00:00-05:00")
        let cookID = try h.app.routineList().first { $0.name == "Tim Cook" }!.id
        try await h.test { client async throws in
            var page = try await client.get("/better-morning/data").body
            #expect(page.contains(">Active<"))
            #expect(page.range(of: "Maya Angelou")!.lowerBound < page.range(of: "Tim Cook")!.lowerBound)
            #expect(page.contains("href=\"/better-morning/data?w\(cookID)=-1#card-\(cookID)\""))
            page = try await client.get("/better-morning/data?w\(cookID)=-3").body
            #expect(page.contains("Nov 1 – 7"))
            #expect(page.contains("Wed 2"))
            #expect(page.contains("class=\"bar"))
            let restart = try await client.post("/better-morning/data/\(cookID)/restart")
            #expect(restart.location == "/better-morning/data?notice=restarted")
            #expect(try h.app.routineList().first?.name == "Tim Cook")
            let confirm = try await client.get("/better-morning/data/\(cookID)/delete").body
            #expect(confirm.contains("Delete “Tim Cook”?"))
            #expect(try await client.post("/better-morning/data/\(cookID)/delete").location == "/better-morning/data?notice=deleted")
            #expect(try h.app.routineList().map(\.name) == ["Maya Angelou"])
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
            let counts = Self.counts(try await client.get("/better-morning/data").body)
            #expect(counts.map(\.0) == [String(tasks)])
            // An 11 px label needs its baseline at least 11 units below the top of the chart.
            #expect(counts.allSatisfy { $0.1 >= 11 }, "\(counts)")
        }
    }
}
