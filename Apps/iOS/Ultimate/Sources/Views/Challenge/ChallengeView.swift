import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// A challenge's page: where it stands, the strict reset explained, the calendar of its days,
/// every attempt, its plan (editable until day 1 ends: add, drag to reorder, remove with a
/// confirmation and Undo), and abandon or restart, each confirmed first.
struct ChallengeView: View {
    let screens: UltimateScreens
    @Bindable var model: ChallengeModel
    @State private var details: TaskReference?
    @State private var confirmsAbandon = false
    @State private var confirmsRestart = false
    @State private var removing: ChallengeScreen.PlannedTask?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            if let screen = model.screen {
                overview(screen)
                if let explanation = model.resetExplanation {
                    Section {
                        VStack(alignment: .leading, spacing: Tokens.Space.s) {
                            Label("Back to day 1", systemImage: "arrow.counterclockwise").font(Tokens.Typography.headline)
                            Text(explanation).font(Tokens.Typography.callout)
                            SecondaryButton(title: "Got it") { model.explainReset() }
                        }
                    }
                }
                Section("Days") { ChallengeCalendar(days: model.days()) }
                Section {
                    ForEach(screen.tasks, id: \.id) { task in
                        PlanRow(task: task)
                            .contextMenu {
                                Button("Details", systemImage: "info.circle") {
                                    details = TaskReference(challengeID: model.id, taskID: task.id)
                                }
                            }
                            .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                                if screen.canChangeTasks {
                                    Button("Remove", systemImage: "trash", role: .destructive) { removing = task }
                                }
                            }
                    }
                    .onMove(perform: screen.canChangeTasks ? { model.moveTasks(from: $0, to: $1) } : nil)
                    if screen.canChangeTasks {
                        TaskFormFields(form: model.taskForm) { model.addTaskFromForm() }
                    }
                    if let removed = model.removedTask {
                        HStack {
                            Text("Removed \(removed.task.name)").font(Tokens.Typography.footnote)
                            Spacer(minLength: 0)
                            Button("Undo") { model.undoRemove() }.frame(minHeight: Tokens.tapTarget)
                        }
                    }
                } header: {
                    Text("Plan")
                } footer: {
                    Text(screen.canChangeTasks ? "Until day 1 ends you can add, reorder (Edit) and remove tasks." : "The plan is fixed once day 1 has ended.")
                }
                Section("Attempts") { AttemptsList(attempts: screen.attempts) }
                Section {
                    if screen.canRestart {
                        Button("Start again at day 1", systemImage: "arrow.counterclockwise", role: nil) { confirmsRestart = true }
                    }
                    if screen.canAbandon {
                        Button("Abandon challenge", systemImage: "xmark.octagon", role: .destructive) { confirmsAbandon = true }
                    }
                }
            }
        }
        .scrollContentBackground(.hidden)
        .screenBackground()
        .navigationTitle(model.screen?.summary.name ?? "Challenge")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                if model.screen?.canChangeTasks == true { EditButton() }
            }
        }
        .confirmationDialog("Abandon this challenge?", isPresented: $confirmsAbandon, titleVisibility: .visible) {
            Button("Abandon", role: .destructive) { model.abandon() }
            Button("Keep going", role: .cancel) {}
        } message: {
            Text("It ends today as failed. Its days and attempts stay in its history.")
        }
        .confirmationDialog("Start again at day 1?", isPresented: $confirmsRestart, titleVisibility: .visible) {
            Button("Start again") { model.restart() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("A new attempt starts today; the earlier ones stay in the history.")
        }
        .confirmationDialog("Remove this task?", isPresented: Binding(get: { removing != nil }, set: { if !$0 { removing = nil } }),
                            titleVisibility: .visible) {
            Button("Remove \(removing?.name ?? "task")", role: .destructive) {
                if let task = removing { model.removeTask(task.id) }
                removing = nil
            }
            Button("Cancel", role: .cancel) { removing = nil }
        } message: {
            Text("What day 1 logged for it goes too. You can undo right after.")
        }
        .sheet(item: $details) { reference in
            TaskDetailView(screens: screens, reference: reference)
        }
        .onChange(of: model.isGone) { _, gone in if gone { dismiss() } }
        .messageAlert($model.message)
    }

    @ViewBuilder private func overview(_ screen: ChallengeScreen) -> some View {
        let summary = screen.summary
        Section {
            HStack(spacing: Tokens.Space.m) {
                ProgressRing(progress: summary.progress, label: "\(summary.day)", caption: "Day \(summary.day) of \(summary.days)", size: 96)
                VStack(alignment: .leading, spacing: Tokens.Space.xs) {
                    Text("Day \(summary.day) of \(summary.days)").font(Tokens.Typography.title2)
                    Text("\(summary.completedDays) days complete · \(summary.daysRemaining) to go").font(Tokens.Typography.subheadline)
                    Text("Attempt \(summary.attempt) · \(summary.status.words)").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
                }
            }
            .accessibilityElement(children: .combine)
            Text(summary.rule == .strict
                 ? "Strict: a day with a task not done, once its grace has passed, starts the challenge again at day 1."
                 : "Lenient: a missed day is counted as missed and the challenge goes on.")
                .font(Tokens.Typography.footnote)
            if let rules = screen.rules {
                Text(rules).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
        }
    }
}

/// A task of the plan: its name, what completes it and when it is due.
struct PlanRow: View {
    let task: ChallengeScreen.PlannedTask

    var body: some View {
        HStack(spacing: Tokens.Space.m) {
            Image(systemName: task.category.symbol).foregroundStyle(Tokens.secondary).accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(task.name).font(Tokens.Typography.headline)
                Text("\(task.target) · \(task.due)").font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
        }
        .frame(minHeight: Tokens.tapTarget)
        .accessibilityElement(children: .combine)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = PreviewData.screens()
    NavigationStack { ChallengeView(screens: screens, model: screens.challenge(PreviewData.firstChallenge(screens.app))) }
}
#Preview("Plan row") {
    List { ForEach(PreviewData.challengeScreen()?.tasks ?? [], id: \.id) { PlanRow(task: $0) } }
}
#endif
