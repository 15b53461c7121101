import CLICommands
import Foundation

exit(await HabitSuiteCommand.execute())
