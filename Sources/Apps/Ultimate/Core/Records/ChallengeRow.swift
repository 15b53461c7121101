import DayKit
import DayKitDatabase
import Foundation
import GRDB

/// A challenge's row: its plan as JSON beside its columns. Every id is stored as text
/// (`UUID.uuidString`), converted here and nowhere else.
struct ChallengeRow: Codable, Sendable {
    var id: String
    var name: String
    var templateID: String
    var rule: ChallengeRule
    var grace: Int
    var days: Int
    var starts: [CalendarDay]
    var abandons: [CalendarDay]
    var tasks: [ChallengeTask]
    var createdAt: Double
    /// Bumped by every change to the challenge or its logs (`bumpRevision`), never by a save of its plan.
    var revision: Int = 0

    /// Table columns.
    enum Columns {
        static let id = Column(CodingKeys.id)
        static let name = Column(CodingKeys.name)
        static let rule = Column(CodingKeys.rule)
        static let grace = Column(CodingKeys.grace)
        static let days = Column(CodingKeys.days)
        static let starts = Column(CodingKeys.starts)
        static let abandons = Column(CodingKeys.abandons)
        static let tasks = Column(CodingKeys.tasks)
        static let createdAt = Column(CodingKeys.createdAt)
        static let revision = Column(CodingKeys.revision)
    }

    /// The columns a change of plan writes (not the id, the template, the creation time or the revision).
    static let planColumns = [Columns.name, Columns.rule, Columns.grace, Columns.days, Columns.starts, Columns.abandons, Columns.tasks]

    init(_ challenge: Challenge, createdAt: Date) {
        id = challenge.id.uuidString
        name = challenge.name
        templateID = challenge.templateID
        rule = challenge.rule
        grace = challenge.grace
        days = challenge.days
        starts = challenge.starts
        abandons = challenge.abandons
        tasks = challenge.tasks
        self.createdAt = createdAt.timeIntervalSince1970
    }

    var challenge: Challenge {
        var challenge = Challenge(id: Challenge.ID(UUID(uuidString: id)!), name: name, templateID: templateID, rule: rule, grace: grace, days: days, start: starts[0], tasks: tasks)
        challenge.starts = starts
        challenge.abandons = abandons
        return challenge
    }
}

extension ChallengeRow: FetchableRecord, PersistableRecord {
    static let databaseTableName = "challenge"
}
