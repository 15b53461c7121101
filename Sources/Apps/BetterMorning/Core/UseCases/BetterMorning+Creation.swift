import DayKit
import Foundation
import DayKitDatabase
import GRDB
import Tagged

extension BetterMorning {
    // MARK: - Purchases

    /// Whether the one-time unlock is owned.
    public var isUnlocked: Bool { purchases.isUnlocked() }

    /// The unlock's price, as the purchase store gives it.
    public var unlockPrice: String { purchases.price }

    /// Buys the unlock through the payment sheet (§6.1); `simulated` is the sheet's answer on Linux.
    public func buyUnlock(simulated: UnlockOutcome) throws -> UnlockOutcome {
        try purchases.buyUnlock(simulated: simulated)
    }

    /// Restores the unlock (§12); true when it is owned.
    public func restorePurchases() throws -> Bool {
        try purchases.restore()
    }

    // MARK: - The draft (§6.2)

    /// Sets the draft's title (at most 20 characters as a person counts them; may be empty while drafting).
    public func setDraftTitle(_ text: String) throws {
        try requireUnlock()
        let title = try Self.clean(text)
        guard title.count <= BetterMorningLimits.titleLength else { throw BetterMorningError.titleTooLong(title.count) }
        try database.writer.write { db in
            try Draft(title: title).save(db)
        }
    }

    /// Adds a task to the draft; the list stays sorted by time.
    public func addDraftTask(title text: String, at time: TimeOfDay) throws {
        try requireUnlock()
        let title = try Self.validTaskTitle(text)
        try Self.requireOnGrid(time)
        try database.writer.write { db in
            guard try DraftTask.fetchCount(db) < BetterMorningLimits.tasksPerRoutine else { throw BetterMorningError.taskLimitReached }
            if try Draft.fetchOne(db) == nil { try Draft(title: "").insert(db) }
            try NewDraftTask(title: title, time: time).insert(db)
        }
    }

    /// Changes task `number` (1 = the earliest) of the draft (the CLI, which lists it so).
    public func editDraftTask(number: Int, title text: String, at time: TimeOfDay) throws {
        try editDraftTask(.number(number), title: text, at: time)
    }

    /// Changes a task of the draft: its title and time (a draft is editable until it is saved);
    /// the list stays sorted by time.
    public func editDraftTask(_ reference: DraftTaskReference, title text: String, at time: TimeOfDay) throws {
        try requireUnlock()
        let title = try Self.validTaskTitle(text)
        try Self.requireOnGrid(time)
        try database.writer.write { db in
            var task = try reference.task(db)
            task.title = title
            task.time = time
            try task.update(db)
        }
    }

    /// Removes task `number` (1 = the earliest) from the draft, permanently (the CLI).
    public func removeDraftTask(number: Int) throws {
        try removeDraftTask(.number(number))
    }

    /// Removes a task from the draft, permanently.
    public func removeDraftTask(_ reference: DraftTaskReference) throws {
        try requireUnlock()
        try database.writer.write { db in
            _ = try reference.task(db).delete(db)
        }
    }

    /// Throws away the draft.
    public func discardDraft() throws {
        try database.writer.write { db in
            try DraftTask.deleteAll(db)
            try Draft.deleteAll(db)
        }
    }

    /// Saves the draft as a locked custom routine, active from tomorrow, and clears the draft.
    /// Returns the new routine.
    @discardableResult
    public func saveDraft() throws -> Routine {
        try requireUnlock()
        try catchUp()
        let today = self.today
        let routine = try database.writer.write { db -> Routine in
            let title = try Draft.fetchOne(db)?.title ?? ""
            guard !title.isEmpty else { throw BetterMorningError.titleEmpty }
            guard title.count <= BetterMorningLimits.titleLength else { throw BetterMorningError.titleTooLong(title.count) }
            let tasks = try DraftTask.all().inTimeOrder().fetchAll(db)
            guard !tasks.isEmpty else { throw BetterMorningError.draftHasNoTasks }
            guard tasks.count <= BetterMorningLimits.tasksPerRoutine else { throw BetterMorningError.taskLimitReached }
            var routine = try insertRoutine(name: title, kind: .custom, celebrityID: nil,
                                            tasks: tasks.map { ($0.time, $0.title) }, today: today, db)
            try activate(&routine, today: today, db)
            try DraftTask.deleteAll(db)
            try Draft.deleteAll(db)
            return routine
        }
        return routine
    }

    // MARK: - Validation

    private func requireUnlock() throws {
        guard isUnlocked else { throw BetterMorningError.needsUnlock }
    }

    /// Trims whitespace and newlines; titles are one line.
    /// Control characters are refused, and so is text that is not empty but shows nothing
    /// (only zero-width or other invisible characters).
    static func clean(_ text: String) throws -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw BetterMorningError.controlCharacters
        }
        // NB: Foundation trims zero-width spaces as whitespace, so invisible text is caught before
        // trimming; plain spaces alone still make an empty (draft) title.
        let scalars = line.unicodeScalars
        let onlySpaces = scalars.allSatisfy { $0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint }
        if !onlySpaces, scalars.allSatisfy(isInvisible) { throw BetterMorningError.invisibleTitle }
        return line.trimmingCharacters(in: .whitespaces)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
            || scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Refuses a task's time off Better Morning's grid (`BetterMorningLimits.timeStep` minutes):
    /// a day of time may hold any minute, a routine's tasks do not.
    static func requireOnGrid(_ time: TimeOfDay) throws {
        guard time.minutes % BetterMorningLimits.timeStep == 0 else { throw BetterMorningError.timeOffGrid(time.description) }
    }

    static func validTaskTitle(_ text: String) throws -> String {
        let title = try clean(text)
        guard !title.isEmpty else { throw BetterMorningError.taskTitleEmpty }
        guard title.count <= BetterMorningLimits.taskTitleLength else { throw BetterMorningError.taskTitleTooLong(title.count) }
        return title
    }
}

/// How a change names a task of the draft: by its id (a page, where the list it showed may be
/// out of date: Back, another tab), or by its place in time order (the CLI, which lists it first).
public enum DraftTaskReference: Sendable, Hashable {
    case id(DraftTaskRow.ID)
    case number(Int)

    /// The task named, or an error saying it is not in the draft.
    func task(_ db: Database) throws -> DraftTask {
        switch self {
        case .id(let id):
            guard let task = try DraftTask.find(id, db) else { throw BetterMorningError.draftTaskGone }
            return task
        case .number(let number):
            let tasks = try DraftTask.all().inTimeOrder().fetchAll(db)
            guard tasks.indices.contains(number - 1) else { throw BetterMorningError.draftTaskOutOfRange(number, count: tasks.count) }
            return tasks[number - 1]
        }
    }
}
