import DayKit
import Foundation
import MyHabitLabAppModel
import MyHabitLabCore
import MyHabitLabTestSupport
import Testing
import TestSupport

/// The habit form through its model, as the web tests post the new-habit and edit forms: what
/// the Core refuses is shown with its field, and nothing is saved.
@MainActor @Suite struct HabitFormModelTests {
    /// A double tap on Save: the second comes while the first is on its way (the write runs off
    /// the main actor) or just after it, and one habit is created, not two.
    @Test func aDoubleTapOnSaveCreatesOneHabit() async throws {
        let h = try MyHabitLabHarness()
        let form = MyHabitLabModel(app: h.app).newHabitForm()
        form.name = "Read"
        async let first = form.save()
        async let second = form.save()
        let saved = await [first, second]
        #expect(saved.compactMap { $0?.name } == ["Read"])
        #expect(await form.save() == nil)
        #expect(try h.app.habitList().map(\.name) == ["Read"])
        #expect(!form.isSaving && form.message == nil)
    }

    @Test func aNewMeasurableHabitOnWeekdaysWithTwoReminders() async throws {
        let h = try MyHabitLabHarness()
        let form = MyHabitLabModel(app: h.app).newHabitForm()
        form.name = "  Read  "
        form.icon = "📚"
        form.color = .teal
        form.schedule = .weekdays
        form.weekdays = [2, 4, 6]
        form.isMeasurable = true
        form.unit = "pages"
        form.target = "12,5"
        form.addReminder(at: TimeOfDay(hour: 7, minute: 30)!)
        form.addReminder(at: TimeOfDay(hour: 21, minute: 0)!, weekdays: [2, 4])
        let habit = try #require(await form.save())
        #expect(habit.name == "Read" && habit.icon == "📚" && habit.color == .teal)
        #expect(habit.schedule == .weekdays([2, 4, 6]) && habit.kind == .measurable(unit: "pages", target: 12.5, direction: .atLeast))
        #expect(try h.app.reminders(of: habit.id).map(\.time) == ["07:30", "21:00"])
        #expect(form.message == nil && form.problemField == nil)
    }

    /// Issue 35, seed rows: on the iPhone a reminder could only come every day (the web and the
    /// CLI could limit it to weekdays).
    @Test func aReminderLimitedToSomeWeekdaysIsSavedWithThemAndSaidInTheWeeksOrder() async throws {
        let h = try MyHabitLabHarness()
        let form = MyHabitLabModel(app: h.app).newHabitForm()
        form.name = "Swim"
        #expect(form.daysWords() == "Every day")
        form.reminderWeekdays = [6, 2, 4]
        #expect(form.daysWords() == "Mon, Wed, Fri")
        form.addReminder(at: TimeOfDay(hour: 6, minute: 45)!)
        form.reminderWeekdays = [1, 7]
        #expect(form.daysWords() == "Sun, Sat", "the week starts on Sunday in en_US")
        form.addReminder(at: TimeOfDay(hour: 9, minute: 0)!)
        #expect(form.reminders.map { form.daysWords($0.weekdays) } == ["Mon, Wed, Fri", "Sun, Sat"])
        form.reminderWeekdays = []
        form.addReminder(at: TimeOfDay(hour: 10, minute: 0)!)
        #expect(form.message == "A reminder needs a time from 00:00 to 23:59 and at least one weekday." && form.reminders.count == 2)
        let habit = try #require(await form.save())
        let saved = try h.app.reminders(of: habit.id)
        #expect(saved.map(\.time) == ["06:45", "09:00"] && saved.map(\.weekdays) == [[2, 4, 6], [1, 7]])
    }

    @Test func theSymbolPickerSearchesTheCatalogueAndTheChosenSymbolIsSavedAndKept() async throws {
        let h = try MyHabitLabHarness()
        let model = MyHabitLabModel(app: h.app)
        let form = model.newHabitForm()
        form.name = "Run"
        #expect(form.chosenSymbol == nil && form.symbols.count == HabitSymbol.catalogue.count)
        form.symbolSearch = "running"
        let running = try #require(form.symbols.first)
        #expect(form.symbols.map(\.name) == ["figure.run"])
        form.choose(running)
        #expect(form.chosenSymbol == running)
        let habit = try #require(await form.save())
        #expect(habit.icon == "figure.run")
        // Editing another field keeps the symbol.
        let edit = model.editForm(habit.id)
        #expect(edit.chosenSymbol == running)
        edit.name = "Run far"
        #expect(await try #require(edit.save()).icon == "figure.run")
        let row = try #require(try h.app.todayScreen().habits.first)
        #expect(row.symbol == "figure.run" && row.icon == running.emoji)
    }

    @Test func anUnknownSymbolIsRefusedOnTheIconField() async throws {
        let h = try MyHabitLabHarness()
        let form = MyHabitLabModel(app: h.app).newHabitForm()
        (form.name, form.icon) = ("Fly", "figure.flying")
        #expect(await form.save() == nil)
        #expect(form.problemField == .icon && form.message?.contains("“figure.flying” is not a symbol") == true)
        #expect(try h.app.habitList().isEmpty)
    }

    /// A form filled wrongly in one way.
    enum Mistake: String, CaseIterable, Sendable {
        case noName, twoLetterIcon, wordTarget, zeroTarget, eightInSeven, noWeekday, nineReminders, reminderOnNoDay

        @MainActor func make(_ form: HabitFormModel) {
            switch self {
            case .noName: form.name = ""
            case .twoLetterIcon: form.icon = "a b"
            case .wordTarget: (form.isMeasurable, form.target) = (true, "many")
            case .zeroTarget: (form.isMeasurable, form.target) = (true, "0")
            case .eightInSeven: (form.schedule, form.times, form.days) = (.timesInDays, 8, 7)
            case .noWeekday: (form.schedule, form.weekdays) = (.weekdays, [])
            case .nineReminders: for hour in 0..<9 { form.addReminder(at: TimeOfDay(hour: hour, minute: 0)!) }
            case .reminderOnNoDay: form.addReminder(at: TimeOfDay(hour: 7, minute: 0)!, weekdays: [])
            }
        }

        /// What the form says, and the field it names.
        var refusal: (message: String, field: HabitFormModel.Field) {
            switch self {
            case .noName: ("Give the habit a name.", .name)
            case .twoLetterIcon: ("The icon must be one emoji or a symbol of the app's list; “a b” is neither.", .icon)
            case .wordTarget, .zeroTarget: ("The target must be a number greater than 0.", .measure)
            case .eightInSeven: ("Choose N times in M days with 1 ≤ N ≤ M ≤ 365.", .schedule)
            case .noWeekday: ("Choose at least one weekday.", .schedule)
            case .nineReminders: ("A habit has at most 8 reminders.", .reminders)
            case .reminderOnNoDay: ("A reminder needs a time from 00:00 to 23:59 and at least one weekday.", .reminders)
            }
        }
    }

    @Test(arguments: Mistake.allCases)
    func aRefusedFieldIsNamedAndNothingIsSaved(mistake: Mistake) async throws {
        let h = try MyHabitLabHarness()
        let form = MyHabitLabModel(app: h.app).newHabitForm()
        form.name = "Read"
        mistake.make(form)
        if form.message == nil { #expect(await form.save() == nil) }
        #expect(form.message == mistake.refusal.message)
        #expect(form.problemField == mistake.refusal.field)
        #expect(try h.app.habitList().isEmpty)
    }

    @Test func editingShowsTheHabitAndSavesTheChanges() async throws {
        let h = try MyHabitLabHarness()
        let habit = try h.app.createHabit(HabitFields(name: "Coffee", icon: "☕️", schedule: .times(3, per: 7),
                                                     kind: .measurable(unit: "cups", target: 2, direction: .atMost)),
                                         reminders: [HabitReminder(minutes: 9 * 60)!])
        try h.done(habit, "2026-11-21")
        let form = MyHabitLabModel(app: h.app).editForm(habit.id)
        #expect(form.habitID == habit.id && form.name == "Coffee" && form.icon == "☕️")
        #expect(form.schedule == .timesInDays && form.times == 3 && form.days == 7)
        #expect(form.isMeasurable && form.unit == "cups" && form.target == "2" && form.direction == .atMost)
        #expect(form.reminders.map(\.time) == ["09:00"])
        form.name = "Less coffee"
        form.target = "1"
        form.removeReminder(at: 0)
        #expect(await form.save()?.name == "Less coffee")
        let saved = try h.app.habit(habit.id)
        #expect(saved.kind == .measurable(unit: "cups", target: 1, direction: .atMost))
        #expect(try h.app.reminders(of: habit.id).isEmpty)
        #expect(try h.app.habitStats(habit.id).total >= 1)  // its history is kept
        // A refusal while editing changes nothing.
        form.name = ""
        #expect(await form.save() == nil && form.problemField == .name)
        #expect(try h.app.habit(habit.id).name == "Less coffee")
    }

    @Test func editingAHabitThatIsGoneSaysSo() async throws {
        let h = try MyHabitLabHarness()
        let id = Habit.ID()
        let form = MyHabitLabModel(app: h.app).editForm(id)
        #expect(form.message == "There is no habit “\(id.uuidString)”.")
        #expect(await form.save() == nil)
    }

    /// Issue 39, item 1 (the iPhone's form): the edit form shows the habit's start and changes it,
    /// as the web's does, by the same rule: no later than the first marked day, never after today.
    @Test func theEditFormShowsAndChangesTheStartNoLaterThanTheFirstMark() async throws {
        let h = try MyHabitLabHarness()
        let model = MyHabitLabModel(app: h.app)
        let read = try h.habit("Read")
        #expect(model.newHabitForm().start == nil)
        let form = model.editForm(read.id)
        #expect(form.start == day("2026-11-22"))
        #expect(form.latestStartDate == day("2026-11-22").start(in: h.app.calendar))
        // The picker's date is read as the day that contains it.
        form.startDate = day("2026-11-01").start(in: h.app.calendar).addingTimeInterval(13 * 3600)
        #expect(form.start == day("2026-11-01"))
        #expect(await try form.save()?.createdDay == day("2026-11-01"))
        #expect(try h.app.habit(read.id).createdDay == day("2026-11-01"))

        try h.done(read, "2026-11-10")
        let later = model.editForm(read.id)
        #expect(later.start == day("2026-11-01"))
        later.start = day("2026-11-15")
        #expect(await later.save() == nil)
        #expect(later.problemField == HabitFormModel.Field.start && later.message?.contains("no later than") == true)
        later.start = day("2026-11-23")
        #expect(await later.save() == nil && later.problemField == HabitFormModel.Field.start)
        #expect(try h.app.habit(read.id).createdDay == day("2026-11-01"))
        later.start = day("2026-11-10")
        #expect(await try later.save()?.createdDay == day("2026-11-10"))
        #expect(later.message == nil && later.problemField == nil)
    }
}
