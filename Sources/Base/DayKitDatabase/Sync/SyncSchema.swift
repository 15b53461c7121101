import Foundation
import Synchronization
import GRDB
import SyncCore

/// What an app syncs (issue 37): its tables as entities, each with its key columns and the columns
/// that sync, and the schema version its changes carry. From it come the sync tables, the
/// triggers that capture every write to a synced table in the write's own transaction, and the
/// SQL functions those triggers call (`prepare`, on every connection that writes).
public struct SyncSchema: Sendable {
    /// One synced table.
    public struct Table: Sendable {
        /// The entity's name in changes ("habit", "entry").
        public let entity: String
        /// The table's name.
        public let table: String
        /// The columns of its primary key; a record's key is their values joined by "/".
        public let keyColumns: [String]
        /// The fields that sync: a column, or columns that change together written with "+"
        /// ("mark+value": a day's mark and its measured value are one value, the later wins whole).
        public let fields: [String]
        /// SQL run after a batch of received changes touched records of this table, once for each
        /// distinct set of the key columns it names (`:parentID`): what the app's own writes do
        /// beside the row (bumping a parent's revision when one of its children changes, say).
        public let afterApply: String?
        /// The key columns `afterApply` names (`:parentID`), in key order.
        let afterApplyKeys: [String]

        public init(entity: String, table: String, keyColumns: [String], fields: [String], afterApply: String? = nil) {
            self.entity = entity
            self.table = table
            self.keyColumns = keyColumns
            self.fields = fields
            self.afterApply = afterApply
            afterApplyKeys = afterApply.map { sql in keyColumns.filter { sql.contains(":\($0)") } } ?? []
        }

        /// The columns of field `field`.
        static func columns(_ field: String) -> [String] {
            field.split(separator: "+").map(String.init)
        }

        /// A field's value in `row` ("NEW", "OLD") as SQL: its column, or a JSON array of its columns.
        static func value(_ field: String, in row: String) -> String {
            let columns = columns(field)
            return columns.count == 1 ? "\(row).\(field)" : "json_array(\(columns.map { "\(row).\($0)" }.joined(separator: ", ")))"
        }

        /// Whether a field changed in an update, as SQL.
        static func changed(_ field: String) -> String {
            columns(field).map { "NEW.\($0) IS NOT OLD.\($0)" }.joined(separator: " OR ")
        }
    }

    /// The schema version this app writes.
    public let version: Int
    public let tables: [Table]

    public init(version: Int, tables: [Table]) {
        self.version = version
        self.tables = tables
    }

    /// Each entity's synced fields, as a batch is checked against them.
    public var entities: [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: tables.map { ($0.entity, Set($0.fields)) })
    }

    func table(_ entity: String) -> Table? {
        tables.first { $0.entity == entity }
    }

    /// Adds the functions the capturing triggers call to a connection: `sync_now()`, the wall clock
    /// in milliseconds, `sync_capturing()`, false while received changes are being applied (so
    /// they are not captured again as this device's) or a bulk write runs, and `sync_bulk()`, true
    /// while a bulk write runs. Call from `Configuration.prepareDatabase`.
    public static func prepare(_ db: Database, capture: SyncCapture) {
        db.add(function: DatabaseFunction("sync_now", argumentCount: 0, pure: false) { _ in
            Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
        })
        db.add(function: DatabaseFunction("sync_capturing", argumentCount: 0, pure: false) { _ in capture.isOn })
        db.add(function: DatabaseFunction("sync_bulk", argumentCount: 0, pure: false) { _ in capture.isBulk })
    }

    /// Has every connection `configuration` opens prepared for the triggers (`prepare(_:capture:)`):
    /// how a store opens, and how a test opens a file of the app's schema by hand. NB: a connection
    /// without them (the `sqlite3` shell) cannot write to a synced table.
    public func prepare(_ configuration: inout Configuration) -> SyncCapture {
        let capture = SyncCapture()
        configuration.prepareDatabase { db in SyncSchema.prepare(db, capture: capture) }
        return capture
    }

    /// Creates the sync tables and the capturing triggers: a migration of the app's own, appended
    /// when the app starts syncing, and again (after dropping the triggers) when its synced columns change.
    public func createTables(_ db: Database, device: SyncDevice = .new()) throws {
        try db.execute(sql: """
            CREATE TABLE syncChange (
                entity TEXT NOT NULL, record TEXT NOT NULL, field TEXT NOT NULL,
                value, stamp TEXT NOT NULL, schema INTEGER NOT NULL, sequence INTEGER NOT NULL,
                PRIMARY KEY (entity, record, field)) WITHOUT ROWID;
            CREATE INDEX syncChange_sequence ON syncChange(sequence);
            CREATE TABLE syncHeld (
                entity TEXT NOT NULL, record TEXT NOT NULL, field TEXT NOT NULL,
                value, stamp TEXT NOT NULL, schema INTEGER NOT NULL,
                PRIMARY KEY (entity, record, field, stamp)) WITHOUT ROWID;
            CREATE TABLE syncClock (one INTEGER PRIMARY KEY CHECK (one = 1), millis INTEGER NOT NULL, counter INTEGER NOT NULL, device TEXT NOT NULL);
            CREATE TABLE syncPending (entity TEXT NOT NULL, record TEXT NOT NULL, PRIMARY KEY (entity, record)) WITHOUT ROWID;
            CREATE TABLE syncPeer (peer TEXT PRIMARY KEY, sentUpTo INTEGER NOT NULL DEFAULT 0, receivedUpTo INTEGER NOT NULL DEFAULT 0, lastContact REAL);
            """)
        try db.execute(sql: "INSERT INTO syncClock (one, millis, counter, device) VALUES (1, sync_now(), 0, ?)", arguments: [device.rawValue])
        for table in tables {
            try db.execute(sql: triggers(table))
            try capture(everyRowOf: table, db)
        }
    }

    /// Creates the table of the devices that sync with this replica as their hub, each with the
    /// name it gives itself and its last contact (what Settings lists): a migration of the app's
    /// own, after the one that made the other sync tables.
    public static func createDeviceTable(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE syncDevice (device TEXT PRIMARY KEY, name TEXT, lastContact REAL NOT NULL)")
    }

    /// Captures the rows a table holds when sync starts, as changes made now: what was there
    /// before syncs like what is written after.
    func capture(everyRowOf table: Table, _ db: Database) throws {
        try reconcile(table, db)
    }

    /// Captures, as changes made now (one tick of the clock), every field of `table` whose value
    /// differs from the change recorded for it, has none, or is older than the record's tombstone
    /// (a record deleted and written again): what a bulk write made with capture off leaves to
    /// sync, in one statement per field rather than a trigger per row. `touched`: only the records
    /// a bulk write noted (`bulkNotes`), and a tombstone for each it deleted that is gone from the
    /// table; otherwise every row of the table.
    func reconcile(_ table: Table, touched: Bool = false, _ db: Database) throws {
        try db.execute(sql: "UPDATE syncClock SET counter = CASE WHEN sync_now() > millis THEN 0 ELSE counter + 1 END, millis = max(millis, sync_now())")
        let stamp = "(SELECT printf('%013d-%010d-%s', millis, counter, device) FROM syncClock)"
        let next = "(SELECT coalesce(max(sequence), 0) FROM syncChange) + row_number() OVER ()"
        let upsert = """
            ON CONFLICT (entity, record, field) DO UPDATE
            SET value = excluded.value, stamp = excluded.stamp, schema = excluded.schema, sequence = excluded.sequence
            """
        func key(_ row: String) -> String { table.keyColumns.map { "\(row).\($0)" }.joined(separator: " || '/' || ") }
        func known(_ alias: String, _ field: String, of row: String) -> String {
            "LEFT JOIN syncChange AS \(alias) ON \(alias).entity = '\(table.entity)' AND \(alias).record = \(key(row)) AND \(alias).field = '\(field)'"
        }
        let (written, deleted) = Self.bulkTables(table)
        let rows = touched
            ? "\(written) AS touched JOIN \(table.table) AS row ON "
                + table.keyColumns.map { "row.\($0) = touched.\($0)" }.joined(separator: " AND ")
            : "\(table.table) AS row"
        for field in table.fields {
            let value = Table.value(field, in: "row")
            try db.execute(sql: """
                INSERT INTO syncChange (entity, record, field, value, stamp, schema, sequence)
                SELECT '\(table.entity)', \(key("row")), '\(field)', \(value), \(stamp), \(version), \(next)
                FROM \(rows)
                \(known("known", field, of: "row"))
                WHERE known.record IS NULL OR known.value IS NOT \(value) OR known.stamp < (
                    SELECT gone.stamp FROM syncChange AS gone
                    WHERE gone.entity = '\(table.entity)' AND gone.record = \(key("row")) AND gone.field = '\(SyncField.deleted)')
                \(upsert)
                """)
        }
        guard touched else { return }
        // NB: a record noted as deleted and still gone gets a tombstone unless its latest change is
        // one already; one never synced (written and deleted within the bulk write) needs none.
        // Above, a record's tombstone is looked up last, only for a value recorded as it is (none
        // is, in an import into an empty store).
        try db.execute(sql: """
            INSERT INTO syncChange (entity, record, field, value, stamp, schema, sequence)
            SELECT '\(table.entity)', \(key("touched")), '\(SyncField.deleted)', 1, \(stamp), \(version), \(next)
            FROM \(deleted) AS touched
            LEFT JOIN \(table.table) AS row ON \(table.keyColumns.map { "row.\($0) = touched.\($0)" }.joined(separator: " AND "))
            \(known("gone", SyncField.deleted, of: "touched"))
            WHERE row.\(table.keyColumns[0]) IS NULL AND EXISTS (
                SELECT 1 FROM syncChange AS field WHERE field.entity = '\(table.entity)' AND field.record = \(key("touched"))
                AND field.field <> '\(SyncField.deleted)' AND (gone.stamp IS NULL OR field.stamp > gone.stamp))
            \(upsert)
            """)
    }

    /// The temporary tables that note the records of `table` a bulk write wrote (inserted or
    /// updated) and those it deleted (or moved to another key).
    static func bulkTables(_ table: Table) -> (written: String, deleted: String) {
        ("syncBulkWritten_\(table.table)", "syncBulkDeleted_\(table.table)")
    }

    /// What notes the records a bulk write touches, on the connection that runs it (temporary,
    /// made when first needed): for each synced table, a table of the keys it wrote and one of the
    /// keys it deleted, and triggers that note them while `sync_bulk()` is true.
    func bulkNotes(_ table: Table) -> String {
        let (written, deleted) = Self.bulkTables(table)
        let keys = table.keyColumns.joined(separator: ", ")
        func note(_ row: String, in name: String) -> String {
            "INSERT OR IGNORE INTO \(name) (\(keys)) VALUES (\(table.keyColumns.map { "\(row).\($0)" }.joined(separator: ", ")));"
        }
        let keyChanged = table.keyColumns.map { "NEW.\($0) IS NOT OLD.\($0)" }.joined(separator: " OR ")
        let prefix = "CREATE TEMP TRIGGER IF NOT EXISTS \(written)"
        return """
            CREATE TEMP TABLE IF NOT EXISTS \(written) (\(keys), PRIMARY KEY (\(keys))) WITHOUT ROWID;
            CREATE TEMP TABLE IF NOT EXISTS \(deleted) (\(keys), PRIMARY KEY (\(keys))) WITHOUT ROWID;
            \(prefix)_insert AFTER INSERT ON main.\(table.table) WHEN sync_bulk() BEGIN \(note("NEW", in: written)) END;
            \(prefix)_update AFTER UPDATE ON main.\(table.table) WHEN sync_bulk() BEGIN \(note("NEW", in: written)) END;
            \(prefix)_moved AFTER UPDATE ON main.\(table.table) WHEN sync_bulk() AND (\(keyChanged)) BEGIN \(note("OLD", in: deleted)) END;
            \(prefix)_delete AFTER DELETE ON main.\(table.table) WHEN sync_bulk() BEGIN \(note("OLD", in: deleted)) END;
            """
    }

    /// The triggers of one table: an insert captures every field, an update the fields it changed,
    /// a delete the tombstone; each ticks the clock first. (A record inserted again after a
    /// deletion is alive because its fields are later than the tombstone.)
    func triggers(_ table: Table) -> String {
        let tick = """
            UPDATE syncClock SET counter = CASE WHEN sync_now() > millis THEN 0 ELSE counter + 1 END, millis = max(millis, sync_now());
            """
        func key(_ row: String) -> String {
            table.keyColumns.map { "\(row).\($0)" }.joined(separator: " || '/' || ")
        }
        func capture(_ row: String, field: String, value: String, when condition: String = "1") -> String {
            """
            INSERT INTO syncChange (entity, record, field, value, stamp, schema, sequence)
                SELECT '\(table.entity)', \(key(row)), '\(field)', \(value), printf('%013d-%010d-%s', millis, counter, device), \(version),
                       (SELECT coalesce(max(sequence), 0) + 1 FROM syncChange)
                FROM syncClock WHERE \(condition)
                ON CONFLICT (entity, record, field) DO UPDATE
                SET value = excluded.value, stamp = excluded.stamp, schema = excluded.schema, sequence = excluded.sequence;
            """
        }
        let name = "sync_\(table.table)"
        return """
            CREATE TRIGGER \(name)_insert AFTER INSERT ON \(table.table) WHEN sync_capturing() BEGIN
                \(tick)
                \(table.fields.map { capture("NEW", field: $0, value: Table.value($0, in: "NEW")) }.joined(separator: "\n"))
            END;
            CREATE TRIGGER \(name)_update AFTER UPDATE ON \(table.table) WHEN sync_capturing() BEGIN
                \(tick)
                \(table.fields.map { capture("NEW", field: $0, value: Table.value($0, in: "NEW"), when: Table.changed($0)) }.joined(separator: "\n"))
            END;
            CREATE TRIGGER \(name)_delete AFTER DELETE ON \(table.table) WHEN sync_capturing() BEGIN
                \(tick)
                \(capture("OLD", field: SyncField.deleted, value: "1"))
            END;
            """
    }
}

/// Whether writes are captured as this device's changes, and how: by the triggers, one row at a
/// time (a person's own writes); not at all (received changes being applied); or, in a bulk write
/// (an import), by noting which records it touched, to capture them set-wise after
/// (`SyncLog.inBulk`). One per store, shared by its connections.
public final class SyncCapture: Sendable {
    enum Mode { case capturing, applying, bulk }
    private let mode = Mutex(Mode.capturing)

    public init() {}

    /// A capture for a store of `schema`, its functions added to every connection `configuration`
    /// opens; nil when the app does not sync.
    static func prepared(_ configuration: inout Configuration, for schema: SyncSchema?) -> (SyncSchema, SyncCapture)? {
        guard let schema else { return nil }
        return (schema, schema.prepare(&configuration))
    }

    /// Whether a write now is this device's own, captured by the triggers.
    public var isOn: Bool { mode.withLock { $0 } == .capturing }
    /// Whether a write now is part of a bulk write, whose touched records are noted.
    var isBulk: Bool { mode.withLock { $0 } == .bulk }

    /// Runs `body` with capture off.
    func whileApplying<T>(_ body: () throws -> T) rethrows -> T {
        try running(in: .applying, body)
    }

    /// Runs `body` with its touched records noted rather than captured.
    func whileInBulk<T>(_ body: () throws -> T) rethrows -> T {
        try running(in: .bulk, body)
    }

    private func running<T>(in current: Mode, _ body: () throws -> T) rethrows -> T {
        let before = mode.withLock { mode in defer { mode = current }; return mode }
        defer { mode.withLock { $0 = before } }
        return try body()
    }
}
