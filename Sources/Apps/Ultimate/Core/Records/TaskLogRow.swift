import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A task log's row: a checklist's checked items as a JSON array, instants as seconds since 1970.
struct TaskLogRow: Codable, Sendable {
    var challengeID: String
    var taskID: String
    var day: CalendarDay
    var value: Double
    var checked: [String]
    var note: String?
    var timerStartedAt: Double?
    var completedAt: Double?

    /// Table columns.
    enum Columns {
        static let challengeID = Column(CodingKeys.challengeID)
        static let taskID = Column(CodingKeys.taskID)
        static let day = Column(CodingKeys.day)
        static let value = Column(CodingKeys.value)
        static let checked = Column(CodingKeys.checked)
        static let note = Column(CodingKeys.note)
        static let timerStartedAt = Column(CodingKeys.timerStartedAt)
        static let completedAt = Column(CodingKeys.completedAt)
    }

    init(challengeID: Challenge.ID, _ log: TaskLog) {
        self.challengeID = challengeID.uuidString
        taskID = log.taskID.uuidString
        day = log.day
        value = log.value
        checked = log.checked.sorted()
        note = log.note
        timerStartedAt = log.timerStartedAt?.timeIntervalSince1970
        completedAt = log.completedAt?.timeIntervalSince1970
    }

    var log: TaskLog {
        TaskLog(taskID: ChallengeTask.ID(UUID(uuidString: taskID)!), day: day, value: value, checked: Set(checked), note: note,
                timerStartedAt: timerStartedAt.map { Date(timeIntervalSince1970: $0) }, completedAt: completedAt.map { Date(timeIntervalSince1970: $0) })
    }
}

extension TaskLogRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "taskLog"

    /// Read by hand: a challenge's timeline reads every one of its logs, and most have no checked
    /// items, so the JSON decoder runs only for the ones that do.
    init(row: Row) throws {
        challengeID = row[Columns.challengeID]
        taskID = row[Columns.taskID]
        day = row[Columns.day]
        value = row[Columns.value]
        let checkedText: String = row[Columns.checked]
        checked = checkedText == "[]" ? [] : try JSONDecoder().decode([String].self, from: Data(checkedText.utf8))
        note = row[Columns.note]
        timerStartedAt = row[Columns.timerStartedAt]
        completedAt = row[Columns.completedAt]
    }
}
