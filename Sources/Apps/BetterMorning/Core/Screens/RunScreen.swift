import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// Run mode (the technical design's "Active Session"): today's routine one task at a time, each
/// lasting until the next task's time. It records nothing of its own: Done marks the task as the
/// Routine tab does, and where the run stands is the address the user is at.
public struct RunScreen: Sendable, Hashable {
    /// The active routine.
    public let routine: RoutineReference
    /// Today.
    public let date: CalendarDay
    /// Every task of today in time order.
    public let steps: [RunStep]
    /// The index of the task shown, nil once the run is over.
    public let current: Int?
    /// Where Done and Skip go from here: the next task after this one that is not done yet, nil
    /// for the end.
    public let next: RunPosition
    /// How long the last task lasts.
    public let lastStepMinutes: Int

    /// The task shown, nil once the run is over.
    public var currentStep: RunStep? { current.map { steps[$0] } }
    /// How many of today's tasks are done.
    public var doneCount: Int { steps.filter { $0.mark == .done }.count }
}

/// One task of a run.
public struct RunStep: Sendable, Hashable, Encodable {
    /// The task's id.
    public let id: RoutineTask.ID
    /// Its place in time order, from 1.
    public let number: Int
    /// When it starts.
    public let time: TimeOfDay
    /// What.
    public let title: String
    /// Today's mark (a check made elsewhere shows here too).
    public let mark: TaskMark
    /// Its length: the gap to the next task's time (0 when they share a time), or the last task's
    /// length.
    public let minutes: Int
}

/// Where a run stands.
public enum RunPosition: Sendable, Hashable {
    /// The first task that is not done yet (the end when every task is done).
    case start
    /// A given task, whatever its mark.
    case task(RoutineTask.ID)
    /// After the last task: the celebration.
    case end
}

extension RunScreen: Encodable {
    private enum CodingKeys: String, CodingKey {
        case routine, date, steps, current, next, doneCount, lastStepMinutes
    }

    /// `current` and `next` are task numbers (null: the end).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(routine, forKey: .routine)
        try container.encode(date, forKey: .date)
        try container.encode(steps, forKey: .steps)
        try container.encode(currentStep?.number, forKey: .current)
        let nextNumber: Int? = if case .task(let id) = next { steps.first { $0.id == id }?.number } else { nil }
        try container.encode(nextNumber, forKey: .next)
        try container.encode(doneCount, forKey: .doneCount)
        try container.encode(lastStepMinutes, forKey: .lastStepMinutes)
    }
}

extension BetterMorning {
    /// Run mode at `position`, for today's running routine. A closed day, a routine that starts
    /// tomorrow and no routine are refused as on the Routine tab.
    public func runScreen(at position: RunPosition) throws -> RunScreen {
        try catchUp()
        return try database.reader.read { db in try runScreen(at: position, db) }
    }

    /// Run mode at `position` as `db` holds it.
    func runScreen(at position: RunPosition, _ db: Database) throws -> RunScreen {
        let today = self.today
        let (routine, tasks) = try runningRoutine(on: today, db)
        try requireOpen(routine, on: today, db)
        let lastStepMinutes = try BetterMorningSettings.current(db).lastStepMinutes
        let marks = try TaskMarkRecord.all().of(routine: routine.id, on: today).fetchAll(db)
        let markByTask = Dictionary(uniqueKeysWithValues: marks.map { ($0.taskID, $0.mark) })
        let steps = tasks.enumerated().map { index, task in
            let minutes = index + 1 < tasks.count ? tasks[index + 1].time.minutes - task.time.minutes : lastStepMinutes
            return RunStep(id: task.id, number: index + 1, time: task.time, title: task.title,
                           mark: markByTask[task.id] ?? .untouched, minutes: minutes)
        }
        let current: Int?
        switch position {
        case .start: current = steps.firstIndex { $0.mark != .done }
        case .task(let id):
            guard let index = steps.firstIndex(where: { $0.id == id }) else { throw BetterMorningError.unknownTask }
            current = index
        case .end: current = nil
        }
        let next = current.flatMap { current in steps[(current + 1)...].first { $0.mark != .done } }
        return RunScreen(routine: RoutineReference(id: routine.id, name: routine.name), date: today, steps: steps,
                         current: current, next: next.map { .task($0.id) } ?? .end, lastStepMinutes: lastStepMinutes)
    }

    /// Run mode's Done: marks the task done on `day`, which must be today (a task already done
    /// stays done), and says where the run goes next.
    @discardableResult
    public func completeRunStep(_ taskID: RoutineTask.ID, on day: CalendarDay) throws -> RunPosition {
        try changeTask(taskID, on: day) { index, tasks, routine, today, db in
            try markDone(tasks[index], of: routine, on: today, db)
            // Where the run goes: the next task after this one not done yet, as `runScreen` says it.
            let marks = try TaskMarkRecord.marks(of: routine.id, on: today, db)
            return tasks[(index + 1)...].first { marks[$0.id] != .done }.map { .task($0.id) } ?? .end
        }
    }

    /// Sets how long run mode gives the routine's last task.
    public func setLastStepMinutes(_ minutes: Int) throws {
        guard BetterMorningLimits.lastStepMinutes.contains(minutes) else { throw BetterMorningError.lastStepOutOfRange(minutes) }
        try updateSettings { $0.lastStepMinutes = minutes }
    }
}

extension RunStep: MarkedTask {}
