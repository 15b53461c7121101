import DayKit
import Foundation
import GRDB
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport

/// What the Core gives the iPhone app's models: reminders planned days ahead, a whole plan put in
/// order, observations kept current, and the small screen helpers.
@Suite struct AppEntryTests {
    func timed(_ name: String, hour: Int, _ measurement: TaskMeasurement = .binary) -> ChallengeTask {
        ChallengeTask(name: name, timeOfDay: TimeOfDay(hour: hour, minute: 0), measurement: measurement)
    }

    @Test func remindersAreRepeatedForTheComingDaysOfEachAttemptAsIfNothingWereDone() throws {
        let h = try UltimateHarness()
        let short = try h.app.create(name: "Short", days: 2, rule: .lenient, tasks: [timed("Stretch", hour: 9)])
        let later = try h.app.create(name: "Later", days: 30, rule: .strict, on: day("2026-11-24"), tasks: [timed("Run", hour: 7)])
        try h.app.complete(short.id.uuidString, "Stretch")
        let planned = try h.app.plannedNotifications(days: 4)
        let days = planned.map { ($0.title, h.app.calendar.dateComponents([.day], from: $0.fireAt).day!) }
        // Today's Stretch is done; tomorrow is its last day. Later starts on the 24th.
        #expect(days.map(\.0) == ["Short", "Later", "Later"] && days.map(\.1) == [23, 24, 25])
        #expect(planned.map(\.fireAt) == planned.map(\.fireAt).sorted())
        #expect(try h.app.plannedNotifications(days: 1) == h.app.plannedNotifications())
    }

    @Test func aWeekdayTaskIsRemindedOnlyOnItsWeekdays() throws {
        let h = try UltimateHarness()  // Sunday 2026-11-22
        var monday = timed("Weigh-in", hour: 9)
        monday.frequency = .weekdays([2])
        try h.app.create(name: "Weekly", days: 30, rule: .lenient, tasks: [monday])
        let planned = try h.app.plannedNotifications(days: 8)
        #expect(planned.map { day(ISO8601DateFormatter.string(from: $0.fireAt, timeZone: h.app.calendar.timeZone, formatOptions: [.withFullDate])) }
                == [day("2026-11-23")])
    }

    @Test func aPlanIsPutInOrderWholeOrNotAtAll() throws {
        let h = try UltimateHarness()
        let habits = try h.challenge("Habits", days: 30, rule: .lenient, tasks: ["A", "B", "C"])
        let ids = habits.tasks.map(\.id)
        try h.app.reorderTasks([ids[2], ids[0], ids[1]], of: habits.id.uuidString)
        #expect(try h.app.challengeScreen("Habits").tasks.map(\.name) == ["C", "A", "B"])
        #expect(throws: UltimateError.valueNotAllowed("Give every task of “Habits” once to put them in order.")) {
            try h.app.reorderTasks([ids[0], ids[0], ids[1]], of: "Habits")
        }
        #expect(throws: UltimateError.self) { try h.app.reorderTasks([ids[0], ids[1]], of: "Habits") }
        #expect(try h.app.challengeScreen("Habits").tasks.map(\.name) == ["C", "A", "B"])
        h.go(to: "2026-11-23")
        #expect(throws: UltimateError.alreadyStarted("Habits")) { try h.app.reorderTasks(ids, of: "Habits") }
    }

    @Test func anObservationGivesTheScreenNowAndAfterEachChange() async throws {
        let h = try UltimateHarness()
        let habits = try h.challenge("Habits", days: 30, rule: .lenient, tasks: ["Meditate"])
        let observation = h.app.todayObservation()
        #expect(try observation.current() == h.app.todayScreen())
        let values = AsyncStream<ChallengeDayScreen> { continuation in
            let cancellable = observation.values.start(in: h.app.database.store.writer, onError: { _ in continuation.finish() },
                                                       onChange: { continuation.yield($0) })
            continuation.onTermination = { _ in cancellable.cancel() }
        }
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next()?.tasks.first?.status == .notStarted)
        try h.app.complete(habits.id.uuidString, "Meditate")
        #expect(await iterator.next()?.tasks.first?.status == .completed)
    }

    @Test func theScreenHelpersSayWhatThePagesShow() throws {
        let h = try UltimateHarness()
        try h.app.changeProfile { $0.units = .imperial }
        let water = try h.app.create(name: "Hydrate", days: 30, rule: .lenient,
                                     tasks: [ChallengeTask(name: "Water", measurement: .quantity(target: 3, unit: .liters)),
                                             ChallengeTask(name: "Read", measurement: .quantity(target: 10, unit: .pages)),
                                             ChallengeTask(name: "Walk", measurement: .duration(minutes: 30))])
        try h.app.log(water.id.uuidString, "Walk", value: 12)
        try h.app.startTimer(water.id.uuidString, "Walk")
        let tasks = try h.app.todayScreen().tasks
        #expect(tasks.map(\.step) == [QuantityUnit.fluidOunces.step, QuantityUnit.pages.step, 1])
        #expect(tasks.map(\.shownUnit) == ["fl oz", "pages", "min"] && tasks[0].shownTarget == tasks[0].shown?.target)
        #expect(tasks[2].liveClockStart == h.clock.clock.now.addingTimeInterval(-12 * 60) && tasks[1].liveClockStart == nil)
        #expect(FastingSafety.acknowledgements.count == Set(FastingSafety.acknowledgements).count && !FastingSafety.acknowledgements.isEmpty)
    }
}
