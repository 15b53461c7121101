import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// Arranging the habits (reorder by drag, archive, restore, delete) and Stats, through their
/// models, as the web tests move, archive and restore habits and read Stats.
@MainActor @Suite struct HabitsModelTests {
    private func arranged(_ names: String...) throws -> (HabitsModel, MyHabitLabHarness, [String: Habit.ID]) {
        let h = try MyHabitLabHarness()
        var ids: [String: Habit.ID] = [:]
        for name in names { ids[name] = try h.habit(name).id }
        let model = HabitsModel(app: h.app)
        model.observe()
        return (model, h, ids)
    }

    @Test(arguments: [
        ([0], 3, ["B", "C", "A", "D"]),
        ([3], 0, ["D", "A", "B", "C"]),
        ([0, 1], 4, ["C", "D", "A", "B"]),
        ([1, 3], 0, ["B", "D", "A", "C"]),
        ([2], 2, ["A", "B", "C", "D"]),
    ])
    func aDragMovesTheRowsWhereTheyWereDropped(offsets: [Int], destination: Int, order: [String]) async throws {
        let (model, h, _) = try arranged("A", "B", "C", "D")
        #expect(model.active.map(\.name) == ["A", "B", "C", "D"])
        await model.move(fromOffsets: IndexSet(offsets), toOffset: destination)
        #expect(try h.app.habitList().map(\.name) == order)
        await eventually { model.active.map(\.name) == order }
        #expect(model.active.map(\.position) == [1, 2, 3, 4])
    }

    @Test func aPositionOutOfRangeIsRefused() async throws {
        let (model, h, ids) = try arranged("A", "B")
        #expect(await !model.move(try #require(ids["A"]), to: 5))
        #expect(model.message == "There is no position 5: positions go from 1 to 2.")
        #expect(try h.app.habitList().map(\.name) == ["A", "B"])
    }

    @Test func archivingLeavesTodayAndStatsAndRestoringBringsItBack() async throws {
        let (model, h, ids) = try arranged("A", "B", "C")
        let root = MyHabitLabModel(app: h.app)
        root.launch()
        let b = try #require(ids["B"])
        await model.archive(b)
        await eventually { model.archived.map(\.name) == ["B"] && model.active.map(\.name) == ["A", "C"] }
        await eventually { root.today.screen?.habits.map(\.name) == ["A", "C"] && root.stats.screen?.habits.count == 2 }
        await model.restore(b)
        await eventually { model.archived.isEmpty && model.active.count == 3 }
        await eventually { root.today.screen?.habits.count == 3 }
        await model.delete(b)
        await eventually { model.active.map(\.name) == ["A", "C"] }
        #expect(try h.app.habitList(archived: true).isEmpty)
    }

    @Test func statsFollowWhatTodayChanges() async throws {
        let h = try MyHabitLabHarness()
        let read = try h.habit("Read")
        try h.done(read, "2026-11-20", "2026-11-21")
        let root = MyHabitLabModel(app: h.app)
        root.launch()
        #expect(root.stats.screen?.habits.first?.currentStreak == 2)
        await root.today.toggle(read.id)
        await eventually { root.stats.screen?.habits.first?.currentStreak == 3 }
        #expect(root.stats.screen?.habits.first?.longestStreak == 3)
    }
}
