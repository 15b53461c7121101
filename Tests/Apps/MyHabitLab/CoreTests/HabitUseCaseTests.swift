import DayKit
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

@Suite struct HabitUseCaseTests {
    @Test func habitsAreValidatedAsAWholeAndNothingIsSavedOnError() throws {
        let h = try MyHabitLabHarness()
        let cases: [(HabitFields, MyHabitLabError)] = [
            (HabitFields(name: "   "), .nameEmpty),
            (HabitFields(name: String(repeating: "a", count: 61)), .nameTooLong(61)),
            (HabitFields(name: "Read", icon: "ab"), .unknownSymbol("ab")),
            (HabitFields(name: "Read", icon: "A b"), .iconNotOneEmoji("A b")),
            (HabitFields(name: "Read", icon: "📚📚"), .iconNotOneEmoji("📚📚")),
            (HabitFields(name: "Read", schedule: .weekdays([])), .invalidSchedule("Choose at least one weekday.")),
            (HabitFields(name: "Read", kind: .measurable(unit: "pages", target: 0, direction: .atLeast)), .targetNotPositive),
            (HabitFields(name: "Read", kind: .measurable(unit: String(repeating: "u", count: 21), target: 1, direction: .atLeast)), .unitTooLong(21)),
            (HabitFields(name: "Re\u{0}ad"), .controlCharacters(field: "name")),
        ]
        for (fields, error) in cases {
            #expect(throws: error) { try h.app.createHabit(fields) }
        }
        #expect(throws: MyHabitLabError.self) { try h.app.createHabit(HabitFields(name: "Read", schedule: .times(8, per: 7))) }
        #expect(try h.app.habitList().isEmpty)
        // Names count what a person sees: 60 family emoji are 60 characters.
        let family = String(repeating: "👨‍👩‍👧", count: 60)
        #expect(try h.app.createHabit(HabitFields(name: family, icon: "👨‍👩‍👧")).name.count == 60)
    }

    @Test func editingKeepsHistoryAndArchivingLeavesTodayButNotTheHistory() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        try h.done(read, "2026-11-22")
        let edited = try h.app.editHabit("read") { $0.name = "Read books"; $0.color = .green }
        #expect(edited.name == "Read books" && edited.color == .green)
        #expect(try h.app.todayScreen().habits.first?.state == .done)
        try h.app.archiveHabit("Read books")
        #expect(try h.app.todayScreen().habits.isEmpty)
        #expect(try h.app.statsScreen().habits.isEmpty)
        #expect(try h.app.habitList(archived: true).map(\.name) == ["Read books"])
        #expect(try h.app.habitStats("Read books").total == 1)
        try h.app.restoreHabit("Read books")
        #expect(try h.app.todayScreen().habits.count == 1)
        try h.app.deleteHabit("Read books")
        #expect(try h.app.habitList().isEmpty)
        #expect(throws: MyHabitLabError.unknownHabit("Read books")) { try h.app.habitStats("Read books") }
    }

    @Test func deletingAHabitDeletesItsEntriesAndReminders() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let run = try h.habit("Run")
        try h.done(read, "2026-11-20", "2026-11-21")
        try h.done(run, "2026-11-21")
        try h.app.addReminder("Read", minutes: 21 * 60)
        try h.app.deleteHabit("Read")
        let file = try #require(JSONSerialization.jsonObject(with: h.app.exportJSON()) as? [String: Any])
        let entries = try #require(file["entries"] as? [[String: Any]])
        #expect(entries.map { $0["habit"] as? String } == [run.id.uuidString])
        #expect(try h.app.plannedNotifications().isEmpty)
        // A new habit with the same name starts with no history.
        try h.habit("Read")
        #expect(try h.app.habitStats("Read").total == 0)
    }

    @Test func habitsAreNamedByIdOrByAUniqueNameAndReordered() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        try h.habit("Run")
        try h.habit("Write")
        #expect(try h.app.habit(read.id).name == "Read")
        #expect(try h.app.habit("  RUN ").name == "Run")
        try h.app.moveHabit("Write", to: 1)
        #expect(try h.app.habitList().map(\.name) == ["Write", "Read", "Run"])
        #expect(throws: MyHabitLabError.positionOutOfRange(4, count: 3)) { try h.app.moveHabit("Read", to: 4) }
        try h.habit("run")
        #expect(throws: MyHabitLabError.ambiguousHabit("run", count: 2)) { try h.app.habit("run") }
    }

    @Test func pastDaysCanBeChangedFutureDaysCannotAndEarlierDaysMoveTheStart() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        #expect(throws: MyHabitLabError.futureDay(day("2026-11-23"), today: day("2026-11-22"))) {
            try h.app.toggle("Read", on: day("2026-11-23"))
        }
        #expect(try h.app.toggle("Read", on: day("2026-11-10")) == .done)
        #expect(try h.app.habit("Read").createdDay == day("2026-11-10"))
        #expect(try h.app.skip("Read", on: day("2026-11-11")) == .skipped)
        #expect(try h.app.clear("Read", on: day("2026-11-11")) == .missed)
        try h.app.setNote("Read", "Finished chapter 3", on: day("2026-11-12"))
        let history = try h.app.historyScreen("Read", from: day("2026-11-10"), to: day("2026-11-12"))
        #expect(history.days.map(\.state) == [.done, .missed, .missed])
        #expect(history.days[2].note == "Finished chapter 3")
        #expect(throws: MyHabitLabError.notMeasurable("Read")) { try h.app.setValue("Read", 3) }
        _ = read
    }

    @Test func aHabitChangedByAnyCodeShowsChangedOnTheNextRead() throws {
        // Screens keep habits while their revision is unchanged: any change to a habit's row bumps
        // it (here one made with SQL, as another process or a later feature might), a reorder keeps
        // every habit's history but shows the new order.
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let run = try h.habit("Run")
        try h.done(read, "2026-11-21")
        #expect(try h.app.todayScreen().habits.map(\.name) == ["Read", "Run"])
        try h.app.database.writer.write { db in
            try db.execute(sql: "UPDATE habit SET name = 'Read more', isArchived = 0 WHERE id = ?", arguments: [read.id.uuidString])
        }
        #expect(try h.app.todayScreen().habits.map(\.name) == ["Read more", "Run"])
        let revision = { try h.app.database.reader.read { try Int.fetchOne($0, sql: "SELECT revision FROM habit WHERE id = ?", arguments: [run.id.uuidString]) } }
        let before = try revision()
        try h.app.moveHabit("Run", to: 1)
        #expect(try revision() == before)
        let today = try h.app.todayScreen()
        #expect(today.habits.map(\.name) == ["Run", "Read more"] && today.habits[1].streak == 1)
        try h.app.archiveHabit("Run")
        #expect(try h.app.todayScreen().habits.map(\.name) == ["Read more"])
        #expect(try h.app.statsScreen().habits.map(\.name) == ["Read more"])
    }

    @Test func aLateCheckCountsForTheDayBeforeWhenTheDayStartsLater() throws {
        let h = try MyHabitLabHarness(now: "2026-11-22T20:00:00-05:00")
        try h.habit("Journal")
        h.clock.set("2026-11-23T01:30:00-05:00")
        // Today is asked for before the setting changes and after: the change is seen at once.
        #expect(try h.app.today == day("2026-11-23"))
        try h.app.setDayStart(minutes: 180)
        #expect(try h.app.today == day("2026-11-22"))
        try h.app.toggle("Journal")
        #expect(try h.app.historyScreen("Journal", from: day("2026-11-22"), to: day("2026-11-22")).days[0].state == .done)
        h.clock.set("2026-11-23T03:00:00-05:00")
        #expect(try h.app.today == day("2026-11-23"))
        #expect(throws: MyHabitLabError.dayStartOutOfRange) { try h.app.setDayStart(minutes: 241) }
    }

    /// NB: "day starts at" counted the time elapsed since midnight, an hour off on daylight-saving days.
    @Test func theDayStartsAtTheWallClocksTimeOnDaylightSavingDays() throws {
        let h = try MyHabitLabHarness(now: "2026-10-31T20:00:00-04:00")
        try h.habit("Journal")
        try h.app.setDayStart(minutes: 150)
        // Fall back: 02:00 EDT becomes 01:00 EST; at 02:00 EST the clock has not reached 02:30.
        h.clock.set("2026-11-01T02:00:00-05:00")
        #expect(try h.app.today == day("2026-10-31"))
        #expect(try h.app.nextDayStart() == TestClock.parse("2026-11-01T02:30:00-05:00"))
        h.clock.set("2026-11-01T02:30:00-05:00")
        #expect(try h.app.today == day("2026-11-01"))
        // Spring forward: 02:30 never shows; the day starts at 03:00 EDT, the first instant after the gap.
        h.clock.set("2026-03-08T01:59:00-05:00")
        #expect(try h.app.today == day("2026-03-07"))
        #expect(try h.app.nextDayStart() == TestClock.parse("2026-03-08T03:00:00-04:00"))
        h.clock.set("2026-03-08T03:00:00-04:00")
        #expect(try h.app.today == day("2026-03-08"))
    }

    /// NB: a reminder's time was added to midnight as elapsed minutes: 07:30 rang at 08:30 on the spring-forward day.
    @Test func aReminderRingsAtItsClockTimeOnDaylightSavingDays() throws {
        let h = try MyHabitLabHarness(now: "2026-03-07T20:00:00-05:00")
        try h.habit("Stretch")
        try h.app.addReminder("Stretch", minutes: 450, weekdays: Set(1...7))
        let planned = try h.app.plannedNotifications().map(\.fireAt)
        #expect(planned.prefix(2) == [TestClock.parse("2026-03-08T07:30:00-04:00"), TestClock.parse("2026-03-09T07:30:00-04:00")])
    }

    @Test func daysStayPutAcrossDaylightSavingAndATimeZoneChange() throws {
        let database = try MyHabitLabDatabase.inMemory()
        let newYork = try MyHabitLabHarness(now: "2026-11-01T00:30:00-04:00", database: database)
        try newYork.habit("Walk")
        try newYork.app.toggle("Walk")
        newYork.clock.set("2026-11-01T23:30:00-05:00")  // the 25-hour day, late
        #expect(try newYork.app.today == day("2026-11-01"))
        // Flying to Tokyo: the same instant is already Nov 2 there; Nov 1's entry stays on Nov 1.
        let tokyo = try MyHabitLabHarness(now: "2026-11-01T23:30:00-05:00", zone: "Asia/Tokyo", database: database)
        #expect(try tokyo.app.today == day("2026-11-02"))
        #expect(try tokyo.app.todayScreen().habits[0].streak == 1)
        #expect(try tokyo.app.historyScreen("Walk", from: day("2026-11-01"), to: day("2026-11-02")).days.map(\.state) == [.done, .pending])
    }

    @Test func todayListsDueHabitsFirstWithProgressAndTheLastSevenDays() throws {
        let h = try MyHabitLabHarness()  // Sunday
        try h.habit("Run", schedule: .weekdays([2, 4, 6]))
        let read = try h.habit("Read", kind: .measurable(unit: "pages", target: 20, direction: .atLeast))
        try h.app.setValue(read.id, 5)
        let screen = try h.app.todayScreen()
        #expect(screen.habits.map(\.name) == ["Read", "Run"])
        #expect(screen.habits[0].progress == 0.25 && screen.habits[0].state == .pending)
        #expect(screen.habits[1].due == false)
        #expect(screen.habits[0].last7.count == 7 && screen.habits[0].last7.last?.date == day("2026-11-22"))
        #expect(screen.dueCount == 1 && screen.doneCount == 0)
        try h.app.setValue("Read", 20)
        #expect(try h.app.todayScreen().doneCount == 1)
    }

    @Test func aHundredDayStreakIsCountedWhole() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        for offset in 0..<100 { try h.app.toggle(read.id, on: day("2026-11-22").adding(days: -offset)) }
        #expect(try h.app.todayScreen().habits[0].streak == 100)
        #expect(try h.app.habitStats("Read").currentStreak == 100)
    }

    @Test func widgetsShowThreeOrEightHabitsAndToggleToday() throws {
        let h = try MyHabitLabHarness()
        for index in 1...10 { try h.habit("Habit \(index)") }
        #expect(try h.app.widgetSnapshot(size: .small).habits.count == 3)
        let medium = try h.app.widgetSnapshot(size: .medium)
        #expect(medium.habits.count == 8)
        #expect(try h.app.widgetToggle(medium.habits[0].id) == .done)
        #expect(try h.app.widgetSnapshot(size: .small).habits[0].state == .done)
    }

    @Test func heatmapsAndCalendarsFollowTheLocalesWeek() throws {
        let h = try MyHabitLabHarness(locale: "de_DE")
        let read = try h.habit("Read")
        try h.done(read, "2026-01-01", "2026-11-22")
        let heatmap = try h.app.heatmapScreen("Read", year: 2026)
        #expect(heatmap.weekdays.first == 2)  // Monday on top
        #expect(heatmap.weeks.allSatisfy { $0.count == 7 })
        #expect(heatmap.weeks[0][3]?.date == day("2026-01-01"))  // a Thursday
        #expect(heatmap.weeks[0][3]?.level == 4 && heatmap.weeks[0][3]?.state == .done)
        #expect(heatmap.weeks.flatMap { $0 }.compactMap { $0 }.count == 365)
        #expect(heatmap.nextYear == nil && heatmap.previousYear == nil)
        let month = try h.app.calendarScreen("Read", month: "2026-11")
        #expect(month.weeks[0].prefix(6).allSatisfy { $0 == nil } && month.weeks[0][6]?.date == day("2026-11-01"))
        #expect(month.previousMonth == "2026-10" && month.nextMonth == nil)
        // Before the first day: the calendar pages back 5 years to fill days in (issue 27, item 12), no further.
        #expect(try h.app.calendarScreen("Read", month: "2025-12").previousMonth == "2025-11")
        #expect(try h.app.calendarScreen("Read", month: "2021-11").previousMonth == nil)
        #expect(throws: MyHabitLabError.self) { try h.app.calendarScreen("Read", month: "2021-10") }
        #expect(throws: MyHabitLabError.self) { try h.app.calendarScreen("Read", month: "2026-13") }
    }

    /// Issue 27, item 12: last month can be filled in on a habit made today: the calendar pages
    /// back past its first day, and marking a day there moves its first day back.
    @Test func theCalendarPagesBeforeTheFirstDayAndMarkingADayThereMovesIt() throws {
        let h = try MyHabitLabHarness()
        _ = try h.habit("Read")
        let now = try h.app.calendarScreen("Read")
        #expect(now.month == "2026-11" && now.previousMonth == "2026-10")
        let october = try h.app.calendarScreen("Read", month: "2026-10")
        #expect(october.weeks.flatMap { $0 }.compactMap { $0 }.allSatisfy { $0.state == .beforeStart })
        #expect(try h.app.cycle("Read", on: day("2026-10-15")) == .done)
        #expect(try h.app.calendarScreen("Read", month: "2026-10").weeks.flatMap { $0 }.compactMap { $0 }
            .first { $0.date == day("2026-10-15") }?.state == .done)
        #expect(try h.app.habit("Read").createdDay == day("2026-10-15"))
    }

    /// A reminder's Done (issue 35, defect 3): met in one write, never toggled back, and an at-most
    /// day over its limit is not said to be under it.
    @Test func aRemindersDoneMeetsTheDayAndNeverUndoesIt() throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        let water = try h.habit("Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast))
        let coffee = try h.habit("Coffee", kind: .measurable(unit: "cups", target: 2, direction: .atMost))
        #expect(try h.app.markDone(read.id) == .done)
        #expect(try h.app.markDone(read.id) == .done)
        try h.app.setValue(water.id, 0.5)
        #expect(try h.app.markDone(water.id) == .done)
        #expect(try h.app.todayScreen().habits.first { $0.id == water.id }?.value == 2)
        try h.app.setValue(coffee.id, 3)
        #expect(try h.app.markDone(coffee.id) != .done)
        #expect(try h.app.todayScreen().habits.first { $0.id == coffee.id }?.value == 3)
    }
}
