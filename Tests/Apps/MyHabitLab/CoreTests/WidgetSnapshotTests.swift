import DayKit
import DayKitDatabase
import Foundation
import GRDB
@testable import MyHabitLabCore
import MyHabitLabTestSupport
import Synchronization
import Testing
import TestSupport

/// The widget's state, read without histories: the same as Today's first rows, in three queries
/// whatever the length of the histories.
@Suite struct WidgetSnapshotTests {
    /// The widget as Today's screen says it (how it was built before it read no history).
    private func fromToday(_ app: MyHabitLab, size: WidgetSnapshot.Size) throws -> WidgetSnapshot {
        let today = try app.todayScreen()
        let items = today.habits.prefix(size.capacity).map {
            WidgetSnapshot.Item(id: $0.id, name: $0.name, icon: $0.icon, symbol: $0.symbol, color: $0.color, colorHex: $0.colorHex, state: $0.state,
                                value: $0.value, progress: $0.progress)
        }
        return WidgetSnapshot(size: size, date: today.date, habits: Array(items), doneCount: today.doneCount, dueCount: today.dueCount)
    }

    /// Habits of every kind with a few weeks of marks, at `now`, each reminded at 23:30.
    private func varied(at now: String) throws -> MyHabitLabHarness {
        let h = try MyHabitLabHarness(now: "2026-10-01T08:00:00-04:00")
        let app = h.app
        let weekly = try h.habit("Gym 3×/week", schedule: .times(3, per: 7))
        let tenDays = try h.habit("Call 2 in 10", schedule: .times(2, per: 10))
        let monthly = try h.habit("Budget 1 in 30", schedule: .times(1, per: 30))
        try h.habit("Run Mon Wed", schedule: .weekdays([2, 4]))
        let read = try h.habit("Read", kind: .measurable(unit: "pages", target: 20, direction: .atLeast))
        let coffee = try h.habit("Coffee", kind: .measurable(unit: "cups", target: 2, direction: .atMost))
        let tea = try h.habit("Tea", kind: .measurable(unit: "cups", target: 2, direction: .atMost))
        let walk = try h.habit("Walk")
        try app.editHabit("Walk") { $0.icon = "figure.walk" }  // a habit wearing a symbol
        for habit in try app.habitList() { try app.addReminder(habit.id, minutes: 23 * 60 + 30) }
        h.clock.set(now)
        let today = try app.today
        for offset in [0, 1, 2, 3, 5, 8, 13] {
            let day = today.adding(days: -offset)
            try app.toggle(weekly.id, on: day)
            if offset % 2 == 1 { try app.toggle(tenDays.id, on: day) }
            if offset == 13 { try app.toggle(monthly.id, on: day) }
            try app.setValue(read.id, Double(offset * 4), on: day)
        }
        try app.setValue(coffee.id, 3, on: today)
        try app.setValue(tea.id, 1, on: today)
        try app.skip(walk.id, on: today)
        return h
    }

    private static let instants = ["2026-11-22T08:00:00-05:00", "2026-11-24T08:00:00-05:00", "2026-11-28T23:00:00-05:00",
                                   "2026-12-06T08:00:00-05:00"]

    @Test(arguments: instants)
    func theWidgetShowsWhatTodayShows(now: String) throws {
        let app = try varied(at: now).app
        for size in WidgetSnapshot.Size.allCases {
            #expect(try app.widgetSnapshot(size: size) == fromToday(app, size: size))
        }
    }

    @Test(arguments: instants)
    func todaysReminderIsLeftOutOnceTodayShowsItMetOrSkipped(now: String) throws {
        let app = try varied(at: now).app
        let today = try app.todayScreen()
        let remindedToday = Set(try app.plannedNotifications().filter { $0.fireAt < today.date.adding(days: 1).start(in: app.calendar) }
            .map(\.habitID))
        for row in today.habits {
            // Reminded on a due weekday (every day of an N-in-M habit may be one), unless a mark
            // meets today or skips it: an "at most" habit met with nothing logged is reminded of.
            let dueWeekday = row.state != .notDue || row.streakUnit != .days
            let leftOut = row.state == .skipped || (row.state == .done && (row.kind == .yesNo || row.value != nil))
            #expect(remindedToday.contains(row.id) == (dueWeekday && !leftOut), "\(row.name): \(row.state)")
        }
    }

    @Test func aNewHabitsFirstPeriodAsksOnlyForItsDays() throws {
        let h = try MyHabitLabHarness(now: "2026-11-27T08:00:00-05:00")  // a Friday: the week started on Sunday the 22nd
        let gym = try h.habit("Gym", schedule: .times(3, per: 7))
        try h.app.toggle(gym.id)
        #expect(try h.app.widgetSnapshot(size: .small) == fromToday(h.app, size: .small))
    }

    @Test func theStateAndTheReminderPlanAreReadInAFewQueriesWhateverTheHistories() throws {
        var counts: [Int] = []
        var planQueries: [Int] = []
        for (habits, years) in [(5, 1), (40, 3)] {
            let queries = Queries()
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                db.trace { event in
                    // The queries, not the transaction's BEGIN and COMMIT or GRDB's schema check.
                    if case .statement(let statement) = event, statement.sql.hasPrefix("SELECT") || statement.sql.hasPrefix("WITH") {
                        queries.count.add(1, ordering: .relaxed)
                    }
                }
            }
            let url = temporaryDirectory("mhl-widget").appendingPathComponent(MyHabitLabDatabase.fileName)
            let database = try MyHabitLabDatabase.shared(at: url, openedBy: .app, configuration: configuration)
            let clock = TestClock("2026-11-22T08:00:00-05:00")
            try database.seed(habits: habits, years: years, endingOn: day("2026-11-21"))
            let app = MyHabitLab(database: database, clock: clock.clock, calendar: .test())
            _ = try app.widgetTimeline(size: .medium)  // the pool's reader is opened and set up
            var before = queries.count.load(ordering: .relaxed)
            let timeline = try app.widgetTimeline(size: .medium, days: 3)
            counts.append(queries.count.load(ordering: .relaxed) - before)
            #expect(timeline.count == 3 && timeline[0].snapshot.habits.count == min(habits, 8))
            // The reminder plan (the widget's toggle hands it to the notification center) reads no history either.
            for habit in try app.habitList() { try app.addReminder(habit.id, minutes: 21 * 60) }
            before = queries.count.load(ordering: .relaxed)
            #expect(try !app.plannedNotifications().isEmpty)
            planQueries.append(queries.count.load(ordering: .relaxed) - before)
        }
        #expect(counts == [3, 3])
        #expect(planQueries[0] == planQueries[1] && planQueries[0] <= 5)
    }
}

/// How many queries the connections of a pool ran.
private final class Queries: Sendable {
    let count = Atomic(0)
}
