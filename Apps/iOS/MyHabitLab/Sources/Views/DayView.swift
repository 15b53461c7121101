import DayKit
import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// One day of a habit (Today's note, a calendar day): its state, value and note.
struct DayView: View {
    let day: DayModel
    @State private var note = ""
    @State private var value = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                if let screen = day.screen {
                    Section {
                        LabeledContent("State", value: screen.state.words)
                        if let value = screen.value { LabeledContent("Value", value: Format.number(value)) }
                    }
                    Section("Mark") {
                        Button("Done or not done") { Task { await day.toggle() } }
                        Button("Skip this day") { Task { await day.skip() } }
                        Button("Clear", role: .destructive) { Task { await day.clear() } }
                    }
                    if screen.habit.target != nil {
                        Section("Value") {
                            TextField("Value in \(screen.habit.unit ?? "units")", text: $value).keyboardType(.decimalPad)
                            Button("Record") { Task { if await day.setValue(typed: value) != nil { value = "" } } }
                        }
                    }
                    Section("Note") {
                        TextField("Note", text: $note)
                        Button("Save note") { Task { await day.setNote(note) } }
                    }
                }
                if let message = day.message {
                    Section { Text(message).foregroundStyle(.red) }
                }
            }
            .navigationTitle(day.screen.map { "\($0.habit.name), \($0.date.formatted(.long))" } ?? "")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
            .onAppear { note = day.screen?.note ?? "" }
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { DayView(day: PreviewData.dayModel()) }
#endif
