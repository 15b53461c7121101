import DayKit
import Foundation
import Synchronization

/// A clock the test moves by hand.
public final class TestClock: Sendable {
    private let date: Mutex<Date>

    /// A clock showing `iso` (ISO 8601 with an offset).
    public init(_ iso: String) {
        date = Mutex(Self.parse(iso))
    }

    /// The clock to inject.
    public var clock: Clock { Clock { self.date.withLock { $0 } } }

    /// Moves the clock to `iso`.
    public func set(_ iso: String) {
        date.withLock { $0 = Self.parse(iso) }
    }

    /// `iso` as an instant.
    public static func parse(_ iso: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        // NB: a malformed instant is a mistake in the test itself.
        return formatter.date(from: iso)!
    }
}

/// The day `text` (`YYYY-MM-DD`).
public func day(_ text: String) -> CalendarDay {
    // NB: a malformed day is a mistake in the test itself.
    CalendarDay(text)!
}

extension Calendar {
    /// A Gregorian calendar in time zone `zone` with the week conventions of `locale`.
    public static func test(zone: String = "America/New_York", locale: String = "en_US") -> Calendar {
        .gregorian(timeZone: TimeZone(identifier: zone)!, locale: Locale(identifier: locale))
    }
}

/// A fresh directory under the temporary directory, removed when the test process exits (a full
/// run makes some 6 GB of them: databases of years of history, their exports; left behind, a few
/// runs fill a disk).
public func temporaryDirectory(_ prefix: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    TemporaryDirectories.made.withLock { made in
        if made.isEmpty { atexit { TemporaryDirectories.removeAll() } }
        made.append(url)
    }
    return url
}

/// The directories `temporaryDirectory(_:)` handed out in this process.
private enum TemporaryDirectories {
    static let made = Mutex<[URL]>([])

    static func removeAll() {
        for url in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: url) }
    }
}
