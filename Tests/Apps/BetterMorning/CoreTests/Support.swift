@testable import BetterMorningCore
import BetterMorningTestSupport
import DayKit
import Foundation
import GRDB
import TestSupport

/// The shared harness, with reads of the stored records that only the Core's tests need.
typealias Harness = BetterMorningHarness

extension BetterMorningHarness {
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try app.database.writer.read(body)
    }

    func records(_ routineID: Routine.ID) throws -> [CalendarDay: Int] {
        try read { db in
            let rows = try DayRecord.all().of(routine: routineID).fetchAll(db)
            return Dictionary(uniqueKeysWithValues: rows.map { ($0.day, $0.completedCount) })
        }
    }

    func routine(_ reference: String) throws -> Routine {
        let id = try app.routineID(reference)
        return try read { db in try app.routine(id, db) }
    }
}
