import DayKit
import SwiftUI
import UltimateCore

/// What a task row can ask for; Today hands each to its model (the Core decides what it means).
struct TaskActions {
    /// Completes any task (a swipe, the context menu): done, its target, every item.
    var complete: (DayTask) -> Void
    /// Done ↔ not done (a done-or-not task's circle): completes it, or undoes it when completed.
    var toggle: (DayTask) -> Void
    /// One step more (+1) or less (−1) of a quantity task, in the units it is shown in.
    var step: (DayTask, _ steps: Int) -> Void
    /// A typed amount (quantity) or minutes (duration), as the person wrote it.
    var enter: (DayTask, String) -> Void
    /// Start or stop a duration task's timer.
    var toggleTimer: (DayTask) -> Void
    /// Check or uncheck one checklist item.
    var check: (DayTask, _ item: String) -> Void
    /// Open the task's details (long press).
    var details: (DayTask) -> Void
}

/// One task of the day on a glass card, drawn by how it is measured: done or not done; a quantity
/// with a stepper and a typed value in the person's units; a duration with its live clock while
/// the timer runs; a checklist. Swipe to complete it; tap it, or press and hold, for its details.
struct TaskRow: View {
    let task: DayTask
    let actions: TaskActions
    @State private var typed = ""

    var body: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            header
            switch task.measurement {
            case .quantity: quantity
            case .duration: duration
            case .checklist: checklist
            case .binary: EmptyView()
            }
            if let weekNote = task.weekNote {
                Text(weekNote).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
        }
        .glassCard()
        .swipeActions(edge: .leading, allowsFullSwipe: true) {
            if task.status != .completed {
                Button("Complete", systemImage: "checkmark", role: nil) { actions.complete(task) }
                    .tint(Tokens.success)
            }
        }
        .contextMenu {
            Button("Details", systemImage: "info.circle") { actions.details(task) }
            if task.status != .completed {
                Button("Complete", systemImage: "checkmark") { actions.complete(task) }
            }
        }
    }

    // MARK: - Parts

    private var header: some View {
        HStack(spacing: Tokens.Space.m) {
            if task.measurement == .binary {
                Button { actions.toggle(task) } label: {
                    Image(systemName: task.status == .completed ? "checkmark.circle.fill" : "circle")
                        .font(Tokens.Typography.title1)
                        .foregroundStyle(task.status == .completed ? AnyShapeStyle(Tokens.success) : AnyShapeStyle(Tokens.muted))
                        .frame(width: Tokens.tapTarget, height: Tokens.tapTarget)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(task.status == .completed ? "Mark \(task.name) not done" : "Mark \(task.name) done")
            } else {
                Image(systemName: task.category.symbol)
                    .font(Tokens.Typography.title2)
                    .foregroundStyle(Tokens.secondary)
                    .frame(width: Tokens.tapTarget, height: Tokens.tapTarget)
                    .accessibilityHidden(true)
            }
            // A tap on the task opens its details, with every way to complete it (the seed's
            // "tap a task to open its completion control"); press and hold offers them too.
            Button { actions.details(task) } label: {
                HStack(spacing: Tokens.Space.m) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(task.name).font(Tokens.Typography.headline)
                        Text(task.challenge).font(Tokens.Typography.caption1).foregroundStyle(Tokens.muted)
                    }
                    Spacer(minLength: 0)
                    StatusBadge(status: task.status).accessibilityHidden(true)
                }
                .frame(minHeight: Tokens.tapTarget)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityLabel(task.spokenSentence)
        }
    }

    private var quantity: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            ProgressBar(value: task.shownValue, target: task.shownTarget, label: task.amountSentence)
            // NB: each tap is one step of the task's unit (a glass, a page), added by the Core; − stops at 0.
            Stepper(task.amountText, onIncrement: { actions.step(task, 1) },
                    onDecrement: task.shownValue > 0 ? { actions.step(task, -1) } : nil)
                .font(Tokens.Typography.callout)
                .monospacedDigit()
                .frame(minHeight: Tokens.tapTarget)
                .accessibilityLabel(task.amountSentence)
            HStack(spacing: Tokens.Space.m) {
                TextField("Amount in \(task.shownUnit ?? "units")", text: $typed)
                    .keyboardType(.decimalPad)
                    .onSubmit { submitTyped() }
                    .frame(minHeight: Tokens.tapTarget)
                    .accessibilityLabel("Type the amount of \(task.name) in \(task.shownUnit ?? "units")")
                // NB: the decimal pad has no Return key, so the typed amount is added from here.
                Button("Add") { submitTyped() }
                    .buttonStyle(.bordered)
                    .tint(Tokens.primary)
                    .disabled(typed.isEmpty)
                    .frame(minWidth: Tokens.tapTarget, minHeight: Tokens.tapTarget)
                    .accessibilityLabel("Add the typed amount of \(task.name)")
            }
        }
    }

    private var duration: some View {
        HStack(spacing: Tokens.Space.m) {
            Group {
                if let start = task.liveClockStart {
                    // NB: drawn by the system from the start instant, so it stays right after the app
                    // was in the background; the minutes are added to the log when the timer stops.
                    Text(timerInterval: start...Date.distantFuture, countsDown: false)
                } else {
                    Text(task.amountText)
                }
            }
            .font(Tokens.Typography.title1)
            .monospacedDigit()
            .accessibilityLabel(task.amountSentence)
            Spacer(minLength: 0)
            Button(task.timerRunning ? "Stop" : "Start", systemImage: task.timerRunning ? "stop.fill" : "play.fill", role: nil) {
                actions.toggleTimer(task)
            }
            .buttonStyle(.borderedProminent)
            .tint(task.timerRunning ? Tokens.warning : Tokens.primary)
            .frame(minHeight: Tokens.tapTarget)
            .accessibilityLabel(task.timerRunning ? "Stop the timer of \(task.name)" : "Start the timer of \(task.name)")
        }
    }

    private var checklist: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(task.items ?? [], id: \.name) { item in
                Button { actions.check(task, item.name) } label: {
                    HStack {
                        Image(systemName: item.checked ? "checkmark.square.fill" : "square")
                        Text(item.name).font(Tokens.Typography.body)
                        Spacer(minLength: 0)
                    }
                    .frame(minHeight: Tokens.tapTarget)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
                .accessibilityLabel(item.checked ? "\(item.name), checked" : "\(item.name), not checked")
            }
        }
    }

    private func submitTyped() {
        guard !typed.isEmpty else { return }
        actions.enter(task, typed)
        typed = ""
    }
}

extension DayTask {
    /// "2.5 of 3.8 L", "12 of 45 min", "3 of 5": the amount shown beside a task.
    var amountText: String {
        let unit = shownUnit.map { " \($0)" } ?? ""
        return "\(shownValue.twoDecimalText) of \(shownTarget.twoDecimalText)\(unit)"
    }

    /// The amount as VoiceOver reads it: "Water: 2.5 of 3.8 L".
    var amountSentence: String { "\(name): \(amountText)" }

    /// The task as one sentence for VoiceOver: "Drink water, in 75 Hard, in progress, 2.5 of 3.8 L."
    var spokenSentence: String {
        let amount = measurement == .binary ? "" : ", \(amountText)"
        return "\(name), in \(challenge), \(status.words.lowercased())\(amount)."
    }
}

extension TaskCategory {
    /// The SF Symbol drawn for the category.
    var symbol: String {
        switch self {
        case .workout: "figure.run"
        case .nutrition: "fork.knife"
        case .hydration: "drop.fill"
        case .reading: "book.fill"
        case .mindfulness: "brain.head.profile"
        case .photo: "camera.fill"
        case .other: "star.fill"
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview("Task rows") {
    let noActions = TaskActions(complete: { _ in }, toggle: { _ in }, step: { _, _ in }, enter: { _, _ in }, toggleTimer: { _ in }, check: { _, _ in }, details: { _ in })
    List {
        ForEach(PreviewData.todayTasks(), id: \.id) { task in TaskRow(task: task, actions: noActions).plainRow() }
    }
    .scrollContentBackground(.hidden)
    .screenBackground()
}
#endif
