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
        @Option(parsing: .unconditional, help: "Your height: in cm (180), or in feet and inches (5'11 or \"5 ft 11 in\").", transform: Height.init(typed:))
        var height: Height?
        @Option(parsing: .unconditional, help: "Your weight in your units: kg (metric) or lb (imperial).", transform: DecimalNumber.init(typed:))
        var weight: DecimalNumber?
        @Option(help: "metric or imperial.", transform: UnitSystem.init(typed:)) var units: UnitSystem?
        @Option(help: "system, light or dark.", transform: UltimateProfile.Appearance.init(typed:)) var appearance: UltimateProfile.Appearance?
        @Option(help: "Blur every progress photo until revealed: on or off.", transform: OnOff.init(typed:)) var blurPhotos: OnOff?

        func report(_ app: Ultimate) throws -> Report {
            let profile = try app.changeProfile { profile in
                if let blurPhotos { profile.blurAllPhotos = blurPhotos.isOn }
                if let name { profile.name = name }
                if let units { profile.units = units }
                if let height { profile.heightCm = height.centimeters }
                if let weight { profile.weightKg = profile.units.kilograms(fromWeight: weight.value) }
                if let appearance { profile.appearance = appearance }
            }
            return Report(json: profile, text: profile.text)
        }
    }

    struct Onboarding: ChallengesSubcommand {
        static let configuration = CommandConfiguration(abstract: "Mark onboarding as done (`onboarding done`).")
        @OptionGroup var options: CommonOptions
        @Argument(help: "done.", transform: OnboardingStep.init(typed:)) var action: OnboardingStep

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
        @Option(help: "fixed, adaptive, progressive or minimal.", transform: UltimateProfile.NotificationStrategy.init(typed:))
        var strategy: UltimateProfile.NotificationStrategy?
        @Option(help: "Quiet hours, HH:MM-HH:MM, e.g. 22:00-07:00.", transform: QuietHours.init(typed:)) var quiet: QuietHours?

        func report(_ app: Ultimate) throws -> Report {
            if strategy != nil || quiet != nil { try app.setNotifications(strategy: strategy, quiet: quiet.map { ($0.start, $0.end) }) }
            let profile = try app.profile()
            let planned = try app.plannedNotifications().map(Planned.init)
            let time = Date.FormatStyle(date: .omitted, time: .shortened, timeZone: app.calendar.timeZone)
            let lines = ["Strategy \(profile.notificationStrategy.rawValue), quiet \(profile.quietStart)–\(profile.quietEnd)"]
                + (planned.isEmpty ? ["No reminders left today."] : planned.map { "\($0.fireAt.formatted(time))  \($0.title): \($0.body)" })
            return Report(json: planned, text: lines.joined(separator: "\n"))
        }

        /// A reminder planned, as `--json` writes it.
        struct Planned: Encodable {
            let fireAt: Date
            let title: String
            let body: String
            let challengeID: Challenge.ID
            let taskIDs: [ChallengeTask.ID]
            let canMarkDone: Bool

            init(_ planned: PlannedNotification) {
                (fireAt, title, body) = (planned.fireAt, planned.title, planned.body)
                (challengeID, taskIDs, canMarkDone) = (planned.challengeID, planned.taskIDs, planned.canMarkDone)
            }
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

    struct Import: ChallengesSubcommand {
        static let configuration = CommandConfiguration(
            abstract: "Restore an export (the zip `export` writes): its challenges, logs and photos; a file it cannot read changes nothing.")
        @OptionGroup var options: CommonOptions
        @Argument(help: "The export's zip file.") var file: String

        func report(_ app: Ultimate) throws -> Report {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw ValidationError("Could not read \(file): \(error.localizedDescription)")
            }
            let report = try app.importZip(data)
            return Report(json: report, text: "Restored \(report.challengesAdded) new challenge\(report.challengesAdded == 1 ? "" : "s")"
                + " (\(report.challengesUpdated) already here), \(report.logs) logged day\(report.logs == 1 ? "" : "s") of tasks"
                + " and \(report.photos) photo\(report.photos == 1 ? "" : "s").")
        }
    }
}
