import Foundation

/// Changes as they travel between a device and the hub: who sent them, and the changes in the
/// order they were made. A batch is checked whole before any of it is applied.
public struct SyncBatch: Codable, Sendable, Equatable {
    /// The most changes one batch may carry; a first sync of years of history is a stream of batches.
    public static let limit = 8192

    public let device: SyncDevice
    public let changes: [SyncChange]

    public init(device: SyncDevice, changes: [SyncChange]) {
        self.device = device
        self.changes = changes
    }

    /// Refuses a batch that is too large, names a field outside `entities` (entity → its synced
    /// fields), or carries a stamp too far ahead of `now`; a batch that passes may be applied whole.
    /// A change from a schema newer than `schema` (the one this device reads) may name a field or
    /// an entity this device does not know yet: it is held, not refused.
    public func check(now: Date, entities: [String: Set<String>], schema: Int = .max,
                      tolerance: TimeInterval = HybridClock.defaultTolerance) throws(SyncRefusal) {
        guard changes.count <= Self.limit else { throw .tooLarge(changes: changes.count, limit: Self.limit) }
        for change in changes {
            let field = change.field
            let known = change.schema > schema
                || (field.field == SyncField.deleted || entities[field.entity]?.contains(field.field) == true) && entities[field.entity] != nil
            guard !field.record.isEmpty, known else { throw .unknownField(field) }
            try HybridClock.check(change.stamp, now: now, tolerance: tolerance)
        }
    }
}
