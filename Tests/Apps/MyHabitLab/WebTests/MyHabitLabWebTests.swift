import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import MyHabitLabCore
import MyHabitLabTestSupport
@testable import MyHabitLabWeb
import Testing
import TestSupport
import WebApp

/// MyHabitLab behind the suite's full router (home screen, security, error pages).
struct WebHarness: Sendable {
    let harness: MyHabitLabHarness
    var app: MyHabitLab { harness.app }

    init(now: String = "2026-11-22T08:00:00-05:00") throws {
        harness = try MyHabitLabHarness(now: now)
    }

    func test(_ body: @Sendable (TestClientProtocol) async throws -> Void) async throws {
        let web = try MyHabitLabWebApp(app: harness.app, reminders: harness.reminders)
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router, body)
    }
}

@Suite struct MyHabitLabWebTests {
    let root = "/my-habit-lab"

    @Test func firstLaunchWelcomesThenCreatingTheFirstHabitLeadsToToday() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.get(root + "/").1 == root + "/welcome")
            #expect(try await client.get(root + "/today").1 == root + "/welcome")
            let welcome = try await client.get(root + "/welcome").2
            #expect(welcome.contains("Create your first habit"))
            let created = try await client.post(root + "/habits", "name=Read&icon=%F0%9F%93%9A&color=indigo&schedule=daily&kind=yesNo&first=1")
            #expect(created.0 == .seeOther)
            #expect(created.1?.hasPrefix(root + "/today?notice=created#habit-") == true)
            let today = try await client.get(root + "/today").2
            #expect(today.contains("Read") && today.contains("color-indigo") && today.contains("0 of 1"))
            #expect(try h.app.settings().hasSeenWelcome)
        }
    }

    /// Issue 23, item 15: raw bytes that are not UTF-8 were read as U+FFFD ("Zed��"), and a field
    /// whose name held them was dropped while the habit was still created.
    static let notUTF8: [[UInt8]] = {
        let fields: [UInt8] = Array("&color=indigo&schedule=daily&kind=yesNo".utf8)
        let bad: [UInt8] = [0xFF, 0xFE]
        return [Array("name=Zed".utf8) + bad + fields, bad + Array("=1&name=Zed".utf8) + fields]
    }()

    @Test(arguments: notUTF8)
    func aRawFormThatIsNotUTF8IsRefusedAndCreatesNothing(body: [UInt8]) async throws {
        let h = try WebHarness()
        try await h.test { client in
            let refused = try await client.post(root + "/habits", bytes: body)
            #expect(refused.0 == .badRequest && refused.2.contains("its text is not UTF-8"), "\(refused.2)")
        }
        #expect(try h.app.habitList().isEmpty && h.app.habitList(archived: true).isEmpty)
    }

    @Test func notNowSkipsTheWelcomeForGood() async throws {
        let h = try WebHarness()
        try await h.test { client in
            #expect(try await client.post(root + "/welcome/done").1 == root + "/today")
            let today = try await client.get(root + "/today")
            #expect(today.0 == .ok && today.2.contains("No habits yet") && today.2.contains("Create a habit"))
        }
    }

    @Test func aTapMarksTodayDoneAndUndoesIt() async throws {
        let h = try WebHarness()
        let habit = try h.harness.habit("Read")
        let id = habit.id.uuidString
        try await h.test { client in
            #expect(try await client.post(root + "/habits/\(id)/toggle", "from=\(root)/today").1 == root + "/today")
            var page = try await client.get(root + "/today").2
            #expect(page.contains("1 of 1") && page.contains("aria-pressed=\"true\"") && page.contains("all done for today"))
            #expect(try h.app.todayScreen().habits[0].state == .done)
            _ = try await client.post(root + "/habits/\(id)/toggle")
            page = try await client.get(root + "/today").2
            #expect(page.contains("0 of 1") && page.contains("aria-pressed=\"false\""))
            // A foreign page is never a redirect target.
            #expect(try await client.post(root + "/habits/\(id)/toggle", "from=https://evil.example/").1 == root + "/today")
            #expect(try await client.post(root + "/habits/\(id)/toggle", "from=\(root)//evil.example").1 == root + "/today")
        }
    }

    @Test func measurableHabitsTakeAValueByStepperAndEntry() async throws {
        let h = try WebHarness()
        let water = try h.harness.habit("Water", kind: .measurable(unit: "glasses", target: 8, direction: .atLeast))
        let id = water.id.uuidString
        try await h.test { client in
            _ = try await client.post(root + "/habits/\(id)/value", "value=1")
            var page = try await client.get(root + "/today").2
            #expect(page.contains("<strong>1</strong> of 8 glasses"))
            #expect(page.contains("name=\"value\" value=\"2\""))  // the + step
            _ = try await client.post(root + "/habits/\(id)/value", "value=8,5")
            #expect(try h.app.todayScreen().habits[0].value == 8.5)
            page = try await client.get(root + "/today").2
            #expect(page.contains("1 of 1"))
            let bad = try await client.post(root + "/habits/\(id)/value", "value=lots")
            #expect(bad.0 == .badRequest && bad.2.contains("“lots” is not a number."))
            #expect(try await client.post(root + "/habits/\(id)/value", "value=-3").0 == .badRequest)
            #expect(try h.app.todayScreen().habits[0].value == 8.5)
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
            #expect(try h.app.dayScreen(id, day: day("2026-11-20")).state == .missed)
            let future = try await client.post(cycle, "day=2026-11-23")
            #expect(future.0 == .badRequest && future.2.contains("in the future"))
            #expect(try await client.post(cycle, "day=2026-13-01").0 == .badRequest)
            #expect(try await client.post(cycle, "").0 == .badRequest)
            // The page labels every day for a screen reader; future days are not links.
            _ = try await client.post(cycle, "day=2026-11-20")
            let page = try await client.get(root + "/habits/\(id)").2
            #expect(page.contains("aria-label=\"Read, Fri Nov 20: done\""))
            #expect(page.contains("<span class=\"cal-day future\" aria-disabled=\"true\" aria-label=\"Read, Mon Nov 23: future\">23</span>"))
            #expect(try await client.get(root + "/habits/\(id)/days/2026-11-23").0 == .badRequest)
            // A note on a past day.
            _ = try await client.post(root + "/habits/\(id)/note", "day=2026-11-20&note=Great+book")
            #expect(try await client.get(root + "/habits/\(id)/days/2026-11-20").2.contains("Great book"))
        }
    }

    @Test func theFormRefusesBadInputWithTheMessageBesideTheFieldAndSavesNothing() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let long = try await client.post(root + "/habits", "name=" + String(repeating: "x", count: 61) + "&schedule=daily&kind=yesNo")
            #expect(long.0 == .badRequest)
            #expect(long.2.contains("id=\"name-error\"") && long.2.contains("at most 60 characters; this one has 61"))
            #expect(long.2.contains("value=\"" + String(repeating: "x", count: 61) + "\""))  // the form comes back as typed
            let zero = try await client.post(root + "/habits", "name=Water&schedule=daily&kind=measurable&target=0&unit=l")
            #expect(zero.0 == .badRequest && zero.2.contains("id=\"kind-error\""))
            let weekdays = try await client.post(root + "/habits", "name=Gym&schedule=weekdays&kind=yesNo")
            #expect(weekdays.0 == .badRequest && weekdays.2.contains("Choose at least one weekday."))
            let reminder = try await client.post(root + "/habits", "name=Gym&schedule=daily&kind=yesNo&reminder-1=25:00&reminder-1-day-2=1")
            #expect(reminder.0 == .badRequest && reminder.2.contains("id=\"reminders-error\""))
            let icon = try await client.post(root + "/habits", "name=Gym&schedule=daily&kind=yesNo&custom-icon=ab")
            #expect(icon.0 == .badRequest && icon.2.contains("id=\"icon-error\""))
            #expect(try h.app.habitList().isEmpty)
            // Valid: every field lands, reminders included.
            let ok = try await client.post(root + "/habits", "name=Gym&icon=%F0%9F%92%AA&color=orange&schedule=weekdays&day-2=1&day-4=1&day-6=1"
                                           + "&kind=measurable&target=45&unit=min&direction=atLeast&reminder-1=07:30&reminder-1-day-2=1&detail=Lift")
            #expect(ok.0 == .seeOther)
            let habit = try h.app.habit("Gym")
            #expect(habit.schedule == .weekdays([2, 4, 6]) && habit.color == .orange && habit.detail == "Lift")
            #expect(habit.kind == .measurable(unit: "min", target: 45, direction: .atLeast))
            #expect(try h.app.reminders(of: "Gym") == [HabitReminder(minutes: 450, weekdays: [2])!])
        }
    }

    @Test func editingKeepsTheHistoryAndUnknownIdsAre404() async throws {
        let h = try WebHarness()
        let habit = try h.harness.habit("Read")
        try h.harness.done(habit, "2026-11-21")
        let id = habit.id.uuidString
        try await h.test { client in
            let form = try await client.get(root + "/habits/\(id)/edit").2
            #expect(form.contains("value=\"Read\"") && form.contains("Save changes"))
            let saved = try await client.post(root + "/habits/\(id)/edit", "name=Read+more&icon=%F0%9F%93%9A&color=teal&schedule=times&times=3&per-days=7&kind=yesNo")
            #expect(saved.1 == root + "/habits/\(id)?notice=saved")
            #expect(try h.app.habit(id).schedule == .times(3, per: 7))
            #expect(try h.app.dayScreen(id, day: day("2026-11-21")).state == .done)
            let refused = try await client.post(root + "/habits/\(id)/edit", "name=&schedule=daily&kind=yesNo")
            #expect(refused.0 == .badRequest && refused.2.contains("Give the habit a name."))
            #expect(try h.app.habit(id).name == "Read more")
            let unknown = UUID().uuidString
            for path in ["/habits/\(unknown)", "/habits/\(unknown)/edit", "/habits/not-a-uuid", "/habits/\(unknown)/days/2026-11-20"] {
                #expect(try await client.get(root + path).0 == .notFound, "\(path)")
            }
            #expect(try await client.post(root + "/habits/\(unknown)/toggle").0 == .notFound)
            #expect(try await client.post(root + "/habits/\(unknown)/edit", "name=X&schedule=daily&kind=yesNo").0 == .notFound)
            #expect(try await client.get(root + "/habits/\(id)?year=abc").0 == .badRequest)
            #expect(try await client.get(root + "/habits/\(id)?month=2026-99").0 == .badRequest)
        }
    }

    @Test func archiveRestoreReorderAndDelete() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        let walk = try h.harness.habit("Walk")
        try await h.test { client in
            #expect(try await client.post(root + "/habits/\(walk.id)/move", "position=1").1 == root + "/today")
            #expect(try h.app.habitList().map(\.name) == ["Walk", "Read"])
            #expect(try await client.post(root + "/habits/\(walk.id)/move", "position=9").0 == .badRequest)
            #expect(try await client.post(root + "/habits/\(read.id)/archive").1 == root + "/today?notice=archived")
            #expect(!(try await client.get(root + "/today").2.contains("Read")))
            let settings = try await client.get(root + "/settings").2
            #expect(settings.contains("Read") && settings.contains("Restore"))
            _ = try await client.post(root + "/habits/\(read.id)/restore")
            #expect(try h.app.habitList().map(\.name) == ["Walk", "Read"])
            let confirm = try await client.get(root + "/habits/\(read.id)/delete").2
            #expect(confirm.contains("Delete “Read”?"))
            #expect(try await client.post(root + "/habits/\(read.id)/delete").1 == root + "/today?notice=deleted")
            #expect(try h.app.habitList().map(\.name) == ["Walk"])
        }
    }

    @Test func statsSettingsAndWidgets() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        try await h.test { client in
            #expect(try await client.get(root + "/stats").2.contains("Read"))
            #expect(try await client.post(root + "/settings/day-start", "day-start=03:00").1 == root + "/settings?notice=day-start")
            #expect(try h.app.settings().dayStartsAt == 180)
            #expect(try await client.post(root + "/settings/day-start", "day-start=05:00").0 == .badRequest)
            #expect(try await client.post(root + "/settings/day-start", "day-start=soon").0 == .badRequest)
            _ = try await client.post(root + "/settings/reminders", "reminders=off")
            #expect(try !h.app.settings().remindersOn)
            #expect(try await client.post(root + "/settings/reminders", "reminders=maybe").0 == .badRequest)
            let widget = try await client.get(root + "/widget/small").2
            #expect(widget.contains("widget-small") && widget.contains("Mark Read done") && !widget.contains("tabbar"))
            #expect(try await client.post(root + "/widget/small/toggle/\(read.id)").1 == root + "/widget/small")
            #expect(try h.app.todayScreen().habits[0].state == .done)
            #expect(try await client.get(root + "/widget/large").0 == .notFound)
            #expect(try await client.post(root + "/widget/small/toggle/nope").0 == .notFound)
        }
    }

    @Test func exportThenImportAndRefusingACorruptFile() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        try h.harness.done(read, "2026-11-20", "2026-11-21")
        try await h.test { client in
            let json = try await client.get(root + "/settings/export/json")
            #expect(json.0 == .ok && json.2.contains("\"Read\""))
            let other = try WebHarness()
            try await other.test { fresh in
                let boundary = "XyZ"
                let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\nContent-Type: application/json\r\n\r\n"
                    + json.2 + "\r\n--\(boundary)--\r\n"
                // NB: the import redirects to its result (issue 27): the page a browser shows is checked.
                let imported = try await fresh.following(fresh.post(root + "/settings/import", body, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"]))
                #expect(imported.0 == .ok && imported.2.contains("1 habit added,") && imported.2.contains("2 days added"))
                #expect(try other.app.habitList().map(\.name) == ["Read"])
                let corrupt = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"bad.json\"\r\n\r\n{\"habits\": 3}\r\n--\(boundary)--\r\n"
                let refused = try await fresh.post(root + "/settings/import", corrupt, headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
                #expect(refused.0 == .badRequest && refused.2.contains("Not imported — nothing changed"))
                let empty = try await fresh.post(root + "/settings/import", "", headers: [.contentType: "multipart/form-data; boundary=\(boundary)"])
                #expect(empty.0 == .badRequest)
                #expect(try other.app.habitList().count == 1)
            }
            let zip = try await client.get(root + "/settings/export/csv")
            #expect(zip.0 == .ok)
            // The person's data is never kept by a cache.
            for export in ["json", "csv"] {
                let response = try await client.execute(uri: root + "/settings/export/" + export, method: .get) { $0 }
                #expect(response.headers[.cacheControl] == "no-store" && response.headers[.contentDisposition]?.hasPrefix("attachment;") == true)
            }
        }
    }

    @Test func theAPIListsTogglesSetsAndSkipsWithJSONErrors() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        let water = try h.harness.habit("Water", kind: .measurable(unit: "l", target: 2, direction: .atLeast))
        let json: HTTPFields = [.contentType: "application/json"]
        try await h.test { client in
            let list = try await client.get(root + "/api/habits")
            #expect(list.0 == .ok && list.2.contains("\"name\":\"Read\""))
            let toggled = try await client.post(root + "/api/habits/\(read.id)/toggle", origin: nil, headers: json)
            #expect(toggled.0 == .ok && toggled.2.contains("\"state\":\"done\""))
            let value = try await client.post(root + "/api/habits/\(water.id)/value", "{\"value\": 2.5}", origin: nil, headers: json)
            #expect(value.2.contains("\"state\":\"done\""))
            let skipped = try await client.post(root + "/api/habits/\(read.id)/skip", "{\"day\": \"2026-11-21\"}", origin: nil, headers: json)
            #expect(skipped.2.contains("\"state\":\"skipped\"") && skipped.2.contains("2026-11-21"))
            let unknown = try await client.post(root + "/api/habits/\(UUID())/toggle", origin: nil, headers: json)
            #expect(unknown.0 == .notFound && unknown.2.hasPrefix("{\"error\":"))
            let bad = try await client.post(root + "/api/habits/\(water.id)/value", "{\"value\": \"x\"}", origin: nil, headers: json)
            #expect(bad.0 == .badRequest && bad.2.contains("\"error\""))
            let future = try await client.post(root + "/api/habits/\(read.id)/toggle", "{\"day\": \"2030-01-01\"}", origin: nil, headers: json)
            #expect(future.0 == .badRequest && future.2.contains("in the future"))
            let crossSite = try await client.post(root + "/api/habits/\(read.id)/toggle", origin: "https://evil.example", headers: json)
            #expect(crossSite.0 == .forbidden)
            // Without an Origin, only JSON is taken: a plain form could come from another site's page.
            #expect(try await client.post(root + "/api/habits/\(read.id)/toggle", origin: nil).0 == .forbidden)
            #expect(try h.app.todayScreen().habits.first { $0.name == "Read" }?.state == .done)
        }
    }

    /// Issue 22, defect 10: a body over 4 KB answered 500 with "Something went wrong on our side".
    @Test func anAPIBodyOver4KBIs413WithAJSONErrorAndChangesNothing() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        let json: HTTPFields = [.contentType: "application/json"]
        // `{"day": "2026-11-22"}` padded with blanks before its closing brace to `bytes` bytes.
        let body = { (bytes: Int) in "{\"day\": \"2026-11-22\"" + String(repeating: " ", count: bytes - 21) + "}" }
        let (fiveKB, fourKB) = (body(5 * 1024), body(4 * 1024))
        #expect(fiveKB.utf8.count == 5 * 1024 && fourKB.utf8.count == 4 * 1024)
        try await h.test { client in
            let tooLarge = try await client.post(root + "/api/habits/\(read.id)/toggle", fiveKB, origin: nil, headers: json)
            #expect(tooLarge.0 == .contentTooLarge)
            #expect(tooLarge.2 == "{\"error\":\"The request body is larger than 4 KB.\"}")
            #expect(try h.app.todayScreen().habits.first { $0.name == "Read" }?.state != .done)
            let largest = try await client.post(root + "/api/habits/\(read.id)/toggle", fourKB, origin: nil, headers: json)
            #expect(largest.0 == .ok && largest.2.contains("\"state\":\"done\""))
        }
    }

    @Test func aForeignHostIsRefused() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let status = try await client.get(root + "/today", headers: [HTTPField.Name("Host")!: "evil.example"]).0
            #expect(status == .misdirectedRequest)
        }
    }

    @Test func aReminderThatFellDueIsDeliveredOnceTheSameDayAndNotForAMetHabit() async throws {
        let h = try WebHarness(now: "2026-11-22T06:00:00-05:00")
        let read = try h.harness.habit("Read")
        let walk = try h.harness.habit("Walk")
        try h.app.addReminder(read.id.uuidString, minutes: 7 * 60)
        try h.app.addReminder(walk.id.uuidString, minutes: 7 * 60 + 30)
        try await h.test { client in
            #expect(try await client.post(root + "/reminders/due").0 == .noContent)
            h.harness.clock.set("2026-11-22T07:10:00-05:00")
            _ = try h.app.toggle(walk.id.uuidString)  // a write replans; the 07:00 reminder that fell due stays
            h.harness.clock.set("2026-11-22T09:00:00-05:00")
            // Walk (07:30) is met, so only Read's reminder is shown, once.
            let due = try await client.post(root + "/reminders/due")
            #expect(due.0 == .ok && due.2.contains("Read"))
            #expect(try await client.post(root + "/reminders/due").0 == .noContent)
        }
    }
}
