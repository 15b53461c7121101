import DayKit
import DayKitDatabase
import GRDB
import Tagged

/// The custom routine being created, saved on every change so it survives the app being killed.
struct Draft: Codable, Sendable, Hashable {
    var id: Int = 1
    var title: String
}

/// One task of the draft, as stored. Its id is the order in which it was added, which breaks ties
/// between equal times. A task not stored yet is a `NewDraftTask`.
struct DraftTask: Codable, Sendable, Hashable {
    let id: DraftTaskRow.ID
    var title: String
    var time: TimeOfDay

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let time = Column(CodingKeys.time)
    }
}

/// A task about to be added to the draft: the insert gives its id.
struct NewDraftTask: Codable, Sendable {
    var title: String
    var time: TimeOfDay
}
