import ArgumentParser
import CLISupport
import BetterMorningCore
import DayKit

extension MorningCommand {
    struct Unlock: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Buy the one-time unlock of custom routines ($0.99), through a simulated payment sheet.")
        @OptionGroup var options: CommonOptions
        @Option(help: "The payment sheet's answer: success, cancel or fail.") var outcome: UnlockOutcome = .success

        func report(_ app: BetterMorning) throws -> Report {
            switch try app.buyUnlock(simulated: outcome) {
            case .success:
                let text = "Unlocked: you can create your own routines."
                return Report.action(text)
            case .cancel:
                throw CommandFailure("Purchase cancelled; nothing changed.")
            case .fail:
                throw CommandFailure("The purchase failed; you were not charged. Try again later.")
            }
        }
    }

    struct Restore: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Restore the unlock bought earlier.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            guard try app.restorePurchases() else { throw CommandFailure("No purchase to restore.") }
            let text = "Purchase restored: custom routines are unlocked."
            return Report.action(text)
        }
    }

    struct DraftCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "draft", abstract: "Create your own routine (needs the unlock). The draft is saved on every change.",
            subcommands: [Show.self, Title.self, Add.self, Edit.self, Remove.self, Discard.self, Save.self])
    }
}

extension MorningCommand.DraftCommand {
    struct Show: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show the draft.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report { try draftReport(app) }
    }

    struct Title: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Set the title (1–20 characters).")
        @OptionGroup var options: CommonOptions
        @Argument var text: String

        func report(_ app: BetterMorning) throws -> Report {
            try app.setDraftTitle(text)
            return try draftReport(app)
        }
    }

    struct Add: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Add a task at a time on the 5-minute grid.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "HH:MM, 24-hour, on the 5-minute grid.", transform: MorningCommand.taskTime) var time: TimeOfDay
        @Argument(help: "The task's title (1–70 characters).") var title: String

        func report(_ app: BetterMorning) throws -> Report {
            try app.addDraftTask(title: title, at: time)
            return try draftReport(app)
        }
    }

    struct Edit: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Change task N's time and title.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The task's number in time order, from 1.") var number: Int
        @Argument(help: "HH:MM, 24-hour, on the 5-minute grid.", transform: MorningCommand.taskTime) var time: TimeOfDay
        @Argument(help: "The task's title (1–70 characters).") var title: String

        func report(_ app: BetterMorning) throws -> Report {
            try app.editDraftTask(number: number, title: title, at: time)
            return try draftReport(app)
        }
    }

    struct Remove: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Remove task N (for good; there is no undo).")
        @OptionGroup var options: CommonOptions
        @Argument var number: Int

        func report(_ app: BetterMorning) throws -> Report {
            try app.removeDraftTask(number: number)
            return try draftReport(app)
        }
    }

    struct Discard: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Throw the draft away.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            try app.discardDraft()
            return Report.action("Draft discarded.")
        }
    }

    struct Save: MorningSubcommand {
        static let configuration = CommandConfiguration(abstract: "Save the draft as your routine; it is locked and starts tomorrow.")
        @OptionGroup var options: CommonOptions

        func report(_ app: BetterMorning) throws -> Report {
            let routine = try app.saveDraft()
            let text = "\(routine.name) is your routine from tomorrow (\(routine.startDay))."
            return Report(json: RoutineListItem(routine), text: text)
        }
    }

    static func draftReport(_ app: BetterMorning) throws -> Report { try Report(app.createScreen()) }
}

extension MorningSubcommand {
    func draftReport(_ app: BetterMorning) throws -> Report { try MorningCommand.DraftCommand.draftReport(app) }
}

extension UnlockOutcome: ExpressibleByArgument {}

extension MorningCommand {
    /// A task's time as typed. A word that is no time is refused in the words the Core refuses a
    /// time off its 5-minute grid with (the grid is the Core's rule: `addDraftTask`).
    @Sendable static func taskTime(_ text: String) throws -> TimeOfDay {
        guard let time = TimeOfDay(argument: text) else { throw ValidationError(BetterMorningError.timeOffGrid(text).message) }
        return time
    }
}
