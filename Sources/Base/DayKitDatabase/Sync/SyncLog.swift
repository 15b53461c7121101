import Foundation
import GRDB
import SyncCore

/// One replica's side of sync over its database (issue 37): the changes captured with its writes
/// (`SyncSchema`'s triggers), read out in the order they were recorded for a peer, and changes
/// received from a peer applied by the merge rules — each field keeps the change with the latest
/// stamp (`SyncChange.replaces`, here in SQL), a record is deleted while its tombstone is its
/// latest change — and projected onto the app's own tables without being captured again.
public struct SyncLog: Sendable {
    public let schema: SyncSchema
    /// The store's connection at the time (`AppStore.writer`).
    private let currentWriter: @Sendable () -> any DatabaseWriter
    var writer: any DatabaseWriter { currentWriter() }
    let capture: SyncCapture

    /// The log over `writer`, whose connections `SyncSchema.prepare` prepared with `capture`.
    public init(schema: SyncSchema, writer: any DatabaseWriter, capture: SyncCapture) {
        self.init(schema: schema, writer: { writer }, capture: capture)
    }

    /// The log over the connection `writer` gives at the time.
    init(schema: SyncSchema, writer: @escaping @Sendable () -> any DatabaseWriter, capture: SyncCapture) {
        self.schema = schema
        currentWriter = writer
        self.capture = capture
    }

    /// This replica's device.
    public func device() throws -> SyncDevice {
        try writer.read { db in SyncDevice(rawValue: try String.fetchOne(db, sql: "SELECT device FROM syncClock") ?? "") }
    }

    /// Up to `limit` changes recorded after `sequence`, in the order they were recorded, and the
    /// sequence of the last: what a peer that has everything up to `sequence` is sent next. A change
    /// received from another device is recorded too (when it won), so the hub passes it on.
    public func changes(after sequence: Int64, limit: Int = SyncBatch.limit) throws -> (changes: [SyncChange], last: Int64) {
        try writer.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT entity, record, field, value, stamp, schema, sequence FROM syncChange
                WHERE sequence > ? ORDER BY sequence LIMIT ?
                """, arguments: [sequence, limit])
            var changes: [SyncChange] = []
            for row in rows {
                guard let stamp = SyncStamp(row["stamp"] as String) else { continue }
                changes.append(SyncChange(field: SyncField(entity: row["entity"], record: row["record"], field: row["field"]),
                                          value: SyncValue(row["value"] as DatabaseValue), stamp: stamp, schema: row["schema"]))
            }
            return (changes, rows.last?["sequence"] ?? sequence)
        }
    }

    /// Applies a peer's batch: checked whole first (nothing changes when it is refused), the
    /// clock moved past its stamps, each change kept where it is later than what the field holds
    /// (a change from a newer schema is held), then each touched record made so in the app's
    /// table. Gives how many changes won. Idempotent: a batch applied twice changes nothing more.
    @discardableResult
    public func apply(_ batch: SyncBatch, now: Date = Date()) throws -> Int {
        try batch.check(now: now, entities: schema.entities, schema: schema.version)
        return try writer.write { db in try apply(batch, db) }
    }

    /// Applies a batch taken from the hub `peer` (up to its sequence `last`) as `apply` does, and
    /// notes, in the same transaction, that it was received. When nothing of this replica's own
    /// waited for the hub, what the batch recorded here counts as sent too: the hub has it, and
    /// sending it back would only make the hub find it known. Gives how many changes won.
    @discardableResult
    public func apply(_ batch: SyncBatch, fromHub peer: String, upTo last: Int64, now: Date = Date()) throws -> Int {
        try batch.check(now: now, entities: schema.entities, schema: schema.version)
        return try writer.write { db in
            let latest = { try Int64.fetchOne(db, sql: "SELECT coalesce(max(sequence), 0) FROM syncChange") ?? 0 }
            let nothingWaited = try latest() <= (Int64.fetchOne(db, sql: "SELECT sentUpTo FROM syncPeer WHERE peer = ?", arguments: [peer]) ?? 0)
            let won = try apply(batch, db)
            try db.execute(sql: """
                INSERT INTO syncPeer (peer, sentUpTo, receivedUpTo) VALUES (?1, CASE WHEN ?2 THEN ?3 ELSE 0 END, ?4)
                ON CONFLICT (peer) DO UPDATE SET receivedUpTo = ?4, sentUpTo = CASE WHEN ?2 THEN ?3 ELSE sentUpTo END
                """, arguments: [peer, nothingWaited, try latest(), last])
            return won
        }
    }

    private func apply(_ batch: SyncBatch, _ db: Database) throws -> Int {
        var touched: [SyncField] = []
        // NB: the clock need only pass the latest stamp of the batch.
        if let latest = batch.changes.map(\.stamp).max() { try observe(latest, db) }
        for change in batch.changes {
            if change.schema > schema.version {
                try db.execute(sql: """
                    INSERT OR IGNORE INTO syncHeld (entity, record, field, value, stamp, schema) VALUES (?, ?, ?, ?, ?, ?)
                    """, arguments: [change.field.entity, change.field.record, change.field.field, change.value.databaseValue,
                                     change.stamp.description, change.schema])
            } else if try record(change, db) {
                touched.append(change.field)
            }
        }
        try capture.whileApplying { try project(Set(touched.map { Record(entity: $0.entity, key: $0.record) }), db) }
        return touched.count
    }

    /// Applies the changes held for a newer schema that this version now reads (after the app's upgrade).
    public func applyHeld() throws {
        try writer.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM syncHeld WHERE schema <= ?", arguments: [schema.version])
            var touched: Set<Record> = []
            for row in rows {
                guard let stamp = SyncStamp(row["stamp"] as String) else { continue }
                let change = SyncChange(field: SyncField(entity: row["entity"], record: row["record"], field: row["field"]),
                                        value: SyncValue(row["value"] as DatabaseValue), stamp: stamp, schema: row["schema"])
                if try record(change, db) { touched.insert(Record(entity: change.field.entity, key: change.field.record)) }
            }
            try db.execute(sql: "DELETE FROM syncHeld WHERE schema <= ?", arguments: [schema.version])
            try capture.whileApplying { try project(touched, db) }
        }
    }

    /// How many changes wait for a newer version of the app.
    public func heldCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM syncHeld") ?? 0 }
    }

    /// Runs `body`, a bulk write on `db` (an import's batch of thousands of rows), with the
    /// triggers' capture off and the records it touches noted (`SyncSchema.bulkNotes`), then
    /// captures those records set-wise (`SyncSchema.reconcile`), a tombstone for each it deleted,
    /// in the same transaction: the write and its changes still commit together, and capturing
    /// costs what the write touched, not what the tables hold.
    public func inBulk<T>(_ db: Database, _ body: () throws -> T) throws -> T {
        func forget(_ table: SyncSchema.Table) throws {
            let (written, deleted) = SyncSchema.bulkTables(table)
            try db.execute(sql: "DELETE FROM \(written); DELETE FROM \(deleted)")
        }
        for table in schema.tables {
            try db.execute(sql: schema.bulkNotes(table))
            try forget(table)
        }
        let result = try capture.whileInBulk(body)
        for table in schema.tables {
            try schema.reconcile(table, touched: true, db)
            try forget(table)
        }
        return result
    }

    // MARK: - Peers

    /// How far this replica is with `peer` (a hub's address): the last of its own sequences the
    /// peer took, and the last of the peer's it applied.
    public struct PeerState: Sendable, Equatable {
        public var sentUpTo: Int64 = 0
        public var receivedUpTo: Int64 = 0
        public var lastContact: Date?
    }

    /// Where this replica stands with `peer`.
    public func peer(_ peer: String) throws -> PeerState {
        try writer.read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT sentUpTo, receivedUpTo, lastContact FROM syncPeer WHERE peer = ?", arguments: [peer])
            else { return PeerState() }
            return PeerState(sentUpTo: row["sentUpTo"], receivedUpTo: row["receivedUpTo"],
                             lastContact: (row["lastContact"] as Double?).map(Date.init(timeIntervalSince1970:)))
        }
    }

    /// Notes where this replica stands with `peer` after a contact at `now`.
    public func note(_ state: PeerState, for peer: String) throws {
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO syncPeer (peer, sentUpTo, receivedUpTo, lastContact) VALUES (?, ?, ?, ?)
                ON CONFLICT (peer) DO UPDATE SET sentUpTo = excluded.sentUpTo, receivedUpTo = excluded.receivedUpTo, lastContact = excluded.lastContact
                """, arguments: [peer, state.sentUpTo, state.receivedUpTo, state.lastContact?.timeIntervalSince1970])
        }
    }

    /// How many of this replica's changes `peer` has not taken yet.
    public func waiting(for peer: String) throws -> Int {
        let sent = try self.peer(peer).sentUpTo
        return try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM syncChange WHERE sequence > ?", arguments: [sent]) ?? 0 }
    }

    /// A hub this replica syncs with: when they last met, and how many changes wait for it.
    public struct HubContact: Sendable, Equatable {
        /// The hub's address for this app.
        public let address: String
        public let lastContact: Date?
        public let waiting: Int
    }

    /// The hubs this replica syncs with, the one met last first.
    public func hubs() throws -> [HubContact] {
        try writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT peer, lastContact, (SELECT count(*) FROM syncChange WHERE sequence > syncPeer.sentUpTo) AS waiting
                FROM syncPeer ORDER BY lastContact DESC
                """).map { row in
                HubContact(address: row["peer"], lastContact: (row["lastContact"] as Double?).map(Date.init(timeIntervalSince1970:)),
                           waiting: row["waiting"])
            }
        }
    }

    // MARK: - Devices (on the hub)

    /// A device that synced with this replica as its hub.
    public struct DeviceContact: Sendable, Equatable {
        public let device: SyncDevice
        /// What the device calls itself (its host name, the phone's name), if it said.
        public let name: String?
        public let lastContact: Date
    }

    /// The most of a device's name that is kept.
    public static let longestDeviceName = 60

    /// How close together two contacts of one device are noted as one: a device pulls batch after
    /// batch (a first sync, thousands), and Settings says the last contact to the minute.
    public static let contactResolution: TimeInterval = 60

    /// Notes that `device`, calling itself `name`, synced here at `now`. A name is kept without
    /// its control characters and at most `longestDeviceName` characters long; none keeps the last.
    /// A contact within `contactResolution` after the one noted, under the same name, writes nothing.
    public func noteContact(from device: SyncDevice, name: String?, at now: Date = Date()) throws {
        let name = name.map { String($0.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }) }
            .map { String($0.trimmingCharacters(in: .whitespaces).prefix(Self.longestDeviceName)) }
            .flatMap { $0.isEmpty ? nil : $0 }
        let noted = try writer.read { db in
            try Row.fetchOne(db, sql: "SELECT name, lastContact FROM syncDevice WHERE device = ?", arguments: [device.rawValue])
        }
        if let noted, name == nil || name == noted["name"],
           (0..<Self.contactResolution).contains(now.timeIntervalSince1970 - (noted["lastContact"] as Double)) {
            return
        }
        try writer.write { db in
            try db.execute(sql: """
                INSERT INTO syncDevice (device, name, lastContact) VALUES (?, ?, ?)
                ON CONFLICT (device) DO UPDATE SET name = coalesce(excluded.name, name), lastContact = excluded.lastContact
                """, arguments: [device.rawValue, name, now.timeIntervalSince1970])
        }
    }

    /// The devices that synced here, the latest first.
    public func devices() throws -> [DeviceContact] {
        try writer.read { db in
            try Row.fetchAll(db, sql: "SELECT device, name, lastContact FROM syncDevice ORDER BY lastContact DESC").map { row in
                DeviceContact(device: SyncDevice(rawValue: row["device"]), name: row["name"],
                              lastContact: Date(timeIntervalSince1970: row["lastContact"]))
            }
        }
    }

    // MARK: - Applying

    struct Record: Hashable {
        let entity: String
        let key: String
    }

    /// Moves the clock past `stamp` (the hybrid logical clock's receive rule, in SQL).
    private func observe(_ stamp: SyncStamp, _ db: Database) throws {
        try db.cachedStatement(sql: """
            UPDATE syncClock SET counter = CASE WHEN ?1 > millis THEN ?2 WHEN ?1 = millis THEN max(counter, ?2) ELSE counter END,
                                 millis = max(millis, ?1)
            """).execute(arguments: [stamp.milliseconds, stamp.counter])
    }

    /// Keeps `change` when it is later than the field's; whether it was.
    private func record(_ change: SyncChange, _ db: Database) throws -> Bool {
        try db.cachedStatement(sql: """
            INSERT INTO syncChange (entity, record, field, value, stamp, schema, sequence)
            VALUES (?, ?, ?, ?, ?, ?, (SELECT coalesce(max(sequence), 0) + 1 FROM syncChange))
            ON CONFLICT (entity, record, field) DO UPDATE
            SET value = excluded.value, stamp = excluded.stamp, schema = excluded.schema, sequence = excluded.sequence
            WHERE excluded.stamp > syncChange.stamp
            """).execute(arguments: [change.field.entity, change.field.record, change.field.field, change.value.databaseValue,
                             change.stamp.description, change.schema])
        return db.changesCount > 0
    }

    /// Makes each record in the app's table what its winning changes say: deleted, or its fields
    /// written (inserted when it is new), tables in the schema's order (a habit before its
    /// entries). A new record that its table cannot take yet (a column it requires, or the record
    /// it refers to, still on its way) waits in `syncPending` and is tried again with every batch.
    /// Then each table's `afterApply` runs once for each record it names (a habit's revision
    /// bumped once for all its entries of the batch, not once for each).
    private func project(_ touched: Set<Record>, _ db: Database) throws {
        let pending = try Row.fetchAll(db, sql: "SELECT entity, record FROM syncPending").map { Record(entity: $0["entity"], key: $0["record"]) }
        try db.execute(sql: "DELETE FROM syncPending")
        let order = Dictionary(uniqueKeysWithValues: schema.tables.enumerated().map { ($1.entity, $0) })
        let records = touched.union(pending).sorted { (order[$0.entity] ?? .max, $0.key) < (order[$1.entity] ?? .max, $1.key) }
        var projection = Projection()
        for record in records where try !project(record, &projection, db) {
            try db.execute(sql: "INSERT OR IGNORE INTO syncPending (entity, record) VALUES (?, ?)", arguments: [record.entity, record.key])
        }
        for table in schema.tables {
            guard let afterApply = table.afterApply, let named = projection.named[table.entity] else { continue }
            let statement = try db.cachedStatement(sql: afterApply)
            for arguments in named { try statement.execute(arguments: StatementArguments(arguments.mapValues { $0 as (any DatabaseValueConvertible)? })) }
        }
    }

    /// What a batch's projection gathers on its way: the arguments of each table's `afterApply`
    /// (only the key columns it names, so that one record it names is named once), and a JSON
    /// decoder for the fields of several columns.
    private struct Projection {
        var named: [String: Set<[String: String]>] = [:]
        let decoder = JSONDecoder()
    }

    /// Makes one record what its winning changes say; false when its table cannot take it yet.
    /// NB: stamps are compared as stored: their text sorts as the stamps do (`SyncStamp.description`).
    private func project(_ record: Record, _ projection: inout Projection, _ db: Database) throws -> Bool {
        guard let table = schema.table(record.entity) else { return true }
        let keyValues = record.key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard keyValues.count == table.keyColumns.count else { return true }
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT field, value, stamp FROM syncChange WHERE entity = ? AND record = ?"),
                                    arguments: [record.entity, record.key])
        // The rule of `SyncReplica.visible`: deleted while its tombstone is later than every edit.
        var fields: [String: SyncValue] = [:]
        var tombstone: String?
        var latestEdit = ""
        for row in rows {
            let field: String = row[0]
            let value = SyncValue(row[1] as DatabaseValue)
            let stamp: String = row[2]
            if field == SyncField.deleted {
                tombstone = value.isTrue ? stamp : nil
            } else {
                fields[field] = value
                latestEdit = max(latestEdit, stamp)
            }
        }
        /// Notes the record for its table's `afterApply`, once it is made so.
        func made() -> Bool {
            if table.afterApply != nil {
                let named = zip(table.keyColumns, keyValues).filter { table.afterApplyKeys.contains($0.0) }
                projection.named[table.entity, default: []].insert(Dictionary(uniqueKeysWithValues: named))
            }
            return true
        }
        if rows.isEmpty || tombstone.map({ latestEdit < $0 }) == true {
            let keyMatch = table.keyColumns.map { "\($0) = ?" }.joined(separator: " AND ")
            try db.cachedStatement(sql: "DELETE FROM \(table.table) WHERE \(keyMatch)").execute(arguments: StatementArguments(keyValues))
            return made()
        }
        var columns = table.keyColumns
        var values: [DatabaseValue] = keyValues.map(\.databaseValue)
        for field in table.fields {
            guard let value = fields[field] else { continue }
            let fieldColumns = SyncSchema.Table.columns(field)
            columns += fieldColumns
            values += fieldColumns.count == 1 ? [value.databaseValue] : Self.split(value, into: fieldColumns.count, decoder: projection.decoder)
        }
        let written = columns.dropFirst(table.keyColumns.count)
        let update = written.isEmpty ? "NOTHING" : "UPDATE SET " + written.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        do {
            // NB: cached: a batch writes many records of a table with the same fields.
            try db.cachedStatement(sql: """
                INSERT INTO \(table.table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))
                ON CONFLICT (\(table.keyColumns.joined(separator: ", "))) DO \(update)
                """).execute(arguments: StatementArguments(values))
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            return false
        }
        return made()
    }
}

extension SyncLog {
    /// A field of several columns (a JSON array, as the triggers write it) as its columns' values;
    /// anything else as nothing in each.
    static func split(_ value: SyncValue, into count: Int, decoder: JSONDecoder = JSONDecoder()) -> [DatabaseValue] {
        guard case .text(let text) = value,
              let parts = scalars(text) ?? (try? decoder.decode([SyncValue].self, from: Data(text.utf8))), parts.count == count
        else { return Array(repeating: .null, count: count) }
        return parts.map(\.databaseValue)
    }

    /// A JSON array of scalars with no escapes in its strings (what the triggers' `json_array`
    /// writes for a day's mark and value) read directly, a first sync reads one per entry; nil
    /// for anything else, which the JSON decoder reads.
    static func scalars(_ text: String) -> [SyncValue]? {
        let bytes = Array(text.utf8)
        // NB: an escape or a control character (which JSON refuses raw) is left to the decoder.
        guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]"),
              !bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return nil }
        var values: [SyncValue] = []
        var index = 1
        let end = bytes.count - 1
        func skipSpaces() { while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 } }
        skipSpaces()
        if index == end { return [] }
        while true {
            skipSpaces()
            guard index < end else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                guard let close = bytes[(index + 1)..<end].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                values.append(.text(String(decoding: bytes[(index + 1)..<close], as: UTF8.self)))
                index = close + 1
            } else {
                var tokenEnd = index
                while tokenEnd < end, bytes[tokenEnd] != UInt8(ascii: ","), bytes[tokenEnd] != UInt8(ascii: " ") { tokenEnd += 1 }
                let token = String(decoding: bytes[index..<tokenEnd], as: UTF8.self)
                switch token {
                case "null": values.append(.null)
                case "true": values.append(.bool(true))
                case "false": values.append(.bool(false))
                default:
                    guard Self.isJSONNumber(token) else { return nil }
                    if let integer = Int64(token) { values.append(.integer(integer)) }
                    else if let number = Double(token), number.isFinite { values.append(.number(number)) }
                    else { return nil }
                }
                index = tokenEnd
            }
            skipSpaces()
            if index == end { return values }
            guard bytes[index] == UInt8(ascii: ","), index + 1 < end else { return nil }
            index += 1
        }
    }

    /// Whether `token` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
    private static func isJSONNumber(_ token: String) -> Bool {
        var rest = Substring(token)
        func digits() -> Int {
            let count = rest.prefix { $0.isASCII && $0.isNumber }.count
            rest = rest.dropFirst(count)
            return count
        }
        if rest.first == "-" { rest = rest.dropFirst() }
        let whole = rest
        guard digits() > 0, whole.first != "0" || whole.count == 1 || !(whole.dropFirst().first?.isNumber ?? false) else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() > 0 else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}

extension SyncValue {
    /// The value as a column holds it (a switch as 0 or 1).
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .bool(let value): (value ? 1 : 0).databaseValue
        case .integer(let value): value.databaseValue
        case .number(let value): value.databaseValue
        case .text(let value): value.databaseValue
        }
    }

    /// A column's value (a blob, which no synced column holds, as nothing).
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null, .blob: self = .null
        case .int64(let value): self = .integer(value)
        case .double(let value): self = .number(value)
        case .string(let value): self = .text(value)
        }
    }
}
