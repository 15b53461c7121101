import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// The Explore tab (§5): the mosaic of famous people.
public struct ExploreScreen: Codable, Sendable, Hashable {
    /// Everyone in the catalog.
    public let celebrities: [CelebrityTile]
    /// Whether the unlock is owned (Create opens directly instead of the paywall).
    public let isUnlocked: Bool
}

/// One avatar of the mosaic (and one line of `celebrities`).
public struct CelebrityTile: Codable, Sendable, Hashable {
    /// The person's id.
    public let id: String
    /// Their name.
    public let name: String
    /// Their drawn avatar.
    public let avatar: Avatar
    /// How many tasks their routine has.
    public let tasks: Int
    /// Whether their routine is the active one.
    public let isActive: Bool
}

/// A famous person's profile (§5.2).
public struct ProfileScreen: Codable, Sendable, Hashable {
    /// The person.
    public let celebrity: Celebrity
    /// How certain the reported routine is, in words.
    public let certaintyLabel: String
    /// Whether their routine is the active one.
    public let isActive: Bool
    /// The routine that choosing this one would replace (another active routine), if any.
    public let replaces: String?
    /// What choosing this one does to the routine it replaces, if any.
    public let replacing: RoutineSwitch?
    /// What every profile says: the routine is as its source reported it, and the person has
    /// nothing to do with the app.
    public var disclaimer: String {
        "This routine is as reported by its source. \(celebrity.name) is not affiliated with Better Morning and has not endorsed it."
    }
}

/// The routines the user has, in display order (`routines`).
public struct RoutineListItem: Codable, Sendable, Hashable {
    /// The id to name it by.
    public let id: Routine.ID
    /// The name.
    public let name: String
    /// Celebrity or custom.
    public let type: RoutineKind
    /// Whether it is active.
    public let active: Bool
    /// The famous person's id, for celebrity routines.
    public let celebrityID: String?

    /// The item that lists `routine`.
    public init(_ routine: Routine) {
        self.init(id: routine.id, name: routine.name, type: routine.kind, active: routine.isActive, celebrityID: routine.celebrityID)
    }

    private init(id: Routine.ID, name: String, type: RoutineKind, active: Bool, celebrityID: String?) {
        self.id = id
        self.name = name
        self.type = type
        self.active = active
        self.celebrityID = celebrityID
    }
}

extension BetterMorning {
    /// The Explore tab.
    public func exploreScreen() throws -> ExploreScreen {
        try database.reader.read { db in try exploreScreen(db) }
    }

    /// The Explore tab as `db` holds it.
    func exploreScreen(_ db: Database) throws -> ExploreScreen {
        let activeID = try Routine.active(db)?.celebrityID
        let tiles = catalog.celebrities.map { person in
            CelebrityTile(id: person.id, name: person.name, avatar: person.avatar, tasks: person.tasks.count,
                          isActive: person.id == activeID)
        }
        return ExploreScreen(celebrities: tiles, isUnlocked: isUnlocked)
    }

    /// A famous person's profile.
    public func profileScreen(celebrityID: String) throws -> ProfileScreen {
        try database.reader.read { db in try profileScreen(celebrityID: celebrityID, db) }
    }

    /// A famous person's profile as `db` holds it.
    func profileScreen(celebrityID: String, _ db: Database) throws -> ProfileScreen {
        guard let person = catalog.celebrity(celebrityID) else { throw BetterMorningError.unknownCelebrity(celebrityID) }
        let (active, change) = (try Routine.active(db), try routineSwitch(db))
        let isActive = active?.celebrityID == person.id
        return ProfileScreen(celebrity: person, certaintyLabel: person.certainty.label, isActive: isActive,
                             replaces: isActive ? nil : active?.name, replacing: isActive ? nil : change)
    }

    /// Every routine the user has, active first, then most recently active.
    public func routineList() throws -> [RoutineListItem] {
        try database.reader.read { db in
            try Routine.all().inDisplayOrder().fetchAll(db).map(RoutineListItem.init)
        }
    }
}
