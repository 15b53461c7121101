import GRDB

extension HabitSettings: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "settings"

    /// The table's columns (one row, id 1).
    public enum Columns {
        static let id = Column("id")
        static let dayStartsAt = Column("dayStartsAt")
        static let hasSeenWelcome = Column("hasSeenWelcome")
        static let remindersOn = Column("remindersOn")
        static let appearance = Column("appearance")
    }

    private static let currentSQL = "SELECT * FROM \(databaseTableName) LIMIT 1"

    /// The settings, or the defaults when none were saved. NB: read for every page served (the
    /// day depends on it): a prepared statement, kept.
    static func current(_ db: Database) throws -> HabitSettings {
        try HabitSettings.fetchOne(db.cachedStatement(sql: currentSQL)) ?? HabitSettings()
    }
}
