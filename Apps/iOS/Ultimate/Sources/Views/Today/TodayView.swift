import DayKit
import SwiftUI
import UltimateAppModel
import UltimateCore

/// Today: the day's tasks of every running challenge, by measurement, each challenge under its
/// day ring. Swipe a task to complete it, press and hold for its details. A haptic on each
/// completion, and a celebration when a challenge's last task of the day completes.
struct TodayView: View {
    let screens: UltimateScreens
    @Bindable var today: TodayModel
    @State private var details: TaskReference?

    var body: some View {
        NavigationStack {
            List {
                if let screen = today.screen {
                    dayHeader(screen)
                    if screen.tasks.isEmpty {
                        ContentUnavailableView("Nothing to do today", systemImage: "flag",
                                               description: Text("Start a challenge from the Challenges tab; its tasks show here each day."))
                            .plainRow()
                    }
                    ForEach(screen.challenges, id: \.id) { header in
                        Section {
                            ForEach(today.tasks(of: header.id), id: \.id) { task in
                                TaskRow(task: task, actions: actions).plainRow()
                            }
                        } header: {
                            ChallengeDayHeader(header: header).textCase(nil)
                        }
                    }
                }
            }
            .scrollContentBackground(.hidden)
            .screenBackground()
            .navigationTitle(today.screen?.isToday == false ? "Earlier day" : "Today")
            .sheet(item: $details) { reference in
                TaskDetailView(screens: screens, reference: reference)
            }
            .overlay(alignment: .center) {
                if let celebration = today.celebration {
                    CelebrationView(challenge: celebration.challenge) { today.celebration = nil }
                }
            }
            // One haptic each time a task completes (not when one is undone); the day's last one also celebrates.
            .sensoryFeedback(.success, trigger: completedCount) { old, new in new > old }
            .messageAlert($today.message)
            .alert("That value was not saved", isPresented: Binding(get: { today.problem != nil }, set: { if !$0 { today.problem = nil } })) {
                Button("OK") { today.problem = nil }
            } message: {
                Text(today.problem.map { "“\($0.typed)”: \($0.message)" } ?? "")
            }
        }
    }

    /// How many of the day's tasks are completed: each new one plays the completion haptic.
    private var completedCount: Int {
        today.screen?.tasks.filter { $0.status == .completed }.count ?? 0
    }

    @ViewBuilder private func dayHeader(_ screen: ChallengeDayScreen) -> some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            Text(screen.date.formatted(.full)).font(Tokens.Typography.subheadline).foregroundStyle(Tokens.muted)
            if let earlier = screen.earlier, screen.isToday {
                SecondaryButton(title: "Log \(earlier.formatted(.weekdayAndDay))", systemImage: "clock.arrow.circlepath") {
                    today.showDay(earlier)
                }
            }
            if !screen.isToday {
                SecondaryButton(title: "Back to today", systemImage: "arrow.uturn.forward") { today.showDay(nil) }
            }
        }
        .plainRow()
    }

    private var actions: TaskActions {
        TaskActions(
            complete: { today.complete($0) },
            toggle: { today.toggle($0) },
            step: { today.step($0, by: $1) },
            enter: { today.setValue($0, typed: $1) },
            toggleTimer: { task in
                if task.timerRunning { today.stopTimer(task) } else { today.startTimer(task) }
            },
            check: { today.check($0, item: $1) },
            details: { details = TaskReference(challengeID: $0.challengeID, taskID: $0.id) })
    }
}

/// A challenge's line above its tasks: its name, day and attempt, and the day's ring.
struct ChallengeDayHeader: View {
    let header: ChallengeDayScreen.Header

    var body: some View {
        HStack(spacing: Tokens.Space.m) {
            ProgressRing(progress: Double(header.day) / Double(max(header.days, 1)), label: "\(header.day)",
                         caption: "Day \(header.day) of \(header.days)", size: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text(header.name).font(Tokens.Typography.headline).foregroundStyle(Tokens.text)
                Text(header.attempt > 1 ? "Day \(header.day) of \(header.days) · attempt \(header.attempt)" : "Day \(header.day) of \(header.days)")
                    .font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
            Spacer(minLength: 0)
            if header.isComplete {
                Image(systemName: "checkmark.seal.fill").foregroundStyle(Tokens.success).accessibilityLabel("Every task done today")
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// The celebration when a challenge's last task of the day completes.
struct CelebrationView: View {
    let challenge: String
    let dismiss: () -> Void

    var body: some View {
        VStack(spacing: Tokens.Space.m) {
            Image(systemName: "party.popper.fill").font(Tokens.Typography.extraLargeTitle).foregroundStyle(Tokens.warning)
            Text("Day complete!").font(Tokens.Typography.largeTitle)
            Text("Every task of \(challenge) is done today.").font(Tokens.Typography.body).multilineTextAlignment(.center)
            PrimaryButton(title: "Keep going", action: dismiss)
        }
        .padding(Tokens.Space.l)
        .glassCard()
        .padding(Tokens.Space.xl)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isModal)
    }
}

extension View {
    /// A list row drawn on the screen's backdrop: no row background, no separator, the card's own inset.
    func plainRow() -> some View {
        listRowBackground(Color.clear)
            .listRowSeparator(.hidden)
            .listRowInsets(EdgeInsets(top: Tokens.Space.xs, leading: Tokens.Space.m, bottom: Tokens.Space.xs, trailing: Tokens.Space.m))
    }
}

#if canImport(DeveloperToolsSupport)
#Preview {
    let screens = PreviewData.screens()
    TodayView(screens: screens, today: screens.today)
}
#Preview("Celebration") { CelebrationView(challenge: "75 Hard") {}.screenBackground() }
#Preview("Day header") {
    List { ForEach(PreviewData.todayHeaders(), id: \.id) { ChallengeDayHeader(header: $0) } }
}
#endif
