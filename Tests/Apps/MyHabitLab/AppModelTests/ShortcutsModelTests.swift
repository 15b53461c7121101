import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import Testing
import TestSupport

/// What the App Intents do through `ShortcutsModel`, over the shared file as another process opens
/// it: finding habits by name, toggling, logging a value, and what is left today.
@Suite struct ShortcutsModelTests {
    @Test func habitsAreFoundByNameIgnoringCaseAndAccents() throws {
        let file = SharedFile()
        let app = try file.app()
        let read = try app.createHabit(HabitFields(name: "Read"))
        let cafe = try app.createHabit(HabitFields(name: "No café"))
        let walk = try app.createHabit(HabitFields(name: "Walk"))
        try app.archiveHabit(walk.id)
        let shortcuts = ShortcutsModel(app: try file.widget())

        #expect(try shortcuts.habits().map(\.name) == ["Read", "No café"])
        #expect(try shortcuts.habits(matching: "READ").map(\.id) == [read.id])
        #expect(try shortcuts.habits(matching: " cafe ").map(\.id) == [cafe.id])
        #expect(try shortcuts.habits(matching: "walk").isEmpty)  // archived
        #expect(try shortcuts.habits(matching: "").count == 2)
        #expect(try shortcuts.habits(ids: [walk.id, cafe.id, Habit.ID()]).map(\.id) == [cafe.id])
    }

    @Test func toggleAndLogSayHowTheHabitStands() throws {
        let (app, shortcuts, read, water) = try readAndWater()

        #expect(try shortcuts.habits().map(\.isMeasurable) == [false, true])
        #expect(try shortcuts.habits()[1].unit == "litres")
        #expect(try shortcuts.toggle(read.id) == "Read, done today, 1-day streak")
        #expect(try shortcuts.log(water.id, value: 1.5) == "Water, 1.5 of 2 litres, not done yet, no streak")
        #expect(try app.todayScreen().doneCount == 1)  // written to the file the app reads
    }

    @Test func whatTheCoreRefusesComesBackInItsWords() throws {
        let (_, shortcuts, read, water) = try readAndWater()

        #expect(throws: ShortcutsRefusal.self) { try shortcuts.log(read.id, value: 3) }
        #expect(throws: ShortcutsRefusal(message: "A value is a number from 0 up to 999,999,999.")) {
            try shortcuts.log(water.id, value: -1)
        }
        #expect(throws: ShortcutsRefusal.self) { try shortcuts.toggle(Habit.ID()) }
    }

    @Test func whatIsLeftTodayIsWhatIsDueAndNotMetYet() throws {
        let file = SharedFile()
        let app = try file.app()
        let shortcuts = ShortcutsModel(app: try file.widget())
        #expect(try shortcuts.whatsLeftToday().sentence == "Nothing is due today.")

        let today = file.calendar.component(.weekday, from: file.clock.clock.now)
        let read = try app.createHabit(HabitFields(name: "Read"))
        let walk = try app.createHabit(HabitFields(name: "Walk"))
        let gym = try app.createHabit(HabitFields(name: "Gym"))
        _ = try app.createHabit(HabitFields(name: "Swim", schedule: .weekdays(Set(1...7).subtracting([today]))))
        #expect(try shortcuts.whatsLeftToday().sentence == "3 left today: Read, Walk and Gym.")

        try app.toggle(read.id)
        _ = try app.skip(gym.id)
        let left = try shortcuts.whatsLeftToday()
        #expect(left.left == ["Walk"] && left.sentence == "1 left today: Walk.")

        _ = try shortcuts.toggle(walk.id)
        #expect(try shortcuts.whatsLeftToday().sentence == "Nothing left today: 2 of 3 done.")  // Gym skipped
    }

    /// "Read" (yes/no) and "Water" (at least 2 litres), written by the app; Shortcuts over the file
    /// as another process opens it.
    private func readAndWater() throws -> (app: MyHabitLab, shortcuts: ShortcutsModel, read: Habit, water: Habit) {
        let file = SharedFile()
        let app = try file.app()
        let read = try app.createHabit(HabitFields(name: "Read"))
        let water = try app.createHabit(HabitFields(name: "Water", kind: .measurable(unit: "litres", target: 2, direction: .atLeast)))
        return (app, ShortcutsModel(app: try file.widget()), read, water)
    }
}
