import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore
import Observation

/// The habits as a list to arrange: the active ones in manual order (reordered by drag) and the
/// archived ones (restored or deleted), both kept current.
@MainActor @Observable
public final class HabitsModel: WritingModel {
    /// The active habits in manual order.
    public var active: [HabitSummary] { activeList.screen ?? [] }
    /// The archived habits in their manual order.
    public var archived: [HabitSummary] { archivedList.screen ?? [] }
    /// A refused action's message; the view sets it back to nil.
    public var message: String?

    private let app: MyHabitLab
    /// The two lists kept current; a list that cannot be read says why in `message`.
    private let activeList: ObservedScreen<[HabitSummary]>
    private let archivedList: ObservedScreen<[HabitSummary]>

    /// The lists over `app`; empty until `observe()`.
    public init(app: MyHabitLab) {
        self.app = app
        activeList = ObservedScreen(app.habitListObservation(archived: false))
        archivedList = ObservedScreen(app.habitListObservation(archived: true))
        for list in [activeList, archivedList] {
            list.onFailure = { [weak self] in self?.message = refusalText($0) }
        }
    }

    /// Starts keeping both lists current.
    public func observe() {
        activeList.observe()
        archivedList.observe()
    }

    /// A drag in the active list (SwiftUI's `onMove`): the rows at `offsets` go before the row at
    /// `destination` (the list's end when it is the count). Each habit moves by its id, one
    /// position at a time from the top, so the rows before it stay in place.
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) async {
        var current = active.map(\.id)
        let moved = offsets.map { current[$0] }
        var order = current.filter { !moved.contains($0) }
        order.insert(contentsOf: moved, at: destination - offsets.count { $0 < destination })
        for (index, id) in order.enumerated() where current[index] != id {
            guard await move(id, to: index + 1) else { return }
            current.removeAll { $0 == id }
            current.insert(id, at: index)
        }
    }

    /// Moves habit `id` to `position` (1 = first) in its list; false when refused.
    @discardableResult
    public func move(_ id: Habit.ID, to position: Int) async -> Bool {
        await written(in: app) { try $0.moveHabit(id, to: position) } != nil
    }

    /// Archives habit `id`: it leaves Today and Stats, its history stays.
    public func archive(_ id: Habit.ID) async {
        _ = await written(in: app) { try $0.archiveHabit(id) }
    }

    /// Restores the archived habit `id` (last in the active list's manual order as it was).
    public func restore(_ id: Habit.ID) async {
        _ = await written(in: app) { try $0.restoreHabit(id) }
    }

    /// Deletes habit `id` and its history (after the confirmation).
    public func delete(_ id: Habit.ID) async {
        _ = await written(in: app) { try $0.deleteHabit(id) }
    }
}
