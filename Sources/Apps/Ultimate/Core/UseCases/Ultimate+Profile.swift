import DayKit
import DayKitDatabase
import Foundation
import GRDB

extension Ultimate {
    /// The profile (defaults until the person changes it).
    public func profile() throws -> UltimateProfile {
        try database.writer.read { db in try ProfileRow.current(db) }
    }

    /// Changes the profile with `change`, refusing impossible details.
    @discardableResult
    public func changeProfile(_ change: (inout UltimateProfile) throws -> Void) throws -> UltimateProfile {
        try database.writer.write { db in
            var profile = try ProfileRow.current(db)
            try change(&profile)
            profile.name = profile.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard profile.name.count <= UltimateLimits.nameLength else { throw UltimateError.nameTooLong(profile.name.count) }
            if let height = profile.heightCm, !(50...272).contains(height) {
                throw UltimateError.valueNotAllowed("A height is 50 to 272 cm.")
            }
            if let weight = profile.weightKg, !(20...500).contains(weight) {
                throw UltimateError.valueNotAllowed("A weight is 20 to 500 kg.")
            }
            try ProfileRow.store(profile, db)
            return profile
        }
    }

    /// Marks onboarding as done.
    public func completeOnboarding() throws {
        try changeProfile { $0.hasCompletedOnboarding = true }
    }

    /// Deletes every challenge, log, photo and the profile: a fresh start.
    public func resetAllData() throws {
        try database.writer.write { db in
            try PhotoRow.deleteAll(db)
            try PhotoSessionRow.deleteAll(db)
            try TaskLogRow.deleteAll(db)
            try ChallengeRow.deleteAll(db)
            try ProfileRow.deleteAll(db)
            try DeliveredReminder.forgetAll(db)
        }
        photos.removeAll()
    }
}

