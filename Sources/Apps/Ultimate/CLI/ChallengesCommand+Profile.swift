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
        @Option(parsing: .unconditional, help: "Your height: in cm (180), or in feet and inches (5'11 or \"5 ft 11 in\").") var height: String?
        @Option(parsing: .unconditional, help: "Your weight in your units: kg (metric) or lb (imperial).") var weight: Double?
        @Option(help: "metric or imperial.") var units: String?
        @Option(help: "system, light or dark.") var appearance: String?
        @Option(help: "Blur every progress photo until revealed: on or off.") var blurPhotos: String?

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
            let blur = try blurPhotos.map { text in
                guard ["on", "off"].contains(text.lowercased()) else { throw ValidationError("Say on or off for --blur-photos, not “\(text)”.") }
                return text.lowercased() == "on"
            }
            let heightCm = try height.map { text in
                guard let centimeters = UnitSystem.centimeters(parsingHeight: text) else {
                    throw ValidationError("“\(text)” is not a height like 180 (cm) or 5'11 (feet and inches).")
                }
                return centimeters
            }
            let profile = try app.changeProfile { profile in
                if let blur { profile.blurAllPhotos = blur }
                if let name { profile.name = name }
                if let units { profile.units = units }
                if let heightCm { profile.heightCm = heightCm }
                if let weight { profile.weightKg = profile.units.kilograms(fromWeight: weight) }
                if let appearance { profile.appearance = appearance }
            }
            let details = [
                profile.heightCm.map { profile.units.heightText(centimeters: $0) },
                profile.weightKg.map { "\(profile.units.weight(fromKilograms: $0).twoDecimalText) \(profile.units.weightUnit.rawValue)" },
            ].compactMap { $0 }
            return Report(json: profile, text: """
                \(profile.name.isEmpty ? "No name yet" : profile.name)\(details.isEmpty ? "" : " — " + details.joined(separator: ", "))
                Units: \(profile.units.rawValue); appearance: \(profile.appearance.rawValue); reminders: \(profile.notificationStrategy.rawValue), quiet \(profile.quietStart)–\(profile.quietEnd)
                Photos: \(profile.blurAllPhotos ? "all blurred until revealed" : "shown as they are")
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
        static let configuration = CommandConfiguration(abstract: "Delete every challenge, log, photo and your profile.")
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

extension ChallengesCommand {
    struct Notifications: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Today's reminders from now on; choose the strategy and quiet hours.")
        @OptionGroup var options: CommonOptions
        @Option(help: "fixed, adaptive, progressive or minimal.") var strategy: String?
        @Option(help: "Quiet hours, HH:MM-HH:MM, e.g. 22:00-07:00.") var quiet: String?

        func report(_ app: Ultimate) throws -> Report {
            let strategy = try strategy.map { text in
                guard let found = UltimateProfile.NotificationStrategy(rawValue: text.lowercased()) else {
                    throw ValidationError("“\(text)” is not a strategy: fixed, adaptive, progressive or minimal.")
                }
                return found
            }
            let quiet = try quiet.map { text in
                let parts = text.split(separator: "-").map(String.init)
                guard parts.count == 2, let start = TimeOfDay(parts[0]), let end = TimeOfDay(parts[1]), start != end else {
                    throw ValidationError("“\(text)” is not quiet hours like 22:00-07:00.")
                }
                return (start, end)
            }
            if strategy != nil || quiet != nil { try app.setNotifications(strategy: strategy, quiet: quiet) }
            let profile = try app.profile()
            let planned = try app.plannedNotifications()
            let time = Date.FormatStyle(date: .omitted, time: .shortened, timeZone: app.calendar.timeZone)
            let lines = ["Strategy \(profile.notificationStrategy.rawValue), quiet \(profile.quietStart)–\(profile.quietEnd)"]
                + (planned.isEmpty ? ["No reminders left today."] : planned.map { "\($0.fireAt.formatted(time))  \($0.title): \($0.body)" })
            return Report(json: planned, text: lines.joined(separator: "\n"))
        }
    }
}

extension ChallengesCommand {
    struct Export: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Export all data as a zip (ultimate.json and the photos).")
        @OptionGroup var options: CommonOptions
        @Option(help: "The zip file to write.") var output: String

        func validate() throws {
            guard output.lowercased().hasSuffix(".zip") else { throw ValidationError("The export is a zip: name the file like export.zip.") }
        }

        func report(_ app: Ultimate) throws -> Report {
            let data = try app.exportZip()
            let url = URL(fileURLWithPath: output)
            do {
                try data.write(to: url, options: .atomic)
            } catch {
                throw ValidationError("Could not write \(output): \(error.localizedDescription)")
            }
            return .action("Exported \(data.count / 1024) KB to \(output).")
        }
    }
}
