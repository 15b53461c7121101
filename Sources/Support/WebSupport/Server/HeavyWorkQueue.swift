import Foundation
import Synchronization

/// Heavy work (preparing a photo with libvips: seconds and tens of megabytes each) run a few at a
/// time on threads of its own, so the handlers' pool (one thread per core) stays free for pages and
/// toggles; work beyond what the queue holds is refused at once (503, "try again") rather than
/// queued without bound.
///
/// NB: issue 40: 20 uploads of 10 MB at once filled the handlers' pool, and the cheapest GET of any
/// app waited up to 52 s.
public final class HeavyWorkQueue: Sendable {
    /// One serial queue per piece of work that may run at once: each has a thread of its own, so
    /// the work never waits for (nor holds) the threads of Dispatch's shared pool, which other work
    /// of the process needs (a database's check, GRDB's observations).
    private let lanes: [DispatchQueue]
    private let state: Mutex<State>
    private let capacity: Int
    private let refusal: String

    private struct State {
        /// Work admitted: running or waiting for a lane.
        var admitted = 0
        /// The lanes no work holds.
        var free: [Int]
        /// Work waiting for a lane, first come first served.
        var waiting: [CheckedContinuation<Int, Never>] = []
    }

    /// A queue running `running` pieces of work at a time with up to `waiting` more waiting;
    /// beyond them, work is refused with `refusal`.
    public init(label: String, running: Int = 2, waiting: Int = 6, refusal: String) {
        lanes = (0..<running).map { DispatchQueue(label: "\(label).\($0)") }
        state = Mutex(State(free: Array(0..<running)))
        capacity = running + waiting
        self.refusal = refusal
    }

    /// The work admitted: running or waiting.
    public var load: Int { state.withLock { $0.admitted } }

    /// Runs `work` over what `reading` read (a request's body) when a lane is free, or throws a 503
    /// `WebError` at once when the queue is full, before reading anything: what waits in memory is
    /// bounded by the queue's length. A waiting piece of work holds no thread.
    public func run<Input: Sendable, Result: Sendable>(after reading: () async throws -> Input,
                                                       _ work: @escaping @Sendable (Input) throws -> Result) async throws -> Result {
        let taken = state.withLock { state in
            guard state.admitted < capacity else { return false }
            state.admitted += 1
            return true
        }
        guard taken else { throw WebError(status: .serviceUnavailable, message: refusal) }
        defer { state.withLock { $0.admitted -= 1 } }
        let input = try await reading()
        let lane = await acquireLane()
        defer { release(lane) }
        return try await withCheckedThrowingContinuation { continuation in
            lanes[lane].async { continuation.resume(with: Swift.Result { try work(input) }) }
        }
    }

    private func acquireLane() async -> Int {
        await withCheckedContinuation { continuation in
            let lane: Int? = state.withLock { state in
                if let lane = state.free.popLast() { return lane }
                state.waiting.append(continuation)
                return nil
            }
            if let lane { continuation.resume(returning: lane) }
        }
    }

    private func release(_ lane: Int) {
        let next = state.withLock { state -> CheckedContinuation<Int, Never>? in
            guard !state.waiting.isEmpty else {
                state.free.append(lane)
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: lane)
    }
}
