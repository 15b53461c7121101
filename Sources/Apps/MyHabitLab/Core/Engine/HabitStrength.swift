import DayKit
import Foundation

/// Habit strength: Loop Habit Tracker's score, the same numbers Loop computes.
///
/// Loop (iSoron/uhabits, `ScoreList.recompute` and `Score.compute` in uhabits-core) keeps an
/// exponential moving average of each day's value with multiplier 0.5^(√f / 13), so a habit
/// done every day (f = 1) halves the distance to its target in 13 days. The day's value is the
/// share of the frequency met by a rolling sum over the last M days: for yes/no habits the done
/// days in the window over N (N and M doubled when f < 1, to smooth irregular weekly
/// repetitions); for measurable habits the summed values over the target, or for "at most" one
/// less the relative excess. Skipped days leave the score unchanged. Our own implementation,
/// following that published computation; reproduced against Loop exports in the tests.
public enum HabitStrength {
    /// Loop's skip marker in a numerical checkmark (it also enters the rolling sum, as in Loop).
    static let loopSkip = 3

    /// The score of every day from the history's first day through today, oldest first (0…1).
    public static func scores(_ history: HabitHistory) -> [Double] {
        let (numerator, denominator) = history.habit.schedule.frequency
        let frequency = Double(numerator) / Double(denominator)
        let multiplier = pow(0.5, frequency.squareRoot() / 13)
        var scores: [Double] = []
        scores.reserveCapacity(history.marks.count)
        switch history.habit.kind {
        case .yesNo:
            let (times, window) = frequency < 1 ? (numerator * 2, denominator * 2) : (numerator, denominator)
            var done = [Bool](repeating: false, count: history.marks.count)
            var rolling = 0.0
            var score = 0.0
            for (index, mark) in history.marks.enumerated() {
                done[index] = history.habit.isMet(mark)
                if done[index] { rolling += 1 }
                if index >= window, done[index - window] { rolling -= 1 }
                if mark?.isSkipped != true {
                    score = score * multiplier + min(1, rolling / Double(times)) * (1 - multiplier)
                }
                scores.append(score)
            }
        case .measurable(_, let target, let direction):
            // NB: Loop sums integer thousandths; so do we, for the same rounding.
            var milli = [Int](repeating: 0, count: history.marks.count)
            var rolling = 0
            var score = direction == .atMost ? 1.0 : 0.0
            for (index, mark) in history.marks.enumerated() {
                switch mark {
                case .value(let value)?: milli[index] = max(0, Int((value * 1000).rounded()))
                case .done?: milli[index] = Int((target * 1000).rounded())
                case .skipped?: milli[index] = loopSkip
                case nil: milli[index] = 0
                }
                rolling += milli[index]
                if index >= denominator { rolling -= milli[index - denominator] }
                if mark?.isSkipped != true {
                    let sum = Double(rolling) / 1000
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

    /// Today's score.
    public static func today(_ history: HabitHistory) -> Double {
        scores(history).last ?? 0
    }

    /// The scores of the last `count` days through today, oldest first.
    public static func scores(_ history: HabitHistory, lastDays count: Int) -> [Double] {
        Array(scores(history).suffix(count))
    }
}
