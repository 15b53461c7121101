import GRDB

/// The profile's one row (id 1): the profile as JSON.
struct ProfileRow: Codable, Sendable {
    var id = 1
    var profile: UltimateProfile

    /// Table columns.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let profile = Column(CodingKeys.profile)
    }
}

extension ProfileRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
}
