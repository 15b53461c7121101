import Foundation
import Hummingbird
import UltimateCore
import WebSupport

extension UltimateWebApp {
    func addProgressRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.progress.routerPath) { request, _ in
            let query = request.uri.queryParameters
            let periodText = query.get("period") ?? "week"
            guard let period = AnalyticsPeriod(rawValue: periodText) else {
                throw WebError.badRequest("“\(periodText)” is not a period: day, week, month, year or all.")
            }
            let offsetText = query.get("offset") ?? "0"
            guard let offset = Int(offsetText) else { throw WebError.badRequest("“\(offsetText)” is not a number of periods back.") }
            let challenge = try query.get("challenge").map { text in
                guard let id = UUID(uuidString: text) else { throw WebError.notFound("There is no challenge “\(text)”.") }
                return id.uuidString
            }
            let choice = ProgressPage.Choice(period: period, offset: offset, challenge: challenge)
            return try cachedPage(request) {
                .page(ProgressPage.page(try app.analytics(challenge, period: period, offset: offset), choice: choice,
                                        challenges: try app.challengeList(), appearance: try app.profile().appearance))
            }
        }
    }
}
