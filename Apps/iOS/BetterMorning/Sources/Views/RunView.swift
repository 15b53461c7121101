import BetterMorningAppModel
import BetterMorningCore
import SwiftUI

/// Run mode: the current task large, a countdown to the next task's time, Done and Skip, the
/// run's progress, and a celebration with today's ✓ count at the end.
struct RunView: View {
    let model: BetterMorningModel
    let run: RunScreen
    @State private var began = Date.now

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Button("Close", systemImage: "xmark") { model.run.close() }.labelStyle(.iconOnly)
                Spacer()
                Text(run.routine.name).font(.headline).foregroundStyle(Palette.muted)
                Spacer()
                Text(run.currentStep.map { "Task \($0.number) of \(run.steps.count)" } ?? "Done").font(.subheadline)
            }
            ProgressView(value: Double(run.doneCount), total: Double(max(run.steps.count, 1)))
                .tint(Palette.accent)
                .accessibilityLabel("\(run.doneCount) of \(run.steps.count) tasks done today")
            Spacer()
            if let step = run.currentStep {
                current(step)
            } else {
                VStack(spacing: 12) {
                    Text(run.doneCount == run.steps.count ? "🎉" : "🌅").font(.system(size: 64))
                    Text(run.doneCount == run.steps.count ? "Routine complete" : "That's your morning").font(.largeTitle.bold())
                    Text("✓ \(run.doneCount) of \(run.steps.count) tasks done today").font(.title3.weight(.semibold))
                    Button("Back to today") { model.run.close() }.buttonStyle(.borderedProminent).controlSize(.large)
                }
                .sensoryFeedback(.success, trigger: run.doneCount)
            }
            Spacer()
        }
        .padding()
        .background(Palette.background)
        .onChange(of: run.currentStep?.id) { _, _ in began = .now }
    }

    private func current(_ step: RunStep) -> some View {
        VStack(spacing: 14) {
            Text(step.time.formatted()).font(.headline).foregroundStyle(Palette.accent)
            Text(step.title).font(.largeTitle.bold()).multilineTextAlignment(.center)
            if step.mark == .done {
                Label("Done", systemImage: "checkmark").foregroundStyle(Palette.done)
            }
            if step.minutes > 0 {
                TimelineView(.periodic(from: began, by: 1)) { context in
                    let left = max(0, step.minutes * 60 - Int(context.date.timeIntervalSince(began)))
                    VStack {
                        Text("\(left / 60):\(String(format: "%02d", left % 60))")
                            .font(.system(size: 64, weight: .bold))
                            .monospacedDigit()
                        Text(left == 0 ? "Time's up: on to the next one"
                             : step.number == run.steps.count ? "for this last task" : "until the next task")
                            .foregroundStyle(Palette.muted)
                    }
                }
            }
            if step.number == run.steps.count {
                Stepper("The last task lasts \(run.lastStepMinutes) min", value: Binding(
                    get: { run.lastStepMinutes }, set: { model.run.setLastStepMinutes($0) }), in: BetterMorningLimits.lastStepMinutes)
            }
            Button(step.mark == .done ? "Next" : "Done") { model.run.completeStep() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .sensoryFeedback(.success, trigger: run.doneCount)
            if step.mark != .done {
                Button("Skip") { model.run.skipStep() }.buttonStyle(.bordered).controlSize(.large)
            }
        }
    }
}
