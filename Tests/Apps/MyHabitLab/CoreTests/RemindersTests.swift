import DayKit
import Foundation
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

@Suite struct RemindersTests {
    @Test func remindersFireOnDueDaysOnlyAndNotOnceTodayIsMet() throws {
        let h = try MyHabitLabHarness(now: "2026-11-22T08:00:00-05:00")  // Sunday
        try h.habit("Run", schedule: .weekdays([2, 4, 6]))
        try h.habit("Read")
        try h.app.addReminder("Run", minutes: 7 * 60)
        try h.app.addReminder("Read", minutes: 21 * 60, weekdays: [1, 2])
        let pending = try h.app.plannedNotifications()
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "America/New_York")
        let times = pending.map { "\($0.title) \(formatter.string(from: $0.fireAt))" }
        #expect(times.first == "✅ Read 2026-11-22T21:00:00-05:00")
        #expect(times.contains("✅ Run 2026-11-23T07:00:00-05:00"))
        #expect(!times.contains { $0.contains("Run 2026-11-24") })  // Tuesday is not a due day
        try h.app.toggle("Read")
        #expect(!(try h.app.plannedNotifications()).contains { $0.fireAt == pending.first?.fireAt })
        try h.app.archiveHabit("Run")
        #expect(!(try h.app.plannedNotifications()).contains { $0.title.contains("Run") })
        #expect(throws: MyHabitLabError.reminderOutOfRange(2, count: 1)) { try h.app.removeReminder("Read", number: 2) }
        try h.app.removeReminder("Read", number: 1)
        #expect(try h.app.plannedNotifications().isEmpty)
    }
}
