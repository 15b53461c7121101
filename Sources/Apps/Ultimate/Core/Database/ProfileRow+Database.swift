import GRDB

extension ProfileRow {
    /// The profile: the stored one, or the defaults until the person changes it.
    static func current(_ db: Database) throws -> UltimateProfile {
        try fetchOne(db, key: 1)?.profile ?? UltimateProfile()
    }

    /// Stores `profile` as the profile.
    static func store(_ profile: UltimateProfile, _ db: Database) throws {
        try ProfileRow(profile: profile).save(db)
    }
}
