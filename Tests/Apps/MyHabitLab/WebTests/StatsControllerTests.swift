import DayKit
import Foundation
import HTTPTypes
import MyHabitLabCore
import MyHabitLabTestSupport
import MyHabitLabWeb
import Testing
import TestSupport

/// Stats and the widgets (its test sets the day's start and reminders on the way, as a person would).
@Suite struct StatsControllerTests {
    let root = "/my-habit-lab"

    @Test func statsSettingsAndWidgets() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        try await h.test { client in
            #expect(try await client.get(root + "/stats").body.contains("Read"))
            #expect(try await client.post(root + "/settings/day-start", "day-start=03:00").location == root + "/settings?notice=day-start")
            #expect(try h.app.settings().dayStartsAt == 180)
            #expect(try await client.post(root + "/settings/day-start", "day-start=05:00").status == .badRequest)
            #expect(try await client.post(root + "/settings/day-start", "day-start=soon").status == .badRequest)
            _ = try await client.post(root + "/settings/reminders", "reminders=off")
            #expect(try !h.app.settings().remindersOn)
            #expect(try await client.post(root + "/settings/reminders", "reminders=maybe").status == .badRequest)
            let widget = try await client.get(root + "/widget/small").body
            #expect(widget.contains("widget-small") && widget.contains("Mark Read done") && !widget.contains("tabbar"))
            #expect(try await client.post(root + "/widget/small/toggle/\(read.id)").location == root + "/widget/small")
            #expect(try h.app.todayScreen().habits[0].state == .done)
            #expect(try await client.get(root + "/widget/large").status == .notFound)
            #expect(try await client.post(root + "/widget/small/toggle/nope").status == .notFound)
        }
    }
}

/// The server reads ahead what Today and Stats need once it is running (issue 28): reading only.
@Suite struct WarmUpTests {
    @Test func warmingUpReadsTodayAndStatsAndChangesNothing() throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        _ = try h.app.toggle(read.id)
        let web = try MyHabitLabWebApp(app: h.app)
        let before = try web.pageVersion()
        let stats = try h.app.statsScreen()
        try web.warmUp()
        #expect(try web.pageVersion() == before)
        #expect(try h.app.statsScreen() == stats)
    }
}
