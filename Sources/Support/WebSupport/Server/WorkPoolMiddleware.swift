import Hummingbird
import NIOPosix

/// Runs every request's handler on NIO's blocking work pool (one thread per core), in the order
/// the requests arrive.
///
/// The Cores' use cases are synchronous: a handler reading the database and rendering a page holds
/// its thread for a millisecond or two. On Swift's global executor those jobs were not taken in
/// arrival order: with 16 connections asking for the habit list, half the requests were answered
/// in 7 ms and a tenth waited over 300 ms (issue 28). The pool's queue is first in, first out, so
/// every connection waits its turn and no longer; the event loops only move bytes.
public struct WorkPoolMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The executor handlers run on.
    public let executor: WorkPoolExecutor

    /// Handlers run on `executor` (by default over `NIOThreadPool.singleton`).
    public init(executor: WorkPoolExecutor = .shared) {
        self.executor = executor
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        try await withTaskExecutorPreference(executor) {
            try await next(request, context)
        }
    }
}

/// A task executor over an `NIOThreadPool`: each job is submitted to the pool's first-in,
/// first-out queue and run on one of its threads.
public final class WorkPoolExecutor: TaskExecutor {
    /// The executor over NIO's shared blocking pool.
    public static let shared = WorkPoolExecutor(pool: .singleton)

    private let pool: NIOThreadPool

    /// Jobs run on `pool`'s threads; the pool must stay running as long as the executor is used.
    public init(pool: NIOThreadPool) {
        self.pool = pool
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pool.submit { _ in
            // NB: a job always runs, even on a pool that is shutting down: a task never stays suspended.
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}
