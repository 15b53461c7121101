import CLICommands

await HabitSuiteCommand.run()
