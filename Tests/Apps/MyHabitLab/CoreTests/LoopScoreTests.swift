import DayKit
import Foundation
import MyHabitLabCore
import Testing
import TestSupport

/// The expected values of Loop Habit Tracker's own score tests (uhabits-core `ScoreListTest`),
/// reproduced to 1e-6: entries are placed `offset` days before today, as Loop's tests place them.
@Suite struct LoopScoreTests {
    static let today = day("2026-11-22")

    /// Scores from today backwards for a habit with `marks` by days-before-today.
    func scores(_ marks: [Int: DayMark], _ schedule: Schedule = .daily, kind: HabitKind = .yesNo) -> [Double] {
        let first = Self.today.adding(days: -1000)
        let habit = Habit(name: "H", icon: "✅", color: .blue, schedule: schedule, kind: kind, createdDay: first)
        let byDay = Dictionary(uniqueKeysWithValues: marks.map { (Self.today.adding(days: -$0.key), $0.value) })
        return HabitStrength.scores(HabitHistory(habit: habit, marks: byDay, today: Self.today, firstWeekday: 1)).reversed()
    }

    func done(_ range: Range<Int>) -> [Int: DayMark] { Dictionary(uniqueKeysWithValues: range.map { ($0, DayMark.done) }) }

    func expect(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, value) in expected.enumerated() {
            #expect(abs(actual[index] - value) < tolerance, "day -\(index): \(actual[index]) ≠ \(value)", sourceLocation: sourceLocation)
        }
    }

    static let twentyDays = [0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734, 0.413270,
                             0.381137, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0]

    @Test func yesNoGetValue() {
        expect(scores(done(0..<20)), Self.twentyDays)
    }

    @Test func yesNoWithSkips() {
        var marks = done(0..<20)
        for offset in [5, 10, 11] { marks[offset] = .skipped }
        expect(scores(marks), [0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.472617, 0.443734, 0.413270, 0.381137, 0.347244,
                               0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0])
        expect(scores([5: .done, 4: .skipped]), [0.041949, 0.044247, 0.046670, 0.049226, 0.051922, 0.051922, 0])
    }

    @Test func nonDailyWithSkipsLeavesSkippedDaysOutOfTheWindow() {
        var marks = done(0..<18)
        for offset in [10, 11, 12] { marks[offset] = .skipped }
        expect(scores(marks, .times(6, per: 7)),
               [0.365222, 0.333100, 0.299354, 0.263899, 0.226651, 0.191734, 0.159268, 0.129375, 0.102187, 0.077839, 0.056477, 0.056477,
                0.056477, 0.056477, 0.038251, 0.023319, 0.011848, 0.004014, 0, 0, 0])
    }

    @Test func convergence() {
        // Daily or six times a week, always done or skipped: 100%.
        var perfect = done(0..<500)
        for k in 0..<100 { perfect[7 * k + 5] = .skipped; perfect[7 * k + 6] = .skipped }
        #expect(abs(scores(perfect)[0] - 1) < 1e-6)
        #expect(abs(scores(perfect, .times(6, per: 7))[0] - 1) < 1e-6)
        // 2 of 3 a week: 2/3; of 4: 1/2.
        var twoOfSeven: [Int: DayMark] = [:]
        for k in 0..<100 { twoOfSeven[7 * k] = .done; twoOfSeven[7 * k + 1] = .done }
        #expect(abs(scores(twoOfSeven, .times(3, per: 7))[0] - 2 / 3.0) < 1e-6)
        #expect(abs(scores(twoOfSeven, .times(4, per: 7))[0] - 0.5) < 1e-6)
        // Weekly on different weekdays: still 100%.
        var irregular: [Int: DayMark] = [:]
        for k in 0..<100 { irregular[14 * k] = .done; irregular[14 * k + 13] = .done }
        #expect(abs(scores(irregular, .times(1, per: 7))[0] - 1) < 1e-3)
    }

    @Test func recomputeAndAddThenRemove() {
        #expect(abs(scores(done(0..<2))[0] - 0.101149) < 1e-6)
        #expect(abs(scores(done(0..<2), .times(1, per: 2))[0] - 0.054816) < 1e-6)
        #expect(abs(scores([0: .done])[0] - 0.051922) < 1e-6)
        #expect(scores([:])[0] == 0)
    }

    static let atLeast = HabitKind.measurable(unit: "units", target: 2, direction: .atLeast)
    static let atMost = HabitKind.measurable(unit: "units", target: 2, direction: .atMost)

    func values(_ range: Range<Int>, _ value: Double) -> [Int: DayMark] {
        Dictionary(uniqueKeysWithValues: range.map { ($0, DayMark.value(value)) })
    }

    @Test func numericalAtLeast() {
        expect(scores(values(0..<20, 2), kind: Self.atLeast), Self.twentyDays)
        #expect(abs(scores(values(0..<2, 2), kind: Self.atLeast)[0] - 0.101149) < 1e-6)
        #expect(abs(scores(values(0..<2, 2), .times(1, per: 2), kind: Self.atLeast)[0] - 0.072631) < 1e-6)
        #expect(abs(scores(values(0..<500, 1), kind: Self.atLeast)[0] - 0.5) < 1e-6)
        #expect(abs(scores(values(0..<500, 0.5), kind: Self.atLeast)[0] - 0.25) < 1e-6)
        #expect(abs(scores([0: .value(10_000)], kind: Self.atLeast)[0] - 0.051922) < 1e-6)
    }

    @Test func numericalAtLeastWithSkips() {
        var marks = values(0..<20, 2)
        marks[10] = .skipped
        marks[15] = .skipped
        expect(scores(marks, kind: Self.atLeast),
               [0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734, 0.413270, 0.381137, 0.347244, 0.347244,
                0.311495, 0.273788, 0.234017, 0.192067, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0])
        let initial = scores(values(0..<500, 1), kind: Self.atLeast)[0]
        var gaps = values(0..<300, 1).merging(values(500..<700, 1)) { $1 }
        for offset in 300..<500 { gaps[offset] = .skipped }
        #expect(abs(scores(gaps, kind: Self.atLeast)[0] - initial) < 1e-6)
    }

    @Test func numericalAtMost() {
        var marks = values(0..<20, 5)
        marks[20] = .value(1)
        expect(scores(marks, kind: Self.atMost), Self.twentyDays.prefix(20).map { 1 - $0 } + [1, 1])
    }
}
