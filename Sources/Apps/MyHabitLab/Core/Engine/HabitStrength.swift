import DayKit
import Foundation

/// Habit strength: Loop Habit Tracker's score, the same numbers Loop computes.
///
/// Loop (iSoron/uhabits: `ScoreList.recompute` and `Score.compute` in uhabits-core) keeps an
/// exponential moving average of each day's value with multiplier 0.5^(√f / 13), so a habit
/// done every day (f = 1) halves the distance to full strength in 13 days. The day's value is the
/// share of the frequency met over a rolling window of the last M days that were not skipped: for
/// yes/no habits the done days in the window over N (N and M doubled when f < 1, to smooth
/// irregular weekly repetitions); for measurable habits the summed values over the target, or for
/// "at most" one less the relative excess. A skipped day leaves the score unchanged and is not a
/// day of the window (Loop's `getNumberOfSkipsByInterval`). Our own implementation of that
/// published computation, checked against the expected values of Loop's `ScoreListTest`.
public enum HabitStrength {
    /// The score of every day from the history's first day through today, oldest first (0…1).
    public static func scores(_ history: HabitHistory) -> [Double] {
        let (numerator, denominator) = history.habit.schedule.frequency
        let frequency = Double(numerator) / Double(denominator)
        let multiplier = pow(0.5, frequency.squareRoot() / 13)
        var scores: [Double] = []
        scores.reserveCapacity(history.marks.count)
        switch history.habit.kind {
        case .yesNo:
            let (times, length) = frequency < 1 ? (numerator * 2, denominator * 2) : (numerator, denominator)
            var window = Window(length: length)
            var score = 0.0
            for mark in history.marks {
                if mark?.isSkipped != true {
                    window.push(history.habit.isMet(mark) ? 1 : 0)
                    score = score * multiplier + min(1, window.sum / Double(times)) * (1 - multiplier)
                }
                scores.append(score)
            }
        case .measurable(_, let target, let direction):
            var window = Window(length: denominator)
            var score = direction == .atMost ? 1.0 : 0.0
            for mark in history.marks {
                if mark?.isSkipped != true {
                    // NB: Loop sums integer thousandths; so do we, for the same rounding.
                    let milli: Int = switch mark {
                    case .value(let value)?: max(0, Int((value * 1000).rounded()))
                    case .done?: Int((target * 1000).rounded())
                    default: 0
                    }
                    window.push(Double(milli))
                    let sum = window.sum / 1000
                    let value: Double = switch direction {
                    case .atLeast: target > 0 ? min(1, sum / target) : 1
                    case .atMost: target > 0 ? min(1, max(0, 1 - (sum - target) / target)) : (sum > 0 ? 0 : 1)
                    }
                    score = score * multiplier + value * (1 - multiplier)
                }
                scores.append(score)
            }
        }
        return scores
    }

    /// The sum of the last `length` values pushed.
    private struct Window {
        let length: Int
        private var values: [Double] = []
        private var next = 0
        private(set) var sum = 0.0

        init(length: Int) {
            self.length = max(1, length)
            values.reserveCapacity(self.length)
        }

        mutating func push(_ value: Double) {
            if values.count < length {
                values.append(value)
            } else {
                sum -= values[next]
                values[next] = value
                next = (next + 1) % length
            }
            sum += value
        }
    }


}
