import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import NIOPosix
import Testing
import TestSupport
import UltimateCore
@testable import UltimateWeb
import WebApp
import WebSupport

/// Issue 40, item 5: 20 photo uploads at once filled the handlers' pool with libvips work, and the
/// cheapest page waited up to 52 s. Photos are prepared two at a time off that pool; a page answers
/// while they are; an upload beyond what the queue holds is told to try again.
@Suite struct PhotoQueueTests {
    @Test func photosArePreparedAFewAtATimeWhilePagesAnswerAndOneTooManyIsToldToTryAgain() async throws {
        let processor = GatedProcessor()
        let app = Ultimate(database: try UltimateDatabase.inMemory(), clock: TestClock("2026-11-22T08:00:00-05:00").clock,
                           calendar: .test(), photos: PhotoLibrary(root: temporaryDirectory("photo-queue"), processor: processor))
        let web = try UltimateWebApp(app: app)
        // NB: handlers on a pool of this test's own: the shared one serves every test of the process,
        // and another suite's long import held it past this test's patience (a full run, loaded).
        let pool = NIOThreadPool(numberOfThreads: 2)
        pool.start()
        defer { Task { try? await pool.shutdownGracefully() } }
        let router = try buildRouter(host: "127.0.0.1", apps: [web], logger: Logger(label: "test"), executor: WorkPoolExecutor(pool: pool))
        try await Application(router: router).test(.router) { client in
            let client = WebClient(client)
            let upload = { @Sendable in
                try await client.upload("/ultimate/photos/add", field: "photo", file: Data(repeating: 0xFF, count: 1000), name: "me.jpg",
                                        fields: ["session": "new", "angle": "front"])
            }
            // More uploads than the handlers' pool has threads: they filled it.
            let held = 8
            let uploads = Task { try await withThrowingTaskGroup(of: Answer.self) { group in
                for _ in 0..<held { group.addTask { try await upload() } }
                return try await group.reduce(into: []) { $0.append($1) }
            } }
            // NB: waits for the event, within the suite's one patience (a loaded machine takes long to get there).
            await eventually { processor.started == 2 && web.photoQueue.load == held }
            let page = try await answered(within: .seconds(30)) { try await client.get("/ultimate/photos") }
            #expect(page?.status == .ok, "a page waited for the photos")
            let refused = try await answered(within: .seconds(30)) { try await upload() }
            #expect(refused?.status == .serviceUnavailable && refused?.body.contains("Try again in a minute") == true)
            #expect(processor.started == 2, "two photos at a time")

            processor.open()
            let statuses = try await uploads.value.map(\.status)
            #expect(statuses == Array(repeating: .seeOther, count: held), "\(statuses)")
            #expect(try app.photosScreen().sessions.count == held)
        }
    }

    /// `body`'s answer, or nil when it took longer than `limit`.
    private func answered(within limit: Duration, _ body: @escaping @Sendable () async throws -> Answer) async throws -> Answer? {
        try await withThrowingTaskGroup(of: Answer?.self) { group in
            group.addTask { try await body() }
            group.addTask { try await Task.sleep(for: limit); return nil }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}

/// A processor whose every photo waits until the test opens the gate, counting those started.
private final class GatedProcessor: PhotoProcessor {
    private let gate = DispatchSemaphore(value: 0)
    private let count = Mutex(0)
    private let isOpen = Mutex(false)

    var started: Int { count.withLock { $0 } }

    func open() {
        isOpen.withLock { $0 = true }
        for _ in 0..<64 { gate.signal() }
    }

    func prepare(_ file: Data) throws -> PreparedPhoto {
        count.withLock { $0 += 1 }
        if !isOpen.withLock({ $0 }) { gate.wait() }
        return PreparedPhoto(full: Data([1]), thumbnail: Data([2]), blurredFull: Data([3]), blurredThumbnail: Data([4]), width: 2, height: 1)
    }
}
