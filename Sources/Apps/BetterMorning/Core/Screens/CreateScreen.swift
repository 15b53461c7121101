import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// Create Routine (§6.2): the draft as it stands.
public struct CreateScreen: Codable, Sendable, Hashable {
    /// The title so far.
    public let title: String
    /// Its length as a person counts characters.
    public let titleLength: Int
    /// The most a title may have.
    public let titleLimit: Int
    /// The tasks in time order.
    public let tasks: [DraftTaskRow]
    /// The most tasks a routine may have.
    public let taskLimit: Int
    /// Whether the limit is reached (the banner shows and Add is disabled).
    public let isFull: Bool
    /// Whether Save would succeed.
    public let canSave: Bool
    /// The active routine that saving replaces (it stops today), if there is one: asked first, as
    /// choosing a famous person's routine asks.
    public let replaces: String?
    /// What saving does to the routine it replaces, if any.
    public let replacing: RoutineSwitch?
}

extension CreateScreen {
    /// What saving asks first (it locks the routine for good), in every shell's words: replacing
    /// the active routine is asked the way choosing a famous person's routine asks.
    public var saveQuestion: (heading: String, message: String, confirm: String) {
        guard let replacing else { return ("Create this routine?", "It can't be edited afterwards. It starts tomorrow.", "Create routine") }
        return ("Switch to “\(title)”?",
                "\(replacing.consequence) “\(title)” starts tomorrow and can't be edited afterwards.",
                "Switch routine")
    }
}

/// One task of the draft.
public struct DraftTaskRow: Codable, Sendable, Hashable {
    /// A draft task's id: a draft task's, never a routine's task's.
    public typealias ID = Tagged<DraftTaskRow, Int64>

    /// The task itself, as a page names it (`DraftTaskReference.id`).
    public let id: ID
    /// Its place in time order, from 1 (`draft remove N`).
    public let number: Int
    /// When.
    public let time: TimeOfDay
    /// What.
    public let title: String
}

extension BetterMorning {
    /// The draft. Refused without the unlock.
    public func createScreen() throws -> CreateScreen {
        guard isUnlocked else { throw BetterMorningError.needsUnlock }
        return try database.reader.read { db in try createScreen(db) }
    }

    /// The draft as `db` holds it.
    func createScreen(_ db: Database) throws -> CreateScreen {
        let title = try Draft.fetchOne(db)?.title ?? ""
        let tasks = try DraftTask.all().inTimeOrder().fetchAll(db).enumerated().map { index, task in
            DraftTaskRow(id: task.id, number: index + 1, time: task.time, title: task.title)
        }
        return CreateScreen(title: title, titleLength: title.count, titleLimit: BetterMorningLimits.titleLength, tasks: tasks,
                            taskLimit: BetterMorningLimits.tasksPerRoutine, isFull: tasks.count >= BetterMorningLimits.tasksPerRoutine,
                            canSave: !title.isEmpty && !tasks.isEmpty, replaces: try Routine.active(db)?.name,
                            replacing: try routineSwitch(db))
    }
}
