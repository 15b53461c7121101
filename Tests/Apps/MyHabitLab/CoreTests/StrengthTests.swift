import DayKit
import Foundation
import MyHabitLabCore
import Testing
import TestSupport

/// Loop's score, checked against values computed by hand from its published formula.
@Suite struct StrengthTests {
    static let multiplier = pow(0.5, 1.0 / 13)

    func scores(_ schedule: Schedule = .daily, kind: HabitKind = .yesNo, days: Int, marks: (Int) -> DayMark?) -> [Double] {
        let start = day("2026-01-01")
        let habit = Habit(name: "H", icon: "✅", color: .blue, schedule: schedule, kind: kind, createdDay: start)
        var byDay: [CalendarDay: DayMark] = [:]
        for offset in 0..<days { if let mark = marks(offset) { byDay[start.adding(days: offset)] = mark } }
        return HabitStrength.scores(HabitHistory(habit: habit, marks: byDay, today: start.adding(days: days - 1), firstWeekday: 1))
    }

    @Test func aDailyHabitDoneEveryDayReachesHalfStrengthIn13Days() {
        let daily = scores(days: 13) { _ in .done }
        #expect(abs(daily[12] - 0.5) < 1e-12)
        #expect(abs(daily[0] - (1 - Self.multiplier)) < 1e-12)
    }

    @Test func skipsLeaveTheScoreUnchangedAndMissesDecayIt() {
        let values = scores(days: 5) { [DayMark.done, .done, .skipped, nil, .done][$0] }
        #expect(values[2] == values[1])
        #expect(abs(values[3] - values[2] * Self.multiplier) < 1e-12)
    }

    @Test func weeklyHabitsSmoothOverTwiceTheirPeriod() {
        // Once a week (f = 1/7): done on day 0 only; Loop doubles to 2 in 14 days, so the day's value is 1/2.
        let weekly = scores(.times(1, per: 7), days: 15) { $0 == 0 ? .done : nil }
        let m = pow(0.5, (1.0 / 7).squareRoot() / 13)
        var expected = 0.0
        for index in 0..<15 {
            expected = expected * m + (index < 14 ? 0.5 : 0) * (1 - m)
            #expect(abs(weekly[index] - expected) < 1e-12, "day \(index)")
        }
    }

    @Test func measurableHabitsScoreTheShareOfTheTarget() {
        let half = scores(kind: .measurable(unit: "pages", target: 20, direction: .atLeast), days: 13) { _ in .value(10) }
        #expect(abs(half[12] - 0.25) < 1e-12)
        // At most: no entries keep full strength; twice the target scores 0 for the day.
        let untouched = scores(kind: .measurable(unit: "cups", target: 2, direction: .atMost), days: 30) { _ in nil }
        #expect(untouched.allSatisfy { $0 == 1 })
        let over = scores(kind: .measurable(unit: "cups", target: 2, direction: .atMost), days: 1) { _ in .value(4) }
        #expect(abs(over[0] - Self.multiplier) < 1e-12)
    }
}
