import BetterMorningCore
import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
@testable import WebApp

/// A clock the test moves by hand.
final class MovableClock: Sendable {
    private let date: Mutex<Date>
    init(_ iso: String) { date = Mutex(MovableClock.parse(iso)) }
    var clock: Clock { Clock { self.date.withLock { $0 } } }
    func set(_ iso: String) { date.withLock { $0 = MovableClock.parse(iso) } }
    static func parse(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }
}

/// Better Morning over an in-memory database behind the full router.
struct WebHarness {
    let app: BetterMorning
    let clock: MovableClock

    init(now: String = "2026-11-22T08:00:00-05:00", onboarded: Bool = true) throws {
        let database = try AppDatabase.inMemory()
        clock = MovableClock(now)
        app = BetterMorning(
            database: database, clock: clock.clock,
            calendar: .gregorian(timeZone: TimeZone(identifier: "America/New_York")!, locale: Locale(identifier: "en_US")),
            reminders: StoredReminderScheduler(database: database),
            purchases: LocalPurchaseStore(file: FileManager.default.temporaryDirectory.appendingPathComponent("web-\(UUID()).json")))
        try app.launch()
        if onboarded { try app.completeOnboarding() }
    }

    func test(_ body: @Sendable (TestClientProtocol) async throws -> Void) async throws {
        let router = try await buildRouter(host: "127.0.0.1", betterMorning: app, logger: Logger(label: "test"))
        try await Application(router: router).test(.router, body)
    }
}

extension TestClientProtocol {
    /// GET `uri`; returns the status, the Location and the body.
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> (HTTPResponse.Status, String?, String) {
        try await execute(uri: uri, method: .get, headers: headers) { ($0.status, $0.headers[.location], String(buffer: $0.body)) }
    }

    /// POST a form from this site (Origin http://localhost).
    func post(_ uri: String, _ form: String = "", origin: String? = "http://localhost", headers: HTTPFields = [:]) async throws -> (HTTPResponse.Status, String?, String) {
        var fields = headers
        fields[.contentType] = "application/x-www-form-urlencoded"
        if let origin { fields[.origin] = origin }
        return try await execute(uri: uri, method: .post, headers: fields, body: ByteBuffer(string: form)) {
            ($0.status, $0.headers[.location], String(buffer: $0.body))
        }
    }
}
