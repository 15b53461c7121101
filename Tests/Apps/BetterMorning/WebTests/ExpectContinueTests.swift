import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
@testable import WebApp

/// Issue 28: a client that asks before sending its body (`Expect: 100-continue`, curl's default
/// for a large upload) waited a second for an answer that never came. The server under test is
/// the real one (`buildApplication`): with no app, the largest body it takes is a form's, 16 KB.
@Suite struct ExpectContinueTests {
    static func head(length: Int) -> String {
        "POST /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
            + "Content-Length: \(length)\r\nExpect: 100-continue\r\n\r\n"
    }

    @Test func aBodyThatFitsIsAskedForAtOnceAndTheRequestAnswered() async throws {
        try await buildApplication(WebAppConfiguration(port: 0), apps: []).test(.live) { client in
            let connection = try await RawConnection.open(port: try #require(client.port))
            let asked = ContinuousClock.now
            try await connection.send(Self.head(length: 5))
            #expect(try await eventually(within: .seconds(5)) { connection.received.hasPrefix("HTTP/1.1 100 Continue\r\n\r\n") })
            #expect(ContinuousClock.now - asked < .milliseconds(900), "asked for the body before a client's one-second wait")
            try await connection.send("a=b&c")
            // The request itself is then answered as any other: here, no page at that address.
            #expect(try await eventually(within: .seconds(5)) { connection.received.contains("HTTP/1.1 404") }, "\(connection.received)")
            #expect(connection.isOpen)
        }
    }

    @Test func aBodyOverTheLargestTakenIsRefusedBeforeItIsSent() async throws {
        try await buildApplication(WebAppConfiguration(port: 0), apps: []).test(.live) { client in
            let connection = try await RawConnection.open(port: try #require(client.port))
            try await connection.send(Self.head(length: 200 * 1024 * 1024))
            #expect(try await eventually(within: .seconds(5)) { !connection.isOpen })
            #expect(connection.received.hasPrefix("HTTP/1.1 413 "), "\(connection.received)")
            #expect(connection.received.contains("Nothing changed."))
            // Other clients are answered as before.
            #expect(try await WebClient(client).get("/").status == .ok)
        }
    }

    @Test func aRequestThatDoesNotAskIsLeftAlone() async throws {
        try await buildApplication(WebAppConfiguration(port: 0), apps: []).test(.live) { client in
            let connection = try await RawConnection.open(port: try #require(client.port))
            try await connection.send("POST /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nContent-Length: 3\r\n\r\nabc")
            #expect(try await eventually(within: .seconds(5)) { connection.received.contains("HTTP/1.1 404") }, "\(connection.received)")
            #expect(!connection.received.contains("100 Continue"))
        }
    }
}
