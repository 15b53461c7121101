import DayKit
import Foundation
import Tagged

/// What a task is about (its icon and colour on the screens).
public enum TaskCategory: String, Codable, Sendable, CaseIterable {
    case workout, nutrition, hydration, reading, mindfulness, photo, other
}

/// How a task is measured, with what completes it.
public enum TaskMeasurement: Hashable, Sendable, Codable {
    /// Done or not.
    case binary
    /// An amount toward `target` in `unit` (a gallon of water in litres, 10 pages).
    case quantity(target: Double, unit: QuantityUnit)
    /// Minutes toward `minutes`, typed or timed.
    case duration(minutes: Double)
    /// Named items, all of which complete it.
    case checklist([String])

    /// `binary`, `quantity`, `duration` or `checklist` (the CLI's and JSON's word).
    public var kind: MeasurementKind {
        switch self {
        case .binary: .binary
        case .quantity: .quantity
        case .duration: .duration
        case .checklist: .checklist
        }
    }

    /// The amount that completes it (1 for binary, the item count for a checklist).
    public var target: Double {
        switch self {
        case .binary: 1
        case .quantity(let target, _): target
        case .duration(let minutes): minutes
        case .checklist(let items): Double(items.count)
        }
    }
}

/// The kind of a task's measurement, as screens carry it: its raw value is the CLI's and JSON's
/// word, `words` what a form offers it as.
public enum MeasurementKind: String, Codable, Sendable, CaseIterable {
    case binary, quantity, duration, checklist

    /// What a form offers the kind as ("Done or not").
    public var words: String {
        switch self {
        case .binary: "Done or not"
        case .quantity: "An amount"
        case .duration: "Minutes (typed or timed)"
        case .checklist: "A checklist"
        }
    }
}

/// Which days of a challenge a task is due.
public enum TaskFrequency: Hashable, Sendable, Codable {
    /// Every day.
    case daily
    /// The chosen weekdays (1 = Sunday … 7 = Saturday).
    case weekdays(Set<Int>)
    /// N times in each of the challenge's weeks (days 1–7, 8–14, …): asked every day of the week
    /// until met, judged when the week ends (see `ChallengeTimeline`).
    case timesPerWeek(Int)
    /// The listed challenge days only (a weigh-in on day 1 and day 30).
    case onDays(Set<Int>)
}

/// One task of a challenge, as planned: what completes it and when it is due.
public struct ChallengeTask: Hashable, Sendable, Codable, Identifiable {
    /// A task's id: unique across challenges, encoded as its UUID, typed so that a challenge's id
    /// cannot be passed for it.
    public typealias ID = Tagged<ChallengeTask, UUID>

    public let id: ID
    public var name: String
    public var detail: String
    public var category: TaskCategory
    public var frequency: TaskFrequency
    /// When to remind (minutes from midnight), if the user chose a time.
    public var timeOfDay: TimeOfDay?
    public var measurement: TaskMeasurement
    /// A target for each challenge day (index 0 = day 1) that overrides the measurement's; 0 is a
    /// rest day (the 30-day plank's 20 s rising to 300 s).
    public var dayTargets: [Double]?
    /// What each challenge week asks, shown with the task (Couch to 5K's run/walk intervals).
    public var weekNotes: [String]?

    public init(id: ID = ID(UUID()), name: String, detail: String = "", category: TaskCategory = .other, frequency: TaskFrequency = .daily,
                timeOfDay: TimeOfDay? = nil, measurement: TaskMeasurement = .binary, dayTargets: [Double]? = nil, weekNotes: [String]? = nil) {
        self.id = id
        self.name = name
        self.detail = detail
        self.category = category
        self.frequency = frequency
        self.timeOfDay = timeOfDay
        self.measurement = measurement
        self.dayTargets = dayTargets
        self.weekNotes = weekNotes
    }

    /// The amount that completes the task on challenge day `day` (1-based); 0 on a rest day.
    public func target(onDay day: Int) -> Double {
        guard let dayTargets, dayTargets.indices.contains(day - 1) else { return measurement.target }
        return dayTargets[day - 1]
    }

    /// Whether the task is due on challenge day `day`, falling on `date`. False for a `timesPerWeek`
    /// task, which is asked as its week stands (`ChallengeTimeline.weeklyDay`).
    public func isDue(onDay day: Int, date: CalendarDay) -> Bool {
        guard target(onDay: day) > 0 else { return false }
        switch frequency {
        case .daily: return true
        case .weekdays(let days): return days.contains(date.weekday)
        case .timesPerWeek: return false
        case .onDays(let days): return days.contains(day)
        }
    }

    /// The note for the week holding challenge day `day`, if any.
    public func weekNote(onDay day: Int) -> String? {
        guard let weekNotes else { return nil }
        let week = (day - 1) / 7
        return weekNotes.indices.contains(week) ? weekNotes[week] : nil
    }
}
