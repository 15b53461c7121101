import CLICommands

await HabitSuiteCommand.main()
