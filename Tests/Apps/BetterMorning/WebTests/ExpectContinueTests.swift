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
            let connection = try await RawConnection.open(port: try #require(client.port), sending: Self.head(length: 5))
            // Asked for before the body is sent: the client need not wait out its own pause (curl's is one second).
            await eventually { connection.received.hasPrefix("HTTP/1.1 100 Continue\r\n\r\n") }
            try await connection.send("a=b&c")
            // The request itself is then answered as any other: here, no page at that address.
            await eventually("\(connection.received)") { connection.received.contains("HTTP/1.1 404") }
            #expect(connection.isOpen)
        }
    }

    @Test func aBodyOverTheLargestTakenIsRefusedBeforeItIsSent() async throws {
        try await buildApplication(WebAppConfiguration(port: 0), apps: []).test(.live) { client in
            let connection = try await RawConnection.open(port: try #require(client.port), sending: Self.head(length: 200 * 1024 * 1024))
            await eventually { !connection.isOpen }
            #expect(connection.received.hasPrefix("HTTP/1.1 413 "), "\(connection.received)")
            #expect(connection.received.contains("Nothing changed."))
            // Other clients are answered as before. (NB: on a connection of its own: the test
            // client's, opened when the server started, may have met the head timeout by now.)
            let other = try await RawConnection.open(port: try #require(client.port), sending: SlowClientTests.head + "\r\n")
            await eventually("\(other.received)") { other.received.hasPrefix("HTTP/1.1 200 OK") }
        }
    }

    @Test func aRequestThatDoesNotAskIsLeftAlone() async throws {
        try await buildApplication(WebAppConfiguration(port: 0), apps: []).test(.live) { client in
            let connection = try await RawConnection.open(port: try #require(client.port), sending: "POST /nowhere HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://127.0.0.1\r\nContent-Length: 3\r\n\r\nabc")
            await eventually("\(connection.received)") { connection.received.contains("HTTP/1.1 404") }
            #expect(!connection.received.contains("100 Continue"))
        }
    }
}
