import Foundation

/// Who shows a reminder that a running server delivers. A page in front asks every few seconds
/// and shows what fell due at once; the server's notify command takes a reminder only once its
/// minute is over and no page took it in that minute (issue 39, item 9: with pages open, the
/// command must still run for a reminder no page showed).
public enum ReminderChannel: Sendable, Hashable {
    /// An open page (its banner or the browser's notification).
    case page
    /// The server's notify command (a system notification).
    case notifyCommand

    /// Whether a reminder firing at `fireAt` is this channel's to deliver at `now`: a page's from
    /// its time on, the command's from the end of its minute on.
    public func delivers(firingAt fireAt: Date, now: Date) -> Bool {
        switch self {
        case .page:
            return fireAt <= now
        case .notifyCommand:
            // NB: the minute's start counted in whole minutes since 1970; every time zone in use
            // is offset by whole minutes, so this is the minute a clock on the wall shows.
            let minuteStart = (now.timeIntervalSince1970 / 60).rounded(.down) * 60
            return fireAt.timeIntervalSince1970 < minuteStart
        }
    }
}
