import DayKit
import Foundation

/// One value a synced field holds: what a column holds, or nothing (a cleared mark, a removed note).
public enum SyncValue: Hashable, Codable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case text(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int64.self) { self = .integer(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else { self = .text(try container.decode(String.self)) }
    }

    /// Whether a switch is on: true, or a column's 1 (a database holds a switch as 0 or 1).
    public var isTrue: Bool {
        switch self {
        case .bool(let value): value
        case .integer(let value): value != 0
        default: false
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .text(let value): try container.encode(value)
        }
    }
}

/// Which field of which record: the unit that merges. An entity is a synced table ("habit",
/// "entry"), a record its row's stable key (a UUID, or a habit and a day), a field one column or
/// one value that moves as a whole (a day's mark with its measured value is one field).
public struct SyncField: Hashable, Codable, Sendable, Comparable {
    public let entity: String
    public let record: String
    public let field: String

    public init(entity: String, record: String, field: String) {
        self.entity = entity
        self.record = record
        self.field = field
    }

    public static func < (lhs: SyncField, rhs: SyncField) -> Bool {
        (lhs.entity, lhs.record, lhs.field) < (rhs.entity, rhs.record, rhs.field)
    }

    /// The field every synced record has: whether it is deleted (`.bool(true)`), a tombstone that
    /// beats earlier edits of the record and loses to later ones; restoring sets it `false`.
    public static let deleted = "deleted"
}

/// One change to one field, as captured with the write that made it: the value it set, when
/// (`stamp`), and the schema version of the app that wrote it.
public struct SyncChange: Hashable, Codable, Sendable {
    public let field: SyncField
    public let value: SyncValue
    public let stamp: SyncStamp
    /// The writer's schema version; a device on an older one keeps the change unapplied until it upgrades.
    public let schema: Int

    public init(field: SyncField, value: SyncValue, stamp: SyncStamp, schema: Int) {
        self.field = field
        self.value = value
        self.stamp = stamp
        self.schema = schema
    }

    /// Whether this change replaces `current`, the change a replica holds for the same field: the
    /// later stamp wins, whatever order the two arrive in. (Two changes with one stamp are one
    /// change delivered twice.)
    public func replaces(_ current: SyncChange?) -> Bool {
        guard let current else { return true }
        return stamp > current.stamp
    }
}

/// Why a batch of changes was refused; nothing of it was applied.
public enum SyncRefusal: Refusal, Hashable, Sendable {
    /// A stamp far ahead of this device's clock.
    case futureDated(hoursAhead: Int)
    /// More changes than one batch may carry.
    case tooLarge(changes: Int, limit: Int)
    /// A change names no entity, record or field, or one this app does not sync.
    case unknownField(SyncField)
    /// The batch could not be read at all.
    case unreadable(String)

    /// The sentence a person reads.
    public var message: String {
        switch self {
        case .futureDated(let hours):
            "These changes are dated \(hours) hours ahead of this device's clock, so none was applied. Set the right time on the device that made them, then sync again."
        case .tooLarge(let changes, let limit):
            "A batch of \(changes) changes is more than the \(limit) one batch may carry; nothing was applied."
        case .unknownField(let field):
            "“\(field.entity).\(field.field)” is not something this app syncs; nothing was applied."
        case .unreadable(let detail):
            "These changes could not be read (\(detail)); nothing was applied."
        }
    }
}
