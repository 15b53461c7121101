import ArgumentParser
import BetterMorningCLI
import BetterMorningWeb
import MyHabitLabCLI
import MyHabitLabWeb
import UltimateCLI
import UltimateWeb
import CLISupport
import WebSupport

/// The apps of the suite: adding an app is one line in each list below.
enum Suite {
    /// Each app's command group: `habitsuite morning …`.
    static let commandGroups: [any ParsableCommand.Type] = [
        MorningCommand.self,
        HabitsCommand.self,
        ChallengesCommand.self,
    ]

    /// Each app as the web server hosts it, over the data that `options` name; `cachesPages`
    /// false renders every page afresh (for load tests).
    static func webApps(_ options: CommonOptions, cachesPages: Bool = true) throws -> [any SuiteApp] {
        let cache = { PageCache(capacity: cachesPages ? 512 : 0) }
        let calendar = try options.calendar()
        let clock = try options.clock(in: calendar)
        let directory = options.directory()
        return [
            try BetterMorningWebApp.onDisk(directory: directory, clock: clock, calendar: calendar, cache: cache()),
            try MyHabitLabWebApp.onDisk(directory: directory, clock: clock, calendar: calendar, cache: cache()),
            try UltimateWebApp.onDisk(directory: directory, clock: clock, calendar: calendar, cache: cache()),
        ]
    }
}
