import DayKit
import Foundation
import SyncCore
import Testing

/// The merge rules as product rules (issue 37), each on its own: what two devices' edits of the
/// same thing become, whichever arrives first.
@Suite struct SyncRulesTests {
    let phone = SyncDevice(rawValue: "phone")
    let laptop = SyncDevice(rawValue: "laptop")

    func change(_ entity: String, _ record: String, _ field: String, _ value: SyncValue, at millis: Int64, by device: SyncDevice, schema: Int = 1) -> SyncChange {
        SyncChange(field: SyncField(entity: entity, record: record, field: field), value: value, stamp: SyncStamp(milliseconds: millis, device: device), schema: schema)
    }

    /// Both orders of delivery, which must agree.
    func merged(_ changes: [SyncChange]) -> SyncReplica {
        var forward = SyncReplica(schema: 1)
        forward.apply(changes)
        var backward = SyncReplica(schema: 1)
        backward.apply(changes.reversed())
        #expect(forward == backward)
        return forward
    }

    @Test func aHabitsFieldsMergeFieldByFieldTheLaterEditOfEachWinning() {
        let replica = merged([
            change("habit", "h1", "name", .text("Read"), at: 1_000, by: phone),
            change("habit", "h1", "name", .text("Read 20 pages"), at: 3_000, by: laptop),
            change("habit", "h1", "color", .text("blue"), at: 2_000, by: laptop),
            change("habit", "h1", "color", .text("green"), at: 4_000, by: phone),
        ])
        #expect(replica.record("habit", "h1") == ["name": .text("Read 20 pages"), "color": .text("green")])
    }

    @Test func aDaysMarkIsOneValueAndALaterClearWins() {
        let replica = merged([
            change("entry", "h1/2026-11-28", "mark", .text("done"), at: 1_000, by: phone),
            change("entry", "h1/2026-11-28", "mark", .null, at: 2_000, by: laptop),
        ])
        #expect(replica.record("entry", "h1/2026-11-28") == ["mark": .null])
    }

    @Test func aDeletionBeatsEarlierEditsAndLosesToLaterOnes() {
        let created = change("habit", "h1", "name", .text("Read"), at: 1_000, by: phone)
        let deleted = change("habit", "h1", SyncField.deleted, .bool(true), at: 2_000, by: laptop)
        #expect(merged([created, deleted]).record("habit", "h1") == nil)
        #expect(merged([created, deleted]).records("habit").isEmpty)
        let renamedLater = change("habit", "h1", "name", .text("Read more"), at: 3_000, by: phone)
        #expect(merged([created, deleted, renamedLater]).record("habit", "h1") == ["name": .text("Read more")])
    }

    @Test func archiveAndRestoreAreLaterEditsOfTheirOwnField() {
        let replica = merged([
            change("habit", "h1", "name", .text("Read"), at: 1_000, by: phone),
            change("habit", "h1", "archived", .bool(true), at: 2_000, by: phone),
            change("habit", "h1", "archived", .bool(false), at: 3_000, by: laptop),
            change("habit", "h1", SyncField.deleted, .bool(true), at: 4_000, by: phone),
            change("habit", "h1", SyncField.deleted, .bool(false), at: 5_000, by: laptop),
        ])
        #expect(replica.record("habit", "h1") == ["name": .text("Read"), "archived": .bool(false)])
    }

    @Test func duplicatesAndReplaysChangeNothing() {
        let edits = [
            change("habit", "h1", "name", .text("Read"), at: 1_000, by: phone),
            change("habit", "h1", "name", .text("Run"), at: 2_000, by: laptop),
        ]
        var replica = SyncReplica(schema: 1)
        #expect(replica.apply(edits).count == 2)
        let once = replica
        #expect(replica.apply(edits + edits.reversed()).isEmpty)
        #expect(replica == once)
    }

    @Test func changesFromANewerSchemaAreKeptAndAppliedAfterTheUpgrade() {
        var replica = SyncReplica(schema: 1)
        replica.apply([change("habit", "h1", "name", .text("Read"), at: 1_000, by: phone)])
        let newer = change("habit", "h1", "icon", .text("book"), at: 2_000, by: laptop, schema: 2)
        replica.apply([newer, change("habit", "h1", "name", .text("Run"), at: 3_000, by: laptop, schema: 2)])
        #expect(replica.record("habit", "h1") == ["name": .text("Read")])
        #expect(replica.held.count == 2)
        replica.upgrade(to: 2)
        #expect(replica.held.isEmpty)
        #expect(replica.record("habit", "h1") == ["name": .text("Run"), "icon": .text("book")])
    }

    @Test func aBatchIsCheckedWholeBeforeAnyOfItIsApplied() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let nowMillis: Int64 = 1_800_000_000_000
        let entities = ["habit": Set(["name", "archived"])]
        let good = change("habit", "h1", "name", .text("Read"), at: nowMillis, by: phone)
        #expect(throws: Never.self) { try SyncBatch(device: phone, changes: [good]).check(now: now, entities: entities) }
        let future = change("habit", "h1", "name", .text("Read"), at: nowMillis + 72 * 3_600_000, by: phone)
        #expect(throws: SyncRefusal.futureDated(hoursAhead: 72)) { try SyncBatch(device: phone, changes: [good, future]).check(now: now, entities: entities) }
        let foreign = change("habit", "h1", "password", .text("x"), at: nowMillis, by: phone)
        #expect(throws: SyncRefusal.unknownField(foreign.field)) { try SyncBatch(device: phone, changes: [foreign]).check(now: now, entities: entities) }
        let huge = SyncBatch(device: phone, changes: Array(repeating: good, count: SyncBatch.limit + 1))
        #expect(throws: SyncRefusal.tooLarge(changes: SyncBatch.limit + 1, limit: SyncBatch.limit)) { try huge.check(now: now, entities: entities) }
        #expect(refusalText(SyncRefusal.futureDated(hoursAhead: 72)).hasPrefix("These changes are dated 72 hours ahead"))
    }

    @Test func aBatchTravelsAsJSONAndComesBackEqual() throws {
        let batch = SyncBatch(device: phone, changes: [
            change("habit", "h1", "name", .text("Read"), at: 1_000, by: phone),
            change("entry", "h1/2026-11-28", "mark", .number(2.5), at: 1_001, by: phone),
            change("entry", "h1/2026-11-27", "mark", .null, at: 1_002, by: phone),
            change("habit", "h1", "archived", .bool(true), at: 1_003, by: phone),
            change("habit", "h1", "target", .integer(3), at: 1_004, by: phone),
        ])
        let data = try JSONEncoder().encode(batch)
        #expect(try JSONDecoder().decode(SyncBatch.self, from: data) == batch)
    }
}

/// The hybrid logical clock: stamps never go back, and move past what was seen.
@Suite struct HybridClockTests {
    let device = SyncDevice(rawValue: "phone")

    @Test func stampsNeverGoBackWhenTheWallClockDoes() {
        var clock = HybridClock(device: device)
        let first = clock.stamp(now: Date(timeIntervalSince1970: 2_000))
        let second = clock.stamp(now: Date(timeIntervalSince1970: 1_000))
        let third = clock.stamp(now: Date(timeIntervalSince1970: 1_000))
        #expect(first < second && second < third)
        #expect(second.milliseconds == 2_000_000 && second.counter == 1 && third.counter == 2)
        #expect(clock.stamp(now: Date(timeIntervalSince1970: 3_000)) == SyncStamp(milliseconds: 3_000_000, device: device))
    }

    @Test func aClockBehindMovesPastWhatItHasSeenSoItsNextEditWins() throws {
        let ahead = SyncDevice(rawValue: "laptop")
        var fast = HybridClock(device: ahead)
        var slow = HybridClock(device: device)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let fastEdit = fast.stamp(now: now.addingTimeInterval(12 * 3600))
        try slow.observe(fastEdit, now: now)
        let slowEditAfterwards = slow.stamp(now: now.addingTimeInterval(60))
        #expect(slowEditAfterwards > fastEdit)
        // …and the fast clock, having seen nothing, loses to nobody it has not seen: its own next edit is later still.
        #expect(fast.stamp(now: now.addingTimeInterval(12 * 3600 + 1)) > fastEdit)
    }

    @Test func aStampDaysAheadIsRefusedAndMovesNothing() {
        var clock = HybridClock(device: device)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let mine = clock.stamp(now: now)
        let farAhead = SyncStamp(milliseconds: 1_800_000_000_000 + 400 * 86_400_000, device: SyncDevice(rawValue: "x"))
        #expect(throws: SyncRefusal.futureDated(hoursAhead: 9600)) { try clock.observe(farAhead, now: now) }
        #expect(clock.latest == mine)
    }

    @Test func aStampIsStoredAsTextThatSortsAsTheStampsDo() {
        let stamps = [
            SyncStamp(milliseconds: 999, counter: 5, device: SyncDevice(rawValue: "b")),
            SyncStamp(milliseconds: 1_000, counter: 0, device: SyncDevice(rawValue: "a-1-2")),
            SyncStamp(milliseconds: 1_000, counter: 0, device: SyncDevice(rawValue: "b")),
            SyncStamp(milliseconds: 1_000, counter: 12, device: SyncDevice(rawValue: "a")),
        ]
        #expect(stamps.sorted() == stamps)
        #expect(stamps.map(\.description).sorted() == stamps.map(\.description))
        #expect(stamps.map { SyncStamp($0.description) } == stamps)
        #expect(SyncStamp("12-x") == nil && SyncStamp("a-1-b") == nil && SyncStamp("1--x") == nil)
        #expect(SyncStamp("1-2-") == nil && SyncStamp("-1-x") == nil && SyncStamp("99999999999999999999-0-x") == nil)
        #expect(SyncStamp("1-99999999999-x") == nil && SyncStamp("") == nil && SyncStamp("1-2") == nil)
        #expect(SyncStamp("0000000001000-0000000012-a-b"[...]) == SyncStamp(milliseconds: 1_000, counter: 12, device: SyncDevice(rawValue: "a-b")))
    }
}
