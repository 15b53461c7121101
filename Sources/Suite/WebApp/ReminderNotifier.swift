import DayKit
import Foundation
import Logging
import WebSupport

/// Delivers the apps' due reminders while the server runs, without an open page: each one no page
/// took within its minute is handed to a command (`notify-send` by default) as its title and body
/// (`ReminderChannel.notifyCommand`). What it delivers is marked delivered by the app, so a page
/// does not show it again.
public struct ReminderNotifier: Sendable {
    /// The command, as a shell would run it; the title and body follow as two more arguments.
    public let command: String
    private let apps: [any SuiteApp]
    private let logger: Logger

    /// A notifier running `command` for the reminders of `apps`.
    public init(command: String, apps: [any SuiteApp], logger: Logger = Logger(label: "habitsuite.reminders")) {
        self.command = command
        self.apps = apps
        self.logger = logger
    }

    /// The command to use when none is given: `notify-send` when it is installed, else none.
    public static func defaultCommand(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let directories = (path ?? "").split(separator: ":")
        let installed = directories.contains { FileManager.default.isExecutableFile(atPath: "\($0)/notify-send") }
        return installed ? "notify-send" : nil
    }

    /// Delivers what is due now, once each; returns what was handed to the command.
    @discardableResult
    public func deliverDue() async -> [DueReminder] {
        var delivered: [DueReminder] = []
        for app in apps {
            do {
                let due = try RegionFormat.$current.withValue(app.regionFormat) { try app.deliverDueReminders(to: .notifyCommand) }
                for reminder in due {
                    await notify(reminder)
                    delivered.append(reminder)
                }
            } catch {
                logger.error("Reminders of \(app.chrome.name) could not be read: \(error)")
            }
        }
        return delivered
    }

    /// Delivers what falls due, checking every `interval` until cancelled.
    public func run(every interval: Duration) async {
        while !Task.isCancelled {
            await deliverDue()
            try? await Task.sleep(for: interval)
        }
    }

    private func notify(_ reminder: DueReminder) async {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // NB: the title and body are positional parameters, never part of the command's text.
        process.arguments = ["-c", command + " \"$1\" \"$2\"", "habitsuite-notify", reminder.title, reminder.body]
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    process.waitUntilExit()
                    continuation.resume()
                }
            }
            if process.terminationStatus != 0 {
                logger.warning("The notifier command exited with \(process.terminationStatus) for “\(reminder.body)”.")
            }
        } catch {
            logger.warning("The notifier command could not run: \(error)")
        }
    }
}
