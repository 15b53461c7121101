import DayKit
import Foundation

/// A challenge shipped with the app: its plan and its rules written out. Starting one copies its
/// tasks into a new challenge, where they can be adjusted before day 1.
public struct ChallengeTemplate: Sendable, Hashable, Identifiable {
    public let id: String
    public let name: String
    /// One line for the list.
    public let summary: String
    /// The rules, in full.
    public let rules: String
    public let days: Int
    public let rule: ChallengeRule
    public let tasks: [ChallengeTask]
    /// Whether starting it asks the safety questions first (water fasting).
    public let needsSafetyCheck: Bool

    /// Every template, in the order the app lists them.
    public static let all: [ChallengeTemplate] = [seventyFiveHard, seventyFiveSoft, whole30, couchTo5K, plank, waterFasting, thirtyOneModified]

    /// The template with `id`.
    public static func named(_ id: String) -> ChallengeTemplate? {
        all.first { $0.id == id.lowercased() }
    }

    static let seventyFiveHard = ChallengeTemplate(
        id: "75-hard", name: "75 Hard", summary: "75 days, strict: miss anything and you start again at day 1.",
        rules: """
            Every day for 75 days: two 45-minute workouts, one of them outdoors; drink 1 gallon (128 fl oz, 3.785 L) of water; \
            read 10 pages of non-fiction; follow a diet with no cheat meals and no alcohol; take a progress photo. \
            Any task missed sends you back to day 1. Your failed attempts stay in your history.
            """,
        days: 75, rule: .strict,
        tasks: [
            ChallengeTask(name: "Workout", detail: "45 minutes, any kind.", category: .workout, measurement: .duration(minutes: 45)),
            ChallengeTask(name: "Outdoor workout", detail: "45 minutes outside, whatever the weather.", category: .workout,
                          measurement: .duration(minutes: 45)),
            ChallengeTask(name: "Water", detail: "1 gallon.", category: .hydration,
                          measurement: .quantity(target: QuantityUnit.litersPerGallon, unit: .liters)),
            ChallengeTask(name: "Read", detail: "10 pages of non-fiction.", category: .reading, measurement: .quantity(target: 10, unit: .pages)),
            ChallengeTask(name: "Diet", detail: "Follow your diet: no cheat meals, no alcohol.", category: .nutrition),
            ChallengeTask(name: "Progress photo", detail: "Completed by adding a progress photo for the day.", category: .photo),
        ],
        needsSafetyCheck: false)

    static let seventyFiveSoft = ChallengeTemplate(
        id: "75-soft", name: "75 Soft", summary: "75 days, lenient: missed days are recorded, you keep going.",
        rules: """
            For 75 days: a 45-minute workout six days a week (one active-recovery day each week); drink 3 L of water; \
            read 10 pages; eat well; alcohol only socially. A missed day is recorded and the challenge goes on.
            """,
        days: 75, rule: .lenient,
        tasks: [
            ChallengeTask(name: "Workout", detail: "45 minutes; one day a week is active recovery.", category: .workout,
                          frequency: .timesPerWeek(6), measurement: .duration(minutes: 45)),
            ChallengeTask(name: "Water", detail: "3 litres.", category: .hydration, measurement: .quantity(target: 3, unit: .liters)),
            ChallengeTask(name: "Read", detail: "10 pages of any book.", category: .reading, measurement: .quantity(target: 10, unit: .pages)),
            ChallengeTask(name: "Eat well", detail: "Balanced meals; alcohol only socially.", category: .nutrition),
        ],
        needsSafetyCheck: false)

    static let whole30 = ChallengeTemplate(
        id: "whole30", name: "Whole30", summary: "30 days of compliant eating; weigh in on day 1 and day 30 only.",
        rules: """
            For 30 days eat no added sugar, alcohol, grains, legumes or dairy. Step on the scale on day 1 and day 30 only. \
            A slip starts the 30 days again.
            """,
        days: 30, rule: .strict,
        tasks: [
            ChallengeTask(name: "Compliant eating", detail: "No added sugar, alcohol, grains, legumes or dairy.", category: .nutrition),
            ChallengeTask(name: "Weigh-in", detail: "Day 1 and day 30 only.", category: .other, frequency: .onDays([1, 30]),
                          measurement: .quantity(target: 1, unit: .kilograms)),
        ],
        needsSafetyCheck: false)

    static let couchTo5K = ChallengeTemplate(
        id: "couch-to-5k", name: "Couch to 5K", summary: "9 weeks, 3 runs a week, from walking to a 30-minute run.",
        rules: """
            Three runs a week for nine weeks, each with a warm-up and cool-down walk of 5 minutes. Each week's \
            intervals are shown with the run. Missed runs are recorded; a hard week can be repeated.
            """,
        days: 63, rule: .lenient,
        tasks: [
            ChallengeTask(name: "Run", detail: "This week's intervals.", category: .workout, frequency: .timesPerWeek(3),
                          weekNotes: [
                              "Run 1 min, walk 1½ min, 8 times", "Run 1½ min, walk 2 min, 6 times",
                              "Run 1½ min, walk 1½ min, run 3 min, walk 3 min, twice", "Run 3, walk 1½, run 5, walk 2½, run 3, walk 1½, run 5",
                              "Run 5, walk 3, run 5, walk 3, run 5 (the third run: 20 min)", "Run 5, walk 3, run 8, walk 3, run 5 (the third run: 25 min)",
                              "Run 25 min", "Run 28 min", "Run 30 min",
                          ]),
        ],
        needsSafetyCheck: false)

    /// Plank seconds for days 1–30: rising from 20 s to 300 s, with a rest day (0) every sixth day.
    static let plankSeconds: [Double] = {
        let restDays: Set = [6, 12, 18, 24]
        let working = (1...30).filter { !restDays.contains($0) }
        return (1...30).map { day in
            guard let index = working.firstIndex(of: day) else { return 0 }
            let seconds = 20 + Double(index) * (300 - 20) / Double(working.count - 1)
            return (seconds / 5).rounded() * 5
        }
    }()

    static let plank = ChallengeTemplate(
        id: "plank-30", name: "30-day plank", summary: "A daily plank from 20 seconds to 5 minutes, with rest days.",
        rules: "Hold a plank each day for the day's time: 20 seconds on day 1 rising to 300 seconds on day 30, resting on days 6, 12, 18 and 24.",
        days: 30, rule: .lenient,
        tasks: [
            ChallengeTask(name: "Plank", detail: "Hold for the day's time.", category: .workout,
                          measurement: .quantity(target: 20, unit: .seconds), dayTargets: plankSeconds),
        ],
        needsSafetyCheck: false)

    static let waterFasting = ChallengeTemplate(
        id: "water-fast", name: "Water fasting", summary: "A water fast toward 24–72 hours, with its stages.",
        rules: """
            Drink water, with electrolytes, and eat nothing while the fasting timer runs toward your goal (24 to 72 hours). \
            Stages: 12 h fed-state ends, 18 h ketosis begins, 24 h autophagy rises, 48 h growth hormone peaks, 72 h immune reset. \
            Before you start, a safety check: fasting is refused to anyone under 18, pregnant, with an eating disorder, \
            type 1 diabetes, a BMI under 18.5, or kidney or liver disease. Beyond 72 hours, fast only under medical supervision.
            """,
        days: 3, rule: .lenient,
        tasks: [
            ChallengeTask(name: "Fast", detail: "Start the timer when you start fasting.", category: .nutrition,
                          measurement: .duration(minutes: 24 * 60)),
            ChallengeTask(name: "Water", detail: "At least 2 L.", category: .hydration, measurement: .quantity(target: 2, unit: .liters)),
            ChallengeTask(name: "Electrolytes", detail: "Sodium, potassium, magnesium.", category: .nutrition,
                          measurement: .checklist(["Sodium", "Potassium", "Magnesium"])),
        ],
        needsSafetyCheck: true)

    static let thirtyOneModified = ChallengeTemplate(
        id: "31-modified", name: "31 Modified", summary: "31 days, lenient; edit its tasks to your own before you start.",
        rules: """
            No standard definition of 31 Modified exists: this is a 31-day lenient template meant to be made your own. \
            Adjust its tasks, targets and units before you start. Missed days are recorded and the challenge goes on.
            """,
        days: 31, rule: .lenient,
        tasks: [
            ChallengeTask(name: "Workout", detail: "30 minutes.", category: .workout, measurement: .duration(minutes: 30)),
            ChallengeTask(name: "Water", detail: "2.5 litres.", category: .hydration, measurement: .quantity(target: 2.5, unit: .liters)),
            ChallengeTask(name: "Read", detail: "10 pages.", category: .reading, measurement: .quantity(target: 10, unit: .pages)),
        ],
        needsSafetyCheck: false)
}
