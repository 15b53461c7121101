import DayKitDatabase
import MyHabitLabCore

extension WritingModel {
    /// Runs `write` over `app` on its store's write line (`WriteLine`): off the main actor, after
    /// the writes asked before it, as every screen writes. The shared file may be locked by the
    /// widget for a while; the screen must not freeze meanwhile. A refusal leaves its words in
    /// `message` and gives nil.
    func written<Value: Sendable>(in app: MyHabitLab, _ write: @escaping @Sendable (MyHabitLab) throws -> Value) async -> Value? {
        await written(on: app.database.store.writes) { try write(app) }
    }
}
