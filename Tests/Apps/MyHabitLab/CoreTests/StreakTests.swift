import DayKit
import Foundation
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Streaks, rates and day states, with a fixed clock.
@Suite struct StreakTests {
    /// A habit created on 2026-11-01 (a Sunday), looked at on 2026-11-22 at 08:00 New York.
    func history(_ schedule: Schedule = .daily, kind: HabitKind = .yesNo, marks: [String: DayMark],
                 today: String = "2026-11-22", firstWeekday: Int = 1) -> HabitHistory {
        let habit = Habit(name: "Read", icon: "📚", color: .blue, schedule: schedule, kind: kind, createdDay: day("2026-11-01"))
        return HabitHistory(habit: habit, marks: Dictionary(uniqueKeysWithValues: marks.map { (day($0.key), $0.value) }),
                            today: day(today), firstWeekday: firstWeekday)
    }

    func done(_ days: String...) -> [String: DayMark] { Dictionary(uniqueKeysWithValues: days.map { ($0, DayMark.done) }) }

    @Test func theCurrentStreakEndsTodayOrYesterdayWhileTodayIsOpen() {
        let open = history(marks: done("2026-11-19", "2026-11-20", "2026-11-21"))
        #expect(open.currentStreak == 3)
        #expect(open.state(on: day("2026-11-22")) == .pending)
        let met = history(marks: done("2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"))
        #expect(met.currentStreak == 4)
        let broken = history(marks: done("2026-11-19", "2026-11-20"))
        #expect(broken.currentStreak == 0)
        #expect(broken.state(on: day("2026-11-21")) == .missed)
    }

    @Test func skippedDaysAndDaysNotDuePassWithoutBreaking() {
        var marks = done("2026-11-18", "2026-11-19", "2026-11-21")
        marks["2026-11-20"] = .skipped
        let skipped = history(marks: marks)
        #expect(skipped.currentStreak == 3)
        #expect(skipped.rate(from: day("2026-11-18")) == 3.0 / 3.0)
        // Mon, Wed, Fri: Tue and Thu pass over.
        let weekdays = history(.weekdays([2, 4, 6]), marks: done("2026-11-16", "2026-11-18", "2026-11-20"))
        #expect(weekdays.currentStreak == 3)
        #expect(weekdays.state(on: day("2026-11-17")) == .notDue)
        #expect(weekdays.state(on: day("2026-11-22")) == .notDue)
        #expect(weekdays.state(on: day("2026-11-13")) == .missed)
    }

    @Test func longestAndBestStreaksWithTheirDates() {
        let marks = done("2026-11-01", "2026-11-02", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-10", "2026-11-21", "2026-11-22")
        let history = history(marks: marks)
        #expect(history.longestStreak == 3)
        #expect(history.bestStreaks.map(\.length) == [3, 2, 2, 1])
        #expect(history.bestStreaks[0].start == day("2026-11-04") && history.bestStreaks[0].end == day("2026-11-06"))
        // Equal lengths: the more recent first.
        #expect(history.bestStreaks[1].start == day("2026-11-21"))
        #expect(history.total == 8)
    }

    @Test func ratesCountDueDaysOnlyAndTodayOnceMet() {
        let history = history(marks: done("2026-11-20", "2026-11-21"))
        // 22 days from Nov 1 to Nov 22: today is pending, so 21 due days count, 2 met.
        #expect(history.rateAll == 2.0 / 21.0)
        #expect(history.rate30 == 2.0 / 21.0)
        let fresh = HabitHistory(habit: Habit(name: "New", icon: "✅", color: .blue, schedule: .daily, kind: .yesNo, createdDay: day("2026-11-22")),
                                 marks: [:], today: day("2026-11-22"), firstWeekday: 1)
        #expect(fresh.rate30 == nil)
        #expect(fresh.currentStreak == 0)
    }

    @Test func measurableHabitsMeetTheirTargetAtLeastOrAtMost() {
        let pages = HabitKind.measurable(unit: "pages", target: 20, direction: .atLeast)
        let reading = history(kind: pages, marks: ["2026-11-20": .value(25), "2026-11-21": .value(19), "2026-11-22": .value(20)])
        #expect(reading.state(on: day("2026-11-20")) == .done)
        #expect(reading.state(on: day("2026-11-21")) == .missed)
        #expect(reading.currentStreak == 1)
        let coffee = HabitKind.measurable(unit: "cups", target: 2, direction: .atMost)
        let drinking = history(kind: coffee, marks: ["2026-11-19": .value(0), "2026-11-20": .value(2), "2026-11-21": .value(3)])
        #expect(drinking.state(on: day("2026-11-19")) == .done)
        #expect(drinking.state(on: day("2026-11-20")) == .done)
        #expect(drinking.state(on: day("2026-11-21")) == .missed)
        // As in Loop, a day with nothing logged is met for an at-most habit (it asserted "missed" before issue 23).
        #expect(drinking.state(on: day("2026-11-18")) == .done)
    }

    @Test func timesInPeriodsCountWeeksFromTheLocalesFirstWeekday() {
        // 3 times a week, weeks from Sunday: Nov 1–7 met (3), Nov 8–14 met, Nov 15–21 missed (2), Nov 22– pending.
        let marks = done("2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-10", "2026-11-11", "2026-11-16", "2026-11-18")
        let sunday = history(.times(3, per: 7), marks: marks)
        #expect(sunday.currentStreak == 0)
        #expect(sunday.longestStreak == 2)
        #expect(sunday.state(on: day("2026-11-17")) == .missed)
        #expect(sunday.state(on: day("2026-11-03")) == .notDue)
        #expect(sunday.state(on: day("2026-11-22")) == .pending)
        #expect(sunday.rateAll == 2.0 / 3.0)
        // Last week met counts while this week is still open.
        let thisWeek = history(.times(3, per: 7), marks: done("2026-11-15", "2026-11-16", "2026-11-17", "2026-11-22"),
                               today: "2026-11-24")
        #expect(thisWeek.currentStreak == 1)
        // Monday weeks (de_DE): Nov 16–22 holds Nov 16, 18 and 22: met.
        let monday = history(.times(3, per: 7), marks: marks.merging(done("2026-11-22")) { $1 }, firstWeekday: 2)
        #expect(monday.state(on: day("2026-11-17")) == .notDue)
        #expect(monday.currentStreak == 3)
    }

    @Test func aSkippedDayExcusesAPeriodWithoutBreakingTheStreak() {
        var marks = done("2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11")
        marks["2026-11-13"] = .skipped
        let history = history(.times(3, per: 7), marks: marks.merging(done("2026-11-16", "2026-11-17", "2026-11-19")) { $1 })
        // Week 1 met, week 2 excused (2 done + 1 skipped), week 3 met: a streak of 2 periods.
        #expect(history.currentStreak == 2)
        #expect(history.rateAll == 1.0)
    }

    @Test func theFirstPeriodAsksOnlyForTheDaysItHas() {
        // Created on Friday Nov 6 with Sunday weeks: the first week has 2 days, so 2 of 3 meet it.
        let habit = Habit(name: "Gym", icon: "🏋️", color: .red, schedule: .times(3, per: 7), kind: .yesNo, createdDay: day("2026-11-06"))
        let history = HabitHistory(habit: habit, marks: [day("2026-11-06"): .done, day("2026-11-07"): .done], today: day("2026-11-09"), firstWeekday: 1)
        #expect(history.currentStreak == 1)
    }
}

/// The history cache keeps a write's marks so the next read needs no reload; what it shows must be
/// what a fresh read of the database shows.
@Suite struct HistoryCacheTests {
    @Test func historiesAfterWritesMatchAFreshRead() throws {
        let database = try MyHabitLabDatabase.inMemory()
        let h = try MyHabitLabHarness(database: database)
        let read = try h.habit("Read", kind: .measurable(unit: "pages", target: 10, direction: .atLeast))
        try h.app.setValue("Read", 12, on: day("2026-11-22"))
        _ = try h.app.todayScreen()  // kept
        try h.app.setValue("Read", 10, on: day("2026-11-22"))
        try h.app.skip("Read", on: day("2026-11-22"))
        try h.app.clear("Read", on: day("2026-11-22"))
        try h.app.toggle("Read")
        try h.app.toggle("Read", on: day("2026-11-20"))  // before the first day: moves it back
        let cached = try h.app.habitScreen(read.id)
        let fresh = try MyHabitLabHarness(database: database).app.habitScreen(read.id)
        #expect(cached == fresh)
        #expect(cached.stats.currentStreak == 1 && cached.stats.total == 2)
    }
}

/// Issue 27: a streak of an N-times-a-week habit says weeks, not periods.
@Suite struct StreakUnitTests {
    @Test(arguments: [
        (Schedule.daily, 1, "1 day"), (.daily, 3, "3 days"), (.weekdays([2, 4]), 2, "2 days"), (.times(1, per: 1), 2, "2 days"),
        (.times(3, per: 7), 1, "1 week"), (.times(3, per: 7), 4, "4 weeks"),
        (.times(2, per: 10), 1, "1 period of 10 days"), (.times(1, per: 30), 5, "5 months"),
    ])
    func theUnitIsWhatTheScheduleCounts(schedule: Schedule, count: Int, text: String) {
        #expect(StreakUnit(schedule).counted(count) == text)
    }

    @Test func theScreensCarryTheUnitAndItsJSONIsItsWords() throws {
        let h = try MyHabitLabHarness()
        try h.habit("Gym", schedule: .times(3, per: 7))
        try h.habit("Read")
        try h.habit("Rest", schedule: .times(1, per: 10))
        let units: [String: StreakUnit] = ["Gym": .weeks, "Read": .days, "Rest": .periods(days: 10)]
        #expect(Dictionary(uniqueKeysWithValues: try h.app.todayScreen().habits.map { ($0.name, $0.streakUnit) }) == units)
        #expect(Dictionary(uniqueKeysWithValues: try h.app.statsScreen().habits.map { ($0.name, $0.streakUnit) }) == units)
        #expect(try h.app.habitStats("Gym").streakUnit == .weeks)
        let json = try JSONEncoder().encode([StreakUnit.days, .weeks, .periods(days: 10)])
        #expect(String(decoding: json, as: UTF8.self) == #"["days","weeks","periods of 10 days"]"#)
        #expect(try JSONDecoder().decode([StreakUnit].self, from: json) == [.days, .weeks, .periods(days: 10)])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([StreakUnit].self, from: Data(#"["periods"]"#.utf8)) }
    }
}
