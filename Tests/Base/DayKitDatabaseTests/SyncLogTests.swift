import DayKitDatabase
import Foundation
import GRDB
import PropertyBased
import SyncCore
import Testing
import TestSupport

/// Sync over real databases (issue 37): writes captured in their own transaction, changes
/// exchanged between replicas through a hub, merged by the rules and projected onto the tables.
@Suite struct SyncLogTests {
    static let schema = SyncSchema(version: 1, tables: [
        .init(entity: "habit", table: "habit", keyColumns: ["id"], fields: ["name", "archived"]),
        .init(entity: "entry", table: "entry", keyColumns: ["habitId", "day"], fields: ["mark+value"],
              afterApply: "UPDATE habit SET revision = revision + 1 WHERE id = :habitId"),
    ])

    /// One device's database: an app's tables and the sync tables.
    struct Replica {
        let queue: DatabaseQueue
        let log: SyncLog
        /// What each peer has had from here, and this replica from it.
        var sent: [String: Int64] = [:]

        init(_ name: String, schema: SyncSchema = SyncLogTests.schema, before: String = "") throws {
            (queue, log) = try syncTestDatabase(name, schema: schema, tables: """
                CREATE TABLE habit (id TEXT PRIMARY KEY, name TEXT NOT NULL, archived INTEGER NOT NULL DEFAULT 0,
                                    revision INTEGER NOT NULL DEFAULT 0);
                CREATE TABLE entry (habitId TEXT NOT NULL, day TEXT NOT NULL, mark TEXT, value REAL, PRIMARY KEY (habitId, day)) WITHOUT ROWID;
                """ + before)
        }

        func write(_ sql: String, _ arguments: StatementArguments = []) throws {
            try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
        }

        func habits() throws -> [String: String] {
            try queue.read { db in
                Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, name, archived FROM habit").map { row in
                    (row["id"] as String, "\(row["name"] as String)\((row["archived"] as Int) == 1 ? " (archived)" : "")")
                })
            }
        }

        func entries() throws -> [String: String] {
            try queue.read { db in
                Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT habitId, day, mark, value FROM entry").map { row in
                    ("\(row["habitId"] as String)/\(row["day"] as String)", "\(row["mark"] as String? ?? "-") \(row["value"] as Double? ?? -1)")
                })
            }
        }

        func revision(_ habit: String) throws -> Int {
            try queue.read { db in try Int.fetchOne(db, sql: "SELECT revision FROM habit WHERE id = ?", arguments: [habit]) ?? -1 }
        }

        /// Sends what `peer` has not had from here; gives how many changes won there.
        @discardableResult
        mutating func send(to peer: inout Replica, limit: Int = SyncBatch.limit) throws -> Int {
            let peerDevice = try peer.log.device().rawValue
            var won = 0
            while true {
                let (changes, last) = try log.changes(after: sent[peerDevice] ?? 0, limit: limit)
                if changes.isEmpty { return won }
                won += try peer.log.apply(SyncBatch(device: try log.device(), changes: changes))
                sent[peerDevice] = last
            }
        }
    }

    /// A and B exchange through the hub until nothing moves.
    func syncAll(_ devices: inout [Replica], hub: inout Replica) throws {
        for _ in 0..<2 {
            for index in devices.indices { try devices[index].send(to: &hub) }
            for index in devices.indices { try hub.send(to: &devices[index]) }
        }
    }

    @Test func aWriteAndItsChangeAreCommittedTogetherOrNotAtAll() throws {
        let phone = try Replica("phone")
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        #expect(try phone.log.changes(after: 0).changes.map(\.field.field).sorted() == ["archived", "name"])
        #expect(throws: (any Error).self) {
            try phone.queue.write { db in
                try db.execute(sql: "UPDATE habit SET name = 'Run' WHERE id = 'h1'")
                throw CancellationError()
            }
        }
        let (changes, last) = try phone.log.changes(after: 0)
        #expect(changes.count == 2 && last == 2)
        #expect(changes.first { $0.field.field == "name" }?.value == .text("Read"))
        #expect(changes.allSatisfy { $0.stamp.device == SyncDevice(rawValue: "phone") })
    }

    /// Two devices offline for a long while: 10,000 changes each, half of them to the same days,
    /// exchanged in batches through the hub, leave all three with the same habits and days.
    @Test func tenThousandOfflineChangesOnEachOfTwoDevicesConverge() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        try phone.write("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
            INSERT INTO habit (id, name) SELECT 'h' || i, 'Habit ' || i FROM n
            """)
        var devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        (phone, laptop) = (devices[0], devices[1])
        // 100 habits × 100 days each; the laptop's days overlap the phone's by half, with other marks.
        let days = { (first: Int) in """
            WITH RECURSIVE h(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM h WHERE i < 100),
                           d(j) AS (SELECT \(first) UNION ALL SELECT j + 1 FROM d WHERE j < \(first + 99))
            INSERT INTO entry (habitId, day, mark, value)
            SELECT 'h' || i, date('2020-01-01', '+' || j || ' days'), ?, j FROM h, d
            """ }
        try phone.write(days(0), ["done"])
        try laptop.write(days(50), ["skipped"])
        #expect(try phone.log.changes(after: 0, limit: 100_000).changes.count >= 10_000)

        // NB: in batches of 4,096, as a phone sends them on a slow network.
        for _ in 0..<2 {
            for index in devices.indices { try devices[index].send(to: &hub, limit: 4096) }
            for index in devices.indices { try hub.send(to: &devices[index], limit: 4096) }
        }
        let expected = try hub.entries()
        #expect(expected.count == 100 * 150)
        for replica in devices {
            #expect(try replica.entries() == expected)
            #expect(try replica.habits().count == 100)
        }
        // Where both marked a day, one mark won everywhere: the same one on all three.
        #expect(Set(expected.filter { $0.key.hasSuffix("2020-03-01") }.values.map { $0.split(separator: " ")[0] }).count == 1)
    }

    /// What a device takes from the hub is not sent back when nothing of its own waited (the hub
    /// has it); once something of its own waits, all is sent, as it cannot tell them apart.
    @Test func whatADeviceTookFromTheHubIsNotSentBack() throws {
        let phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        let take = { (from: Int64) -> Int64 in
            let (changes, last) = try hub.log.changes(after: from)
            try laptop.log.apply(SyncBatch(device: try hub.log.device(), changes: changes), fromHub: "hub", upTo: last)
            return last
        }
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        try hub.log.apply(SyncBatch(device: try phone.log.device(), changes: try phone.log.changes(after: 0).changes))
        let first = try take(0)
        #expect(try laptop.log.waiting(for: "hub") == 0)
        #expect(try laptop.log.peer("hub").receivedUpTo == first)

        try laptop.write("UPDATE habit SET name = 'Run' WHERE id = 'h1'")
        #expect(try laptop.log.waiting(for: "hub") == 1)
        try phone.write("UPDATE habit SET archived = 1 WHERE id = 'h1'")
        try hub.log.apply(SyncBatch(device: try phone.log.device(), changes: try phone.log.changes(after: 2).changes))
        _ = try take(first)
        #expect(try laptop.log.waiting(for: "hub") == 2)
        #expect(try laptop.habits() == ["h1": "Run (archived)"])
    }

    /// A device's name is kept without control characters, at most 60 characters long; a contact
    /// without a name keeps the last one.
    @Test func aDevicesNameIsKeptCleanAndShort() throws {
        let hub = try Replica("hub")
        try hub.log.noteContact(from: SyncDevice(rawValue: "phone"), name: "  Sam's\u{7}\nphone" + String(repeating: "x", count: 80))
        try hub.log.noteContact(from: SyncDevice(rawValue: "phone"), name: nil)
        try hub.log.noteContact(from: SyncDevice(rawValue: "laptop"), name: " \t ")
        let names = try hub.log.devices().map { "\($0.device.rawValue)=\($0.name ?? "-")" }
        #expect(names.sorted() == ["laptop=-", "phone=Sam'sphone" + String(repeating: "x", count: SyncLog.longestDeviceName - 10)])
    }

    /// A first sync pulls thousands of batches: a device's contacts within a minute of the one
    /// noted write nothing, unless it gives a new name; a later one is noted.
    @Test func aDevicesContactsWithinAMinuteAreNotedOnce() throws {
        let hub = try Replica("hub")
        let phone = SyncDevice(rawValue: "phone")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func noted() throws -> (String?, Date?) {
            let contact = try hub.log.devices().first { $0.device == phone }
            return (contact?.name, contact?.lastContact)
        }
        try hub.log.noteContact(from: phone, name: "Sam's phone", at: start)
        try hub.log.noteContact(from: phone, name: nil, at: start + 30)
        try hub.log.noteContact(from: phone, name: "Sam's phone", at: start + 59)
        #expect(try noted() == ("Sam's phone", start))
        try hub.log.noteContact(from: phone, name: "Sam's iPhone", at: start + 59.5)
        #expect(try noted() == ("Sam's iPhone", start + 59.5))
        try hub.log.noteContact(from: phone, name: nil, at: start + 59.5 + SyncLog.contactResolution)
        #expect(try noted() == ("Sam's iPhone", start + 59.5 + SyncLog.contactResolution))
        // A clock that went back is noted as it says.
        try hub.log.noteContact(from: phone, name: nil, at: start)
        #expect(try noted() == ("Sam's iPhone", start))
    }

    @Test func twoDevicesEditingDifferentFieldsOfflineBothKeepTheirEdits() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        var devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        (phone, laptop) = (devices[0], devices[1])
        try phone.write("UPDATE habit SET name = 'Read 20 pages' WHERE id = 'h1'")
        try laptop.write("UPDATE habit SET archived = 1 WHERE id = 'h1'")
        devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        for replica in devices + [hub] { #expect(try replica.habits() == ["h1": "Read 20 pages (archived)"]) }
    }

    @Test func theLaterEditOfOneFieldWinsOnEveryDeviceAndAClearedMarkStaysCleared() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        try phone.write("INSERT INTO entry (habitId, day, mark) VALUES ('h1', '2026-11-28', 'done')")
        var devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        (phone, laptop) = (devices[0], devices[1])
        try laptop.write("UPDATE habit SET name = 'Run' WHERE id = 'h1'")
        Thread.sleep(forTimeInterval: 0.002)
        try phone.write("UPDATE habit SET name = 'Swim' WHERE id = 'h1'")
        try laptop.write("DELETE FROM entry WHERE habitId = 'h1' AND day = '2026-11-28'")
        devices = [laptop, phone]
        try syncAll(&devices, hub: &hub)
        for replica in devices + [hub] {
            #expect(try replica.habits() == ["h1": "Swim"])
            #expect(try replica.entries().isEmpty)
        }
    }

    @Test func aDeletedHabitComesBackWhenAnotherDeviceEditedItLater() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        var devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        (phone, laptop) = (devices[0], devices[1])
        try phone.write("DELETE FROM habit WHERE id = 'h1'")
        devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        for replica in devices + [hub] { #expect(try replica.habits().isEmpty) }
        (phone, laptop) = (devices[0], devices[1])
        try laptop.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read again')")
        devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        for replica in devices + [hub] { #expect(try replica.habits() == ["h1": "Read again"]) }
    }

    @Test func aMarkAndItsValueTravelTogetherAndTheHabitHearsOfIt() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Water')")
        var devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        (phone, laptop) = (devices[0], devices[1])
        let before = try laptop.revision("h1")
        try phone.write("INSERT INTO entry (habitId, day, mark, value) VALUES ('h1', '2026-11-28', 'value', 2.5)")
        Thread.sleep(forTimeInterval: 0.002)
        try laptop.write("INSERT INTO entry (habitId, day, mark, value) VALUES ('h1', '2026-11-28', 'done', NULL)")
        devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        // The later mark wins whole: never "done" with the other device's 2.5.
        for replica in devices + [hub] { #expect(try replica.entries() == ["h1/2026-11-28": "done -1.0"]) }
        #expect(try devices[1].revision("h1") == before)
        #expect(try devices[0].revision("h1") > before)
    }

    @Test func rowsThereBeforeSyncStartedSyncToo() throws {
        var old = try Replica("old", before: """
            ;INSERT INTO habit (id, name) VALUES ('h1', 'Read'), ('h2', 'Run');
            INSERT INTO entry (habitId, day, mark, value) VALUES ('h1', '2026-01-01', 'done', NULL);
            """)
        var hub = try Replica("hub")
        #expect(try old.send(to: &hub) == 5)
        #expect(try hub.habits() == ["h1": "Read", "h2": "Run"] && hub.entries() == ["h1/2026-01-01": "done -1.0"])
    }

    /// A bulk write (an import's batch) is captured set-wise after, for the records it touched
    /// only: what it changed, what it deleted (a tombstone), and a record deleted before and
    /// written again as it was reach the other device as its rows do.
    @Test func aBulkWriteReachesTheOtherDeviceWithWhatItDeletedAndWhatItWroteAgain() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop"), hub = try Replica("hub")
        try phone.write("""
            INSERT INTO habit (id, name) VALUES ('h1', 'Read'), ('h2', 'Run');
            INSERT INTO entry (habitId, day, mark) VALUES ('h1', '2026-01-01', 'done'), ('h1', '2026-01-02', 'done'), ('h2', '2026-01-01', 'done');
            """)
        try phone.write("DELETE FROM entry WHERE habitId = 'h2'")
        var devices = [phone, laptop]
        try syncAll(&devices, hub: &hub)
        #expect(try devices[1].entries() == ["h1/2026-01-01": "done -1.0", "h1/2026-01-02": "done -1.0"])
        let synced = try devices[0].log.changes(after: 0, limit: 1000).last

        try devices[0].queue.write { db in
            try devices[0].log.inBulk(db) {
                try db.execute(sql: """
                    UPDATE entry SET mark = 'skipped' WHERE habitId = 'h1' AND day = '2026-01-01';
                    DELETE FROM entry WHERE habitId = 'h1' AND day = '2026-01-02';
                    INSERT INTO entry (habitId, day, mark) VALUES ('h2', '2026-01-01', 'done'), ('h1', '2026-01-03', 'done');
                    INSERT INTO entry (habitId, day, mark) VALUES ('h1', '2026-01-04', 'done');
                    DELETE FROM entry WHERE day = '2026-01-04';
                    """)
            }
        }
        // Captured: the changed mark, the tombstone, the entry written again and the new one; the
        // untouched habits and the entry written and deleted within the bulk write, nothing.
        let captured = try devices[0].log.changes(after: synced, limit: 1000).changes.map { "\($0.field.record) \($0.field.field)" }
        #expect(captured.sorted() == ["h1/2026-01-01 mark+value", "h1/2026-01-02 deleted", "h1/2026-01-03 mark+value", "h2/2026-01-01 mark+value"])
        try syncAll(&devices, hub: &hub)
        let expected = ["h1/2026-01-01": "skipped -1.0", "h1/2026-01-03": "done -1.0", "h2/2026-01-01": "done -1.0"]
        #expect(try devices[0].entries() == expected)
        #expect(try devices[1].entries() == expected && hub.entries() == expected)
    }

    @Test func receivedChangesAreAppliedWithoutBeingCapturedAsThisDevicesOwn() throws {
        var phone = try Replica("phone"), hub = try Replica("hub")
        try phone.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        #expect(try phone.send(to: &hub) == 2)
        #expect(try hub.log.changes(after: 0).changes.allSatisfy { $0.stamp.device == SyncDevice(rawValue: "phone") })
        #expect(try phone.send(to: &hub) == 0)
        // Sent back, the phone's own changes win nothing.
        #expect(try hub.send(to: &phone) == 0)
        #expect(try phone.habits() == ["h1": "Read"])
    }

    @Test func aBatchWithOneBadChangeIsRefusedWholeAndChangesNothing() throws {
        let hub = try Replica("hub")
        let now = Date()
        let millis = Int64(now.timeIntervalSince1970 * 1000)
        let good = SyncChange(field: SyncField(entity: "habit", record: "h1", field: "name"), value: .text("Read"),
                              stamp: SyncStamp(milliseconds: millis, device: SyncDevice(rawValue: "phone")), schema: 1)
        let future = SyncChange(field: SyncField(entity: "habit", record: "h2", field: "name"), value: .text("Run"),
                                stamp: SyncStamp(milliseconds: millis + 400 * 86_400_000, device: SyncDevice(rawValue: "phone")), schema: 1)
        let foreign = SyncChange(field: SyncField(entity: "user", record: "u1", field: "password"), value: .text("x"), stamp: good.stamp, schema: 1)
        for bad in [future, foreign] {
            #expect(throws: SyncRefusal.self) { try hub.log.apply(SyncBatch(device: SyncDevice(rawValue: "phone"), changes: [good, bad]), now: now) }
        }
        #expect(try hub.habits().isEmpty && hub.log.changes(after: 0).changes.isEmpty)
    }

    @Test func changesFromANewerVersionWaitAndAreAppliedAfterTheUpgrade() throws {
        var newer = try Replica("newer", schema: SyncSchema(version: 2, tables: Self.schema.tables))
        var older = try Replica("older")
        try newer.write("INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
        try newer.send(to: &older)
        #expect(try older.habits().isEmpty && older.log.heldCount() == 2)
        let upgraded = SyncLog(schema: SyncSchema(version: 2, tables: Self.schema.tables), writer: older.queue, capture: SyncCapture())
        try upgraded.applyHeld()
        #expect(try older.habits() == ["h1": "Read"] && older.log.heldCount() == 0)
    }

    @Test func aFirstSyncOfManyChangesTravelsInBatchesAndArrivesWhole() throws {
        var phone = try Replica("phone"), laptop = try Replica("laptop")
        try phone.queue.write { db in
            try db.execute(sql: "INSERT INTO habit (id, name) VALUES ('h1', 'Read')")
            for day in 1...300 {
                try db.execute(sql: "INSERT INTO entry (habitId, day, mark) VALUES ('h1', ?, 'done')", arguments: [String(format: "2026-%03d", day)])
            }
        }
        try phone.send(to: &laptop, limit: 64)
        #expect(try laptop.entries().count == 300 && laptop.habits() == ["h1": "Read"])
    }

    /// The convergence property over real databases: random inserts, renames, archives, marks,
    /// clears and deletions on 3 devices, exchanged through a hub at random moments, all end equal.
    @Test func devicesSyncingAtRandomMomentsEndWithTheSameTables() async throws {
        await propertyCheck(count: 25, input: Gen.int(in: 0...99).array(of: 4).array(of: 1...40)) { steps in
            do {
                var devices = try (0..<3).map { try Replica("device-\($0)") }
                var hub = try Replica("hub")
                for step in steps {
                    let device = step[0] % 3, habit = "h\(step[1] % 3)", value = step[2]
                    switch step[3] % 6 {
                    case 0: try devices[device].write("INSERT OR IGNORE INTO habit (id, name) VALUES (?, ?)", [habit, "name \(value)"])
                    case 1: try devices[device].write("UPDATE habit SET name = ? WHERE id = ?", ["name \(value)", habit])
                    case 2: try devices[device].write("UPDATE habit SET archived = ? WHERE id = ?", [value % 2, habit])
                    case 3: try devices[device].write("INSERT OR REPLACE INTO entry (habitId, day, mark, value) VALUES (?, ?, ?, ?)", [habit, "d\(value % 3)", value % 2 == 0 ? nil : "done", Double(value)])
                    case 4: try devices[device].write("DELETE FROM habit WHERE id = ?", [habit])
                    default:
                        try devices[device].send(to: &hub)
                        try hub.send(to: &devices[(device + value) % 3])
                    }
                }
                try syncAll(&devices, hub: &hub)
                for replica in devices.dropFirst() + [hub] {
                    #expect(try replica.habits() == devices[0].habits())
                    #expect(try replica.entries() == devices[0].entries())
                }
            } catch {
                Issue.record(error)
            }
        }
    }
}
