import DayKit
import Foundation
import Observation
import UltimateCore

/// The start flow: a template (its tasks adjustable before day 1) or a custom challenge, the
/// start day, grace and name, the reminders step (strategy and quiet hours), and for the water
/// fast the safety answers and the goal. `start()` calls the Core once; what it refuses (a name
/// too long, a day passed, an unsafe fast…) leaves the Core's words in `message` and starts
/// nothing.
@MainActor @Observable
public final class StartChallengeModel {
    /// The flow's steps, in order: the safety questions only for the water fast.
    public enum Step: String, Hashable, Sendable, CaseIterable {
        case safety, details, reminders
        /// Everything chosen, read back before Start (the seed's "Challenge Review").
        case review
    }

    /// One line of the review: what it is about and what was chosen.
    public struct ReviewLine: Hashable, Sendable {
        public let label: String
        public let value: String
    }

    /// The template started; nil for a custom challenge.
    public let template: ChallengeTemplate?
    /// The steps this flow shows.
    public let steps: [Step]

    /// The challenge's name (the template's by default).
    public var name: String
    /// The day it starts: today or later.
    public var startDay: CalendarDay
    /// Days an unlogged day can still be logged afterwards: 0 to 3.
    public var grace = 1
    /// Its length in days (a custom challenge's; a template's is fixed).
    public var days: Int
    /// Strict (a miss restarts it) or lenient (a custom challenge's; a template's is fixed).
    public var rule: ChallengeRule
    /// Its tasks: the template's, adjustable; a custom challenge's as added.
    public var tasks: [ChallengeTask]

    /// The reminders step: how reminders are planned, and the quiet hours.
    public var strategy: UltimateProfile.NotificationStrategy
    public var quietStart: TimeOfDay
    public var quietEnd: TimeOfDay

    /// The water fast's safety answers, as typed: age in years, height (cm, or feet and inches),
    /// weight in the profile's units, and the goal in hours.
    public var age = ""
    public var height = ""
    public var weight = ""
    public var goalHours = "24"
    public var pregnant = false
    public var eatingDisorder = false
    public var type1Diabetes = false
    public var kidneyOrLiverDisease = false
    /// A doctor supervises the fast (needed beyond 72 hours).
    public var medicalSupervision = false

    /// The challenge started, once `start()` succeeded.
    public private(set) var started: Challenge?
    /// Why the start was refused; the view sets it back to nil.
    public var message: String?

    private let app: Ultimate
    private let safetyAcknowledged: Bool

    /// The flow of `template` (nil: custom) over `app`; for the water fast, `safetyAcknowledged`
    /// says every acknowledgement of its safety screen was confirmed.
    public init(app: Ultimate, template: ChallengeTemplate?, safetyAcknowledged: Bool = false) {
        self.app = app
        self.template = template
        self.safetyAcknowledged = safetyAcknowledged
        steps = template?.needsSafetyCheck == true ? Step.allCases : [.details, .reminders, .review]
        let profile = (try? app.profile()) ?? UltimateProfile()
        name = template?.name ?? ""
        startDay = app.today
        days = template?.days ?? 30
        rule = template?.rule ?? .lenient
        tasks = template?.tasks ?? []
        strategy = profile.notificationStrategy
        quietStart = profile.quietStart
        quietEnd = profile.quietEnd
        let shown = AboutYou(profile)
        height = shown.height
        weight = shown.weight
    }

    /// Whether this is the water fast, which starts only after its safety check.
    public var isFast: Bool { template?.needsSafetyCheck == true }

    /// The first day a challenge can start: today.
    public var earliestStart: CalendarDay { app.today }

    /// The grace a challenge may have.
    public var graceRange: ClosedRange<Int> { Challenge.graceRange }

    /// The lengths a challenge may have.
    public var dayRange: ClosedRange<Int> { Challenge.dayRange }

    /// Adds a task to the plan (checked by the Core when the challenge starts).
    public func addTask(_ task: ChallengeTask) {
        tasks.append(task)
    }

    /// The form describing the next task, with every measurement the Core has.
    public let taskForm = TaskFormModel()

    /// Adds the task `taskForm` describes and empties it; false (the form's `problem` set) when a
    /// field is not what it asks.
    @discardableResult
    public func addTaskFromForm() -> Bool {
        guard let task = taskForm.task() else { return false }
        addTask(task)
        taskForm.clear()
        return true
    }

    /// Removes the plan's tasks at `offsets`.
    public func removeTasks(at offsets: IndexSet) {
        tasks.removeElements(atOffsets: offsets)
    }

    /// Moves the plan's tasks (drag to reorder).
    public func moveTasks(from offsets: IndexSet, to destination: Int) {
        tasks.moveElements(fromOffsets: offsets, toOffset: destination)
    }

    /// The review step's lines: the challenge, its days and rule, and how its reminders come.
    public var review: [ReviewLine] {
        var lines = [ReviewLine(label: "Challenge", value: name.trimmingCharacters(in: .whitespaces).isEmpty ? "No name yet" : name),
                     ReviewLine(label: "Starts", value: startDay == app.today ? "Today" : startDay.formatted(.full))]
        if !isFast {
            lines.append(ReviewLine(label: "Length", value: "\(template?.days ?? days) days"))
            lines.append(ReviewLine(label: "Rule", value: (template?.rule ?? rule) == .strict
                ? "Strict: a missed task starts again at day 1" : "Lenient: a missed day is recorded"))
        }
        lines.append(ReviewLine(label: "Grace", value: grace == 0 ? "None" : "\(grace) day\(grace == 1 ? "" : "s") to log a day after it"))
        lines.append(ReviewLine(label: "Reminders", value: "\(strategy.words), quiet \(quietStart) to \(quietEnd)"))
        return lines
    }

    /// The plan's tasks as the review shows them: what completes each and when it is due.
    public var reviewedTasks: [ChallengeScreen.PlannedTask] {
        (try? app.plannedTasks(tasks)) ?? []
    }

    /// Starts the challenge, then saves the reminders step; nil (with `message`) when refused,
    /// and nothing is started.
    @discardableResult
    public func start() -> Challenge? {
        message = nil
        guard let challenge = attempt({ try startChallenge() }, refusal: &message) else { return nil }
        _ = attempt({ try app.setNotifications(strategy: strategy, quiet: (quietStart, quietEnd)) }, refusal: &message)
        started = challenge
        return challenge
    }

    private func startChallenge() throws -> Challenge {
        guard let template else {
            return try app.create(name: name, days: days, rule: rule, grace: grace, on: startDay, tasks: tasks)
        }
        guard isFast else {
            return try app.start(template: template.id, on: startDay, name: name, grace: grace, tasks: tasks)
        }
        guard safetyAcknowledged else {
            throw TypedText.Refusal("Confirm every statement of the safety check before the fast starts.")
        }
        let units = try app.profile().units
        let age = try TypedText.whole(age, "an age in years")
        guard let heightCm = try height.unlessEmpty({ try UnitSystem.centimeters(typedHeight: $0) }) else { throw TypedText.Refusal("Type your height.") }
        guard let weightKg = try weight.unlessEmpty({ try units.kilograms(typedWeight: $0) }) else { throw TypedText.Refusal("Type your weight.") }
        let safety = FastingSafety(age: age, pregnant: pregnant, eatingDisorder: eatingDisorder, type1Diabetes: type1Diabetes,
                                   kidneyOrLiverDisease: kidneyOrLiverDisease, heightCm: heightCm, weightKg: weightKg,
                                   medicalSupervision: medicalSupervision)
        return try app.startFast(safety: safety, on: startDay, goalHours: try TypedText.whole(goalHours, "a number of hours"), grace: grace)
    }
}
