import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// A task's details (a tap or a long press on Today, a plan's row, or a tapped reminder): what it
/// asks and when, where it stands today and completing it, its week, its note for the day, minutes added by hand,
/// undoing the day's log, and its history across every attempt. Closes when the task is gone.
struct TaskDetailView: View {
    @State private var detail: TaskDetailModel
    @Bindable var today: TodayModel
    @State private var note = ""
    @State private var minutes = ""
    @Environment(\.dismiss) private var dismiss

    /// The details of the task `reference` names, its model made once for the sheet.
    init(screens: UltimateScreens, reference: TaskReference) {
        _detail = State(initialValue: screens.taskDetail(reference.challengeID, reference.taskID))
        _today = Bindable(wrappedValue: screens.today)
    }

    var body: some View {
        NavigationStack {
            Form {
                if let screen = detail.screen {
                    Section {
                        LabeledContent("Challenge", value: screen.challenge.name)
                        LabeledContent("Target", value: screen.planned.target)
                        LabeledContent("Due", value: screen.planned.due)
                        LabeledContent("Done", value: "\(screen.completedDays) of \(screen.dueDays) days")
                        if !screen.planned.detail.isEmpty { Text(screen.planned.detail).font(Tokens.Typography.footnote) }
                    }
                    if let task = screen.day { todaySection(task) }
                    if !screen.history.isEmpty {
                        Section("History") {
                            ForEach(screen.history, id: \.self) { day in historyRow(day) }
                        }
                    }
                } else {
                    ContentUnavailableView("Loading…", systemImage: "hourglass")
                }
            }
            .navigationTitle(detail.screen?.planned.name ?? "Task")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
            .onChange(of: detail.screen?.day?.note, initial: true) { _, saved in note = saved ?? "" }
            .onChange(of: detail.isGone) { _, gone in if gone { dismiss() } }
            .messageAlert($detail.message)
            .messageAlert($today.message)
        }
        .presentationDetents([.medium, .large])
    }

    @ViewBuilder private func todaySection(_ task: DayTask) -> some View {
        Section("Today") {
            LabeledContent("Status", value: task.status.words)
            if task.measurement != .binary { LabeledContent("Logged", value: task.amountText) }
            if let week = task.week { LabeledContent("This week", value: "\(week.done) of \(week.times)") }
            if let weekNote = task.weekNote { Text(weekNote).font(Tokens.Typography.footnote) }
            if task.measurement == .duration {
                TextField("Minutes done without the timer", text: $minutes).keyboardType(.numberPad)
                Button("Add minutes") {
                    if today.addValue(task, typed: minutes) { minutes = "" }
                }
                .disabled(minutes.isEmpty)
            }
            if task.status != .completed {
                // The completion control a tap on the task opens: the whole target at once (the
                // row's stepper, timer or checklist log it bit by bit).
                Button("Complete today", systemImage: "checkmark") { today.complete(task) }
            }
            if task.status != .notStarted {
                Button("Undo today's log", role: .destructive) { today.undo(task) }
            }
        }
        Section("Note for today") {
            TextField("A note", text: $note)
            Button("Save note") { detail.setNote(note) }
        }
    }

    private func historyRow(_ day: TaskScreen.HistoryDay) -> some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text("Day \(day.challengeDay) · \(day.date.formatted(.medium))").font(Tokens.Typography.subheadline)
                if let logged = day.logged { Text(logged).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted) }
                if let note = day.note { Text(note).font(Tokens.Typography.footnote) }
            }
            Spacer(minLength: 0)
            StatusBadge(status: day.status)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Day \(day.challengeDay), attempt \(day.attempt), \(day.status.words)\(day.logged.map { ", \($0)" } ?? "")")
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = UltimateModel.preview().screens!
    let task = try? screens.app.todayScreen().tasks.first
    TaskDetailView(screens: screens, reference: TaskReference(challengeID: task?.challengeID ?? Challenge.ID(UUID()), taskID: task?.id ?? ChallengeTask.ID(UUID())))
}
#endif
