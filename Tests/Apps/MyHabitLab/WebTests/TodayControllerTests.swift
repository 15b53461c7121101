import DayKit
import Foundation
import HTTPTypes
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// The welcome, Today, and each way a day is marked: a tap, a value, the calendar editor, a note,
/// with a refused value kept beside its field; and a reminder that falls due while a page is open.
@Suite struct TodayControllerTests {
    let root = "/my-habit-lab"

    @Test func firstLaunchWelcomesThenCreatingTheFirstHabitLeadsToToday() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.get(root + "/").location == root + "/welcome")
            #expect(try await client.get(root + "/today").location == root + "/welcome")
            let welcome = try await client.get(root + "/welcome").body
            #expect(welcome.contains("Create your first habit"))
            let created = try await client.post(root + "/habits", "name=Read&icon=%F0%9F%93%9A&color=indigo&schedule=daily&kind=yesNo&first=1")
            #expect(created.status == .seeOther)
            #expect(created.location?.hasPrefix(root + "/today?notice=created#habit-") == true)
            let today = try await client.get(root + "/today").body
            #expect(today.contains("Read") && today.contains("color-indigo") && today.contains("0 of 1"))
            #expect(try h.app.settings().hasSeenWelcome)
        }
    }

    @Test func notNowSkipsTheWelcomeForGood() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.post(root + "/welcome/done").location == root + "/today")
            let today = try await client.get(root + "/today")
            #expect(today.status == .ok && today.body.contains("No habits yet") && today.body.contains("Create a habit"))
        }
    }

    @Test func aTapMarksTodayDoneAndUndoesIt() async throws {
        let h = try WebHarness()
        let habit = try h.harness.habit("Read")
        let id = habit.id.uuidString
        try await h.test { client in
            #expect(try await client.post(root + "/habits/\(id)/toggle", "from=\(root)/today").location == root + "/today")
            var page = try await client.get(root + "/today").body
            #expect(page.contains("1 of 1") && page.contains("aria-pressed=\"true\"") && page.contains("all done for today"))
            #expect(try h.app.todayScreen().habits[0].state == .done)
            _ = try await client.post(root + "/habits/\(id)/toggle")
            page = try await client.get(root + "/today").body
            #expect(page.contains("0 of 1") && page.contains("aria-pressed=\"false\""))
            // A foreign page is never a redirect target.
            #expect(try await client.post(root + "/habits/\(id)/toggle", "from=https://evil.example/").location == root + "/today")
            #expect(try await client.post(root + "/habits/\(id)/toggle", "from=\(root)//evil.example").location == root + "/today")
        }
    }

    @Test func measurableHabitsTakeAValueByStepperAndEntry() async throws {
        let h = try WebHarness()
        let water = try h.harness.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let id = water.id.uuidString
        try await h.test { client in
            _ = try await client.post(root + "/habits/\(id)/value", "value=1")
            var page = try await client.get(root + "/today").body
            #expect(page.contains("<strong>1</strong> of 8 glasses"))
            #expect(page.contains("name=\"value\" value=\"2\""))  // the + step
            _ = try await client.post(root + "/habits/\(id)/value", "value=8,5")
            #expect(try h.app.todayScreen().habits[0].value == 8.5)
            page = try await client.get(root + "/today").body
            #expect(page.contains("1 of 1"))
            let bad = try await client.post(root + "/habits/\(id)/value", "value=lots")
            #expect(bad.status == .badRequest && bad.body.contains("“lots” is not a number."))
            #expect(try await client.post(root + "/habits/\(id)/value", "value=-3").status == .badRequest)
            #expect(try h.app.todayScreen().habits[0].value == 8.5)
        }
    }

    @Test func aValueThatIsNotANumberStaysOnTodayBesideItsBox() async throws {
        let h = try WebHarness()
        let water = try h.harness.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let juice = try h.harness.habit("Juice", kind: .measurable(unit: "glasses", target: 1, direction: .atMost))
        let id = water.id.uuidString
        try await h.test { client in
            let today = try await client.get(root + "/today").body
            #expect(today.contains("action=\"\(root)/habits/\(id)/value#habit-\(id)\""))  // back at the row without the script
            let refused = try await client.post(root + "/habits/\(id)/value", "value=a+few%22%3E")
            #expect(refused.status == .badRequest)
            let page = refused.body
            #expect(page.contains("<body class=\"today-page appearance-system\""))  // Today, not an error page
            let row = try #require(page.components(separatedBy: "id=\"habit-\(id)\"").dropFirst().first?.components(separatedBy: "</li>").first)
            #expect(row.contains("value=\"a few&quot;&gt;\""))  // as typed, as text
            #expect(row.contains("aria-invalid=\"true\" aria-describedby=\"value-\(id)-error\""))
            #expect(row.contains("<p class=\"field-error\" id=\"value-\(id)-error\" role=\"alert\">“a few\"&gt;” is not a number.</p>")
                    || row.contains("id=\"value-\(id)-error\" role=\"alert\">“a few&quot;&gt;” is not a number.</p>"))
            // Only that row: Juice's box is as it was.
            #expect(page.components(separatedBy: "field-error").count == 2)
            #expect(page.contains("id=\"habit-\(juice.id.uuidString)\""))
            // A refusal of the Core too (a negative value), and nothing changed.
            let negative = try await client.post(root + "/habits/\(id)/value", "value=-3")
            #expect(negative.status == .badRequest && negative.body.contains("value=\"-3\"") && negative.body.contains("id=\"value-\(id)-error\""))
            #expect(try h.app.todayScreen().habits.allSatisfy { $0.value == nil })
            // The next good value clears it.
            _ = try await client.post(root + "/habits/\(id)/value", "value=3")
            #expect(!(try await client.get(root + "/today").body.contains("field-error")))
            // A habit that is not on Today (unknown) is still a 404.
            #expect(try await client.post(root + "/habits/\(UUID().uuidString)/value", "value=3").status == .notFound)
            // Not a number for a habit that is not on Today: the refusal as before, on its own page.
            #expect(try await client.post(root + "/habits/\(UUID().uuidString)/value", "value=x").status == .badRequest)
        }
    }

    @Test func theDaySheetKeepsARefusedValueOrNoteBesideItsField() async throws {
        let h = try WebHarness()
        let water = try h.harness.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let id = water.id.uuidString
        try await h.test { client in
            let value = try await client.post(root + "/habits/\(id)/value", "value=lots&day=2026-11-21&from=\(root)/habits/\(id)")
            #expect(value.status == .badRequest && value.body.contains("day-page"))
            #expect(value.body.contains("id=\"value\" name=\"value\" type=\"text\" inputmode=\"decimal\" value=\"lots\""))
            #expect(value.body.contains("id=\"value-error\" role=\"alert\">“lots” is not a number.</p>"))
            let long = String(repeating: "n", count: MyHabitLabLimits.noteLength + 1)
            let note = try await client.post(root + "/habits/\(id)/note", "note=\(long)&day=2026-11-21&from=\(root)/habits/\(id)")
            #expect(note.status == .badRequest && note.body.contains(">\(long)</textarea>") && note.body.contains("id=\"note-error\""))
            #expect(try h.app.dayScreen(id, day: day("2026-11-21")).note == nil)
        }
    }

    @Test func theCalendarEditorCyclesPastDaysAndRefusesTheFuture() async throws {
        let h = try WebHarness()
        let habit = try h.harness.habit("Read")
        let id = habit.id.uuidString
        try await h.test { client in
            let cycle = root + "/habits/\(id)/cycle"
            _ = try await client.post(cycle, "day=2026-11-20")
            #expect(try h.app.dayScreen(id, day: day("2026-11-20")).state == .done)
            _ = try await client.post(cycle, "day=2026-11-20")
            #expect(try h.app.dayScreen(id, day: day("2026-11-20")).state == .skipped)
            _ = try await client.post(cycle, "day=2026-11-20")
            // Issue 39, item 1: clearing the mark before the start puts the start back.
            #expect(try h.app.dayScreen(id, day: day("2026-11-20")).state == .beforeStart)
            let future = try await client.post(cycle, "day=2026-11-23")
            #expect(future.status == .badRequest && future.body.contains("in the future"))
            #expect(try await client.post(cycle, "day=2026-13-01").status == .badRequest)
            #expect(try await client.post(cycle, "").status == .badRequest)
            // The page labels every day for a screen reader; future days are not links.
            _ = try await client.post(cycle, "day=2026-11-20")
            let page = try await client.get(root + "/habits/\(id)").body
            #expect(page.contains("aria-label=\"Read, Fri, Nov 20: done\""))
            #expect(page.contains("<span class=\"cal-day future\" aria-disabled=\"true\" aria-label=\"Read, Mon, Nov 23: future\">23</span>"))
            #expect(try await client.get(root + "/habits/\(id)/days/2026-11-23").status == .badRequest)
            // A note on a past day.
            _ = try await client.post(root + "/habits/\(id)/note", "day=2026-11-20&note=Great+book")
            #expect(try await client.get(root + "/habits/\(id)/days/2026-11-20").body.contains("Great book"))
        }
    }

    @Test func aReminderThatFellDueIsDeliveredOnceTheSameDayAndNotForAMetHabit() async throws {
        let h = try WebHarness(now: "2026-11-22T06:00:00-05:00")
        let read = try h.harness.habit("Read")
        let walk = try h.harness.habit("Walk")
        try h.app.addReminder(read.id, minutes: 7 * 60)
        try h.app.addReminder(walk.id, minutes: 7 * 60 + 30)
        try await h.test { client in
            #expect(try await client.post(root + "/reminders/due").status == .noContent)
            h.harness.clock.set("2026-11-22T07:10:00-05:00")
            _ = try h.app.toggle(walk.id)  // planned at delivery: the 07:00 reminder that fell due stays
            h.harness.clock.set("2026-11-22T09:00:00-05:00")
            // Walk (07:30) is met, so only Read's reminder is shown, once.
            let due = try await client.post(root + "/reminders/due")
            #expect(due.status == .ok && due.body.contains("Read"))
            // Issue 39, item 16: a yes/no habit's banner has Done, which marks it as Today's circle does.
            let done = root + "/habits/\(read.id.uuidString)/toggle"
            #expect(due.body.contains("\"doneURL\":\"\(done.replacingOccurrences(of: "/", with: "\\/"))\"") || due.body.contains("\"doneURL\":\"\(done)\""))
            #expect(try await client.post(root + "/reminders/due").status == .noContent)
        }
    }

    /// Dates, numbers and week starts follow the app's locale on every page (issue 27, item 11):
    /// en_GB writes "Sun, 22 Nov 2026" and starts weeks on Monday, in the habit form's weekday
    /// picker as in the calendar; de_DE writes 2.5 as "2,5".
    @Test(arguments: [
        ("en_GB", "Sun, 22 Nov 2026", "Mon", "2.5"),
        ("en_US", "Sun, Nov 22, 2026", "Sun", "2.5"),
        ("de_DE", "So. 22. Nov. 2026", "Mo.", "2,5"),
    ])
    func datesNumbersAndWeeksFollowTheLocale(locale: String, date: String, firstWeekday: String, number: String) async throws {
        let h = try WebHarness(locale: locale)
        try h.app.finishWelcome()
        let read = try h.harness.habit("Read", kind: .measurable(unit: "km", target: 2.5, direction: .atLeast))
        try await h.test { client in
            let today = try await client.get(root + "/today").body
            #expect(today.contains(date))
            #expect(today.contains("<strong>0</strong> of \(number) km"))
            let form = try await client.get(root + "/habits/new").body
            let pickerDays = form.ranges(of: "name=\"day-").map { form[$0.upperBound...].prefix(1) }
            #expect(pickerDays.first == (firstWeekday == "Sun" ? "1" : "2"))
            #expect(form.contains("<span>\(firstWeekday)</span>"))
            let detail = try await client.get(root + "/habits/\(read.id)").body
            #expect(detail.contains("<div class=\"cal-head\" aria-hidden=\"true\"><span>\(firstWeekday)</span>"))
        }
    }
}
