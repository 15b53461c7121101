import DayKit
import Testing
import UltimateCore

/// Issue 34, item 3: a task's description has one reader, whose refusal names its field.
@Suite struct TaskDraftTests {
    @Test func aFormIsReadWholeAndChangesOnlyChangeWhatTheyName() throws {
        let water = ChallengeTask(name: "Water", measurement: .quantity(target: 3.785411784, unit: .liters))
        let shown = try TaskDraft([.name: "Water", .measurement: "quantity", .target: "3.79", .unit: "L", .time: ""], scope: .form).task(over: water)
        #expect(shown.measurement == water.measurement && shown.frequency == .daily && shown.category == .other)
        let weekdays = try TaskDraft([.frequency: "weekdays", .weekdays: TaskDraft.weekdayList([2, 6])], scope: .form).task(over: water)
        #expect(weekdays.frequency == .weekdays([2, 6]) && weekdays.measurement == .binary)
        let unitOnly = try TaskDraft([.unit: "fl oz", .time: "none"], scope: .changes).task(over: water)
        #expect(unitOnly.measurement == .quantity(target: 3.785411784, unit: .fluidOunces) && unitOnly.timeOfDay == nil)
    }

    @Test(arguments: [
        ([TaskDraft.Field.measurement: "quantity", .target: "lots", .unit: "L"], TaskDraft.Field.target, "“lots” is not a number."),
        ([.measurement: "quantity", .target: "1", .unit: "furlongs"], .unit, "“furlongs” is not a unit."),
        ([.frequency: "days", .days: "first"], .days, "List challenge days like 1, 30."),
        ([.time: "noonish"], .time, "“noonish” is not a time like 07:30."),
    ])
    func aRefusalNamesItsField(text: [TaskDraft.Field: String], field: TaskDraft.Field, message: String) {
        #expect(throws: TaskDraft.Problem(field, message, typed: text[field] ?? "")) {
            try TaskDraft(text, scope: .form).task(over: ChallengeTask(name: "Nap"))
        }
    }
}
