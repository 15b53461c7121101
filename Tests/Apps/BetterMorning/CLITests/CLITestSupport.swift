import CLICommands
import TestSupport

/// `habitsuite morning …`, in-process.
typealias CLI = CLIRunner

extension CLIRunner {
    init() {
        self.init(app: "morning", execute: { await HabitSuiteCommand.execute($0) })
    }
}
