import Foundation

/// What one device holds of the synced data, as the merge rules define it: for every field, the
/// change that won. Applying is idempotent and order-independent (a field keeps the change with
/// the latest stamp), so duplicates, replays and any order of delivery converge to the same
/// replica. This is the rules' reference: a database applies the same rules in SQL (the same
/// `SyncChange.replaces`), and the property tests hold both to them.
public struct SyncReplica: Sendable, Equatable {
    /// The schema version this device reads and writes.
    public private(set) var schema: Int
    /// Every field's winning change.
    public private(set) var fields: [SyncField: SyncChange] = [:]
    /// Changes from a newer schema, kept unapplied until this device upgrades.
    public private(set) var held: Set<SyncChange> = []

    public init(schema: Int) {
        self.schema = schema
    }

    /// Applies `changes` (a batch, in any order); gives those that changed a field.
    @discardableResult
    public mutating func apply(_ changes: some Sequence<SyncChange>) -> [SyncChange] {
        var applied: [SyncChange] = []
        for change in changes {
            if change.schema > schema {
                held.insert(change)
            } else if change.replaces(fields[change.field]) {
                fields[change.field] = change
                applied.append(change)
            }
        }
        return applied
    }

    /// Moves to schema `version` and applies the changes held for it.
    public mutating func upgrade(to version: Int) {
        schema = max(schema, version)
        let ready = held.filter { $0.schema <= schema }
        held.subtract(ready)
        apply(ready.sorted { $0.stamp < $1.stamp })
    }

    /// A record's fields as they stand, nil when the record is deleted: its tombstone is later
    /// than every other field's change (an edit after the deletion brings the record back).
    public func record(_ entity: String, _ record: String) -> [String: SyncValue]? {
        let own = fields.filter { $0.key.entity == entity && $0.key.record == record }
        return Self.visible(own.map(\.value))
    }

    /// The live records of `entity`, by record key.
    public func records(_ entity: String) -> [String: [String: SyncValue]] {
        var byRecord: [String: [SyncChange]] = [:]
        for (field, change) in fields where field.entity == entity { byRecord[field.record, default: []].append(change) }
        return byRecord.compactMapValues(Self.visible)
    }

    /// The rule for one record's winning changes: deleted when its `deleted` field is true and
    /// later than every other field's change.
    public static func visible(_ changes: [SyncChange]) -> [String: SyncValue]? {
        guard !changes.isEmpty else { return nil }
        let tombstone = changes.first { $0.field.field == SyncField.deleted }
        let edits = changes.filter { $0.field.field != SyncField.deleted }
        if let tombstone, tombstone.value.isTrue, edits.allSatisfy({ $0.stamp < tombstone.stamp }) { return nil }
        return Dictionary(uniqueKeysWithValues: edits.map { ($0.field.field, $0.value) })
    }
}
