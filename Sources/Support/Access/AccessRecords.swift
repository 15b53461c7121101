import Foundation
import GRDB

/// The owner's passphrase, as bcrypt stores it; one row (id 1) once set.
struct OwnerRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "owner"
    var id = 1
    var passphraseHash: String
    var changedAt: Date

    enum Columns {
        static let id = Column(CodingKeys.id)
    }

    /// The owner, if a passphrase was set.
    static func current(_ db: Database) throws -> OwnerRow? {
        try OwnerRow.fetchOne(db, key: 1)
    }
}

/// A signed-in browser: the SHA-256 of its cookie, and when it was last seen (a session unused for
/// `Access.sessionLifetime` has ended).
struct SessionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "session"
    var digest: String
    var createdAt: Date
    var lastSeenAt: Date

    enum Columns {
        static let digest = Column(CodingKeys.digest)
        static let lastSeenAt = Column(CodingKeys.lastSeenAt)
    }

    /// Ends the sessions last seen before `date`.
    static func deleteUnseen(since date: Date, _ db: Database) throws {
        _ = try SessionRow.filter(Columns.lastSeenAt < date).deleteAll(db)
    }
}

/// A token for a script or a device, as Settings lists it: its secret is shown once, when it is
/// created, and only its SHA-256 is kept.
public struct AccessToken: Codable, FetchableRecord, PersistableRecord, Sendable, Identifiable {
    public static let databaseTableName = "token"
    /// Names the token in the address that revokes it.
    public var id: String
    /// What the person called it ("Shortcuts on my phone").
    public var name: String
    var digest: String
    /// Whether it may only read (GET and HEAD).
    public var readOnly: Bool
    /// When it was made.
    public var createdAt: Date
    /// When a request last carried it (to the minute).
    public var lastUsedAt: Date?

    /// The table's columns, as its queries name them.
    public enum Columns {
        static let digest = Column(CodingKeys.digest)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    /// Every token, newest first.
    static func newestFirst(_ db: Database) throws -> [AccessToken] {
        try AccessToken.order(Columns.createdAt.desc).fetchAll(db)
    }

    /// The token whose secret has `digest`.
    static func withDigest(_ digest: String, _ db: Database) throws -> AccessToken? {
        try AccessToken.filter(Columns.digest == digest).fetchOne(db)
    }
}

/// A browser that signed in before (the SHA-256 of its device cookie): others' failed sign-ins
/// never slow it down (`SignInThrottle`).
struct KnownDeviceRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "knownDevice"
    var digest: String
    var createdAt: Date
}
