import DayKit
import Foundation
import Testing
import WebSupport

/// A reminder as a page shows it: its words and the page a tap opens, and where Done posts only
/// when it offers Done.
@Suite struct DueReminderTests {
    static func reminder(canMarkDone: Bool) -> PlannedReminder<String> {
        PlannedReminder(fireAt: Date(timeIntervalSince1970: 0), key: "read", title: "Read", body: "Time for Read.", subject: "read",
                        canMarkDone: canMarkDone)
    }

    @Test func aReminderOfferingDoneSaysWhereDonePosts() {
        let due = DueReminder(Self.reminder(canMarkDone: true), url: "/habits/today", doneURL: "/habits/read/toggle")
        #expect(due.title == "Read" && due.body == "Time for Read." && due.url == "/habits/today" && due.doneURL == "/habits/read/toggle")
    }

    @Test func aReminderNotOfferingDoneHasNoDoneAddressEvenWhenOneIsGiven() {
        var asked = false
        let due = DueReminder(Self.reminder(canMarkDone: false), url: "/habits/today", doneURL: { asked = true; return "/habits/read/toggle" }())
        #expect(due.doneURL == nil && !asked)
    }
}
