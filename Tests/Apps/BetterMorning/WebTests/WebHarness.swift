import BetterMorningCore
import BetterMorningTestSupport
@testable import BetterMorningWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport
import WebApp

/// Better Morning behind the suite's full router (home screen, security, error pages).
struct WebHarness: Sendable {
    let harness: BetterMorningHarness
    var app: BetterMorning { harness.app }
    var clock: TestClock { harness.clock }

    init(now: String = "2026-11-22T08:00:00-05:00", onboarded: Bool = true, locale: String = "en_US") throws {
        harness = try BetterMorningHarness(now: now, locale: locale, onboarded: onboarded)
    }

    func test(_ body: @Sendable (WebClient) async throws -> Void) async throws {
        let web = try BetterMorningWebApp(app: harness.app)
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router) { client in try await body(WebClient(client)) }
    }
}
