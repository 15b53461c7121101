import DayKit
import Foundation

extension ChallengeAnalytics {
    /// The change of the completion rate from the period before, in percentage points (nil when
    /// either is unknown), as Progress shows it: "▲ 5 pts".
    public var completionTrend: Int? { Self.points(completionRate, previous?.completionRate) }

    /// The change of the consistency from the period before, in percentage points.
    public var consistencyTrend: Int? { Self.points(consistency, previous?.consistency) }

    static func points(_ now: Double?, _ before: Double?) -> Int? {
        guard let now, let before else { return nil }
        return Int(((now - before) * 100).rounded())
    }
}

extension ChallengeAnalytics.Point {
    /// The share of the day's due tasks done, 0…1; nil when nothing was due (a rest day).
    public var share: Double? { due > 0 ? Double(completed) / Double(due) : nil }
}
