import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// A habit's page and a day's sheet through their models, as the web tests go through the habit's
/// page, its calendar and the day's sheet.
@MainActor @Suite struct HabitDetailModelTests {
    @Test func thePageShowsTheYearTheCalendarAndTheStatsAndTheCalendarEditsPastDays() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        try h.done(read, "2026-11-20", "2026-11-21")
        let model = MyHabitLabModel(app: h.app).habitDetail(read.id)
        let screen = try #require(model.screen)
        #expect(screen.heatmap.year == 2026 && screen.calendar.month == "2026-11")
        #expect(screen.stats.currentStreak == 2 && screen.stats.total == 2 && screen.stats.weekdayTotals.count == 7)
        #expect(screen.stats.monthTotals.last?.total == 2 && screen.scores.days.last?.score ?? 0 > 0)
        // The calendar editor: nothing → done → skipped → nothing, on a past day.
        #expect(await model.cycle(day("2026-11-19")) == .done)
        await eventually { model.screen?.stats.currentStreak == 3 }
        #expect(await model.cycle(day("2026-11-19")) == .skipped)
        await eventually { model.screen?.stats.total == 2 }
        #expect(model.screen?.calendar.weeks.joined().first { $0?.date == day("2026-11-19") }??.state == .skipped)
        // Before the habit's first day: marking it moves the first day back.
        #expect(await model.cycle(day("2026-11-10")) == .done)
        await eventually { model.screen?.habit.createdDay == day("2026-11-10") }
    }

    @Test func aFutureDayIsRefusedAndNothingChanges() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let model = MyHabitLabModel(app: h.app).habitDetail(read.id)
        #expect(await model.cycle(day("2026-11-23")) == nil)
        #expect(model.message == "2026-11-23 is in the future; only days up to today (2026-11-22) can be changed.")
        #expect(try h.app.habitStats(read.id).total == 0)
    }

    @Test func pagingTheHeatmapAndTheCalendar() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        try h.done(read, "2025-03-04")
        let model = MyHabitLabModel(app: h.app).habitDetail(read.id)
        model.showYear(2025)
        #expect(model.year == 2025 && model.screen?.heatmap.year == 2025 && model.screen?.heatmap.nextYear == 2026)
        model.showMonth("2025-03")
        #expect(model.screen?.calendar.month == "2025-03" && model.screen?.heatmap.year == 2025)
        model.showYear(2031)
        #expect(model.message == "Choose a year from 1970 to 2026.")
        #expect(model.year == 2025 && model.screen?.heatmap.year == 2025)
        model.message = nil
        model.showMonth("March")
        #expect(model.message == "“March” is not a month like 2026-11.")
        #expect(model.month == "2025-03")
        // The observation follows the page shown: a mark on that month shows.
        #expect(await model.cycle(day("2025-03-05")) == .done)
        await eventually { model.screen?.calendar.weeks.joined().contains { $0?.date == day("2025-03-05") && $0?.state == .done } == true }
    }

    @Test func archivingAndDeletingFromThePage() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let model = MyHabitLabModel(app: h.app).habitDetail(read.id)
        await model.archive()
        await eventually { model.screen?.habit.archived == true }
        await model.restore()
        await eventually { model.screen?.habit.archived == false }
        await model.delete()
        await eventually { model.isDeleted }
        #expect(model.screen == nil && model.message == nil)
        #expect(try h.app.habitList().isEmpty)
    }

    @Test func theDaySheetChangesOneDay() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read", kind: .measurable(unit: "pages", target: 20, direction: .atLeast))
        let sheet = MyHabitLabModel(app: h.app).day(day("2026-11-21"), of: read.id)
        // The day before the habit's first: a value there moves the first day back.
        #expect(sheet.screen?.state == .beforeStart && sheet.screen?.isToday == false)
        #expect(await sheet.setValue(typed: "25") == .done)
        await eventually { sheet.screen?.value == 25 }
        #expect(await sheet.setNote("Long chapter") == .done)
        await eventually { sheet.screen?.note == "Long chapter" }
        #expect(await sheet.setValue(typed: "x") == nil && sheet.message == "“x” is not a number.")
        #expect(await sheet.skip() == .skipped)
        await eventually { sheet.screen?.state == .skipped }
        #expect(await sheet.clear() == .missed)
        #expect(await sheet.toggle() == .done)
        await eventually { sheet.screen?.value == 20 && sheet.screen?.note == "Long chapter" }
    }

    @Test func aFutureDayCannotBeOpened() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let sheet = MyHabitLabModel(app: h.app).day(day("2026-11-24"), of: read.id)
        #expect(sheet.screen == nil)
        #expect(sheet.message == "2026-11-24 is in the future; only days up to today (2026-11-22) can be changed.")
    }
}
