import DayKitDatabase
import GRDB

/// The app's settings: one row. Reset all data restores the defaults.
public struct BetterMorningSettings: Codable, Sendable, Hashable {
    var id: Int = 1
    /// Whether onboarding has been completed since the last reset.
    public var onboardingCompleted: Bool
    /// Whether the daily reminder is on.
    public var notificationsEnabled: Bool
    /// How long run mode gives the routine's last task (the others last until the next task's time).
    public var lastStepMinutes: Int

    /// A fresh install's settings.
    public static let defaults = BetterMorningSettings(onboardingCompleted: false, notificationsEnabled: true,
                                                       lastStepMinutes: BetterMorningLimits.defaultLastStepMinutes)
}

extension BetterMorningSettings: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "settings"

    /// The settings row, or the defaults when there is none.
    static func current(_ db: Database) throws -> BetterMorningSettings {
        try BetterMorningSettings.fetchOne(db.cachedStatement(sql: "SELECT * FROM settings WHERE id = 1")) ?? .defaults
    }
}
