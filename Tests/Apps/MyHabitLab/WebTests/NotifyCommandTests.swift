import Foundation
import MyHabitLabCore
@testable import MyHabitLabWeb
import Testing
import TestSupport
import WebApp

/// Issue 39, item 9: the notify command runs for a due reminder unless a page showed it within its
/// minute. On one morning it did not run with two pages open: a page took the reminder (one
/// behind, where no one looked), and of two reminders due together only one was ever delivered.
@Suite struct NotifyCommandTests {
    let root = "/my-habit-lab"

    /// A notifier whose command appends "title|body" lines to a file, and the file.
    private func notifier(for web: MyHabitLabWebApp) throws -> (ReminderNotifier, URL) {
        let folder = temporaryDirectory("notify")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("shown.txt")
        return (ReminderNotifier(command: "printf '%s|%s\\n' >> '\(output.path)'", apps: [web]), output)
    }

    private func lines(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func theCommandRunsForWhatNoPageShowedWithinItsMinuteAndNotForWhatOneDid() async throws {
        let h = try WebHarness(now: "2026-11-22T06:00:00-05:00")
        let read = try h.harness.habit("Read")
        let walk = try h.harness.habit("Walk")
        let stretch = try h.harness.habit("Stretch")
        try h.app.addReminder(read.id, minutes: 7 * 60)
        try h.app.addReminder(walk.id, minutes: 8 * 60)
        try h.app.addReminder(stretch.id, minutes: 8 * 60)
        let (notifier, output) = try notifier(for: try MyHabitLabWebApp(app: h.app))
        try await h.test { client in
            // 07:00: within its minute the reminder waits for a page; the page in front shows it.
            h.harness.clock.set("2026-11-22T07:00:20-05:00")
            #expect(await notifier.deliverDue().isEmpty)
            let shown = try await client.post(root + "/reminders/due")
            #expect(shown.status == .ok && shown.body.contains("Read"))
            // The minute over, the command does not run for what the page showed.
            h.harness.clock.set("2026-11-22T07:01:10-05:00")
            #expect(await notifier.deliverDue().isEmpty)
            #expect(lines(output).isEmpty)

            // 08:00: two reminders, no page asks (both pages are behind). Within the minute nothing runs…
            h.harness.clock.set("2026-11-22T08:00:59-05:00")
            #expect(await notifier.deliverDue().isEmpty)
            // …then the command runs for each, once.
            h.harness.clock.set("2026-11-22T08:01:00-05:00")
            #expect(await notifier.deliverDue().map(\.body).sorted() == ["Time for Stretch.", "Time for Walk."])
            // The title (the habit's icon and name), then the body.
            let ran = lines(output).sorted { $0.hasSuffix("Stretch.") && !$1.hasSuffix("Stretch.") }
            #expect(ran.count == 2 && ran[0].hasSuffix("Stretch|Time for Stretch.") && ran[1].hasSuffix("Walk|Time for Walk."))
            #expect(await notifier.deliverDue().isEmpty)
            // A page coming to the front afterwards does not show them again.
            #expect(try await client.post(root + "/reminders/due").status == .noContent)
        }
        #expect(lines(output).count == 2)
    }
}
