import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Logging
import Synchronization

/// Who may use a server reachable beyond loopback: the owner's passphrase, the one-time setup
/// code printed at start, the signed-in sessions, the tokens, and how fast a wrong passphrase may
/// be tried again. Every write is one transaction; secrets are kept only as their SHA-256.
public final class Access: Sendable {
    /// A session unused this long has ended (the cookie lives as long).
    public static let sessionLifetime: TimeInterval = 30 * 86_400
    /// How often a session's or a token's last use is written (not on every request).
    static let lastUseGranularity: TimeInterval = 60

    let database: AccessDatabase
    let clock: Clock
    /// How the pages write dates (its locale) and in which time zone.
    let calendar: Calendar
    /// Failed sign-ins so far.
    public let throttle = SignInThrottle()
    let logger: Logger
    private let passphraseCost: UInt8
    /// The SHA-256 of the setup code printed at start, until a passphrase is set with it.
    private let setupCode = Mutex<String?>(nil)

    /// Access over `database`; `passphraseCost` is bcrypt's (tests use 4, its least).
    public init(database: AccessDatabase, clock: Clock = .system, calendar: Calendar = .current, passphraseCost: UInt8 = 12,
                logger: Logger = Logger(label: "habitsuite.access")) {
        self.database = database
        self.clock = clock
        self.calendar = calendar
        self.passphraseCost = passphraseCost
        self.logger = logger
    }

    /// The access file in `directory`, created if needed.
    public static func onDisk(in directory: URL, calendar: Calendar = .current) throws -> Access {
        Access(database: try AccessDatabase.onDisk(in: directory), calendar: calendar)
    }

    private var writer: any DatabaseWriter { database.store.writer }

    // MARK: - The passphrase

    /// Whether the owner set a passphrase.
    public func hasPassphrase() throws -> Bool {
        try writer.read { try OwnerRow.current($0) != nil }
    }

    /// Sets the passphrase (typed twice) and signs every browser out: they sign in with the new one.
    public func setPassphrase(_ passphrase: String, again: String) throws {
        if let problem = Passphrase.problem(passphrase, again: again) { throw AccessError(problem) }
        let hash = Passphrase.hash(passphrase, cost: passphraseCost)
        let now = clock.now
        try writer.write { db in
            try OwnerRow(passphraseHash: hash, changedAt: now).save(db)
            _ = try SessionRow.deleteAll(db)
            _ = try KnownDeviceRow.deleteAll(db)
        }
        setupCode.withLock { $0 = nil }
    }

    /// Whether `passphrase` is the owner's (bcrypt: slow on purpose; run it off the event loops).
    func checkPassphrase(_ passphrase: String) throws -> Bool {
        guard passphrase.count <= Passphrase.longest, let owner = try writer.read(OwnerRow.current) else { return false }
        return Passphrase.verify(passphrase, hash: owner.passphraseHash)
    }

    // MARK: - The setup link

    /// A fresh one-time code for the setup link, printed where the server starts; nil when a
    /// passphrase is set already. Only the newest code works, and only until a passphrase is set.
    public func makeSetupCode() throws -> String? {
        guard try !hasPassphrase() else { return nil }
        let code = Secret()
        setupCode.withLock { $0 = code.digest }
        return code.text
    }

    /// Whether `code` is the setup link's, still unused.
    func acceptsSetupCode(_ code: String) -> Bool {
        let digest = Secret.digest(code)
        return setupCode.withLock { $0 == digest }
    }

    /// Sets the first passphrase through the setup link; refused once the link was used.
    func setFirstPassphrase(code: String, _ passphrase: String, again: String) throws {
        guard acceptsSetupCode(code), try !hasPassphrase() else { throw AccessError.setupLinkUsed }
        try setPassphrase(passphrase, again: again)
    }

    // MARK: - Sessions

    /// Starts a session for a browser that gave the passphrase: its cookie's value.
    func startSession() throws -> String {
        let secret = Secret()
        let now = clock.now
        try writer.write { db in
            try SessionRow.deleteUnseen(since: now.addingTimeInterval(-Self.sessionLifetime), db)
            try SessionRow(digest: secret.digest, createdAt: now, lastSeenAt: now).insert(db)
        }
        return secret.text
    }

    /// Whether `cookie` is a session's that has not ended; its last use is noted.
    func isSession(_ cookie: String) throws -> Bool {
        let digest = Secret.digest(cookie)
        let now = clock.now
        guard let session = try writer.read({ try SessionRow.fetchOne($0, key: digest) }) else { return false }
        guard now.timeIntervalSince(session.lastSeenAt) < Self.sessionLifetime else {
            try writer.write { _ = try SessionRow.deleteOne($0, key: digest) }
            return false
        }
        if now.timeIntervalSince(session.lastSeenAt) > Self.lastUseGranularity {
            try writer.write { db in
                var seen = session
                seen.lastSeenAt = now
                try seen.update(db)
            }
        }
        return true
    }

    /// Ends the session of `cookie`.
    func endSession(_ cookie: String) throws {
        _ = try writer.write { try SessionRow.deleteOne($0, key: Secret.digest(cookie)) }
    }

    /// Ends every session: every browser signs in again.
    public func endAllSessions() throws {
        _ = try writer.write { try SessionRow.deleteAll($0) }
    }

    /// How many browsers are signed in.
    func sessionCount() throws -> Int {
        let since = clock.now.addingTimeInterval(-Self.sessionLifetime)
        return try writer.read { try SessionRow.filter(SessionRow.Columns.lastSeenAt >= since).fetchCount($0) }
    }

    // MARK: - Devices that signed in before

    /// Remembers the browser that just signed in: its device cookie's value.
    func rememberDevice() throws -> String {
        let secret = Secret()
        try writer.write { try KnownDeviceRow(digest: secret.digest, createdAt: clock.now).insert($0) }
        return secret.text
    }

    /// Whether `cookie` is a device cookie this server gave.
    func isKnownDevice(_ cookie: String?) throws -> Bool {
        guard let cookie else { return false }
        return try writer.read { try KnownDeviceRow.fetchOne($0, key: Secret.digest(cookie)) != nil }
    }
}

extension AccessError {
    static let setupLinkUsed = AccessError("This setup link was used already, or the server started again since it was printed. "
        + "Sign in with the passphrase; its owner can choose another by starting the server with --set-passphrase.")
}
