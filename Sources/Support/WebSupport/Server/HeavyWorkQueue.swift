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
    private let queue: DispatchQueue
    private let slots: DispatchSemaphore
    /// Work admitted: running or waiting for a slot.
    private let admitted = Mutex(0)
    private let capacity: Int
    private let refusal: String

    /// A queue running `running` pieces of work at a time with up to `waiting` more waiting;
    /// beyond them, work is refused with `refusal`.
    public init(label: String, running: Int = 2, waiting: Int = 6, refusal: String) {
        queue = DispatchQueue(label: label, attributes: .concurrent)
        slots = DispatchSemaphore(value: running)
        capacity = running + waiting
        self.refusal = refusal
    }

    /// The work admitted: running or waiting.
    public var load: Int { admitted.withLock { $0 } }

    /// Runs `work` over what `reading` read (a request's body) when a slot is free, or throws a 503
    /// `WebError` at once when the queue is full, before reading anything: what waits in memory is
    /// bounded by the queue's length.
    public func run<Input: Sendable, Result: Sendable>(after reading: () async throws -> Input,
                                                       _ work: @escaping @Sendable (Input) throws -> Result) async throws -> Result {
        let taken = admitted.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard taken else { throw WebError(status: .serviceUnavailable, message: refusal) }
        defer { admitted.withLock { $0 -= 1 } }
        let input = try await reading()
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { [slots] in
                slots.wait()
                defer { slots.signal() }
                continuation.resume(with: Swift.Result { try work(input) })
            }
        }
    }
}
