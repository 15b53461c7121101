import CLISupport
import DayKitDatabase
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import SyncCore
import Testing
import TestSupport
import WebSupport

/// A device syncing with a live hub over HTTP (issue 37): both ways, in batches, resuming after a
/// cut, and refusing in words when the token or the address is wrong.
@Suite struct SyncClientTests {
    static let schema = SyncSchema(version: 1, tables: [.init(entity: "habit", table: "habit", keyColumns: ["id"], fields: ["name"])])

    /// A replica's database with a `habit` table.
    static func replica(_ name: String) throws -> (DatabaseQueue, SyncLog) {
        try syncTestDatabase(name, schema: schema, tables: "CREATE TABLE habit (id TEXT PRIMARY KEY, name TEXT NOT NULL)")
    }

    static func names(_ queue: DatabaseQueue) throws -> [String] {
        try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM habit ORDER BY name") }
    }

    /// Answers 503 to the pushes it is told to, and 401 without the right token.
    final class Gate: RouterMiddleware, Sendable {
        typealias Context = BasicRequestContext
        let failPushes = Mutex<Set<Int>>([])
        let pushes = Mutex(0)

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            guard request.headers[.authorization] == "Bearer good" else { return Response(status: .unauthorized) }
            if request.method == .post {
                let count = pushes.withLock { $0 += 1; return $0 }
                if failPushes.withLock({ $0.contains(count) }) { return Response(status: .serviceUnavailable) }
            }
            return try await next(request, context)
        }
    }

    static func hub(_ log: SyncLog, gate: Gate) -> Application<RouterResponder<BasicRequestContext>> {
        let chrome = AppChrome(name: "Test", root: "/habits", icon: "/habits/icon.svg", themeColor: "#000000", stylesheets: [])
        let router = Router()
        router.add(middleware: ErrorPageMiddleware(apps: [chrome], suite: chrome, logger: Logger(label: "test")))
        router.add(middleware: gate)
        SyncEndpoint.addRoutes(to: router.group("habits"), log: log)
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }

    @Test func twoDevicesSeeEachOthersHabitsThroughTheHub() async throws {
        let (_, hubLog) = try Self.replica("hub")
        let (phone, phoneLog) = try Self.replica("phone")
        let (laptop, laptopLog) = try Self.replica("laptop")
        try await Self.hub(hubLog, gate: Gate()).test(.live) { client in
            let app = URL(string: "http://127.0.0.1:\(try #require(client.port))/habits")!
            let sync = SyncClient(app: app, token: "good")
            try await phone.write { db in try db.execute(sql: "INSERT INTO habit (id, name) VALUES ('h1', 'Read')") }
            #expect(try await sync.sync(phoneLog).sent == 1)
            let first = try await sync.sync(laptopLog)
            #expect(first.applied == 1)
            #expect(try Self.names(laptop) == ["Read"])
            try await laptop.write { db in try db.execute(sql: "UPDATE habit SET name = 'Read 20 pages' WHERE id = 'h1'") }
            _ = try await sync.sync(laptopLog)
            _ = try await sync.sync(phoneLog)
            #expect(try Self.names(phone) == ["Read 20 pages"])
            #expect(try laptopLog.waiting(for: app.absoluteString) == 0)
            #expect(try phoneLog.peer(app.absoluteString).lastContact != nil)
        }
    }

    @Test func aSyncCutOffMidwayResumesWhereItStoppedAndLosesNothing() async throws {
        let (hub, hubLog) = try Self.replica("hub")
        let (phone, phoneLog) = try Self.replica("phone")
        let gate = Gate()
        gate.failPushes.withLock { $0 = [3] }
        try await phone.write { db in
            for index in 1...10 { try db.execute(sql: "INSERT INTO habit (id, name) VALUES (?, ?)", arguments: ["h\(index)", "Habit \(index)"]) }
        }
        try await Self.hub(hubLog, gate: gate).test(.live) { client in
            let app = URL(string: "http://127.0.0.1:\(try #require(client.port))/habits")!
            let sync = SyncClient(app: app, token: "good")
            await #expect(throws: SyncClient.Failure.self) { try await sync.sync(phoneLog, batch: 4) }
            #expect(try phoneLog.peer(app.absoluteString).sentUpTo == 8)
            #expect(try Self.names(hub).count == 8)
            let resumed = try await sync.sync(phoneLog, batch: 4)
            #expect(resumed.sent == 2)
            #expect(try Self.names(hub).count == 10)
        }
    }

    /// A device still on the previous version of the app syncs with a hub and a phone on the next
    /// (which syncs a habit's detail too): it keeps what it cannot read yet, changes nothing of its
    /// tables meanwhile, and applies it all once it is upgraded.
    @Test func aDeviceOnThePreviousSchemaKeepsWhatItCannotReadAndAppliesItAfterItsUpgrade() async throws {
        let next = SyncSchema(version: 2, tables: [.init(entity: "habit", table: "habit", keyColumns: ["id"], fields: ["name", "detail"])])
        let table = "CREATE TABLE habit (id TEXT PRIMARY KEY, name TEXT NOT NULL, detail TEXT)"
        let (_, hubLog) = try syncTestDatabase("hub", schema: next, tables: table)
        let (phone, phoneLog) = try syncTestDatabase("phone", schema: next, tables: table)
        let (laptop, laptopLog) = try Self.replica("laptop")
        try await Self.hub(hubLog, gate: Gate()).test(.live) { client in
            let app = URL(string: "http://127.0.0.1:\(try #require(client.port))/habits")!
            let sync = SyncClient(app: app, token: "good")
            try await phone.write { db in try db.execute(sql: "INSERT INTO habit (id, name, detail) VALUES ('h1', 'Read', '20 pages')") }
            _ = try await sync.sync(phoneLog)
            let made = try phoneLog.changes(after: 0).changes.count
            #expect(made == 2, "the name and the detail")
            let taken = try await sync.sync(laptopLog)
            #expect(taken.received == made && taken.applied == 0)
            #expect(try laptopLog.heldCount() == made)
            #expect(try Self.names(laptop).isEmpty)

            // The laptop's app is upgraded: its table gains the column, its log the next schema.
            try await laptop.write { db in try db.execute(sql: "ALTER TABLE habit ADD COLUMN detail TEXT") }
            let upgraded = SyncLog(schema: next, writer: laptop, capture: SyncCapture())
            try upgraded.applyHeld()
            #expect(try upgraded.heldCount() == 0)
            let row = try await laptop.read { db in try Row.fetchOne(db, sql: "SELECT name, detail FROM habit WHERE id = 'h1'") }
            #expect(row?["name"] == "Read" && row?["detail"] == "20 pages")
        }
    }

    @Test func aWrongTokenOrAnAddressWithNoServerIsSaidInWords() async throws {
        let (_, hubLog) = try Self.replica("hub")
        let (_, phoneLog) = try Self.replica("phone")
        let port = try await Self.hub(hubLog, gate: Gate()).test(.live) { client in
            let port = try #require(client.port)
            let app = URL(string: "http://127.0.0.1:\(port)/habits")!
            do {
                _ = try await SyncClient(app: app, token: "stolen").sync(phoneLog)
                Issue.record("a wrong token synced")
            } catch let failure as SyncClient.Failure {
                #expect(failure.message.contains("did not accept the token (401)"))
            }
            return port
        }
        do {
            _ = try await SyncClient(app: URL(string: "http://127.0.0.1:\(port)/habits")!, token: "good").sync(phoneLog)
            Issue.record("a closed port synced")
        } catch let failure as SyncClient.Failure {
            #expect(failure.message.hasPrefix("Could not reach http://127.0.0.1:\(port)/habits"))
        }
    }
}
