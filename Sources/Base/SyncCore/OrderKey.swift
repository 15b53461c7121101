/// A position in a list that two devices can change offline: a key that sorts between its
/// neighbours (fractional indexing, as Figma's multiplayer lists do), so moving one item rewrites
/// only that item's key. Keys are base-36 digits that never end in "0", so there is always room
/// below and between. Two devices inserting at the same place at once get different keys: each
/// key ends with a few digits of its device. Lists sort by key, then by record, so they converge
/// even if two keys ever met.
public enum OrderKey {
    static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz")

    /// A key after `before` and before `after` (nil: the list's start or end), ending in `device`'s digits.
    public static func between(_ before: String?, _ after: String?, device: SyncDevice) -> String {
        let low = digitsOf(before ?? "")
        let high = after.map(digitsOf)
        var key = midpoint(low, high)
        // NB: the device's digits may follow only a key that is not a prefix of `after`, or the
        // key could pass `after`; such a key is extended below `after`'s rest until it is not.
        while let high, high.starts(with: key) {
            key += midpoint([], Array(high[key.count...]))
        }
        return String((key + tail(device)).map { digits[$0] })
    }

    /// Keys for `count` items in order, for a list written whole (an import, a first sync).
    public static func sequence(_ count: Int, device: SyncDevice) -> [String] {
        var keys: [String] = []
        for _ in 0..<count { keys.append(between(keys.last, nil, device: device)) }
        return keys
    }

    /// The digits strictly between `low` and `high` (nil: no upper bound), never ending in 0. Keys
    /// received from elsewhere may be out of order or malformed: then the key is only after `low`.
    static func midpoint(_ low: [Int], _ high: [Int]?) -> [Int] {
        let high = high.flatMap { $0.isEmpty ? nil : $0 }
        if let high {
            var shared = 0
            while shared < high.count, (shared < low.count ? low[shared] : 0) == high[shared] { shared += 1 }
            if shared == high.count { return midpoint(low, nil) }
            if shared > 0 {
                return Array(high[..<shared]) + midpoint(Array(low.dropFirst(shared)), Array(high[shared...]))
            }
        }
        let lowDigit = low.first ?? 0
        let highDigit = high?.first ?? digits.count
        if highDigit - lowDigit > 1 { return [(lowDigit + highDigit + 1) / 2] }
        if let high, high.count > 1 { return [high[0]] }
        return [lowDigit] + midpoint(Array(low.dropFirst()), nil)
    }

    /// Three digits of the device's name, none of them 0.
    static func tail(_ device: SyncDevice) -> [Int] {
        var hash: UInt32 = 2_166_136_261
        for byte in device.rawValue.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return (0..<3).map { index in Int((hash >> (UInt32(index) * 10)) % 35) + 1 }
    }

    static func digitsOf(_ key: String) -> [Int] {
        key.map { character in digits.firstIndex(of: character) ?? 0 }
    }
}
