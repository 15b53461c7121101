import Foundation

/// A device taking part in sync: one per install of an app (a phone, a laptop's data folder, a
/// server). Its name breaks ties between stamps and is never shown.
public struct SyncDevice: RawRepresentable, Hashable, Comparable, Codable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A device name for a new install.
    public static func new() -> SyncDevice {
        SyncDevice(rawValue: UUID().uuidString.lowercased())
    }

    public static func < (lhs: SyncDevice, rhs: SyncDevice) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// When a change was made, as a hybrid logical clock says it: the device's wall clock in
/// milliseconds, raised past every stamp the device has seen, a counter for changes within one
/// millisecond, and the device for ties. Stamps order every change of every device the same way
/// everywhere, and a change made after a device has seen another's is always later than it,
/// whatever the two wall clocks say.
public struct SyncStamp: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970, the wall-clock part.
    public let milliseconds: Int64
    /// Orders stamps within one millisecond.
    public let counter: Int32
    /// The device that made the change: the last tie-breaker.
    public let device: SyncDevice

    public init(milliseconds: Int64, counter: Int32 = 0, device: SyncDevice) {
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    public static func < (lhs: SyncStamp, rhs: SyncStamp) -> Bool {
        (lhs.milliseconds, lhs.counter, lhs.device) < (rhs.milliseconds, rhs.counter, rhs.device)
    }

    /// `milliseconds-counter-device`, which sorts as the stamps do while milliseconds keep 13 digits
    /// (until the year 2286); how a stamp is stored in a database column.
    public var description: String {
        let millis = String(milliseconds)
        let count = String(counter)
        return String(repeating: "0", count: max(0, 13 - millis.count)) + millis + "-"
            + String(repeating: "0", count: max(0, 10 - count.count)) + count + "-" + device.rawValue
    }

    /// Reads `description`'s form (digits, a dash, digits, a dash, the device); nil for anything
    /// else. NB: read byte by byte: a first sync reads millions of stamps.
    public init?(_ text: some StringProtocol) {
        let bytes = text.utf8
        var index = bytes.startIndex
        /// The digits up to the next dash, and past it.
        func number<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
            var value: Value = 0
            var digits = 0
            while index != bytes.endIndex, bytes[index] != UInt8(ascii: "-") {
                let byte = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let (shifted, over) = value.multipliedReportingOverflow(by: 10)
                let (sum, overAgain) = shifted.addingReportingOverflow(Value(byte - UInt8(ascii: "0")))
                guard !over, !overAgain else { return nil }
                (value, digits) = (sum, digits + 1)
                bytes.formIndex(after: &index)
            }
            guard digits > 0, index != bytes.endIndex else { return nil }
            bytes.formIndex(after: &index)
            return value
        }
        guard let millis = number(Int64.self), let count = number(Int32.self), index != bytes.endIndex else { return nil }
        self.init(milliseconds: millis, counter: count, device: SyncDevice(rawValue: String(text[index...])))
    }
}

/// A device's hybrid logical clock (Kulkarni et al., 2014): stamps that follow the wall clock
/// while it moves forward, never go back, and move past every stamp received. A device whose
/// clock is hours ahead therefore wins a conflict only against edits made before the others saw
/// its changes; one whose clock is behind catches up on its first sync. A stamp too far in the
/// future of this device's clock (`tolerance`) is refused: it would drag every clock with it.
public struct HybridClock: Sendable {
    /// The device the stamps name.
    public let device: SyncDevice
    /// The latest stamp made or seen.
    public private(set) var latest: SyncStamp
    /// How far ahead of this device's clock a received stamp may be.
    public let tolerance: TimeInterval

    /// The longest a clock may be ahead of another's: a day and a half, so that two devices each
    /// half a day off in opposite directions still sync, and a clock years ahead does not.
    public static let defaultTolerance: TimeInterval = 36 * 3600

    public init(device: SyncDevice, latest: SyncStamp? = nil, tolerance: TimeInterval = HybridClock.defaultTolerance) {
        self.device = device
        self.latest = latest ?? SyncStamp(milliseconds: 0, counter: 0, device: device)
        self.tolerance = tolerance
    }

    /// A stamp for a change made now.
    public mutating func stamp(now: Date) -> SyncStamp {
        let wall = Self.milliseconds(now)
        latest = wall > latest.milliseconds
            ? SyncStamp(milliseconds: wall, counter: 0, device: device)
            : SyncStamp(milliseconds: latest.milliseconds, counter: latest.counter + 1, device: device)
        return latest
    }

    /// Moves past `received`, a stamp from another device; refuses one too far ahead of `now`.
    public mutating func observe(_ received: SyncStamp, now: Date) throws(SyncRefusal) {
        try Self.check(received, now: now, tolerance: tolerance)
        if received.milliseconds > latest.milliseconds || (received.milliseconds == latest.milliseconds && received.counter > latest.counter) {
            latest = SyncStamp(milliseconds: received.milliseconds, counter: received.counter, device: device)
        }
    }

    /// Refuses `stamp` when it is more than `tolerance` ahead of `now`.
    public static func check(_ stamp: SyncStamp, now: Date, tolerance: TimeInterval = defaultTolerance) throws(SyncRefusal) {
        let ahead = Double(stamp.milliseconds - milliseconds(now)) / 1000
        if ahead > tolerance { throw .futureDated(hoursAhead: Int((ahead / 3600).rounded())) }
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }
}
