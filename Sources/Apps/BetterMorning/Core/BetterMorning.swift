import DayKit
import Foundation
import DayKitDatabase
import GRDB
import Tagged
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
        do {
            try database.writer.write { db in
                try reopenDaysClosedAhead(of: today, db)
                try finalizeDays(through: today.adding(days: -1), db)
            }
        } catch where database.store.problem(error)?.kind == .diskFull {
            // NB: on a full disk the days stay open until there is room; the screens read on (issue 40, item 6).
            logger.warning("The disk is full: the days through \(today.adding(days: -1)) are closed once there is room")
            return
        }
        finalizedThrough.withLock { $0 = today }
    }

    /// Closes as missed every day up to yesterday that a catch-up left open because there were
    /// more than `BetterMorningLimits.catchUpDays` (the person confirmed it on the Routine tab).
    /// Returns how many days it closed; none when there were none to confirm.
    @discardableResult
    public func closeOpenDays() throws -> Int {
        let today = self.today
        let closed = try database.writer.write { db in
            try reopenDaysClosedAhead(of: today, db)
            guard let open = try daysToConfirm(db) else { return 0 }
            try finalizeDays(through: open.last, confirmed: true, db)
            return open.count
        }
        finalizedThrough.withLock { $0 = today }
        return closed
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

    // MARK: - Routines named from outside

    /// The routine a person names (the CLI): its id as `routines` prints it, or for a famous
    /// person's routine the person's id. Resolved here, once; every use case takes the id.
    public func routineID(_ reference: String) throws -> Routine.ID {
        try database.reader.read { db in
            if let id = Int64(reference), let routine = try Routine.find(Routine.ID(id), db) { return routine.id }
            if let routine = try Routine.ofCelebrity(reference, db) { return routine.id }
            throw BetterMorningError.unknownRoutine(reference)
        }
    }

    /// The routine with `id`, or an error naming it.
    func routine(_ id: Routine.ID, _ db: Database) throws -> Routine {
        guard let routine = try Routine.find(id, db) else { throw BetterMorningError.unknownRoutine(String(id.rawValue)) }
        return routine
    }
}
