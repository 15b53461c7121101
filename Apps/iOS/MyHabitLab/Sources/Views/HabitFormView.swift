import DayKit
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// The habit form, new or editing: name, icon, colour, schedule (daily, weekdays, N in M days),
/// yes/no or measured (at least / at most a target in a unit), and several reminders. The Core
/// checks every field on Save; a refusal shows its words above the field it is about.
struct HabitFormView: View {
    @Bindable var form: HabitFormModel
    @State private var reminderTime = Calendar.autoupdatingCurrent.date(bySettingHour: 8, minute: 0, second: 0, of: .now) ?? .now
    @Environment(\.dismiss) private var dismiss

    /// The emoji offered beside the symbols (any other can be typed).
    static let emoji = ["✅", "📚", "🏃", "💧", "🧘", "🍎", "💤", "✍️", "🎸", "🧹", "💊", "🚭", "🦷", "🌱", "🏋️", "🚲", "☕️", "📵"]

    var body: some View {
        NavigationStack {
            Form {
                if let message = form.message {
                    Section { Text(message).foregroundStyle(.red) }
                }
                Section("Habit") {
                    TextField("Name", text: $form.name)
                    TextField("Description (optional)", text: $form.detail)
                }
                Section("Icon") {
                    NavigationLink {
                        SymbolPickerView(form: form)
                    } label: {
                        HStack {
                            if let symbol = form.chosenSymbol {
                                Text("Symbol: \(symbol.title)")
                                Spacer()
                                Image(systemName: symbol.name).font(.title2)
                            } else {
                                Text("Choose a symbol")
                            }
                        }
                        .frame(minHeight: 44)
                    }
                    TextField("Or one emoji", text: Binding(get: { form.chosenSymbol == nil ? form.icon : "" },
                                                             set: { form.icon = $0 }))
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 6), spacing: 8) {
                        ForEach(Self.emoji, id: \.self) { emoji in
                            Button { form.icon = emoji } label: {
                                Text(emoji).font(.title2).frame(minWidth: 44, minHeight: 44)
                                    .background(form.icon == emoji ? Color.secondary.opacity(0.2) : Color.clear, in: Circle())
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("Icon \(emoji)\(form.icon == emoji ? ", chosen" : "")")
                        }
                    }
                }
                Section("Colour") {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 6), spacing: 8) {
                        ForEach(HabitColor.allCases, id: \.self) { color in
                            Button { form.color = color } label: {
                                Circle().fill(Color(hex: color.hex)).frame(width: 36, height: 36)
                                    .overlay(form.color == color ? Image(systemName: "checkmark").foregroundStyle(.white) : nil)
                                    .frame(minWidth: 44, minHeight: 44)
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("\(color.rawValue)\(form.color == color ? ", chosen" : "")")
                        }
                    }
                }
                Section("Schedule") {
                    Picker("Repeat", selection: $form.schedule) {
                        Text("Every day").tag(HabitFormModel.ScheduleChoice.daily)
                        Text("On weekdays").tag(HabitFormModel.ScheduleChoice.weekdays)
                        Text("N times in M days").tag(HabitFormModel.ScheduleChoice.timesInDays)
                    }
                    if form.schedule == .weekdays {
                        ForEach(1..<8) { weekday in
                            Toggle(Calendar.autoupdatingCurrent.weekdaySymbols[weekday - 1], isOn: Binding(
                                get: { form.weekdays.contains(weekday) },
                                set: { on in if on { form.weekdays.insert(weekday) } else { form.weekdays.remove(weekday) } }))
                        }
                    }
                    if form.schedule == .timesInDays {
                        Stepper("\(form.times) times", value: $form.times, in: 1...99)
                        Stepper("in \(form.days) days", value: $form.days, in: 1...99)
                    }
                }
                if form.habitID != nil {
                    // The first day counted; it can move no later than the first marked day (issue 39, item 1).
                    Section {
                        DatePicker("Starts on", selection: $form.startDate, in: ...form.latestStartDate, displayedComponents: .date)
                    } footer: {
                        Text("Days from here to today count; an unmarked one is a miss.")
                    }
                }
                Section("Measure") {
                    Toggle("Measure a value", isOn: $form.isMeasurable)
                    if form.isMeasurable {
                        Picker("Target", selection: $form.direction) {
                            Text("At least").tag(TargetDirection.atLeast)
                            Text("At most").tag(TargetDirection.atMost)
                        }
                        TextField("Target", text: $form.target).keyboardType(.decimalPad)
                        TextField("Unit (pages, litres…)", text: $form.unit)
                    }
                }
                Section("Reminders") {
                    ForEach(Array(form.reminders.enumerated()), id: \.offset) { index, reminder in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(reminder.timeOfDay.formatted())
                                Text(form.daysWords(reminder.weekdays)).font(.footnote).foregroundStyle(.secondary)
                            }
                            Spacer()
                            // NB: borderless, so that only the button removes: a Form row's default
                            // style makes a tap anywhere on the row press it.
                            Button("Remove", systemImage: "minus.circle") { form.removeReminder(at: index) }
                                .labelStyle(.iconOnly).buttonStyle(.borderless).frame(minWidth: 44, minHeight: 44)
                        }
                    }
                    DatePicker("Time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                    // The days the next reminder comes on: every day unless limited, as on the web.
                    Menu {
                        ForEach(1..<8) { weekday in
                            Toggle(Calendar.autoupdatingCurrent.weekdaySymbols[weekday - 1], isOn: Binding(
                                get: { form.reminderWeekdays.contains(weekday) },
                                set: { on in if on { form.reminderWeekdays.insert(weekday) } else { form.reminderWeekdays.remove(weekday) } }))
                        }
                    } label: {
                        LabeledContent("Days", value: form.daysWords())
                    }
                    Button("Add reminder") {
                        let parts = Calendar.autoupdatingCurrent.dateComponents([.hour, .minute], from: reminderTime)
                        if let time = TimeOfDay(hour: parts.hour ?? 0, minute: parts.minute ?? 0) { form.addReminder(at: time) }
                        Task { _ = await NotificationPermission.asked() }
                    }
                }
            }
            .navigationTitle(form.habitID == nil ? "New habit" : "Edit habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { Task { if await form.save() != nil { dismiss() } } }.disabled(form.isSaving)
                }
            }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("New") { HabitFormView(form: PreviewData.model().newHabitForm()) }
#Preview("Edit") { HabitFormView(form: PreviewData.editForm()) }
#endif
