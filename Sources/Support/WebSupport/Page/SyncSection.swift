import DayKit
import DayKitDatabase
import Foundation

/// Settings' "Sync" section for an app that syncs (issue 37), the same in every such app: the
/// devices that synced with this server, each with its name and last contact; the servers this
/// one keeps in sync with (`serve --sync-with`), each with its last contact and what waits for
/// it; and, before any device has synced, how to pair one.
public enum SyncSection {
    /// What the section shows, read from the app's sync log.
    public struct Status: Sendable, Equatable {
        public let devices: [SyncLog.DeviceContact]
        public let hubs: [SyncLog.HubContact]

        public init(devices: [SyncLog.DeviceContact], hubs: [SyncLog.HubContact]) {
            self.devices = devices
            self.hubs = hubs
        }

        public init(_ log: SyncLog) throws {
            self.init(devices: try log.devices(), hubs: try log.hubs())
        }
    }

    /// The section, times written as `calendar` (the app's) says them relative to `now`;
    /// `command` is the app's sync command (`habitsuite habits sync`); `card`, `list` and `note`
    /// are the app's classes for a card, a list without bullets and a footnote.
    public static func html(_ status: Status, command: String, calendar: Calendar, now: Date,
                            card: String = "card", list: String = "plain-list", note: String = "footnote") -> HTML {
        let when = { (date: Date) in contact(date, calendar: calendar, now: now) }
        let devices: [HTML] = status.devices.map { device in
            """
            <li class="sync-device"><strong>\(device.name ?? "A device")</strong> <span class="\(note)">synced \(when(device.lastContact))</span></li>
            """
        }
        let hubs: [HTML] = status.hubs.map { hub in
            let waiting = hub.waiting == 0 ? "nothing waits to be sent" : "\(hub.waiting) \(hub.waiting == 1 ? "change waits" : "changes wait") to be sent"
            return """
                <li class="sync-hub">Kept in sync with <strong>\(hub.address)</strong>
                <span class="\(note)">\(hub.lastContact.map { "last synced \(when($0))" } ?? "not reached yet"); \(waiting)</span></li>
                """
        }
        return """
            <h2 class="section-title">Sync</h2>
            <section class="\(card) sync-status">
              \(if: !hubs.isEmpty, "<ul class=\"\(list)\">\(hubs)</ul>" as HTML)
              \(devices.isEmpty ? """
                <p>No device has synced with this server yet.</p>
                \(pairing(command: command, note: note))
                """ as HTML : """
                <p>Devices that sync with this server:</p>
                <ul class="\(list)">\(devices)</ul>
                """)
            </section>
            """
    }

    /// How to pair a device: with sign-in on, a token from "Sign-in and tokens" and the device's
    /// sync command; with it off (this machine alone reaches the server), serving it to the network first.
    static func pairing(command: String, note: String) -> HTML {
        guard let account = AccountLink.address else {
            return """
                <p class="\(note)">To pair one, serve HabitSuite to your network (sign-in is then on), make a token for the device, \
                and run <code>\(command) --server</code> with this server's address on it (see the README).</p>
                """
        }
        return """
            <p class="\(note)">To pair one, make a token for it in <a href="\(account)">\(AccountLink.title)</a>, \
            then run <code>\(command) --server</code> with this server's address on it (see the README).</p>
            """
    }

    /// "today at 19:20", "yesterday at 07:05", or "Nov 25, 2026 at 19:20", in the app's time zone.
    static func contact(_ date: Date, calendar: Calendar, now: Date) -> String {
        let day = CalendarDay(containing: date, in: calendar)
        let today = CalendarDay(containing: now, in: calendar)
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0)?.formatted() ?? ""
        let dayText = day == today ? "today" : day == today.adding(days: -1) ? "yesterday" : day.formatted(.medium)
        return "\(dayText) at \(time)"
    }
}
