import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// The rows that describe a new task inside a form's section, with every measurement the Core has
/// (done or not, an amount with its unit, minutes, a checklist), how often it is due and its
/// reminder's time. The model reads them (`TaskFormModel`); a field it refuses says why under it.
struct TaskFormFields: View {
    @Bindable var form: TaskFormModel
    /// Adds the task described (the start flow's plan, or a challenge's own).
    let add: () -> Void

    var body: some View {
        TextField("New task", text: $form.name)
        Picker("Measured as", selection: $form.measurement) {
            ForEach(MeasurementKind.allCases, id: \.self) { kind in Text(kind.words).tag(kind) }
        }
        switch form.measurement {
        case .quantity:
            TextField("Target", text: $form.target).keyboardType(.decimalPad)
            Picker("Unit", selection: $form.unit) {
                ForEach(QuantityUnit.allCases, id: \.self) { unit in Text(unit.rawValue).tag(unit) }
            }
        case .duration:
            TextField("Minutes", text: $form.minutes).keyboardType(.numberPad)
        case .checklist:
            TextField("Items, separated by commas", text: $form.items)
        case .binary:
            EmptyView()
        }
        Picker("Due", selection: $form.frequency) {
            ForEach(TaskFormModel.Frequency.allCases, id: \.self) { frequency in Text(frequency.words).tag(frequency) }
        }
        switch form.frequency {
        case .weekdays:
            ForEach(1..<8) { weekday in
                Toggle(Calendar.autoupdatingCurrent.weekdaySymbols[weekday - 1], isOn: Binding(
                    get: { form.weekdays.contains(weekday) },
                    set: { on in if on { form.weekdays.insert(weekday) } else { form.weekdays.remove(weekday) } }))
            }
        case .times:
            Stepper("\(form.timesPerWeek) times a week", value: $form.timesPerWeek, in: 1...7)
        case .days:
            TextField("Challenge days, like 1, 30", text: $form.challengeDays)
        case .daily:
            EmptyView()
        }
        Toggle("Reminder", isOn: Binding(get: { form.remindsAt != nil },
                                         set: { form.remindsAt = $0 ? (form.remindsAt ?? TimeOfDay(hour: 8, minute: 0)) : nil }))
        if let time = form.remindsAt {
            DatePicker("At", selection: Binding(get: { time.date() }, set: { form.remindsAt = TimeOfDay(pickedFrom: $0) }),
                       displayedComponents: .hourAndMinute)
        }
        if let problem = form.problem {
            Text(problem.message).font(Tokens.Typography.footnote).foregroundStyle(Tokens.error)
        }
        // NB: the decimal pad has no Return key, so the task is added from here.
        Button("Add task", systemImage: "plus") { add() }
            .disabled(!form.canAdd)
            .frame(minHeight: Tokens.tapTarget)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("An amount, on some weekdays, with a reminder") {
    let form = TaskFormModel()
    form.name = "Water"
    form.measurement = .quantity
    form.target = "2.5"
    form.unit = .liters
    form.frequency = .weekdays
    form.remindsAt = TimeOfDay(hour: 7, minute: 30)
    return Form { TaskFormFields(form: form) {} }
}
#endif
