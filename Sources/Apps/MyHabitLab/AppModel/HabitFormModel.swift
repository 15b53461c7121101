import DayKit
import DayKitDatabase
import Foundation
import MyHabitLabCore
import Observation

/// The habit form (new, or editing one): what the person chooses, held until Save, which creates
/// or changes the habit through the Core. The Core checks every field; a refusal leaves its
/// message in `message`, names the field it is about in `problemField`, and changes nothing.
@MainActor @Observable
public final class HabitFormModel {
    /// How the habit is scheduled, as the form offers it.
    public enum ScheduleChoice: String, Sendable, CaseIterable {
        case daily, weekdays, timesInDays
    }

    /// The fields a refusal can be about (focused and marked by the view).
    public enum Field: String, Sendable {
        case name, detail, icon, schedule, measure, reminders, start
    }

    /// The habit edited; nil for a new habit.
    public let habitID: Habit.ID?
    public var name = ""
    public var detail = ""
    /// One emoji, or the name of a symbol of the Core's catalogue (`HabitSymbol`).
    public var icon = "✅"
    /// What the symbol picker's search field holds.
    public var symbolSearch = ""
    public var color = HabitColor.blue
    public var schedule = ScheduleChoice.daily
    /// The weekdays of a `weekdays` schedule (1 = Sunday … 7 = Saturday).
    public var weekdays: Set<Int> = [2, 3, 4, 5, 6]
    /// N of "N times in M days".
    public var times = 3
    /// M of "N times in M days".
    public var days = 7
    /// Whether the habit is measured (a value toward a target) rather than yes/no.
    public var isMeasurable = false
    public var unit = ""
    /// The target as typed ("20", "2,5").
    public var target = ""
    public var direction = TargetDirection.atLeast
    /// The edited habit's first day: days from it to today count, an unmarked one a miss. Nil for a
    /// new habit, which starts today. It can move no later than the first marked day, as on the web.
    public var start: CalendarDay?
    /// The reminders, in the order they were added.
    public private(set) var reminders: [HabitReminder] = []
    /// The weekdays the next reminder added comes on (1 = Sunday … 7 = Saturday): every day unless
    /// the person limits it, as the web's form can.
    public var reminderWeekdays: Set<Int> = Set(1...7)
    /// A refusal's message, until the next save.
    public private(set) var message: String?
    /// The field the refusal is about, if one.
    public private(set) var problemField: Field?

    private let app: MyHabitLab

    /// A new habit's form: every day, yes/no, ✅, blue.
    public init(app: MyHabitLab) {
        self.app = app
        habitID = nil
    }

    /// The form of habit `id`, filled with its fields and reminders; an unknown habit leaves `message`.
    public init(app: MyHabitLab, editing id: Habit.ID) {
        self.app = app
        habitID = id
        _ = attempt({ try fill(app.habit(id), reminders: app.reminders(of: id)) }, refusal: &message)
    }

    /// Adds a reminder at `time` on `weekdays` (by default `reminderWeekdays`); none is refused
    /// here for being one too many: the Core counts them on save.
    public func addReminder(at time: TimeOfDay, weekdays: Set<Int>? = nil) {
        guard let reminder = HabitReminder(time, weekdays: weekdays ?? reminderWeekdays) else {
            show(.valueNotAllowed("A reminder needs a time from 00:00 to 23:59 and at least one weekday."))
            return
        }
        reminders.append(reminder)
    }

    /// The days of a reminder (`reminderWeekdays` by default) in words: "Every day", or the days'
    /// short names in the week's order of the app's calendar ("Mon, Wed, Fri").
    public func daysWords(_ weekdays: Set<Int>? = nil) -> String {
        let days = weekdays ?? reminderWeekdays
        guard !days.isEmpty else { return "No day" }
        // The schedule's own words for the same days, in the app's calendar.
        return RegionFormat.$current.withValue(RegionFormat(calendar: app.calendar)) { Schedule.weekdays(days).summary }
    }

    /// Removes the reminder at `index`.
    public func removeReminder(at index: Int) {
        guard reminders.indices.contains(index) else { return }
        reminders.remove(at: index)
    }

    /// Whether a save is on its way (the view disables Save meanwhile).
    public private(set) var isSaving = false
    /// The habit a new habit's form created: it creates one, however often Save is tapped.
    private var created: Habit?

    /// Creates the habit (last in the manual order, starting today) or saves the changes, off the
    /// main actor; the habit saved, or nil when refused. A second Save while the first is on its
    /// way, or after a new habit's form created its habit (a double tap), does nothing: one habit
    /// is created.
    @discardableResult
    public func save() async -> Habit? {
        guard !isSaving, created == nil else { return nil }
        message = nil
        problemField = nil
        let fields: HabitFields
        do {
            fields = try self.fields()
        } catch {
            refuse(error)
            return nil
        }
        isSaving = true
        defer { isSaving = false }
        let (app, habitID, reminders) = (app, habitID, reminders)
        let outcome = await app.database.store.writes.run {
            if let habitID {
                return try app.editHabit(habitID, reminders: reminders) { $0 = fields }
            }
            return try app.createHabit(fields, reminders: reminders)
        }
        do {
            let saved = try outcome.get()
            if habitID == nil { created = saved }
            return saved
        } catch {
            refuse(error)
            return nil
        }
    }

    private func refuse(_ error: any Error) {
        if let error = error as? MyHabitLabError {
            show(error)
        } else {
            message = refusalText(error)
        }
    }

    // MARK: - The start

    /// `start` as the date picker holds it: the start of that day in the app's calendar (today for
    /// a new habit); a date set is read as the day that contains it.
    public var startDate: Date {
        get { (start ?? today).start(in: app.calendar) }
        set { start = CalendarDay(containing: newValue, in: app.calendar) }
    }

    /// The latest start the picker offers: today.
    public var latestStartDate: Date { today.start(in: app.calendar) }

    /// Today after the app's "day starts at" (the clock's day while the database cannot say).
    private var today: CalendarDay {
        (try? app.today) ?? CalendarDay(containing: app.clock.now, in: app.calendar)
    }

    // MARK: - The icon

    /// The symbol chosen as the icon, if the icon is one.
    public var chosenSymbol: HabitSymbol? { HabitSymbol.named(icon) }

    /// The symbols the picker shows: the catalogue's, narrowed by `symbolSearch`.
    public var symbols: [HabitSymbol] { HabitSymbol.search(symbolSearch) }

    /// Makes `symbol` the icon.
    public func choose(_ symbol: HabitSymbol) {
        icon = symbol.name
    }

    // MARK: - Between the form and the Core's fields

    /// The fields as the Core takes them; a target that is no number is refused as one not above 0.
    private func fields() throws -> HabitFields {
        let chosen: Schedule = switch schedule {
        case .daily: .daily
        case .weekdays: .weekdays(weekdays)
        case .timesInDays: .times(times, per: days)
        }
        var kind = HabitKind.yesNo
        if isMeasurable {
            guard let value = try? TypedText.number(target) else { throw MyHabitLabError.targetNotPositive }
            kind = .measurable(unit: unit, target: value, direction: direction)
        }
        return HabitFields(name: name, detail: detail.isEmpty ? nil : detail, icon: icon, color: color, schedule: chosen, kind: kind,
                           startDay: habitID == nil ? nil : start)
    }

    private func fill(_ habit: Habit, reminders: [HabitReminder]) {
        name = habit.name
        detail = habit.detail ?? ""
        icon = habit.icon
        color = habit.color
        switch habit.schedule {
        case .daily: schedule = .daily
        case .weekdays(let chosen): (schedule, weekdays) = (.weekdays, chosen)
        case .times(let n, let m): (schedule, times, days) = (.timesInDays, n, m)
        }
        if case .measurable(let unit, let target, let direction) = habit.kind {
            (isMeasurable, self.unit, self.target, self.direction) = (true, unit, Format.number(target), direction)
        }
        start = habit.createdDay
        self.reminders = reminders
    }

    private func show(_ error: MyHabitLabError) {
        message = error.message
        problemField = switch error {
        case .nameEmpty, .nameTooLong: .name
        case .iconNotOneEmoji, .unknownSymbol: .icon
        case .detailTooLong: .detail
        case .unitTooLong, .targetNotPositive: .measure
        case .invalidSchedule: .schedule
        case .tooManyReminders, .reminderOutOfRange, .valueNotAllowed: .reminders
        case .startAfterFirstEntry, .futureDay: .start
        case .controlCharacters(let field): field == "description" ? .detail : field == "unit" ? .measure : .name
        default: nil
        }
    }
}
