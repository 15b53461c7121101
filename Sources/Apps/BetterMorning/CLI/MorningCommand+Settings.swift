import ArgumentParser
import CLISupport
import BetterMorningCore
import DayKit

extension MorningCommand {
    struct Notifications: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show, or turn on or off, the daily reminder.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "on or off", transform: OnOff.init(typed:)) var state: OnOff?

        func report(_ app: BetterMorning) throws -> Report {
            if let state { try app.setNotifications(enabled: state.isOn) }
            let settings = try app.settingsScreen()
            return Report(json: settings, text: "Notifications are \(settings.notificationsEnabled ? "on" : "off").")
        }
    }

    struct Reminders: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "List the scheduled reminders (at most one).")
        @OptionGroup var options: CommonOptions

        struct Item: Encodable {
            let routine: RoutineReference
            let time: TimeOfDay
            let startDate: CalendarDay
        }

        func report(_ app: BetterMorning) throws -> Report {
            let items = try [app.plannedReminder()].compactMap { $0 }.map {
                Item(routine: RoutineReference(id: $0.routineID, name: $0.routineName), time: $0.time, startDate: $0.startDay)
            }
            let text = items.isEmpty ? "No reminder is scheduled."
                : items.map { "Every day at \($0.time.formatted()) from \($0.startDate): \($0.routine.name)" }.joined(separator: "\n")
            return Report(json: items, text: text)
        }
    }

    struct SettingsCommand: MorningSubcommand {
        static let configuration = CommandConfiguration(commandName: "settings", abstract: "Show or change the settings.")
        @OptionGroup var options: CommonOptions
        @Option(parsing: .unconditional, help: "How many minutes run mode gives the routine's last task (1–120).") var lastStep: Int?

        func report(_ app: BetterMorning) throws -> Report {
            if let lastStep { try app.setLastStepMinutes(lastStep) }
            return try Report(app.settingsScreen())
        }
    }

    struct OnboardingCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "onboarding", abstract: "Onboarding.", subcommands: [Done.self])

        struct Done: MorningSubcommand {
            static let configuration = CommandConfiguration(abstract: "Mark onboarding as completed.")
            @OptionGroup var options: CommonOptions

            func report(_ app: BetterMorning) throws -> Report {
                try app.completeOnboarding()
                return Report(json: try app.settingsScreen(), text: "Onboarding completed.")
            }
        }
    }

    struct Reset: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Reset all data (the purchase stays).")
        @OptionGroup var options: CommonOptions
        @Flag(help: "Confirm: every routine, record and setting is deleted for good.") var yes = false

        func report(_ app: BetterMorning) throws -> Report {
            guard yes else { throw ValidationError("Reset deletes every routine, record and setting for good. Add --yes to confirm.") }
            try app.resetAllData()
            let text = "All data was reset. Onboarding shows again; your purchase is kept."
            return Report.action(text)
        }
    }
}
