import Foundation
import Hummingbird
import UltimateCore
import WebSupport

extension ProgressPage.Choice {
    /// The choice in the address: `period` (week by default), `offset` (0) and `challenge` (all).
    init(_ request: Request) throws {
        let query = request.uri.queryParameters
        let periodText = query.get("period") ?? "week"
        guard let period = AnalyticsPeriod(rawValue: periodText) else {
            throw WebError.badRequest("“\(periodText)” is not a period: day, week, month, year or all.")
        }
        let offsetText = query.get("offset") ?? "0"
        guard let offset = Int(offsetText) else { throw WebError.badRequest("“\(offsetText)” is not a number of periods back.") }
        let challenge = try query.get("challenge").map { text in
            guard let id = UUID(uuidString: text) else { throw WebError.notFound("There is no challenge “\(text)”.") }
            return Challenge.ID(id)
        }
        self.init(period: period, offset: offset, challenge: challenge)
    }
}
