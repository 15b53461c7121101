import DayKitDatabase
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Logging
import SyncCore
import Testing
import TestSupport
import WebSupport

/// The hub's sync endpoint (issue 37): a batch in, the changes a device has not had out, and every
/// bad batch refused whole with a 400 in words.
@Suite struct SyncEndpointTests {
    static let schema = SyncSchema(version: 1, tables: [.init(entity: "habit", table: "habit", keyColumns: ["id"], fields: ["name"])])

    /// A hub's database with a `habit` table, and its log.
    static func hub() throws -> (DatabaseQueue, SyncLog) {
        try syncTestDatabase("hub", schema: schema, tables: "CREATE TABLE habit (id TEXT PRIMARY KEY, name TEXT NOT NULL)")
    }

    static func router(_ log: SyncLog) -> Router<BasicRequestContext> {
        let chrome = AppChrome(name: "Test", root: "/test", icon: "/test/icon.svg", themeColor: "#000000", stylesheets: [])
        let router = Router()
        router.add(middleware: ErrorPageMiddleware(apps: [chrome], suite: chrome, logger: Logger(label: "test")))
        SyncEndpoint.addRoutes(to: router.group("test"), log: log)
        return router
    }

    static func batch(_ name: String, at millis: Int64 = Int64(Date().timeIntervalSince1970 * 1000)) throws -> ByteBuffer {
        let stamp = SyncStamp(milliseconds: millis, device: SyncDevice(rawValue: "phone"))
        let changes = [
            SyncChange(field: SyncField(entity: "habit", record: "h1", field: SyncField.deleted), value: .integer(0), stamp: stamp, schema: 1),
            SyncChange(field: SyncField(entity: "habit", record: "h1", field: "name"), value: .text(name), stamp: stamp, schema: 1),
        ]
        return ByteBuffer(data: try JSONEncoder().encode(SyncBatch(device: SyncDevice(rawValue: "phone"), changes: changes)))
    }

    @Test func aBatchIsAppliedAndComesBackToTheNextDeviceThatAsks() async throws {
        let (queue, log) = try Self.hub()
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        try await Application(router: Self.router(log)).test(.router) { client in
            let pushed = try await client.execute(uri: "/test/sync/changes", method: .post, body: try Self.batch("Read", at: now)) { $0 }
            #expect(pushed.status == .ok && String(buffer: pushed.body) == "{\"applied\":2}")
            let again = try await client.execute(uri: "/test/sync/changes", method: .post, body: try Self.batch("Read", at: now)) { $0 }
            #expect(String(buffer: again.body) == "{\"applied\":0}")
            let pulled = try await client.execute(uri: "/test/sync/changes?after=0", method: .get) { $0 }
            let answer = try JSONDecoder().decode(SyncEndpoint.Pulled.self, from: Data(pulled.body.readableBytesView))
            #expect(answer.changes.count == 2 && answer.last == 2)
            let rest = try await client.execute(uri: "/test/sync/changes?after=2", method: .get) { $0 }
            #expect(try JSONDecoder().decode(SyncEndpoint.Pulled.self, from: Data(rest.body.readableBytesView)).changes.isEmpty)
        }
        #expect(try await queue.read { db in try String.fetchOne(db, sql: "SELECT name FROM habit WHERE id = 'h1'") } == "Read")
    }

    @Test func badBatchesAndQuestionsAre400InWordsAndChangeNothing() async throws {
        let (queue, log) = try Self.hub()
        let future = Int64(Date().timeIntervalSince1970 * 1000) + 400 * 86_400_000
        try await Application(router: Self.router(log)).test(.router) { client in
            let cases: [(String, HTTPRequest.Method, ByteBuffer?, HTTPResponse.Status, String)] = [
                ("/test/sync/changes", .post, ByteBuffer(string: "{\"device\":"), .badRequest, "These changes could not be read"),
                ("/test/sync/changes", .post, ByteBuffer(string: "[1,2,3]"), .badRequest, "These changes could not be read"),
                ("/test/sync/changes", .post, try Self.batch("Later", at: future), .badRequest, "hours ahead of this device&#39;s clock"),
                ("/test/sync/changes", .post, ByteBuffer(repeating: UInt8(ascii: " "), count: SyncEndpoint.largestBatch + 1), .contentTooLarge, "at most 8 MB"),
                ("/test/sync/changes?after=soon", .get, nil, .badRequest, "“soon” is not a sequence number."),
                ("/test/sync/changes?after=-1", .get, nil, .badRequest, "Ask for changes after a sequence of 0 or more"),
                ("/test/sync/changes?limit=100000", .get, nil, .badRequest, "at most 8192 at a time"),
                ("/test/sync/changes?device=%3Cscript%3E", .get, nil, .badRequest, "is not a device&#39;s id"),
                ("/test/sync/changes?device=" + String(repeating: "a", count: 65), .get, nil, .badRequest, "is not a device&#39;s id"),
            ]
            for (uri, method, body, status, words) in cases {
                let response = try await client.execute(uri: uri, method: method, body: body) { $0 }
                #expect(response.status == status, "\(uri)")
                #expect(String(buffer: response.body).contains(words), "\(uri): \(String(buffer: response.body))")
            }
        }
        #expect(try await queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM habit") } == 0)
        #expect(try log.changes(after: 0).changes.isEmpty)
        #expect(try log.devices().isEmpty)
    }

    /// The hub notes each device that sends or asks, with the name it gives itself and when, for
    /// Settings' list; a later contact without a name keeps the name.
    @Test func eachDeviceThatSendsOrAsksIsNotedWithItsNameAndLastContact() async throws {
        let (_, log) = try Self.hub()
        let before = Date()
        try await Application(router: Self.router(log)).test(.router) { client in
            let named: HTTPFields = [SyncEndpoint.deviceNameHeader: "Sam%E2%80%99s%20laptop"]
            let pushed = try await client.execute(uri: "/test/sync/changes", method: .post, headers: named, body: try Self.batch("Read")) { $0.status }
            #expect(pushed == .ok)
            #expect(try log.devices().map { "\($0.device.rawValue) \($0.name ?? "-")" } == ["phone Sam’s laptop"])
            let asked = try await client.execute(uri: "/test/sync/changes?after=0&device=tablet-1", method: .get) { $0.status }
            #expect(asked == .ok)
            let unnamed = try await client.execute(uri: "/test/sync/changes?after=0&device=phone", method: .get) { $0.status }
            #expect(unnamed == .ok)
        }
        // NB: the phone's pull came within a minute of its push: one contact, noted at the push
        // (`SyncLog.contactResolution`), so the tablet's is the latest.
        let devices = try log.devices()
        #expect(devices.map { "\($0.device.rawValue) \($0.name ?? "-")" } == ["tablet-1 -", "phone Sam’s laptop"])
        #expect(devices.allSatisfy { $0.lastContact >= before.addingTimeInterval(-1) && $0.lastContact <= Date() })
    }

    /// A batch cut on the way (a proxy or the network dropped the connection mid-body) applies
    /// nothing, and the whole batch sent again afterwards applies whole: the live server reads the
    /// body to its end before anything is applied.
    @Test func aBatchCutOnTheWayAppliesNothingAndTheWholeBatchSentAgainApplies() async throws {
        let (queue, log) = try Self.hub()
        let body = String(buffer: try Self.batch("Read"))
        try await Application(router: Self.router(log), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
            .test(.live) { client in
                let port = try #require(client.port)
                let head = "POST /test/sync/changes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n"
                // Every part of the batch but its last bytes, then the connection drops.
                for cut in [body.utf8.count / 2, body.utf8.count - 1] {
                    try sendAndDrop(head + String(body.utf8.prefix(cut))!, port: port)
                    #expect(try log.changes(after: 0).changes.isEmpty, "cut at \(cut) of \(body.utf8.count) bytes")
                }
                let whole = try await client.execute(uri: "/test/sync/changes", method: .post, body: ByteBuffer(string: body)) { $0 }
                #expect(whole.status == .ok && String(buffer: whole.body) == "{\"applied\":2}")
            }
        #expect(try await queue.read { db in try String.fetchOne(db, sql: "SELECT name FROM habit WHERE id = 'h1'") } == "Read")
    }

    /// Opens a connection to `port`, sends `text` and closes it without waiting for an answer, after
    /// giving the server a moment to read what came.
    private func sendAndDrop(_ text: String, port: Int) throws {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let sent = Array(text.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        try #require(sent == text.utf8.count)
        usleep(200_000)
    }
}
