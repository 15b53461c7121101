import ArgumentParser
import CLISupport
import DayKit
import Foundation
import UltimateCore

extension ChallengesCommand {
    struct Profile: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Show or change your profile.")
        @OptionGroup var options: CommonOptions
        @Option(help: "Your name.") var name: String?
        @Option(help: "Your height in cm.") var height: Double?
        @Option(help: "Your weight in kg.") var weight: Double?
        @Option(help: "metric or imperial.") var units: String?
        @Option(help: "system, light or dark.") var appearance: String?

        func report(_ app: Ultimate) throws -> Report {
            let units = try units.map { text in
                guard let system = UnitSystem(rawValue: text.lowercased()) else { throw ValidationError("“\(text)” is not metric or imperial.") }
                return system
            }
            let appearance = try appearance.map { text in
                guard let look = UltimateProfile.Appearance(rawValue: text.lowercased()) else {
                    throw ValidationError("“\(text)” is not system, light or dark.")
                }
                return look
            }
            let profile = try app.changeProfile { profile in
                if let name { profile.name = name }
                if let height { profile.heightCm = height }
                if let weight { profile.weightKg = weight }
                if let units { profile.units = units }
                if let appearance { profile.appearance = appearance }
            }
            let details = [profile.heightCm.map { "\($0.twoDecimalText) cm" }, profile.weightKg.map { "\($0.twoDecimalText) kg" }].compactMap { $0 }
            return Report(json: profile, text: """
                \(profile.name.isEmpty ? "No name yet" : profile.name)\(details.isEmpty ? "" : " — " + details.joined(separator: ", "))
                Units: \(profile.units.rawValue); appearance: \(profile.appearance.rawValue); reminders: \(profile.notificationStrategy.rawValue), quiet \(profile.quietStart)–\(profile.quietEnd)
                Onboarding \(profile.hasCompletedOnboarding ? "done" : "not done yet")
                """)
        }
    }

    struct Onboarding: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Mark onboarding as done (`onboarding done`).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "done.") var action: String

        func validate() throws {
            guard action == "done" else { throw ValidationError("Say `onboarding done`, not “\(action)”.") }
        }

        func report(_ app: Ultimate) throws -> Report {
            try app.completeOnboarding()
            return .action("Onboarding done.")
        }
    }

    struct Reset: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Delete every challenge, log and your profile.")
        @OptionGroup var options: CommonOptions
        @Flag(help: "Confirm.") var yes = false

        func validate() throws {
            guard yes else { throw ValidationError("Reset deletes every challenge and log; add --yes to confirm.") }
        }

        func report(_ app: Ultimate) throws -> Report {
            try app.resetAllData()
            return .action("All of Ultimate's data is deleted.")
        }
    }
}
