import DayKit
import Foundation
import Synchronization

/// Challenge timelines kept in memory, each valid while its challenge's `revision` and the day are
/// unchanged. Every write to a challenge or its logs bumps the revision in the same transaction
/// (this process's or another's: the CLI beside a running server), so a timeline is derived again
/// only for the challenge that changed.
final class TimelineCache: Sendable {
    private struct Kept {
        let revision: Int
        let today: CalendarDay
        let logs: [UUID: [CalendarDay: TaskLog]]
        /// Derived on the first read after a write (nil until then).
        let timeline: ChallengeTimeline?
    }

    private let kept = Mutex<[UUID: Kept]>([:])

    /// The timeline of `challenge` at `revision` as of `today`, with the logs it was derived from:
    /// kept, or read by `readLogs`, derived and kept.
    func timeline(_ challenge: Challenge, revision: Int, today: CalendarDay,
                  readLogs: () throws -> [UUID: [CalendarDay: TaskLog]]) rethrows -> (ChallengeTimeline, logs: [UUID: [CalendarDay: TaskLog]]) {
        if let entry = kept.withLock({ $0[challenge.id] }), entry.revision == revision, entry.today == today {
            if let timeline = entry.timeline { return (timeline, entry.logs) }
            let timeline = ChallengeTimeline(challenge, logs: entry.logs, today: today)
            keep(challenge, revision: revision, today: today, logs: entry.logs, timeline: timeline)
            return (timeline, entry.logs)
        }
        let logs = try readLogs()
        let timeline = ChallengeTimeline(challenge, logs: logs, today: today)
        keep(challenge, revision: revision, today: today, logs: logs, timeline: timeline)
        return (timeline, logs)
    }

    /// Keeps what a write just committed under its revision (its timeline, when known, or nil to
    /// derive it on the next read), so the next read does not read every log again.
    func keep(_ challenge: Challenge, revision: Int, today: CalendarDay, logs: [UUID: [CalendarDay: TaskLog]], timeline: ChallengeTimeline?) {
        kept.withLock { $0[challenge.id] = Kept(revision: revision, today: today, logs: logs, timeline: timeline) }
    }
}
