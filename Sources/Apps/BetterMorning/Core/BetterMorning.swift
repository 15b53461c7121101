import DayKit
import Foundation
import DayKitDatabase
import GRDB
import Logging
import Synchronization

/// Better Morning's use cases. Each is one write transaction: all of it happens or none of it.
/// Screens are built by the `…Screen` methods from the same database.
public final class BetterMorning: Sendable {
    /// The store.
    public let database: BetterMorningDatabase
    /// Where now comes from.
    public let clock: Clock
    /// The user's calendar: time zone and locale (week start).
    public let calendar: Calendar
    /// The famous people.
    public let catalog: CelebrityCatalog
    /// The iPhone's notification center; none on Linux, where the server asks the plan when it delivers.
    let reminders: (any RoutineReminderScheduler)?
    let purchases: any UnlockStore
    /// The last day this process finalized through, so a request on the same day does no writing.
    private let finalizedThrough = Mutex<CalendarDay?>(nil)
    let logger = Logger(label: "habitsuite.better-morning")

    /// The app over its database, clock, calendar and platform services.
    public init(
        database: BetterMorningDatabase,
        clock: Clock,
        calendar: Calendar,
        catalog: CelebrityCatalog = .shipped,
        reminders: (any RoutineReminderScheduler)? = nil,
        purchases: any UnlockStore
    ) {
        self.database = database
        self.clock = clock
        self.calendar = calendar
        self.catalog = catalog
        self.reminders = reminders
        self.purchases = purchases
    }

    /// Today in the user's calendar.
    public var today: CalendarDay { clock.today(in: calendar) }

    // MARK: - Launch

    /// What the app does on launch: repair a corrupt active state, finalize every day missed
    /// while it was closed, and hand the reminder to the platform's scheduler.
    public func launch() throws {
        try database.writer.write { db in
            try repairActiveRoutines(db)
        }
        try catchUp(force: true)
        try scheduleReminder()
    }

    /// Finalizes the active routine's days up to yesterday, unless this process already did so today,
    /// first opening again the days a clock that ran ahead closed (`reopenDaysClosedAhead`).
    /// Cheap when nothing changed, so every screen request may call it.
    public func catchUp(force: Bool = false) throws {
        let today = self.today
        if !force, finalizedThrough.withLock({ $0 == today }) { return }
        try database.writer.write { db in
            try reopenDaysClosedAhead(of: today, db)
            try finalizeDays(through: today.adding(days: -1), db)
        }
        finalizedThrough.withLock { $0 = today }
    }

    /// Keeps only the most recently activated routine active.
    private func repairActiveRoutines(_ db: Database) throws {
        let active = try Routine.all().active().fetchAll(db)
        guard active.count > 1 else { return }
        logger.warning("Repairing \(active.count) active routines; keeping \(active[0].name)")
        for var routine in active.dropFirst() {
            routine.isActive = false
            try routine.update(db)
        }
    }

    // MARK: - Shared reads

    // NB: every screen reads these; cached statements spare compiling their SQL each time (the
    // query interface's compile cost was most of a screen's time).

    func activeRoutine(_ db: Database) throws -> Routine? {
        try Routine.fetchOne(db.cachedStatement(sql: "SELECT * FROM routine WHERE isActive ORDER BY activationNumber DESC LIMIT 1"))
    }

    func tasks(of routineID: Int64, _ db: Database) throws -> [RoutineTask] {
        try RoutineTask.fetchAll(db.cachedStatement(sql: "SELECT * FROM task WHERE routineID = ? ORDER BY position"), arguments: [routineID])
    }

    /// The routine named by `reference`: its id, or for a famous person's routine the person's id.
    func routine(_ reference: String, _ db: Database) throws -> Routine {
        if let id = Int64(reference), let routine = try Routine.fetchOne(db, key: id) {
            return routine
        }
        if let routine = try Routine.filter(Routine.Columns.celebrityID == reference).fetchOne(db) {
            return routine
        }
        throw BetterMorningError.unknownRoutine(reference)
    }
}
