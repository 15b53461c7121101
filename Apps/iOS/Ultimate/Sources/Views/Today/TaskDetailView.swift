import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// A task's details (a long press on Today, or a tapped reminder): where it stands today, its
/// week, its note for the day, minutes added by hand, and undoing the day's log.
struct TaskDetailView: View {
    @Bindable var today: TodayModel
    let reference: TaskReference
    @State private var note = ""
    @State private var minutes = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                if let task = today.task(reference.challengeID, reference.taskID) {
                    Section {
                        LabeledContent("Challenge", value: task.challenge)
                        LabeledContent("Status", value: task.status.words)
                        if task.measurement != "binary" { LabeledContent("Today", value: task.amountText) }
                        if let week = task.week { LabeledContent("This week", value: "\(week.done) of \(week.times)") }
                        if let weekNote = task.weekNote { Text(weekNote).font(Tokens.Typography.footnote) }
                    }
                    if task.measurement == "duration" {
                        Section("Minutes done without the timer") {
                            TextField("Minutes", text: $minutes)
                            Button("Add minutes") {
                                if today.addValue(task, typed: minutes) { minutes = "" }
                            }
                            .disabled(minutes.isEmpty)
                        }
                    }
                    Section("Note for today") {
                        TextField("A note", text: $note)
                        Button("Save note") { today.setNote(task, note) }
                    }
                    if task.status != .notStarted {
                        Section {
                            Button("Undo today's log", role: .destructive) { today.undo(task) }
                        }
                    }
                } else {
                    ContentUnavailableView("This task is not due today", systemImage: "calendar.badge.exclamationmark")
                }
            }
            .navigationTitle(today.task(reference.challengeID, reference.taskID)?.name ?? "Task")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
            .onAppear { note = today.task(reference.challengeID, reference.taskID)?.note ?? "" }
            .messageAlert($today.message)
        }
        .presentationDetents([.medium, .large])
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = PreviewData.screens()
    let task = try? screens.app.todayScreen().tasks.first
    TaskDetailView(today: screens.today, reference: TaskReference(challengeID: task?.challengeID ?? UUID(), taskID: task?.id ?? UUID()))
}
#endif
