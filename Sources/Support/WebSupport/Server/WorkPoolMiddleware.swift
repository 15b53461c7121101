import Hummingbird
import NIOCore
import NIOPosix

/// Runs every request's handler on a pool of threads of its own (`WorkPoolExecutor.shared`), in the
/// order the requests arrive.
///
/// The Cores' use cases are synchronous: a handler reading the database and rendering a page holds
/// its thread for a millisecond or two. On Swift's global executor those jobs were not taken in
/// arrival order: with 16 connections asking for the habit list, half the requests were answered
/// in 7 ms and a tenth waited over 300 ms (issue 28). The pool's queue is first in, first out, so
/// every connection waits its turn and no longer; the event loops only move bytes.
public struct WorkPoolMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The executor handlers run on.
    public let executor: WorkPoolExecutor

    /// Handlers run on `executor`.
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
    /// The handlers' executor: two threads per core, four at least. A handler's work is
    /// synchronous and some of it waits on the disk (a durable commit's fsync, an upload's
    /// import), so a pool of one thread per core would leave every other request waiting while two
    /// commits are flushed. The queue is first in, first out however many threads take from it.
    public static let shared: WorkPoolExecutor = {
        let pool = NIOThreadPool(numberOfThreads: max(4, 2 * System.coreCount))
        pool.start()
        return WorkPoolExecutor(pool: pool)
    }()

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
