import Foundation
import Hummingbird

/// Ids in addresses, read with Hummingbird's `require(_:as:)`. An address whose id cannot be one
/// names nothing there is: 404 naming what it is not, as for an unknown id (Hummingbird says 400).
extension Parameters {
    /// The id in the address parameter `name`, as `type` reads it, or 404 naming `what`.
    public func requireID<ID: LosslessStringConvertible>(_ name: String = "id", as type: ID.Type, naming what: String) throws -> ID {
        try notFoundUnlessRead(name, naming: what) { try require(name, as: type) }
    }

    /// The UUID in the address parameter `name`, or 404 naming `what`.
    public func requireID(_ name: String = "id", naming what: String) throws -> UUID {
        try notFoundUnlessRead(name, naming: what) { try require(name, as: UUID.self) }
    }

    private func notFoundUnlessRead<ID>(_ name: String, naming what: String, _ read: () throws -> ID) throws -> ID {
        do {
            return try read()
        } catch let error as HTTPError where error.status == .badRequest {
            throw WebError.notFound("There is no \(what) “\(try require(name))”.")
        }
    }
}
