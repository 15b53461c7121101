import BetterMorningCore
import DayKit
import DayKitDatabase
import Observation

/// Run mode, opened from the Routine tab: today's routine one task at a time, kept current.
@MainActor @Observable
public final class RunModel: ObservedScreenModel {
    private let app: BetterMorning
    /// The run kept current, and the message beside it; no screen while run mode is closed.
    public let observed: ObservedScreen<RunScreen>

    /// Run mode over `app`, closed.
    public init(app: BetterMorning) {
        self.app = app
        observed = ObservedScreen(app.runObservation(at: .start))
    }

    /// Opens run mode at `position` (the first task not done by default).
    public func start(at position: RunPosition = .start) {
        guard attempt({ try app.runScreen(at: position) }, refusal: &message) != nil else { return }
        observed.observe(app.runObservation(at: position))
    }

    /// Done: the task shown is marked done and the run moves on.
    public func completeStep() {
        guard let run = screen, let step = run.currentStep,
              let next = attempt({ try app.completeRunStep(step.id, on: run.date) }, refusal: &message) else { return }
        observed.observe(app.runObservation(at: next))
    }

    /// Skip: the run moves on, leaving the task untouched.
    public func skipStep() {
        guard let run = screen else { return }
        observed.observe(app.runObservation(at: run.next))
    }

    /// Changes the last task's length.
    public func setLastStepMinutes(_ minutes: Int) {
        guard screen != nil else { return }
        _ = attempt({ try app.setLastStepMinutes(minutes) }, refusal: &message)
    }

    /// Leaves run mode.
    public func close() {
        observed.clear()
    }
}
