import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import NIOPosix
import Synchronization
import Testing
import TestSupport
@testable import WebApp

/// Issue 22, defect 12: a local process holding ~1,000 half-sent requests locked every other client
/// out, since nothing closed a connection whose request head never completed. The server under test
/// is the real one (`buildApplication`) on a free loopback port, with short timeouts.
@Suite struct SlowClientTests {
    static let head = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"

    @Test func stalledRequestHeadsLockNobodyOutAndAreClosedAfterTheHeadTimeout() async throws {
        let configuration = WebAppConfiguration(port: 0, requestHeadTimeout: .seconds(3), idleTimeout: .seconds(30))
        try await buildApplication(configuration, apps: []).test(.live) { client in
            let port = try #require(client.port)
            var stalled: [RawConnection] = []
            for _ in 0..<300 {
                let connection = try await RawConnection.open(port: port)
                try await connection.send(Self.head)  // no blank line: the head never ends
                stalled.append(connection)
            }
            let asked = ContinuousClock.now
            #expect(try await WebClient(client).get("/").status == .ok)
            // NB: answered before the head timeout frees any stalled client (a loose bound: the tests run side by side on 2 cores).
            #expect(ContinuousClock.now - asked < .seconds(2.5))
            let stillHeld = stalled.filter(\.isOpen).count
            #expect(stillHeld == stalled.count, "answered while the stalled clients were still held")

            #expect(try await eventually(within: .seconds(15)) { stalled.allSatisfy { !$0.isOpen } })
            let heldFor = stalled.compactMap(\.heldFor)
            #expect(heldFor.count == stalled.count)
            let (shortest, longest) = (heldFor.min() ?? .zero, heldFor.max() ?? .zero)
            #expect(shortest >= .seconds(2.9) && longest < .seconds(10), "held for \(shortest)–\(longest)")
        }
    }

    @Test func aKeptAliveConnectionIsClosedWhenIdleAndItsNextHeadIsTimedFromItsFirstBytes() async throws {
        let configuration = WebAppConfiguration(port: 0, requestHeadTimeout: .seconds(1), idleTimeout: .seconds(3))
        try await buildApplication(configuration, apps: []).test(.live) { client in
            let port = try #require(client.port)
            let idle = try await RawConnection.open(port: port)
            let slowNext = try await RawConnection.open(port: port)
            // NB: the server's idle clock starts at its last read of `idle`, which is after this.
            let sent = ContinuousClock.now
            for connection in [idle, slowNext] {
                try await connection.send(Self.head + "\r\n")
                #expect(try await eventually(within: .seconds(5)) { connection.received.hasPrefix("HTTP/1.1 200 OK") })
            }
            try await slowNext.send(Self.head)
            // Past the head timeout, a connection waiting for its next request stays: that is the idle timeout's.
            try await Task.sleep(for: .seconds(2))
            #expect(idle.isOpen)
            #expect(!slowNext.isOpen, "the next request's head is timed from its first bytes")
            #expect(try await eventually(within: .seconds(10)) { !idle.isOpen })
            #expect(ContinuousClock.now - sent >= .seconds(3))
        }
    }

    #if canImport(Glibc)
    @Test func theOpenFileLimitIsRaisedToTheHardLimit() throws {
        var limit = rlimit()
        try #require(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 && limit.rlim_max > 4096)
        var lowered = limit
        lowered.rlim_cur = limit.rlim_max - 1
        try #require(setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &lowered) == 0)
        #expect(OpenFileLimit.raiseToHardLimit() == Int(limit.rlim_max))
        #expect(OpenFileLimit.connectionLimit(openFiles: 1024) == 768)
    }
    #endif
}

/// A TCP connection to the server that writes raw bytes, keeps what comes back, and notes when the
/// server closes it.
struct RawConnection: Sendable {
    let channel: any Channel
    private let recorder: Recorder

    static func open(port: Int) async throws -> RawConnection {
        let recorder = Recorder()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(recorder) } }
            .connect(host: "127.0.0.1", port: port).get()
        return RawConnection(channel: channel, recorder: recorder)
    }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    var isOpen: Bool { channel.isActive }
    var received: String { recorder.state.withLock { $0.received } }
    /// From opening to the server closing it, once closed.
    var heldFor: Duration? { recorder.state.withLock { state in state.closed.map { $0 - state.opened } } }

    private final class Recorder: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let state = Mutex((opened: ContinuousClock.now, closed: ContinuousClock.Instant?.none, received: ""))

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let text = String(buffer: unwrapInboundIn(data))
            state.withLock { $0.received += text }
        }

        func channelInactive(context: ChannelHandlerContext) {
            state.withLock { $0.closed = .now }
            context.fireChannelInactive()
        }
    }
}

/// Waits until `condition` holds, at most `limit`; says whether it held.
func eventually(within limit: Duration, _ condition: () -> Bool) async throws -> Bool {
    let end = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < end else { return false }
        try await Task.sleep(for: .milliseconds(20))
    }
    return true
}
