import DayKit
import DayKitDatabase
import GRDB

/// What happened to a task on a day. Untouched tasks have no stored mark.
public enum TaskMark: String, Codable, Sendable, DatabaseValueConvertible {
    /// Not checked (yet): the start of every day.
    case untouched
    /// Checked ✓.
    case done
    /// Not checked when the day was finalized ✗.
    case missed

    /// The mark in a person's words, as a row's spoken sentence ends: "done", "not done", "not checked".
    public var words: String {
        switch self {
        case .done: "done"
        case .missed: "not done"
        case .untouched: "not checked"
        }
    }

    /// The mark's sign in text and on a page: ✓, ✗, or none while untouched.
    public var symbol: String? {
        switch self {
        case .done: "✓"
        case .missed: "✗"
        case .untouched: nil
        }
    }

    /// The SF Symbol an iPhone draws for the mark: a check, a cross, or none while untouched.
    public var systemImage: String? {
        switch self {
        case .done: "checkmark"
        case .missed: "xmark"
        case .untouched: nil
        }
    }
}

/// A task as a screen lists it with its mark (a Routine tab row, a run's step): what VoiceOver and
/// a page's label say of it is written once, here.
public protocol MarkedTask {
    /// What.
    var title: String { get }
    /// When.
    var time: TimeOfDay { get }
    /// Untouched, done or missed.
    var mark: TaskMark { get }
}

extension MarkedTask {
    /// The row as one sentence, for VoiceOver and a page's label: "Wake up, 3:45 AM, done".
    public var spokenLabel: String {
        "\(title), \(time.formatted()), \(mark.words)"
    }
}
