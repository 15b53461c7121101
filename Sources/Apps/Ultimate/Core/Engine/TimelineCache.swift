import DayKit
import Foundation
import Synchronization

/// Challenge timelines kept in memory, each valid while its challenge's `revision` and the day are
/// unchanged. Every write to a challenge or its logs bumps the revision in the same transaction
/// (this process's or another's: the CLI beside a running server), so a timeline is derived again
/// only for the challenge that changed.
final class TimelineCache: Sendable {
    private struct Kept {
        /// The plan at `revision`.
        let challenge: Challenge
        let revision: Int
        let today: CalendarDay
        let logs: [ChallengeTask.ID: [CalendarDay: TaskLog]]
        /// Derived on the first read after a write (nil until then).
        let timeline: ChallengeTimeline?
        /// A timeline derived before this process's latest log writes, kept for its shape.
        let shape: ChallengeTimeline?
    }

    private let kept = Mutex<[Challenge.ID: Kept]>([:])

    /// The timeline of `challenge` at `revision` as of `today`, with the logs it was derived from:
    /// kept, or read by `readLogs`, derived and kept.
    func timeline(_ challenge: Challenge, revision: Int, today: CalendarDay,
                  readLogs: () throws -> [ChallengeTask.ID: [CalendarDay: TaskLog]]) rethrows -> (ChallengeTimeline, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]]) {
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

    /// What a log write needs to know before it writes: the timeline's shape — its attempts, their
    /// days and day numbers, its status and the last judged day — with the logs as they are now.
    ///
    /// A log changes only a day that is not yet judged, and only judging ends an attempt, so logs
    /// never change the shape: a timeline derived before this process's last logs still has the
    /// right one (only its open days' statuses may be out of date), and is returned without
    /// deriving the timeline again. Any other write (a plan change, another process's log) leaves
    /// a revision this cache did not keep, and the timeline is derived afresh.
    func shape(_ challenge: Challenge, revision: Int, today: CalendarDay,
               readLogs: () throws -> [ChallengeTask.ID: [CalendarDay: TaskLog]]) rethrows -> (ChallengeTimeline, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]]) {
        if let entry = kept.withLock({ $0[challenge.id] }), entry.revision == revision, entry.today == today,
           let shape = entry.timeline ?? entry.shape {
            return (shape, entry.logs)
        }
        return try timeline(challenge, revision: revision, today: today, readLogs: readLogs)
    }

    /// The plan of the challenge `id` at `revision`, when kept (a plan does not change without a
    /// new revision).
    func challenge(_ id: Challenge.ID, revision: Int) -> Challenge? {
        kept.withLock { $0[id] }.flatMap { $0.revision == revision ? $0.challenge : nil }
    }

    /// Keeps what a write just committed under its revision: its timeline when known, or nil to
    /// derive it on the next read, and `shape` when only logs changed since that timeline.
    func keep(_ challenge: Challenge, revision: Int, today: CalendarDay, logs: [ChallengeTask.ID: [CalendarDay: TaskLog]],
              timeline: ChallengeTimeline?, shape: ChallengeTimeline? = nil) {
        kept.withLock { $0[challenge.id] = Kept(challenge: challenge, revision: revision, today: today, logs: logs, timeline: timeline, shape: shape) }
    }
}
