import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import MyHabitLabCore
import MyHabitLabTestSupport
@testable import MyHabitLabWeb
import TestSupport
import WebApp

/// MyHabitLab behind the suite's full router (home screen, security, error pages).
struct WebHarness: Sendable {
    let harness: MyHabitLabHarness
    var app: MyHabitLab { harness.app }

    init(now: String = "2026-11-22T08:00:00-05:00", locale: String = "en_US") throws {
        harness = try MyHabitLabHarness(now: now, locale: locale)
    }

    func test(_ body: @Sendable (WebClient) async throws -> Void) async throws {
        let web = try MyHabitLabWebApp(app: harness.app)
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router) { client in try await body(WebClient(client)) }
    }
}
