import DayKit
import GRDB
import Tagged

/// What making another routine active does to the active one, in every shell's words: a routine
/// that has begun stops today, its tasks not checked marked missed; one chosen but not begun yet
/// (it starts tomorrow) just never starts, nothing marked (issue 39, item 3).
public struct RoutineSwitch: Codable, Sendable, Hashable {
    /// The active routine's name.
    public let replaced: String
    /// Whether its first day has come (it starts on or before today).
    public let hasBegun: Bool

    /// The sentence a switch's question says of the routine it replaces.
    public var consequence: String {
        hasBegun
            ? "\(replaced) stops today: its tasks not checked today are marked missed."
            : "\(replaced) has not begun yet, so nothing of it is marked: it will not start tomorrow."
    }
}

extension BetterMorning {
    /// What making a routine other than the active one active would do to it: nil when no routine is active.
    func routineSwitch(_ db: Database) throws -> RoutineSwitch? {
        try Routine.active(db).map { RoutineSwitch(replaced: $0.name, hasBegun: $0.startDay <= today) }
    }

    /// What restarting a routine from the Data tab asks first (§10.3), in every shell's words: it
    /// ends today's morning of the active routine when that has begun, and starts the routine tomorrow.
    public func restartQuestion(_ id: Routine.ID) throws -> (heading: String, message: String, confirm: String) {
        try database.reader.read { db in
            let routine = try routine(id, db)
            let starts = "“\(routine.name)” starts again tomorrow; its history is kept."
            guard let change = try routineSwitch(db) else { return ("Restart “\(routine.name)”?", starts, "Restart routine") }
            if routine.isActive {
                let today = change.hasBegun ? "Its tasks not checked today are marked missed; it" : "It"
                return ("Restart “\(routine.name)”?", "\(today) starts again from day 1 tomorrow; its history is kept.", "Restart routine")
            }
            return ("Switch to “\(routine.name)”?", "\(change.consequence) \(starts)", "Switch routine")
        }
    }
}
