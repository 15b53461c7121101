import Foundation
import Hummingbird
import UltimateCore
import WebSupport

/// Ultimate's typed ids in addresses, read once where a request comes in: an address whose id
/// cannot be one names nothing there is (404, as `requireID(_:naming:)` says).
extension Parameters {
    /// The challenge's id in the address (`:id`).
    func requireChallengeID() throws -> Challenge.ID {
        Challenge.ID(try requireID(naming: "challenge"))
    }

    /// The task's id in the address (`:task`).
    func requireTaskID() throws -> ChallengeTask.ID {
        ChallengeTask.ID(try requireID("task", naming: "task"))
    }
}
