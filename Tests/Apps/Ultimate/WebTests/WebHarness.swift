import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import WebApp
import WebSupport

/// Ultimate behind the suite's full router (home screen, security, error pages).
struct WebHarness: Sendable {
    let harness: UltimateHarness
    var app: Ultimate { harness.app }

    init(now: String = "2026-11-22T08:00:00-05:00", locale: String = "en_US") throws {
        harness = try UltimateHarness(now: now, locale: locale)
    }

    func test(_ body: @Sendable (WebClient) async throws -> Void) async throws {
        let web = try UltimateWebApp(app: harness.app, cache: PageCache())
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"))
        try await Application(router: router).test(.router) { client in try await body(WebClient(client)) }
    }

    /// The one-time token of the create form on `page`.
    static func token(_ page: String) throws -> String {
        let start = try #require(page.range(of: "name=\"form-token\" value=\"")).upperBound
        return String(page[start...].prefix(32))
    }
}
