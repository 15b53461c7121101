import BetterMorningCore
import BetterMorningTestSupport
@testable import BetterMorningWeb
import DayKit
import Foundation
import Testing
import TestSupport
import WebApp

/// Reminders without an open page: the server hands a due reminder to its notifier command, once;
/// one that fell due while nothing could show it appears in the next page opened that day.
@Suite struct ServerReminderTests {
    /// A stub notifier command appending "title|body" lines to a file.
    private func stub() throws -> (command: String, output: URL) {
        let output = try directory("notifier").appendingPathComponent("shown.txt")
        return ("printf '%s|%s\\n' >> '\(output.path)'", output)
    }

    private func directory(_ prefix: String) throws -> URL {
        let url = temporaryDirectory(prefix)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func lines(_ file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func theServerDeliversADueReminderThroughItsCommandOnce() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "charles-darwin")  // 07:00 from the 23rd
        let web = try BetterMorningWebApp(app: h.app)
        let (command, output) = try stub()
        let notifier = ReminderNotifier(command: command, apps: [web])
        h.clock.set("2026-11-23T06:59:00-05:00")
        #expect(await notifier.deliverDue().isEmpty)
        // Within its minute a page may show it; the command runs once the minute is over (issue 39, item 9).
        h.clock.set("2026-11-23T07:00:00-05:00")
        #expect(await notifier.deliverDue().isEmpty)
        h.clock.set("2026-11-23T07:01:00-05:00")
        #expect(await notifier.deliverDue().count == 1)
        #expect(lines(output) == ["Better Morning|Time for Charles Darwin: your routine starts at 7:00 AM."])
        #expect(await notifier.deliverDue().isEmpty)
        // A page opened afterwards does not show it again.
        try await h.test { client async throws in
            #expect(try await client.post("/better-morning/reminders/due").status == .noContent)
        }
        #expect(lines(output).count == 1)
    }

    @Test func aReminderThatFellDueWhileNothingCouldShowItAppearsInTheNextPageThatDayOnce() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T11:30:00-05:00")
        try await h.test { client async throws in
            let due = try await client.post("/better-morning/reminders/due")
            #expect(due.status == .ok)
            #expect(due.body.contains("Time for Charles Darwin"))
            #expect(try await client.post("/better-morning/reminders/due").status == .noContent)
            // The next day's does not show before its time.
            h.clock.set("2026-11-24T06:30:00-05:00")
            #expect(try await client.post("/better-morning/reminders/due").status == .noContent)
        }
    }

    @Test func aReminderTextIsNeverRunByTheShell() async throws {
        let h = try WebHarness()
        try h.harness.unlock()
        try h.app.setDraftTitle("Me; $(echo hi) `id`")
        try h.app.addDraftTask(title: "Stretch", at: TimeOfDay("06:00")!)
        try h.app.saveDraft()
        h.clock.set("2026-11-23T06:01:00-05:00")
        let (command, output) = try stub()
        let web = try BetterMorningWebApp(app: h.app)
        await ReminderNotifier(command: command, apps: [web]).deliverDue()
        #expect(lines(output) == ["Better Morning|Time for Me; $(echo hi) `id`: your routine starts at 6:00 AM."])
    }

    @Test func aFailingCommandIsLoggedAndDeliveryGoesOn() async throws {
        let h = try WebHarness()
        try h.app.choose(celebrityID: "charles-darwin")
        h.clock.set("2026-11-23T07:01:00-05:00")
        let web = try BetterMorningWebApp(app: h.app)
        #expect(await ReminderNotifier(command: "exit 3;", apps: [web]).deliverDue().count == 1)
        // A command that does not exist: the next day's reminder is still delivered (once).
        h.clock.set("2026-11-24T07:01:00-05:00")
        let missing = ReminderNotifier(command: "/no/such/notifier", apps: [web])
        #expect(await missing.deliverDue().count == 1)
        #expect(await missing.deliverDue().isEmpty)
    }

    @Test func notifySendIsTheDefaultOnlyWhenInstalled() throws {
        let empty = try directory("path-empty")
        let installed = try directory("path-notify")
        let tool = installed.appendingPathComponent("notify-send")
        try Data("#!/bin/sh\n".utf8).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        #expect(ReminderNotifier.defaultCommand(path: empty.path) == nil)
        #expect(ReminderNotifier.defaultCommand(path: "\(empty.path):\(installed.path)") == "notify-send")
    }
}
