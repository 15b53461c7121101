import TestSupport
import BetterMorningTestSupport
import BetterMorningCore
import DayKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
@testable import BetterMorningWeb
import WebApp
import WebSupport

@Suite struct PageCacheTests {
    @Test func aChangeByAnotherProcessShowsOnTheNextRequest() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID())")
        let calendar = Calendar.gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US"))
        let clock = Clock.fixed(ISO8601DateFormatter().date(from: "2026-11-23T08:00:00-05:00")!)
        let server = try BetterMorning.onDisk(directory: directory, clock: clock, calendar: calendar)
        try server.completeOnboarding()
        let web = try BetterMorningWebApp(app: server)
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router) { testClient async throws in
            let client = WebClient(testClient)
            #expect(try await client.get("/better-morning/routine").body.contains("No routine yet"))
            #expect(try await client.get("/better-morning/routine").body.contains("No routine yet"))  // cached
            // The CLI, in another process, opens the same file and chooses a routine.
            let cli = try BetterMorning.onDisk(directory: directory, clock: clock, calendar: calendar)
            try cli.choose(celebrityID: "tim-cook")
            #expect(try await client.get("/better-morning/routine").body.contains("Starts tomorrow"))
        }
    }

    @Test func aNewDayIsANewPage() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "tim-cook")
        try await h.test { client async throws in
            #expect(try await client.get("/better-morning/routine").body.contains("Starts tomorrow"))
            h.clock.set("2026-11-23T00:00:01-05:00")
            #expect(try await client.get("/better-morning/routine").body.contains("0 of 3 done"))
            let clock = try await client.get("/better-morning/clock").body
            #expect(clock == #"{"millisecondsToNextDay":86399000,"now":1795410001000}"#)  // the same keys in every app
        }
    }

    @Test func theCacheKeepsOnlyTheSameTokenAndDay() {
        let cache = PageCache(capacity: 2)
        var renders = 0
        let render = { () -> RenderedPage in renders += 1; return .redirect("/\(renders)") }
        let day = CalendarDay("2026-11-22")!
        _ = cache.page("/a", token: { 1 }, day: day, render: render)
        _ = cache.page("/a", token: { 1 }, day: day, render: render)
        #expect(renders == 1)
        _ = cache.page("/a", token: { 2 }, day: day, render: render)
        _ = cache.page("/a", token: { 2 }, day: day.adding(days: 1), render: render)
        #expect(renders == 3)
        _ = cache.page("/b", token: { 2 }, day: day, render: render)
        _ = cache.page("/c", token: { 2 }, day: day, render: render)  // over capacity: starts afresh
        _ = cache.page("/a", token: { 2 }, day: day.adding(days: 1), render: render)
        #expect(renders == 6)
    }

    @Test func aCacheOfNoCapacityRendersEveryTime() {
        let cache = PageCache(capacity: 0)
        var renders = 0
        for _ in 0..<3 {
            _ = cache.page("/a", token: { 1 }, day: CalendarDay("2026-11-22")!) { renders += 1; return .redirect("/") }
        }
        #expect(renders == 3)
    }
}
