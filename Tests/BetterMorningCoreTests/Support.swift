@testable import BetterMorningCore
import DayKit
import Foundation
import GRDB
import Synchronization

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let date: Mutex<Date>

    init(_ iso: String) {
        date = Mutex(Self.parse(iso))
    }

    var clock: Clock { Clock { self.date.withLock { $0 } } }

    func set(_ iso: String) {
        date.withLock { $0 = Self.parse(iso) }
    }

    static func parse(_ iso: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: iso)!
    }
}

/// An app over an in-memory database with a fixed clock, in New York unless told otherwise.
struct Harness {
    let app: BetterMorning
    let clock: TestClock
    let purchaseFile: URL

    init(now: String = "2026-11-22T08:00:00-05:00", zone: String = "America/New_York", locale: String = "en_US",
         database: AppDatabase? = nil, purchaseFile: URL? = nil) throws {
        let database = try database ?? AppDatabase.inMemory()
        clock = TestClock(now)
        self.purchaseFile = purchaseFile ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("bm-purchase-\(UUID().uuidString).json")
        app = BetterMorning(
            database: database, clock: clock.clock,
            calendar: .gregorian(timeZone: TimeZone(identifier: zone)!, locale: Locale(identifier: locale)),
            reminders: StoredReminderScheduler(database: database),
            purchases: LocalPurchaseStore(file: self.purchaseFile))
        try app.launch()
    }

    func unlock() throws {
        _ = try app.buyUnlock(simulated: .success)
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try app.database.writer.read(body)
    }

    func records(_ routineID: Int64) throws -> [CalendarDay: Int] {
        try read { db in
            let rows = try DayRecord.filter(DayRecord.Columns.routineID == routineID).fetchAll(db)
            return Dictionary(uniqueKeysWithValues: rows.map { ($0.day, $0.completedCount) })
        }
    }

    func routine(_ reference: String) throws -> Routine {
        try read { db in try app.routine(reference, db) }
    }

    func marks(_ day: String) throws -> [Mark] {
        try app.routineScreen(day: CalendarDay(day)!).tasks.map(\.mark)
    }
}

func day(_ text: String) -> CalendarDay { CalendarDay(text)! }
