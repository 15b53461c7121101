import ArgumentParser
import CLISupport
import DayKitDatabase
import UltimateCore

extension ChallengesCommand {
    /// `habitsuite challenges sync --server URL [--token T]`: this data folder with a HabitSuite server.
    struct Sync: SyncCommand {
        static let configuration = CommandConfiguration(abstract: "Sync this data folder's challenges with a HabitSuite server (your own).")

        @OptionGroup var options: CommonOptions
        @OptionGroup var sync: SyncOptions

        static let root = "/ultimate"

        static func store(_ options: CommonOptions) throws -> AppStore {
            try UltimateDatabase.onDisk(in: options.directory()).store
        }
    }
}
