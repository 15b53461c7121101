import Foundation
import Hummingbird
import WebSupport

extension Parameters {
    /// The UUID in the address parameter `name` (`require(_:as:)`). An address whose id is not a
    /// UUID names nothing there is: 404 naming `what`, as for an unknown id (Hummingbird says 400).
    func requireID(_ name: String = "id", naming what: String) throws -> UUID {
        do {
            return try require(name, as: UUID.self)
        } catch let error as HTTPError where error.status == .badRequest {
            throw WebError.notFound("There is no \(what) “\(try require(name))”.")
        }
    }
}
