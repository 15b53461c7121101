import DayKit
import Foundation
import Testing

/// The iPhone's notification requests as plain values: the trigger's day and minute in the
/// device's calendar (across a DST change), the nearest 64 soonest first, and the numbered
/// identifiers removed before scheduling again.
@Suite struct NotificationRequestPlanTests {
    static let paris: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
        return calendar
    }()

    static func reminder(_ day: String, at time: String, title: String = "Read", key: String = "a") -> PlannedReminder<String> {
        let fireAt = CalendarDay(day)!.instant(whenTheClockReads: TimeOfDay(time)!.minutes, in: paris)
        return PlannedReminder(fireAt: fireAt, key: key, title: title, body: "Time for \(title).", subject: key)
    }

    @Test(arguments: [("2026-03-28", "07:30"), ("2026-03-29", "07:30"), ("2026-10-25", "00:05"), ("2026-12-31", "23:59")])
    func aReminderFiresOnItsDayAtItsMinuteInTheDevicesCalendar(day: String, time: String) {
        let request = NotificationRequestPlan(Self.reminder(day, at: time), identifier: "r.0", categoryIdentifier: "done",
                                              userInfo: ["habit": "a"], calendar: Self.paris)
        #expect(request.day == CalendarDay(day) && request.time == TimeOfDay(time))
        let (year, month, date) = (CalendarDay(day)!.year, CalendarDay(day)!.month, CalendarDay(day)!.day)
        #expect(request.dateComponents == DateComponents(year: year, month: month, day: date, hour: TimeOfDay(time)!.hour, minute: TimeOfDay(time)!.minute))
        #expect(request.identifier == "r.0" && request.title == "Read" && request.body == "Time for Read.")
        #expect(request.categoryIdentifier == "done" && request.userInfo == ["habit": "a"])
    }

    @Test func theNearestThatFitUnderIOSsLimitAreKeptSoonestFirst() {
        let planned = (0..<70).reversed().map { Self.reminder(CalendarDay("2026-11-01")!.adding(days: $0).description, at: "08:00", key: "k\($0)") }
        let requests = NotificationRequestPlan.nearest(planned) { index, reminder in
            NotificationRequestPlan(reminder, identifier: "r.\(index)", calendar: Self.paris)
        }
        #expect(requests.count == NotificationRequestPlan.pendingLimit)
        #expect(requests.first?.day == CalendarDay("2026-11-01") && requests.last?.day == CalendarDay("2027-01-03"))
        #expect(requests.map(\.identifier) == NotificationRequestPlan.numbered("r."))
        #expect(NotificationRequestPlan.nearest(planned, limit: 2) { NotificationRequestPlan($1, identifier: "\($0)", calendar: Self.paris) }.map(\.day)
            == [CalendarDay("2026-11-01"), CalendarDay("2026-11-02")])
    }

    @Test func atOneInstantTheTitleThenTheKeyComesFirst() {
        let planned = [Self.reminder("2026-11-01", at: "08:00", title: "Walk", key: "b"), Self.reminder("2026-11-01", at: "08:00", title: "Read", key: "c"),
                       Self.reminder("2026-11-01", at: "08:00", title: "Read", key: "a")]
        let requests = NotificationRequestPlan.nearest(planned) { NotificationRequestPlan($1, identifier: "\($0)", userInfo: ["key": $1.key], calendar: Self.paris) }
        #expect(requests.map { $0.userInfo["key"] } == ["a", "c", "b"])
    }

    @Test func theNumberedIdentifiersRemovedAreThePrefixAndEachPlace() {
        #expect(NotificationRequestPlan.numbered("better-morning.daily.", count: 3) == ["better-morning.daily.0", "better-morning.daily.1", "better-morning.daily.2"])
        #expect(NotificationRequestPlan.numbered("x.", count: 0).isEmpty)
        #expect(NotificationRequestPlan.numbered("x.").count == 64)
    }
}
