import CLICommands
import TestSupport

extension CLIRunner {
    /// `habitsuite habits …`, in-process.
    static func habits() -> CLIRunner {
        CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
    }
}
