import DayKit
import Foundation
import HTTPTypes
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// A habit's form (new and edit: created once, refused input beside its field), its page, and
/// archiving, restoring, moving and deleting it.
@Suite struct HabitsControllerTests {
    let root = "/my-habit-lab"

    /// The one-time token a page's create form carries.
    static func token(_ page: String) throws -> String {
        let marker = "name=\"form-token\" value=\""
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start...].prefix(32))
    }

    @Test func theNewHabitFormSentTwiceCreatesOneHabit() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let form = try await client.execute(uri: root + "/habits/new", method: .get) { $0 }
            // Back shows the page that was sent, with its token: it may be kept, never shared.
            #expect(form.headers[.cacheControl] == "private, no-cache")
            let token = try Self.token(String(buffer: form.body))
            let other = try Self.token(try await client.get(root + "/habits/new").body)
            #expect(token.count == 32 && other != token)
            // Refused: the form comes back with its token, and nothing was created.
            let refused = try await client.post(root + "/habits", "name=&schedule=daily&kind=yesNo&form-token=\(token)")
            #expect(try refused.status == .badRequest && Self.token(refused.body) == token)
            let body = "name=Read&schedule=daily&kind=yesNo&form-token=\(token)"
            let created = try await client.post(root + "/habits", body)
            let again = try await client.post(root + "/habits", body)
            #expect(created.status == .seeOther && created.location?.hasPrefix(root + "/today?notice=created#habit-") == true)
            #expect(again.status == .seeOther && again.location == created.location)  // the page the first one led to
            #expect(try h.app.habitList().map(\.name) == ["Read"])
            // Another form creates another habit; a script without a token creates each time.
            _ = try await client.post(root + "/habits", "name=Walk&schedule=daily&kind=yesNo&form-token=\(other)")
            _ = try await client.post(root + "/habits", "name=Run&schedule=daily&kind=yesNo")
            _ = try await client.post(root + "/habits", "name=Swim&schedule=daily&kind=yesNo")
            #expect(try h.app.habitList().map(\.name) == ["Read", "Walk", "Run", "Swim"])
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
            #expect(refused.status == .badRequest && refused.body.contains("its text is not UTF-8"), "\(refused.body)")
        }
        #expect(try h.app.habitList().isEmpty && h.app.habitList(archived: true).isEmpty)
    }

    @Test func theFormRefusesBadInputWithTheMessageBesideTheFieldAndSavesNothing() async throws {
        let h = try WebHarness()
        try await h.test { client in
            let long = try await client.post(root + "/habits", "name=" + String(repeating: "x", count: 61) + "&schedule=daily&kind=yesNo")
            #expect(long.status == .badRequest)
            #expect(long.body.contains("id=\"name-error\"") && long.body.contains("at most 60 characters; this one has 61"))
            #expect(long.body.contains("value=\"" + String(repeating: "x", count: 61) + "\""))  // the form comes back as typed
            let zero = try await client.post(root + "/habits", "name=Water&schedule=daily&kind=measurable&target=0&unit=l")
            #expect(zero.status == .badRequest && zero.body.contains("id=\"kind-error\""))
            let weekdays = try await client.post(root + "/habits", "name=Gym&schedule=weekdays&kind=yesNo")
            #expect(weekdays.status == .badRequest && weekdays.body.contains("Choose at least one weekday."))
            let reminder = try await client.post(root + "/habits", "name=Gym&schedule=daily&kind=yesNo&reminder-1=25:00&reminder-1-day-2=1")
            #expect(reminder.status == .badRequest && reminder.body.contains("id=\"reminders-error\""))
            let icon = try await client.post(root + "/habits", "name=Gym&schedule=daily&kind=yesNo&custom-icon=ab")
            #expect(icon.status == .badRequest && icon.body.contains("id=\"icon-error\""))
            #expect(try h.app.habitList().isEmpty)
            // Valid: every field lands, reminders included.
            let ok = try await client.post(root + "/habits", "name=Gym&icon=%F0%9F%92%AA&color=orange&schedule=weekdays&day-2=1&day-4=1&day-6=1"
                                           + "&kind=measurable&target=45&unit=min&direction=atLeast&reminder-1=07:30&reminder-1-day-2=1&detail=Lift")
            #expect(ok.status == .seeOther)
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
            let form = try await client.get(root + "/habits/\(id)/edit").body
            #expect(form.contains("value=\"Read\"") && form.contains("Save changes"))
            let saved = try await client.post(root + "/habits/\(id)/edit", "name=Read+more&icon=%F0%9F%93%9A&color=teal&schedule=times&times=3&per-days=7&kind=yesNo")
            #expect(saved.location == root + "/habits/\(id)?notice=saved")
            #expect(try h.app.habit(id).schedule == .times(3, per: 7))
            #expect(try h.app.dayScreen(id, day: day("2026-11-21")).state == .done)
            let refused = try await client.post(root + "/habits/\(id)/edit", "name=&schedule=daily&kind=yesNo")
            #expect(refused.status == .badRequest && refused.body.contains("Give the habit a name."))
            #expect(try h.app.habit(id).name == "Read more")
            let unknown = UUID().uuidString
            for path in ["/habits/\(unknown)", "/habits/\(unknown)/edit", "/habits/not-a-uuid", "/habits/\(unknown)/days/2026-11-20"] {
                #expect(try await client.get(root + path).status == .notFound, "\(path)")
            }
            #expect(try await client.post(root + "/habits/\(unknown)/toggle").status == .notFound)
            #expect(try await client.post(root + "/habits/\(unknown)/edit", "name=X&schedule=daily&kind=yesNo").status == .notFound)
            #expect(try await client.get(root + "/habits/\(id)?year=abc").status == .badRequest)
            #expect(try await client.get(root + "/habits/\(id)?month=2026-99").status == .badRequest)
        }
    }

    @Test func aHabitWearingAnIPhoneSymbolIsEditedWithoutLosingItAndDrawnAsItsEmoji() async throws {
        let h = try WebHarness()
        let habit = try h.app.createHabit(HabitFields(name: "Run", icon: "figure.run"))
        let id = habit.id.uuidString
        try await h.test { client in
            let form = try await client.get(root + "/habits/\(id)/edit").body
            #expect(form.contains("value=\"figure.run\" aria-label=\"Keep the iPhone's symbol “Running”\" checked><span>🏃</span>"))
            #expect(form.contains("<p class=\"footnote\">The first icon is the iPhone's symbol “Running”, drawn here as 🏃.</p>"))
            #expect(!form.contains("value=\"figure.run\" class=\"emoji-input\""))
            // The form as the browser sends it back, the symbol's radio still chosen.
            let saved = try await client.post(root + "/habits/\(id)/edit", "name=Run+far&icon=figure.run&custom-icon=&color=teal&schedule=daily&kind=yesNo")
            #expect(saved.location == root + "/habits/\(id)?notice=saved")
            #expect(try h.app.habit(id).icon == "figure.run" && h.app.habit(id).name == "Run far")
            #expect(try await client.get(root + "/today").body.contains("aria-hidden=\"true\">🏃</span>"))
            // Choosing an emoji instead replaces the symbol.
            _ = try await client.post(root + "/habits/\(id)/edit", "name=Run+far&icon=figure.run&custom-icon=%F0%9F%8F%83&color=teal&schedule=daily&kind=yesNo")
            #expect(try h.app.habit(id).icon == "🏃")
        }
    }

    @Test func archiveRestoreReorderAndDelete() async throws {
        let h = try WebHarness()
        let read = try h.harness.habit("Read")
        let walk = try h.harness.habit("Walk")
        try await h.test { client in
            // Issue 39, item 16: back at the moved habit's row, which stays in view.
            #expect(try await client.post(root + "/habits/\(walk.id)/move", "position=1").location == root + "/today#habit-\(walk.id)")
            #expect(try h.app.habitList().map(\.name) == ["Walk", "Read"])
            #expect(try await client.post(root + "/habits/\(walk.id)/move", "position=9").status == .badRequest)
            #expect(try await client.post(root + "/habits/\(read.id)/archive").location == root + "/today?notice=archived")
            #expect(!(try await client.get(root + "/today").body.contains("Read")))
            let settings = try await client.get(root + "/settings").body
            #expect(settings.contains("Read") && settings.contains("Restore"))
            _ = try await client.post(root + "/habits/\(read.id)/restore")
            #expect(try h.app.habitList().map(\.name) == ["Walk", "Read"])
            let confirm = try await client.get(root + "/habits/\(read.id)/delete").body
            #expect(confirm.contains("Delete “Read”?"))
            #expect(try await client.post(root + "/habits/\(read.id)/delete").location == root + "/today?notice=deleted")
            #expect(try h.app.habitList().map(\.name) == ["Walk"])
        }
    }

    @Test func aWeeklyHabitsStreakIsInWeeksOnTodayStatsAndItsPage() async throws {
        let h = try WebHarness(now: "2026-11-08T08:00:00-05:00")  // a Sunday: weeks start on Sundays in en_US
        let gym = try h.harness.habit("Gym", schedule: .times(2, per: 7))
        h.harness.clock.set("2026-11-24T08:00:00-05:00")
        try h.harness.done(gym, "2026-11-09", "2026-11-11", "2026-11-16", "2026-11-18", "2026-11-23", "2026-11-24")
        let id = gym.id.uuidString
        try await h.test { client in
            let today = try await client.get(root + "/today").body
            #expect(today.contains("3 weeks") && !today.contains("period"))
            let stats = try await client.get(root + "/stats").body
            #expect(stats.contains("3 weeks") && !stats.contains("period"))
            let page = try await client.get(root + "/habits/\(id)").body
            #expect(page.contains("<dt>Current streak</dt><dd>3 weeks</dd>") && page.contains("<dt>Longest streak</dt><dd>3 weeks</dd>"))
        }
    }
}
