import Foundation
import Glibc
import Hummingbird
import HummingbirdTesting
import NIOPosix
import Synchronization
import Testing
import WebSupport

/// Handlers run on the blocking work pool, in the order requests arrive (issue 28).
@Suite struct WorkPoolTests {
    /// A value the tasks share.
    final class Shared<Value: Sendable>: Sendable {
        let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
    }

    /// The name of the thread running the caller (NIO names its shared pool's threads `SGLTN-TP-#N`).
    static func threadName() -> String {
        ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func aHandlerRunsOnThePoolsThreads() async throws {
        let router = Router()
        router.add(middleware: WorkPoolMiddleware())
        router.get("where") { _, _ in Self.threadName() }
        try await Application(router: router).test(.router) { client in
            for _ in 0..<3 {
                let name = try await client.execute(uri: "/where", method: .get) { String(buffer: $0.body) }
                #expect(name.hasPrefix("SGLTN-TP-#"), "ran on \(name)")
            }
        }
    }

    @Test func jobsRunInTheOrderTheyAreGiven() async throws {
        let pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        let executor = WorkPoolExecutor(pool: pool)
        let order = Shared<[Int]>([])
        let gate = Shared(false)
        // The pool's one thread is held while the tasks queue up behind it.
        let holder = Task(executorPreference: executor) {
            while !gate.value.withLock({ $0 }) { usleep(1000) }
        }
        var tasks: [Task<Void, Never>] = []
        for number in 0..<20 {
            tasks.append(Task(executorPreference: executor) { order.value.withLock { $0.append(number) } })
        }
        gate.value.withLock { $0 = true }
        await holder.value
        for task in tasks { await task.value }
        #expect(order.value.withLock { $0 } == Array(0..<20))
        try await pool.shutdownGracefully()
    }
}
